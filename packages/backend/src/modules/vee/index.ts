/** Vee assistant module: the chat and its read-only tools. See README.md. */
export { default } from './routes';
