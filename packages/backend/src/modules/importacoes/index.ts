/** Bulk imports module: new employees, employee updates by CPF and employee benefits. See README.md. */
export { default } from './routes';
