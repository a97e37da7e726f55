/** Company structure module (section 'cadastros'): departments, branches and job functions. See README.md. */
export { default } from './routes';
