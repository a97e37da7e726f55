/** Password recovery module: the recovery e-mail and the new password by its link. See README.md. */
export { default } from './routes';
export { decodeBase64Text, RESET_INVALID } from './service';
export { buscarTokenDeRedefinicaoUtilizavel } from './queries';
