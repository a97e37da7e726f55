/** Sign-in module: login, session renewal and end, password check, Google sign-in. See README.md. */
export { default } from './routes';

