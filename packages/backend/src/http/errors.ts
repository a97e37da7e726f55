import { SECTION_FORBIDDEN_MESSAGE, type FieldError } from '@financeiro/domain';

/** Texts the API answers with (the client shows them as they are). */
export const MESSAGES = {
  sessionExpired: 'Sessão expirada. Efetue novamente o login',
  forbidden: SECTION_FORBIDDEN_MESSAGE,
  internal: 'Erro interno do servidor.',
  notFound: 'Recurso não encontrado.',
  invalidCredentials: 'Usuário ou senha inválidos.',
  googleNotConfigured: 'Login com Google não configurado',
  invalidBody: 'Corpo da requisição inválido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  payloadTooLarge: 'Corpo da requisição excede o tamanho permitido.',
  tooManyRequests: 'Muitas requisições. Tente novamente mais tarde.',
  invalidValue: 'Valor inválido.',
  valueOutOfRange: 'Valor acima do limite permitido.',
  textTooLong: 'Texto acima do tamanho permitido.',
  required: 'Campo obrigatório.',
  databaseUnavailable: 'Serviço temporariamente indisponível. Tente novamente.',
  duplicateRecord: 'Já existe um registro com esses dados. Atualize a página e confira.',
} as const;

export type AuthErrorCode = 'TOKEN_EXPIRED' | 'UNAUTHORIZED';

export interface ErrorItem {
  field?: string;
  errorMessage: string;
}

export interface ErrorBody {
  errors: ErrorItem[];
  code?: string;
}

/** An error with the exact status and body to answer with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.errors.map((item) => item.errorMessage).join('\n'));
    this.name = 'HttpError';
  }
}

export function badRequest(errors: FieldError[] | ErrorItem[] | string): HttpError {
  const items = typeof errors === 'string' ? [{ errorMessage: errors }] : errors;
  return new HttpError(400, { errors: items });
}

export function unauthorized(code: AuthErrorCode = 'UNAUTHORIZED'): HttpError {
  return new HttpError(401, { errors: [{ errorMessage: MESSAGES.sessionExpired }], code });
}

export function forbidden(message: string = MESSAGES.forbidden): HttpError {
  return new HttpError(403, { errors: [{ errorMessage: message }] });
}

export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, { errors: [{ errorMessage: message }] });
}

export function tooManyRequests(message: string = MESSAGES.tooManyRequests): HttpError {
  return new HttpError(429, { errors: [{ errorMessage: message }] });
}

export function serviceUnavailable(message: string): HttpError {
  return new HttpError(503, { errors: [{ errorMessage: message }] });
}
