/** Sign-up requests module: the request, the e-mail confirmation and the administrator's decision. See README.md. */
export { default } from './routes';
export { enviarPedidoDeCadastro } from './service';
