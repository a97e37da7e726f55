/**
 * The domain's rules at the edge (issue 36, point 2). A body declared with `yupBody(schema)`
 * (fields.ts) carries the domain's yup schema itself: the validation step checks its structure
 * (ajv, bounds, the OpenAPI document's shape), then this step runs the yup schema before the
 * handler and replaces `request.body` with the typed value it gives. Handlers and services receive
 * that value; none of them validates a body again.
 *
 * Order of one request: guard (401/403) → NUL check → structure (ajv) → finite numbers → the
 * owner's e-mail of the path (`EmailParam()`) and of the body (`OwnEmail()`), 403 → the domain's
 * schema (400, the spec's texts: `{ errors: [{ field, errorMessage }] }`) → handler.
 *
 * Field names of the errors are the domain schema's own. A list of forms names each row by its
 * index: `valores[0].filialCod` for a list under a key, `0.valor` for a body that is a list; an
 * object nested under a key keeps its form's names (`cliente: { name }` answers on `name`).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { validate, type FieldError } from '@financeiro/domain';
import { badRequest } from './errors';
import { emailDoCorpo, requireOwnEmail } from './guard';

/** Where a JSON schema built by `yupBody` keeps its domain schema (a symbol: neither ajv nor the OpenAPI document sees it). */
const RULES = Symbol('regras do corpo');
/** Marks the path parameter or body field holding the owner's e-mail (`EmailParam()`, `OwnEmail()`). */
const OWNER = Symbol('e-mail do dono');

/** Held by reference (a class instance): TypeBox's clone of a schema keeps it as it is. */
class BodyRules {
  constructor(
    readonly schema: AnyObjectSchema,
    readonly extra: Readonly<Record<string, object>>,
    readonly decode?: (body: unknown) => unknown,
  ) {}
}

type Node = Record<string | symbol, unknown>;

/**
 * Gives `json` (the structure of a body) the domain schema run after it; `extra`: the JSON schemas
 * of the fields beside it; `decode`: what the schema reads of a body sent encoded (it may throw a 400).
 */
export function withRules<T extends object>(
  json: T,
  schema: AnyObjectSchema,
  extra: Readonly<Record<string, object>> = {},
  decode?: (body: unknown) => unknown,
): T {
  (json as Node)[RULES] = new BodyRules(schema, extra, decode);
  return json;
}

/** Marks `json` as the path parameter or body field that names the owner: it must be the signed-in user's e-mail. */
export function asOwnerEmail<T extends object>(json: T): T {
  (json as Node)[OWNER] = true;
  return json;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The JSON schemas below `node` (properties, list items, union branches, the extras of a yup body). */
function children(node: Node): Array<{ key?: string; list?: true; json: Node }> {
  const found: Array<{ key?: string; list?: true; json: Node }> = [];
  const rules = node[RULES];
  if (rules instanceof BodyRules) for (const [key, json] of Object.entries(rules.extra)) found.push({ key, json: json as Node });
  else if (isRecord(node.properties)) for (const [key, json] of Object.entries(node.properties)) found.push({ key, json: json as Node });
  if (isRecord(node.items)) found.push({ list: true, json: node.items as Node });
  if (Array.isArray(node.anyOf)) for (const json of node.anyOf as Node[]) found.push({ json });
  return found;
}

/** True when `node` or a schema below it has domain rules or an owner's e-mail. */
function hasEdgeRules(node: Node): boolean {
  return node[RULES] instanceof BodyRules || node[OWNER] === true || children(node).some(({ json }) => hasEdgeRules(json));
}

/** The owner's e-mails the body names (`OwnEmail()` fields, in every row of a list). */
function ownerEmails(node: Node, value: unknown, found: unknown[] = []): unknown[] {
  if (node[OWNER] === true) {
    found.push(value);
    return found;
  }
  for (const child of children(node)) {
    if (child.list) {
      if (Array.isArray(value)) for (const item of value) ownerEmails(child.json, item, found);
    } else if (child.key === undefined) ownerEmails(child.json, value, found);
    else if (isRecord(value)) ownerEmails(child.json, value[child.key], found);
  }
  return found;
}

type Outcome = { ok: true; value: unknown } | { ok: false; errors: FieldError[] };

const prefixed = (errors: FieldError[], prefix: string) =>
  prefix ? errors.map((error) => ({ field: `${prefix}.${error.field}`, errorMessage: error.errorMessage })) : errors;

/**
 * `value` through the domain schemas of `node` and below. A form's errors stop there (the fields
 * beside it are not read); the rows of a list are all checked and their errors answered together.
 */
function applyRules(node: Node, value: unknown, key?: string): Outcome {
  const rules = node[RULES];
  if (rules instanceof BodyRules) {
    const result = validate<Record<string, unknown>>(rules.schema, rules.decode ? rules.decode(value) : value);
    if (!result.ok) return result;
    const typed: Record<string, unknown> = { ...result.value };
    const raw = isRecord(value) ? value : {};
    for (const [field, json] of Object.entries(rules.extra)) {
      if (!(field in raw)) continue;
      const extra = applyRules(json as Node, raw[field], field);
      if (!extra.ok) return extra;
      typed[field] = extra.value;
    }
    return { ok: true, value: typed };
  }
  if (Array.isArray(value) && isRecord(node.items) && hasEdgeRules(node.items as Node)) {
    const errors: FieldError[] = [];
    const rows = value.map((item, index) => {
      const row = applyRules(node.items as Node, item);
      if (row.ok) return row.value;
      errors.push(...prefixed(row.errors, key === undefined ? String(index) : `${key}[${index}]`));
      return item;
    });
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: rows };
  }
  if (Array.isArray(node.anyOf)) {
    const branch = (node.anyOf as Node[]).find((json) => (Array.isArray(value) ? isRecord(json.items) : !isRecord(json.items)) && hasEdgeRules(json));
    return branch ? applyRules(branch, value, key) : { ok: true, value };
  }
  if (isRecord(value) && isRecord(node.properties)) {
    const typed: Record<string, unknown> = { ...value };
    for (const [field, json] of Object.entries(node.properties)) {
      if (!(field in value) || !hasEdgeRules(json as Node)) continue;
      const child = applyRules(json as Node, value[field], field);
      if (!child.ok) return child;
      typed[field] = child.value;
    }
    return { ok: true, value: typed };
  }
  return { ok: true, value };
}

/** The path parameters that name the owner (`EmailParam()`). */
function ownerParams(params: unknown): string[] {
  if (!params || typeof params !== 'object' || !isRecord((params as Node).properties)) return [];
  return Object.entries((params as Node).properties as Record<string, Node>)
    .filter(([, json]) => json[OWNER] === true)
    .map(([key]) => key);
}

/**
 * The body of `request` checked against `body` (the route's body schema): 403 when the path
 * (`params`: the names of its owner's e-mails) or the body names another owner, 400 with the
 * domain's texts; otherwise the typed value.
 */
export function checkBody(request: FastifyRequest, body: object, params: readonly string[] = []): unknown {
  for (const key of params) requireOwnEmail(request, String((request.params as Record<string, unknown>)[key] ?? ''));
  for (const email of ownerEmails(body as Node, request.body)) emailDoCorpo(request, email);
  const outcome = applyRules(body as Node, request.body);
  if (!outcome.ok) throw badRequest(outcome.errors);
  return outcome.value;
}

/** The step that runs a route's domain rules: after the instance's own preHandler hooks (input.ts), before the route's. */
function bodyStep(body: object, params: readonly string[]): preHandlerAsyncHookHandler {
  return async function domainRules(request) {
    request.body = checkBody(request, body, params);
  };
}

/** Adds the domain rules step to every route whose body schema carries them (call before registering routes). */
export function installBodyRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { body?: unknown; params?: unknown } | undefined;
    const body = schema?.body;
    if (!body || typeof body !== 'object' || !hasEdgeRules(body as Node)) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [bodyStep(body, ownerParams(schema.params)), ...own];
  });
}
