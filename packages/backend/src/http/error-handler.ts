import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseFailure, isUniqueViolation } from '../db/errors';
import { databaseUnavailableCause } from '../db/unavailable';
import { HttpError, MESSAGES, serviceUnavailable, type ErrorItem } from './errors';
import { FRAMEWORK_MESSAGES } from './framework-errors';
import { NUMERIC_TEXT_PATTERN } from './fields';

interface AjvError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

function fieldOf(error: AjvError): string {
  const base = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = error.keyword === 'required' ? String(error.params?.missingProperty ?? '') : '';
  return [base, missing].filter(Boolean).join('.');
}

const NUMERIC = 'Preencher com valor numérico';

function messageOf(error: AjvError): string {
  const params = error.params ?? {};
  switch (error.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'maxLength':
      return `Deve possuir no máximo ${params.limit} caracteres.`;
    case 'minLength':
      return Number(params.limit) <= 1 ? MESSAGES.required : `Deve possuir no mínimo ${params.limit} caracteres.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Valor deve ser maior${error.keyword === 'minimum' ? ' ou igual' : ''} a ${params.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Valor deve ser menor${error.keyword === 'maximum' ? ' ou igual' : ''} a ${params.limit}.`;
    case 'format':
      return params.format === 'email' ? 'E-mail preenchido é inválido.' : MESSAGES.invalidValue;
    case 'enum':
      return 'Preencher com uma das opções.';
    case 'maxItems':
      return `Deve possuir no máximo ${params.limit} itens.`;
    case 'minItems':
      return Number(params.limit) <= 1 ? MESSAGES.required : `Deve possuir no mínimo ${params.limit} itens.`;
    case 'pattern':
      return params.pattern === NUMERIC_TEXT_PATTERN ? NUMERIC : MESSAGES.invalidValue;
    case 'type': {
      // A union ('number,string,boolean,null' for a number a form sends) is named by its first type.
      const first = String(params.type ?? '').split(',')[0];
      if (first === 'number' || first === 'integer') return NUMERIC;
      if (first === 'string') return 'Preencher com um texto.';
      if (first === 'boolean') return 'Preencher com verdadeiro ou falso.';
      if (first === 'array') return 'Preencher com uma lista.';
      return MESSAGES.invalidValue;
    }
    default:
      return MESSAGES.invalidValue;
  }
}

/** Fastify (ajv) schema errors -> the API's `{ errors: [{ field, errorMessage }] }`. */
export function schemaErrorsToItems(errors: AjvError[]): ErrorItem[] {
  const seen = new Set<string>();
  const items: ErrorItem[] = [];
  for (const error of errors) {
    const item = { field: fieldOf(error), errorMessage: messageOf(error) };
    const key = `${item.field}\u0000${item.errorMessage}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.invalidBody,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidBody,
};

/**
 * PostgreSQL's numeric_value_out_of_range (22003) or string_data_right_truncation (22001), also
 * when Drizzle wraps the driver's error as `cause`: a value past its column.
 */
function columnOverflow(error: unknown): '22003' | '22001' | undefined {
  for (let current = error, depth = 0; current && depth < 3; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '22003' || code === '22001') return code;
  }
  return undefined;
}

/**
 * One error shape for every failure: HttpError answers as built; schema validation gives 400
 * with field errors; an unreachable or too slow database gives 503; a numeric overflow in the database gives 400; a unique
 * violation no service mapped (two requests creating the same record at once) gives 409; other client
 * errors keep their status with a Portuguese text; anything else is logged and answered as 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance, allowedMethods: (path: string) => string[] = () => []): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      return reply.code(400).send({ errors: schemaErrorsToItems(error.validation as AjvError[]) });
    }
    // The database is down, restarting or too slow: the client may try again; the pool reconnects by itself.
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // One short line per failed request (an outage fails many): the cause's code, no stack, no SQL.
      request.log.warn({ causa: unavailable, statusCode: 503 }, 'banco de dados indisponível');
      const answer = serviceUnavailable(MESSAGES.databaseUnavailable);
      return reply.code(answer.statusCode).send(answer.body);
    }
    // A figure derived on the server (a converted amount, a total) that does not fit its column:
    // the transaction was rolled back, so it is the input's fault, not the server's.
    const overflow = columnOverflow(error);
    if (overflow) {
      request.log.info({ code: overflow }, 'valor fora do limite da coluna');
      return reply.code(400).send({ errors: [{ errorMessage: overflow === '22003' ? MESSAGES.valueOutOfRange : MESSAGES.textTooLong }] });
    }
    // Two requests writing the same record at once: the unique index refused the second after its own check
    // passed (the services answer their own message where they know the record; this is the rest).
    if (isUniqueViolation(error)) {
      request.log.info({ constraint: databaseFailure(error)?.constraint }, 'registro duplicado');
      return reply.code(409).send({ errors: [{ errorMessage: MESSAGES.duplicateRecord }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config?.bodyTooLargeMessage : undefined) ??
        CLIENT_ERROR_MESSAGES[error.code] ??
        (error instanceof SyntaxError || status === 400
          ? MESSAGES.invalidBody
          : status === 429
            ? MESSAGES.tooManyRequests
            : status === 404
              ? MESSAGES.notFound
              : MESSAGES.invalidValue);
      request.log.info({ code: error.code, statusCode: status }, 'requisição recusada');
      return reply.code(status).send({ errors: [{ errorMessage: message }] });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ errors: [{ errorMessage: MESSAGES.internal }] });
  });

  // A path that exists with other methods answers 405 with Allow (the router alone says 404).
  app.setNotFoundHandler((request, reply) => {
    const allow = allowedMethods(request.url.split('?')[0]);
    if (allow.length > 0) {
      return reply.code(405).header('allow', allow.join(', ')).send({ errors: [{ errorMessage: FRAMEWORK_MESSAGES.methodNotAllowed }] });
    }
    return reply.code(404).send({ errors: [{ errorMessage: MESSAGES.notFound }] });
  });
}
