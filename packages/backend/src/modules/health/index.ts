/** Health module: liveness (/health) and readiness (/ready). See README.md. */
export { default } from './routes';
