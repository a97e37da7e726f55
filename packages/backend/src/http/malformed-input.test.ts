/**
 * Bad input never answers 500 (issue 18, section 3). Walks the OpenAPI document the API serves and
 * sends every operation, as the administrator (every section), a battery of malformed inputs:
 * wrong types for each declared field, arrays and objects where a text is expected, numbers beyond
 * any column, NUL, huge strings, deep nesting, `__proto__`/`constructor` keys, bad path parameters
 * (huge numbers, %25, malformed percent-encoding) and bad query values. No answer may be a 500, and
 * none may hang. A second test checks the declarations themselves: every route declares its params,
 * query and body, every text has a maxLength and every number its bounds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emitirSessao } from '../modules/contas';
import { createTestApp, type TestContext } from '../test/support';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  const?: unknown;
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

interface Probe {
  method: string;
  url: string;
  /** Raw JSON text (so that 1e400 and deep nesting travel as written). */
  payload?: string;
  what: string;
  /** A period far beyond any bound: the answer must be a refusal (4xx), never data. */
  far?: boolean;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/**
 * One request must answer within this time (a hang is a failure as much as a 500): a ceiling, generous for a machine
 * pinned to one busy core (issue 33, 2026-11-30: this step took 2.7 times as long as on the free machine).
 */
const REQUEST_TIMEOUT_MS = 30_000;
const DEPTH = 100_000;

/** Operations whose success would end the walker's own session: sent, but the session is renewed after them. */
const SESSION_ENDING = new Set(['POST /login/logout', 'PUT /usuario', 'PUT /admin/usuarios/{id}']);

function resolver(doc: { components?: { schemas?: Record<string, Schema> } }) {
  return function resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    return resolve(doc.components?.schemas?.[name]);
  };
}

const typesOf = (schema: Schema | undefined): string[] => {
  if (!schema) return [];
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(typesOf);
  return [...new Set([...own, ...alternatives])];
};

/** A real project of the demo seed, so that a walk reaches the queries behind a project route (not its 404). */
const project = { key: 'ABC', id: 1 };

const DATE_NAMES = /^(start|end|inicio|fim|startDate|endDate|de|ate|data)$/i;

/** A plausible value for a declared field, so that one field at a time can be broken. */
function sample(schema: Schema | undefined, name: string, resolve: (s: Schema | undefined) => Schema | undefined, email: string, depth = 0): unknown {
  const s = resolve(schema);
  if (!s || depth > 6) return 'abc';
  if (s.const !== undefined) return s.const;
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternative = s.anyOf?.[0] ?? s.oneOf?.[0];
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? (alternative ? typesOf(resolve(alternative))[0] : undefined);
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = sample(s.items ?? (alternative && resolve(alternative)?.items), name, resolve, email, depth + 1);
      return [item];
    }
    case 'object': {
      const source = s.properties ? s : resolve(alternative) ?? s;
      return Object.fromEntries(
        Object.entries(source.properties ?? {}).map(([key, child]) => [key, sample(child, key, resolve, email, depth + 1)]),
      );
    }
    default:
      if (s.format === 'email' || /email/i.test(name)) return email;
      if (s.format === 'date' || DATE_NAMES.test(name) || DATE_FIELD.test(name)) return '2025-01-01';
      if (/^(mes|mesAno|competencia)$/i.test(name)) return '2025-01';
      if (/^pares$/i.test(name)) return `${project.key}:${project.id}`;
      if (/^(key|keys|projetos|chave|chaves)$/i.test(name)) return project.key;
      return 'abc';
  }
}

const HUGE = 'x'.repeat(20_000);

/** Malformed values for one field, as raw JSON texts (a few per kind, to keep the walk short). */
function badValuesFor(schema: Schema | undefined): string[] {
  const types = typesOf(schema);
  const values = ['["a"]', '{"a":[1]}', '"a\\u0000b"', JSON.stringify(HUGE)];
  if (types.some((t) => t === 'integer' || t === 'number') || types.length === 0) {
    values.push('1e308', '1e400', '"Infinity"', '99999999999999999999');
  }
  if (types.includes('array')) values.push('[1e400]', `[${Array(2000).fill('{"a":"x"}').join(',')}]`);
  return values;
}

/**
 * The JSON text of `base` with the field at `path` replaced by the raw JSON `raw`. The marker is plain
 * ASCII: JSON.stringify writes a control character as an escape (\\u0001), so a marker made of them was
 * never found and every field probe sent the base body with the marker text in place of the bad value.
 */
function withField(base: unknown, path: (string | number)[], raw: string): string {
  const MARK = 'entrada-malformada:campo-trocado';
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = MARK;
  const text = JSON.stringify(copy);
  if (text.split(JSON.stringify(MARK)).length !== 2) throw new Error(`campo ${path.join('.')} não trocado em ${text.slice(0, 200)}`);
  return text.replace(JSON.stringify(MARK), () => raw);
}

/** Every declared field of a body (objects and array items, a few levels deep), with its schema. */
function fieldsOf(
  schema: Schema | undefined,
  value: unknown,
  resolve: (s: Schema | undefined) => Schema | undefined,
  path: (string | number)[] = [],
  depth = 0,
): Array<{ path: (string | number)[]; schema: Schema | undefined }> {
  const s = resolve(schema);
  if (!s || depth > 1) return [];
  const fields: Array<{ path: (string | number)[]; schema: Schema | undefined }> = [];
  const objectSchema = s.properties ? s : [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map(resolve).find((a) => a?.properties);
  if (objectSchema?.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(objectSchema.properties)) {
      fields.push({ path: [...path, key], schema: resolve(child) });
      fields.push(...fieldsOf(child, (value as Record<string, unknown>)[key], resolve, [...path, key], depth + 1));
    }
  }
  const items = s.items ?? [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map(resolve).find((a) => a?.items)?.items;
  if (items && Array.isArray(value) && value.length) {
    fields.push({ path: [...path, 0], schema: resolve(items) });
    fields.push(...fieldsOf(items, value[0], resolve, [...path, 0], depth + 1));
  }
  return fields;
}

const BAD_PATH_VALUES = [
  '99999999999999999999',
  '1e308',
  '1e400',
  '-1',
  '1.5',
  'Infinity',
  'a%00b',
  '%25',
  '%E0%A4%A',
  'x'.repeat(5_000),
  '__proto__',
  '%2F..%2F..',
];

/**
 * Boundary dates (issue 35, point 8): far dates once reached timestamptz arithmetic and answered 500
 * (SQLSTATE 22009); leap days of non-leap centuries are not dates. Sent to every date field alone, and
 * to each (start, end) pair together: the whole calendar, and a start after the end.
 */
const BOUNDARY_DATES = ['0001-01-01', '9999-12-31', '1900-02-29', '2100-02-29', '31%2F12%2F9999'];
const BOUNDARY_MONTHS = ['0001-01', '9999-12'];
/** (start, end) values of a pair: far apart, start after end. `far` probes must never succeed. */
const BOUNDARY_PAIRS: Array<{ start: string; end: string; far: boolean }> = [
  { start: '0001-01-01', end: '9999-12-31', far: true },
  { start: '1900-01-01', end: '2200-12-31', far: true },
  { start: '2026-02-01', end: '2026-01-01', far: false },
];
const BOUNDARY_MONTH_PAIRS: Array<{ start: string; end: string; far: boolean }> = [
  { start: '0001-01', end: '9999-12', far: true },
  { start: '2026-02', end: '2026-01', far: false },
];

/** Names of date fields (path, query or body): periods' ends, admissions, days. */
const DATE_FIELD = /^(start|end|startDate|endDate|inicio|fim|de|ate|data|periodo_?inicio|periodo_?fim|periodoInicial|periodoFinal|data_?inicio|data_?fim|dataInicio|dataFim|admissao|demissao|dataAdmissao|dataDemissao)$/i;
const START_FIELD = /^(start|startDate|inicio|de|periodo_?inicio|periodoInicial|data_?inicio|dataInicio)$/i;
const END_FIELD = /^(end|endDate|fim|ate|periodo_?fim|periodoFinal|data_?fim|dataFim)$/i;
const isMonthField = (schema: Schema | undefined) => typeof schema?.pattern === 'string' && schema.pattern.includes('(0[1-9]|1[0-2])$');

const BAD_QUERY_VALUES = ['1e400', '99999999999999999999', 'Infinity', '-1', 'a%00b', '%25', '%E0%A4%A', 'x'.repeat(5_000)];

const BAD_BODIES: Array<[string, string]> = [
  ['array body', '[]'],
  ['string body', '"texto"'],
  ['number body', '1e400'],
  ['null body', 'null'],
  ['__proto__ key', '{"__proto__":{"isAdmin":true}}'],
  ['constructor key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['deep [', '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
  ['deep {', '{"a":'.repeat(DEPTH / 2) + '1' + '}'.repeat(DEPTH / 2)],
  ['unterminated deep [', '['.repeat(DEPTH)],
  ['invalid JSON', '{"a":'],
  ['NUL key', '{"a\\u0000b":1}'],
];

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }, resolve: (s: Schema | undefined) => Schema | undefined): Operation[] {
  const operations: Operation[] = [];
  for (const [path, entries] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(entries)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const operation = raw as { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return operations;
}

function probesOf(operation: Operation, resolve: (s: Schema | undefined) => Schema | undefined, email: string): Probe[] {
  const { method, path } = operation;
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const baseParams = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name, resolve, email)))]),
  );
  // A project's key with its id (/custo-projeto/curto-real/{key}/{id}/...): the id of that project.
  if (pathParams.some((p) => p.name === 'key') && pathParams.some((p) => p.name === 'id')) baseParams.id = String(project.id);
  const urlWith = (params: Record<string, string>, query = '') =>
    path.replace(/\{(\w+)\}/g, (_all, name: string) => params[name]) + (query ? `?${query}` : '');
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const baseBody = hasBody ? (sample(operation.body, '', resolve, email) ?? {}) : undefined;
  const basePayload = hasBody ? JSON.stringify(baseBody) : undefined;
  const probes: Probe[] = [];

  for (const param of pathParams) {
    for (const value of BAD_PATH_VALUES) {
      probes.push({ method, url: urlWith({ ...baseParams, [param.name]: value }), payload: basePayload, what: `path ${param.name}=${value.slice(0, 20)}` });
    }
  }
  for (const param of queryParams) {
    for (const value of BAD_QUERY_VALUES) {
      probes.push({ method, url: urlWith(baseParams, `${param.name}=${value}`), payload: basePayload, what: `query ${param.name}=${value.slice(0, 20)}` });
    }
    probes.push({ method, url: urlWith(baseParams, `${param.name}=1&${param.name}=2`), payload: basePayload, what: `query ${param.name} repeated` });
  }
  probes.push({ method, url: urlWith(baseParams, '__proto__=1&constructor=1&a=%00'), payload: basePayload, what: 'query __proto__' });

  probes.push(...boundaryDateProbes(operation, baseParams, baseBody, urlWith, resolve));

  if (hasBody) {
    for (const [what, payload] of BAD_BODIES) probes.push({ method, url: urlWith(baseParams), payload, what: `body ${what}` });
    for (const field of fieldsOf(operation.body, baseBody, resolve)) {
      for (const raw of badValuesFor(field.schema)) {
        probes.push({ method, url: urlWith(baseParams), payload: withField(baseBody, field.path, raw), what: `body ${field.path.join('.')}=${raw.slice(0, 20)}` });
      }
    }
    if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
      const withExtra = JSON.stringify({ ...baseBody, extra: 'a\u0000b', ['\u0000']: 1 });
      probes.push({ method, url: urlWith(baseParams), payload: withExtra, what: 'body extra NUL field' });
    }
  }
  return probes;
}

/** Boundary dates in every date field of the operation (path, query, body), alone and as (start, end) pairs. */
function boundaryDateProbes(
  operation: Operation,
  baseParams: Record<string, string>,
  baseBody: unknown,
  urlWith: (params: Record<string, string>, query?: string) => string,
  resolve: (s: Schema | undefined) => Schema | undefined,
): Probe[] {
  const { method } = operation;
  const payload = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  const probes: Probe[] = [];
  type Place = { kind: 'path' | 'query' | 'body'; name: string; schema: Schema | undefined; path?: (string | number)[] };
  const places: Place[] = operation.parameters
    .filter((p) => p.in !== 'header' && DATE_FIELD.test(p.name))
    .map((p) => ({ kind: p.in as 'path' | 'query', name: p.name, schema: p.schema }));
  if (baseBody !== undefined) {
    for (const field of fieldsOf(operation.body, baseBody, resolve)) {
      const name = String(field.path[field.path.length - 1]);
      if (DATE_FIELD.test(name)) places.push({ kind: 'body', name, schema: field.schema, path: field.path });
    }
  }
  const send = (values: Array<[Place, string]>, what: string, far = false) => {
    const params = { ...baseParams };
    const query: string[] = [];
    let body = baseBody === undefined ? undefined : (structuredClone(baseBody) as Record<string | number, unknown>);
    for (const [place, value] of values) {
      if (place.kind === 'path') params[place.name] = value;
      else if (place.kind === 'query') query.push(`${place.name}=${value}`);
      else if (body && place.path) {
        let target = body;
        for (const key of place.path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
        target[place.path[place.path.length - 1]] = decodeURIComponent(value);
      }
    }
    if (baseBody === undefined) body = undefined;
    probes.push({ method, url: urlWith(params, query.join('&')), payload: body === undefined ? payload : JSON.stringify(body), what, far });
  };
  for (const place of places) {
    for (const value of isMonthField(place.schema) ? BOUNDARY_MONTHS : BOUNDARY_DATES) send([[place, value]], `date ${place.name}=${value}`);
  }
  for (const start of places.filter((p) => START_FIELD.test(p.name))) {
    const end = places.find((p) => p.kind === start.kind && END_FIELD.test(p.name) && String(p.path?.slice(0, -1)) === String(start.path?.slice(0, -1)));
    if (!end) continue;
    for (const pair of isMonthField(start.schema) ? BOUNDARY_MONTH_PAIRS : BOUNDARY_PAIRS) {
      send([[start, pair.start], [end, pair.end]], `period ${start.name}=${pair.start} ${end.name}=${pair.end}`, pair.far);
    }
  }
  return probes;
}

describe('malformed input (every route of the OpenAPI document)', () => {
  let ctx: TestContext;
  let doc: { paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, Schema> } };
  let adminId: number;
  let adminEmail: string;

  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true });
    const [first] = await ctx.app.database.withSession((session) =>
      session.query<{ chave: string; id: number }>("SELECT chave, id FROM projeto WHERE chave = 'ACRAST'"),
    );
    Object.assign(project, { key: first.chave, id: first.id });
    doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const session = await ctx.session('admin');
    adminId = session.user.id;
    adminEmail = session.user.email;
  });
  after(async () => {
    await ctx.close();
  });

  it('no (route, malformed input) pair answers 500 or hangs', async (t) => {
    const resolve = resolver(doc);
    const operations = operationsOf(doc, resolve);
    assert.ok(operations.length > 150, `só ${operations.length} operações no documento`);
    const fresh = async () => (await emitirSessao(ctx.app.db, ctx.app.tokens, adminId)).token;
    let token = await fresh();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const operation of operations) {
      for (const probe of probesOf(operation, resolve, adminEmail)) {
        const request = ctx.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(probe.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          payload: probe.payload,
        });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolveTimeout) => {
          timer = setTimeout(() => resolveTimeout('timeout'), REQUEST_TIMEOUT_MS);
        });
        const response = await Promise.race([request, timeout]);
        clearTimeout(timer);
        sent += 1;
        const label = `${operation.method} ${operation.path} [${probe.what}]`;
        if (response === 'timeout') {
          failures.push(`${label}: sem resposta em ${REQUEST_TIMEOUT_MS} ms`);
          continue;
        }
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // 503 is the deliberate 'not configured' answer (Google sign-in, Jira, the assistant's model).
        if (response.statusCode >= 500 && response.statusCode !== 503) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        // A period beyond the bounds (years 1900-2200, at most 10 years) is refused, never computed.
        else if (probe.far && response.statusCode < 400) failures.push(`${label}: ${response.statusCode} (período sem limite aceito)`);
        // A probe that happened to be accepted may end the walker's session (logout, password change).
        if (response.statusCode === 401 || SESSION_ENDING.has(`${operation.method} ${operation.path}`)) token = await fresh();
      }
    }
    const summary = `${sent} requisições; respostas: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`;
    t.diagnostic(summary);
    assert.equal(failures.length, 0, `${failures.length} pares (rota, entrada) com 500 ou sem resposta; ${summary}\n${failures.join('\n')}`);
    // The walk reached the handlers' validation, not only the guard.
    assert.ok((statuses.get(400) ?? 0) > sent / 2, summary);
  });

  it('far dates in the margin bodies answer 400 with the period rule, never 500 (SQLSTATE 22009)', async () => {
    const { token } = await emitirSessao(ctx.app.db, ctx.app.tokens, adminId);
    const corpo = { keys: [project.key], projeto: project.key, periodoInicio: '2026-01-01', periodoFim: '2026-01-31', receitaBruta: '100000.00' };
    for (const url of ['/simulacao/margem/calcular', '/jira/projects/margem/simulator', '/simulacao/margem/simulator']) {
      const valid = await ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: corpo });
      assert.equal(valid.statusCode, 200, `${url}: ${valid.body.slice(0, 200)}`);
      for (const [periodoInicio, periodoFim] of [
        ['2026-01-01', '9999-12-31'],
        ['0001-01-01', '2026-01-31'],
        ['2000-01-01', '2026-01-31'],
      ]) {
        const far = await ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: { ...corpo, periodoInicio, periodoFim } });
        assert.equal(far.statusCode, 400, `${url} ${periodoInicio}..${periodoFim}: ${far.statusCode} ${far.body.slice(0, 200)}`);
      }
    }
  });

  it('a user without the section gets 403 before the body is validated', async () => {
    const rh = await ctx.session('rh');
    for (const [method, url] of [
      ['PATCH', '/simulacao/margem/rh@veecode.com.br/change-active'],
      ['POST', '/simulacao/margem/calcular'],
      ['POST', '/jira/projects/margem'],
      ['POST', '/squad/create'],
    ] as const) {
      for (const payload of ['{}', '{"id":1e400,"ativo":"x"}', '['.repeat(DEPTH)]) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${rh.token}`, 'content-type': 'application/json' },
          payload,
        });
        assert.equal(response.statusCode, 403, `${method} ${url} ${payload.slice(0, 20)}: ${response.body}`);
      }
    }
  });
});
