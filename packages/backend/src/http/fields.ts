/**
 * The one place for the pieces of the routes' request schemas (params, query, body): TypeBox
 * schemas, so that each route's TypeScript types come from the JSON schema Fastify validates with
 * (the type provider, `typed(app)`). Every piece has bounds: ids fit PostgreSQL's integer, money
 * fits NUMERIC(14,2), texts have the length of their column (src/db/schema/). A request whose
 * structure does not fit answers 400 `{ errors: [{ field, errorMessage }] }` (error-handler.ts)
 * before any handler runs; the domain's yup schemas then give the spec's field messages.
 *
 * Bodies validated by a yup schema of `@financeiro/domain` are declared with `yupBody(schema)`:
 * the schema is the route's. Its JSON structure has the same fields, typed as loosely as the form
 * sends them (numbers as text, '' and null for an empty input) but never an array or an object
 * where a value is expected; after it, the yup schema itself runs at the edge (validacao.ts) and
 * the handler's `request.body` is its typed value.
 * Their bounds there are coarse on purpose (texts up to TEXT_MAX or the yup maximum, numbers up
 * to NUMBER_MAX, lists up to LIST_MAX): the yup schema and the module's checks hold the column
 * limits with the spec's own messages ('Limite máximo de 600 caracteres.', 'Valor acima do
 * limite permitido.'), and what passes both and still does not fit a column is a 400 from the
 * error handler (SQLSTATE 22001/22003), never a 500.
 */
import {
  Type,
  type ObjectOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { asOwnerEmail, withRules } from './validacao';

export { Type, type Static };

/** The route instance typed by its schemas: `typed(app).post(path, { schema: { body } }, (request) => request.body...)`. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** PostgreSQL integer. */
export const INT_MAX = 2_147_483_647;
/** NUMERIC(14,2): money (the registration schemas' own bound, one constant). */
export { MAX_MONEY as MONEY_MAX } from '@financeiro/domain';
/** Beyond every numeric column: the bound of a number whose column the schema does not know. */
export const NUMBER_MAX = 1e15;
/** Rows of a list sent in one body (plans, costs, keys) unless the route says otherwise. */
export const LIST_MAX = 1_000;
/** A text whose column is unknown here (the yup schema or the handler bounds it further). */
export const TEXT_MAX = 1_000;

/** Column lengths (src/db/schema/) of the texts the routes receive. */
export const COLUMN = {
  email: 254,
  usuario: 120,
  nomeUsuario: 120,
  nome: 60,
  sigla: 60,
  descricao: 300,
  observacao: 600,
  /** Project key (Jira keys are at most 255 characters; ours are stored in 100). */
  chaveProjeto: 100,
  nomeCliente: 255,
  nomeRelatorio: 120,
  /** A password (argon2 reads it; 1,024 characters is far beyond any real one). */
  senha: 1_024,
  /** A JWT or one-time token. */
  token: 4_096,
} as const;

/** Strings a number parser reads as ±Infinity or beyond any column ('1e400', 'Infinity'): refused before the domain's parser. */
export const NUMERIC_TEXT_PATTERN = '^[^eEiI]*$';

// ---------------------------------------------------------------------------------------------
// params and query

/** A database id (path, query or body): integer 1..2147483647. */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: INT_MAX, ...(description ? { description } : {}) });

/** An integer with its bounds. */
export const Int = (minimum: number, maximum: number, description?: string) =>
  Type.Integer({ minimum, maximum, ...(description ? { description } : {}) });

/** A text with its maximum length (the column's). */
export const Text = (maxLength: number, options: { description?: string; minLength?: number; pattern?: string } = {}) =>
  Type.String({ maxLength, ...options });

/** One of a few texts (an `enum`). */
export const Options = <const T extends string>(values: readonly T[], options: { description?: string; default?: T } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/**
 * An e-mail in a path (`/simulacao/margem/:email`): it must be the signed-in user's (403); on a route
 * whose body has domain rules the edge checks it before them (validacao.ts), elsewhere the handler.
 */
export const EmailParam = () => asOwnerEmail(Type.String({ maxLength: COLUMN.email, description: 'E-mail do usuário' }));

/**
 * The owner's e-mail in a body (optional): absent, null or '' is the signed-in user's; any other
 * value must be that e-mail, otherwise 403 before the body's rules (guard.ts, `emailDoCorpo`).
 */
export const OwnEmail = () => asOwnerEmail(Type.Optional(FormText(COLUMN.email)));

/** A date in a path or query: 'dd/MM/yyyy' or 'yyyy-MM-dd' (the handler reads it). */
export const DateText = (description?: string) => Type.String({ maxLength: 30, ...(description ? { description } : {}) });

/** A month 'yyyy-MM'. */
export const Month = (description?: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, ...(description ? { description } : {}) });

/** A project key in a path. */
export const ProjectKey = (description = 'Chave do projeto') => Type.String({ maxLength: COLUMN.chaveProjeto, description });

/** Comma-separated keys, ids or pairs in one path segment (up to about 1,000 of them). */
/** A comma-separated list of keys or ids in one text (a path segment or a form field). */
export const KEY_LIST_MAX = 12_000;
export const KeyList = (description: string) => Type.String({ maxLength: KEY_LIST_MAX, description });

/** Path or query parameters: a closed object. */
export function Params<T extends TProperties>(properties: T): TObject<T> {
  return Type.Object(properties, { additionalProperties: false });
}

/** A query string: unknown parameters are dropped (links and caches add their own). */
export function Query<T extends TProperties>(properties: T): TObject<T> {
  return Type.Object(properties);
}

/** `:id` (or another name) as the only path parameter. */
export const IdParams = <K extends string>(name: K, description?: string) =>
  Type.Object({ [name]: Id(description) } as { [P in K]: ReturnType<typeof Id> }, { additionalProperties: false });

/** A closed JSON object body: unknown fields are dropped before the handler. */
export function Body<T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

// ---------------------------------------------------------------------------------------------
// body values as a form sends them (the domain's yup schema reads them)

type Loose<T> = TUnsafe<T>;

/** A number a form sends: number, numeric text ('1.234,56'), '' or null; bounded. */
export const FormNumber = (maximum: number = NUMBER_MAX, minimum: number = -maximum): Loose<number | string | boolean | null> =>
  Type.Unsafe<number | string | boolean | null>({
    type: ['number', 'string', 'boolean', 'null'],
    minimum,
    maximum,
    maxLength: 40,
    pattern: NUMERIC_TEXT_PATTERN,
  });

/** A text a form sends (numbers are read as their text, as yup does); '' and null are blank. */
export const FormText = (maxLength: number = TEXT_MAX): Loose<string | number | null> =>
  Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], maxLength, minimum: -NUMBER_MAX, maximum: NUMBER_MAX });

/** A yes/no a form sends: true/false, 1/0, 'true'/'false', '' or null. */
export const FormBoolean = (): Loose<boolean | number | string | null> =>
  Type.Unsafe<boolean | number | string | null>({
    type: ['boolean', 'number', 'string', 'null'],
    maxLength: 100,
    minimum: -NUMBER_MAX,
    maximum: NUMBER_MAX,
  });

/** A list a form sends, with a bound on its length. */
export const FormList = <T extends TSchema>(items: T, maxItems: number = LIST_MAX) =>
  Type.Unsafe<Array<Static<T>> | null>({ type: ['array', 'null'], items, maxItems });

// ---------------------------------------------------------------------------------------------
// the structure of a domain yup schema

interface YupDescription {
  type: string;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: Array<{ name?: string; params?: Record<string, unknown> }>;
  fields?: Record<string, YupDescription>;
  innerType?: YupDescription;
}

export interface YupBodyOptions {
  /** Maximum length of texts by field name, where it is not TEXT_MAX or the yup maximum. */
  lengths?: Record<string, number>;
  /** Bounds of numbers by field name (default: NUMBER_MAX). */
  maxima?: Record<string, number>;
  /** Fields the handler reads beside the yup schema's. */
  extra?: TProperties;
  /** Maximum items of lists (default LIST_MAX). */
  maxItems?: number;
}

function testParam(description: YupDescription, name: string, param: string): number | undefined {
  const value = description.tests?.find((test) => test.name === name)?.params?.[param];
  return typeof value === 'number' ? value : undefined;
}

function fromYup(description: YupDescription, name: string, options: YupBodyOptions): TSchema {
  switch (description.type) {
    case 'object': {
      const fields = Object.entries(description.fields ?? {});
      // yup.object() without fields: a map (e.g. month -> value) of plain values.
      if (fields.length === 0) return Type.Unsafe({ type: ['object', 'null'], maxProperties: LIST_MAX, additionalProperties: PLAIN_VALUE });
      const properties = Object.fromEntries(fields.map(([field, child]) => [field, fromYup(child, field, options)]));
      return Type.Unsafe({ type: ['object', 'null'], properties, additionalProperties: false });
    }
    case 'array': {
      const items = description.innerType ? fromYup(description.innerType, name, options) : FormText();
      // A coarse bound only: the domain schema's own `max` answers with the spec's message (squads: at most 5 sprints).
      const maxItems = Math.max(testParam(description, 'max', 'max') ?? 0, options.maxItems ?? LIST_MAX);
      // A list of texts may also come as one comma-separated text (project keys: 'AAA,BBB'), which
      // the domain's schema splits; lists of objects must be lists.
      if (description.innerType?.type === 'string' || !description.innerType) {
        return Type.Unsafe<string[] | string | null>({ type: ['array', 'string', 'null'], items, maxItems, maxLength: KEY_LIST_MAX });
      }
      return FormList(items, maxItems);
    }
    case 'number':
      return FormNumber(options.maxima?.[name] ?? NUMBER_MAX);
    case 'boolean':
      return FormBoolean();
    case 'string':
      return FormText(options.lengths?.[name] ?? Math.max(testParam(description, 'max', 'max') ?? 0, TEXT_MAX));
    default:
      // mixed / date: a plain value, or a map of plain values (the plan's { 'MM-YYYY': valor }).
      return Type.Unsafe({
        ...PLAIN_VALUE,
        type: [...PLAIN_VALUE.type, 'object'],
        maxProperties: LIST_MAX,
        additionalProperties: PLAIN_VALUE,
      });
  }
}

/** A text, number, boolean or null, bounded. */
const PLAIN_VALUE = {
  type: ['string', 'number', 'boolean', 'null'],
  maxLength: TEXT_MAX,
  minimum: -NUMBER_MAX,
  maximum: NUMBER_MAX,
} as const;

function shapeOf(schema: AnyObjectSchema, options: YupBodyOptions): TUnsafe<unknown> {
  const description = schema.describe() as YupDescription;
  const properties = {
    ...Object.fromEntries(Object.entries(description.fields ?? {}).map(([field, child]) => [field, fromYup(child, field, options)])),
    ...(options.extra ?? {}),
  };
  return Type.Unsafe({ type: 'object', properties, additionalProperties: false });
}

/**
 * The body of a route whose rules are `schema` (a domain yup object schema): its JSON structure
 * (its fields typed as a form sends them and bounded, unknown fields dropped; `extra`: fields
 * beside the schema's, a nested `yupBody` among them is checked too), then the schema itself
 * before the handler (validacao.ts). The handler's `request.body` is the schema's typed value and
 * the extras. `fromPath`: fields of the form the route takes from its path or its record; the
 * document still shows them (a client may send the whole form), the body's are not read.
 * `decode`: what the schema reads of a body that may come encoded (the registration's base64 form).
 */
export function yupBody<
  S extends AnyObjectSchema,
  X extends TProperties = Record<never, never>,
  P extends keyof InferType<S> & string = never,
>(
  schema: S,
  options: YupBodyOptions & { extra?: X; fromPath?: readonly P[]; decode?: (body: Record<string, unknown>) => unknown } = {},
): TUnsafe<Omit<InferType<S>, P> & Static<TObject<X>>> {
  const fromPath: string[] = [...(options.fromPath ?? [])];
  const rules = fromPath.length ? (schema.omit(fromPath) as unknown as AnyObjectSchema) : schema;
  const decode = options.decode as ((body: unknown) => unknown) | undefined;
  return withRules(shapeOf(schema, options), rules, options.extra ?? {}, decode) as TUnsafe<Omit<InferType<S>, P> & Static<TObject<X>>>;
}

/**
 * A body whose JSON structure is `json` (declared field by field) and whose rules are `schema`,
 * run on `decode(body)` when the form comes encoded (the login's base64 credentials). The handler
 * gets the schema's typed value and the fields `keep` of the body as they came.
 */
export function bodyWithRules<T extends TObject, S extends AnyObjectSchema, K extends keyof T['properties'] & string = never>(
  json: T,
  schema: S,
  options: { decode?: (body: Static<T>) => unknown; keep?: readonly K[] } = {},
): TUnsafe<InferType<S> & Pick<Static<T>, K>> {
  const extra = Object.fromEntries((options.keep ?? []).map((key) => [key, json.properties[key] as object]));
  return withRules(json, schema, extra, options.decode as ((body: unknown) => unknown) | undefined) as unknown as TUnsafe<InferType<S> & Pick<Static<T>, K>>;
}
