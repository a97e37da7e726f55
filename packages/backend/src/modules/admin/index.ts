/** Administration module: users, their sections and the mail outbox (role admin). See README.md. */
export { default } from './routes';
