/**
 * What every request goes through before its route's schema (issue 18, section 3: bad input never
 * answers 500):
 *
 * - JSON bodies are parsed by Fastify's own parser (secure-json-parse: `__proto__` and
 *   `constructor.prototype` keys answer 400) after a scan that refuses nesting deeper than
 *   MAX_JSON_DEPTH (100,000 nested `[` used to end in 'Maximum call stack size exceeded').
 * - The NUL character, which PostgreSQL text cannot hold, answers 400 wherever it is: a path
 *   parameter, a query value, a body text or key (a preValidation hook, after the guard).
 * - A number that is not finite answers 400 after validation (ajv does not bound Infinity).
 * - Validation: one ajv per part of the request. Bodies are coerced between scalars only (a
 *   one-item array is not a text: `{"sigla":["ADM"]}` is refused); params and query keep Fastify's
 *   'array' coercion (a repeated query parameter).
 */
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, badRequest } from './errors';
import { turn } from './event-loop';

/** Deeper than any body of the API (plans: 4 levels). */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  tooDeep: `Corpo da requisição com mais de ${MAX_JSON_DEPTH} níveis de aninhamento.`,
  nul: 'Texto com caractere inválido (NUL).',
} as const;

/** True when the JSON text nests arrays/objects deeper than `max` (strings are skipped). One pass, no recursion. */
export function nestingTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** `path` followed by `keys`, dotted (an empty path adds no dot). */
const dotted = (path: string, keys: readonly string[]) => keys.reduce((joined, key) => (joined ? `${joined}.${key}` : key), path);

/**
 * The keys down to the first value of a parsed body for which `bad` holds, or undefined. The path
 * is built only for that value: a 20.000-row import has ~360.000 cells, and a dotted path per cell
 * held the event loop ~100-140 ms per request for the two scans (~40-65 ms now).
 */
function keysTo(value: unknown, bad: (value: unknown) => boolean, badKey?: (key: string) => boolean): string[] | undefined {
  if (bad(value)) return [];
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    if (badKey?.(key)) return [key];
    const found = keysTo((value as Record<string, unknown>)[key], bad, badKey);
    if (found !== undefined) {
      found.unshift(key);
      return found;
    }
  }
  return undefined;
}

const holdsNul = (text: string) => text.includes('\u0000');

/** Path (dotted) of the first text or key holding NUL in a parsed value, or undefined. Bounded by the parser's depth. */
export function findNul(value: unknown, path = ''): string | undefined {
  const keys = keysTo(value, (item) => typeof item === 'string' && holdsNul(item), holdsNul);
  return keys === undefined ? undefined : dotted(path, keys).split('\u0000').join('');
}

/**
 * A JSON text decoded by a handler (the base64 forms of the login and the registration): an object
 * of plain values (texts up to `maxLength`, numbers, booleans, null), nesting within the limit,
 * no NUL. Anything else is undefined.
 */
export function decodeFlatObject(text: string, maxLength: number): Record<string, unknown> | undefined {
  if (nestingTooDeep(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const flat = Object.entries(value).every(
    ([key, item]) =>
      !key.includes('\u0000') &&
      (item === null ||
        typeof item === 'boolean' ||
        (typeof item === 'number' && Number.isFinite(item)) ||
        (typeof item === 'string' && item.length <= maxLength && !item.includes('\u0000'))),
  );
  return flat ? (value as Record<string, unknown>) : undefined;
}

/** Path (dotted) of the first number that is not finite (Infinity from '1e400' or 'Infinity'), or undefined. */
export function findNonFinite(value: unknown, path = ''): string | undefined {
  const keys = keysTo(value, (item) => typeof item === 'number' && !Number.isFinite(item));
  return keys === undefined ? undefined : dotted(path, keys);
}

/** Throws 400 naming the field when a parsed value holds NUL. */
export function rejectNul(value: unknown, path = ''): void {
  const field = findNul(value, path);
  if (field !== undefined) throw badRequest([{ field, errorMessage: INPUT_MESSAGES.nul }]);
}

const AJV_OPTIONS = { allErrors: true, useDefaults: true, removeAdditional: true, allowUnionTypes: true } as const;

/** Fastify's schemaController.compilersFactory.buildValidator: body and the other parts with their own coercion. */
export function buildValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    const plugins = options && 'plugins' in options ? options.plugins : undefined;
    const body = pool(externalSchemas, { plugins, customOptions: { ...AJV_OPTIONS, coerceTypes: true } });
    const other = pool(externalSchemas, { plugins, customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' } });
    // Fastify calls the compiler with { schema, method, url, httpPart } (its types say only `schema`).
    return (route) => ((route as unknown as { httpPart?: string }).httpPart === 'body' ? body(route) : other(route));
  };
}

/** Bodies from this size on are checked step by step (installInputChecks). */
const LARGE_BODY_BYTES = 1024 * 1024;

const isLarge = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0) >= LARGE_BODY_BYTES;

/** The JSON parser with the depth scan, and the NUL check of every part of the request. */
export function installInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestingTooDeep(body as string)) {
      done(badRequest(INPUT_MESSAGES.tooDeep), undefined);
      return;
    }
    if (isLarge(request)) setImmediate(() => parseJson(request, body as string, done));
    else parseJson(request, body as string, done);
  });

  // A large body (an import: up to 10 MiB) costs tens of milliseconds in each step — scan, parse, NUL
  // check, schema, the finite check: other requests get a turn of the event loop between two steps.
  app.addHook('preValidation', async (request) => {
    if (isLarge(request)) await turn();
    rejectNul(request.params);
    rejectNul(request.query);
    rejectNul(request.body);
  });

  // ajv skips minimum/maximum for a non-finite number (its coercion turns 'Infinity' and '1e400'
  // into Infinity, and JSON.parse reads 1e400 as Infinity): no number past the schemas is infinite.
  app.addHook('preHandler', async (request) => {
    if (isLarge(request)) await turn();
    const field = findNonFinite(request.params) ?? findNonFinite(request.query) ?? findNonFinite(request.body);
    if (field !== undefined) throw badRequest([{ field, errorMessage: MESSAGES.valueOutOfRange }]);
  });
}
