import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { bearer, createTestApp, type TestContext } from '../test/support';
import { Body, bodyWithRules, EmailParam, FormList, OwnEmail, Params, Text, Type, typed, yupBody } from './fields';
import { badRequest } from './errors';
import { authenticatedRoute } from './guard';

/** A form schema of the kind `@financeiro/domain` holds: spec-like texts, casts, defaults. */
const itemSchema = yup.object({
  nome: yup.string().trim().required('Nome é obrigatório.').max(10, 'Limite máximo de 10 caracteres.'),
  valor: yup
    .number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? Number(original.replace(',', '.')) : value))
    .typeError('Preencher com valor numérico')
    .required('Valor é obrigatório.')
    .min(0, 'Valor deve ser igual ou maior que zero.'),
  ativo: yup.boolean().default(true),
});
const linhaSchema = yup.object({ quantidade: yup.number().typeError('Somente valores inteiros são permitidos.').integer('Somente valores inteiros são permitidos.').required('Quantidade é obrigatória.') });

const received: unknown[] = [];

function probeRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const answer = async (request: { body: unknown }) => {
    received.push(request.body);
    return { body: request.body };
  };
  app.post('/teste/borda/item', { config: authenticatedRoute, schema: { body: yupBody(itemSchema, { extra: { email: OwnEmail(), obs: Type.Optional(Type.String({ maxLength: 20 })) } }) } }, answer);
  app.post(
    '/teste/borda/com-linhas',
    { config: authenticatedRoute, schema: { body: yupBody(itemSchema, { extra: { linhas: FormList(yupBody(linhaSchema)) } }) } },
    answer,
  );
  const item = yupBody(itemSchema, { extra: { email: OwnEmail() } });
  app.post('/teste/borda/um-ou-varios', { config: authenticatedRoute, schema: { body: Type.Union([item, Type.Array(item, { minItems: 1, maxItems: 10 })]) } }, answer);
  app.post('/teste/borda/aninhado', { config: authenticatedRoute, schema: { body: Body({ item: yupBody(itemSchema), chaves: Type.Optional(Type.Array(Type.String())) }) } }, answer);
  app.put('/teste/borda/:email', { config: authenticatedRoute, schema: { params: Params({ email: EmailParam() }), body: yupBody(itemSchema) } }, answer);
  const decode = (body: { codificado?: string }) => {
    if (body.codificado === undefined) return body;
    try {
      return JSON.parse(Buffer.from(body.codificado, 'base64').toString('utf8')) as unknown;
    } catch {
      throw badRequest([{ field: 'codificado', errorMessage: 'Problema ao validar dados enviados.' }]);
    }
  };
  app.post(
    '/teste/borda/codificado',
    { config: authenticatedRoute, schema: { body: bodyWithRules(Body({ codificado: Type.Optional(Text(200)), marca: Type.Optional(Text(10)) }), itemSchema, { decode, keep: ['marca'] }) } },
    answer,
  );
  const comDono = itemSchema.shape({ dono: yup.number().required('Dono é obrigatório.') });
  app.post('/teste/borda/do-caminho/:dono', { config: authenticatedRoute, schema: { params: Params({ dono: Type.Integer() }), body: yupBody(comDono, { fromPath: ['dono'] }) } }, answer);
}

describe('the domain schema at the edge (yupBody)', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let email: string;
  const post = async (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') => {
    received.length = 0;
    const response = await ctx.app.inject({ method, url, headers: auth, payload: payload as object });
    return { status: response.statusCode, body: response.json() as { body?: unknown; errors?: Array<{ field?: string; errorMessage: string }> } };
  };

  before(async () => {
    ctx = await createTestApp({ routes: probeRoutes });
    const session = await ctx.session('financeiro');
    auth = bearer(session.token);
    email = session.user.email;
  });
  after(async () => {
    await ctx.close();
  });

  it('gives the handler the typed value of the schema: cast, trimmed, defaults, unknown fields dropped, extras kept', async () => {
    const { status, body } = await post('/teste/borda/item', { nome: '  Caneta ', valor: '1,5', obs: 'x', outro: 1 });
    assert.equal(status, 200);
    assert.deepEqual(received, [{ nome: 'Caneta', valor: 1.5, ativo: true, obs: 'x' }]);
    assert.deepEqual(body.body, { nome: 'Caneta', valor: 1.5, ativo: true, obs: 'x' });
  });

  it("answers 400 with the schema's own fields and texts, in its order, and never runs the handler", async () => {
    const { status, body } = await post('/teste/borda/item', { nome: 'Nome longo demais', valor: '-1' });
    assert.equal(status, 400);
    assert.deepEqual(body, {
      errors: [
        { field: 'nome', errorMessage: 'Limite máximo de 10 caracteres.' },
        { field: 'valor', errorMessage: 'Valor deve ser igual ou maior que zero.' },
      ],
    });
    assert.deepEqual(received, []);
  });

  it('checks the structure first: a list where a text is expected is the JSON schema’s answer, the domain schema does not run', async () => {
    const { status, body } = await post('/teste/borda/item', { nome: ['a'], valor: 1 });
    assert.equal(status, 400);
    assert.deepEqual(body, { errors: [{ field: 'nome', errorMessage: 'Preencher com um texto.' }] });
  });

  it('checks every row of a nested list, naming each by its index under its key', async () => {
    const ok = await post('/teste/borda/com-linhas', { nome: 'A', valor: 1, linhas: [{ quantidade: '2' }] });
    assert.equal(ok.status, 200);
    assert.deepEqual(received, [{ nome: 'A', valor: 1, ativo: true, linhas: [{ quantidade: 2 }] }]);
    const bad = await post('/teste/borda/com-linhas', { nome: 'A', valor: 1, linhas: [{ quantidade: 1 }, { quantidade: 1.5 }, {}] });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.errors, [
      { field: 'linhas[1].quantidade', errorMessage: 'Somente valores inteiros são permitidos.' },
      { field: 'linhas[2].quantidade', errorMessage: 'Quantidade é obrigatória.' },
    ]);
    // The form itself fails first: its rows are not read.
    const form = await post('/teste/borda/com-linhas', { nome: '', valor: 1, linhas: [{}] });
    assert.deepEqual(form.body.errors, [{ field: 'nome', errorMessage: 'Nome é obrigatório.' }]);
  });

  it('takes one form or a list of them; the rows of a list body are named by index alone', async () => {
    const one = await post('/teste/borda/um-ou-varios', { nome: 'A', valor: '2' });
    assert.equal(one.status, 200);
    assert.deepEqual(received, [{ nome: 'A', valor: 2, ativo: true }]);
    const many = await post('/teste/borda/um-ou-varios', [{ nome: 'A', valor: 1 }, { nome: 'B', valor: '3,5', email: email.toUpperCase() }]);
    assert.equal(many.status, 200);
    assert.deepEqual(received, [[{ nome: 'A', valor: 1, ativo: true }, { nome: 'B', valor: 3.5, ativo: true, email: email.toUpperCase() }]]);
    const bad = await post('/teste/borda/um-ou-varios', [{ nome: 'A', valor: 1 }, { valor: 1 }]);
    assert.deepEqual(bad, { status: 400, body: { errors: [{ field: '1.nome', errorMessage: 'Nome é obrigatório.' }] } });
    const badOne = await post('/teste/borda/um-ou-varios', { valor: 1 });
    assert.deepEqual(badOne, { status: 400, body: { errors: [{ field: 'nome', errorMessage: 'Nome é obrigatório.' }] } });
  });

  it("keeps a nested form's own field names", async () => {
    const bad = await post('/teste/borda/aninhado', { item: { valor: 1 }, chaves: ['X'] });
    assert.deepEqual(bad, { status: 400, body: { errors: [{ field: 'nome', errorMessage: 'Nome é obrigatório.' }] } });
    const ok = await post('/teste/borda/aninhado', { item: { nome: ' B ', valor: '1' }, chaves: ['X'] });
    assert.equal(ok.status, 200);
    assert.deepEqual(received, [{ item: { nome: 'B', valor: 1, ativo: true }, chaves: ['X'] }]);
  });

  it("refuses a body naming another owner with 403 before the body's rules; absent, null or '' is the user's own", async () => {
    const other = await post('/teste/borda/item', { nome: '', email: 'outra@veecode.com.br' });
    assert.equal(other.status, 403);
    assert.deepEqual(other.body, { errors: [{ errorMessage: 'Você não tem permissão para acessar dados de outro usuário.' }] });
    for (const notAnEmail of ['   ', 12]) assert.equal((await post('/teste/borda/item', { nome: 'A', valor: 1, email: notAnEmail })).status, 403, String(notAnEmail));
    for (const own of [undefined, null, '', ` ${email.toUpperCase()} `]) assert.equal((await post('/teste/borda/item', { nome: 'A', valor: 1, email: own })).status, 200, String(own));
    const inList = await post('/teste/borda/um-ou-varios', [{ nome: '' }, { nome: 'A', valor: 1, email: 'outra@veecode.com.br' }]);
    assert.equal(inList.status, 403);
  });

  it("refuses a path naming another owner with 403 before the body's rules", async () => {
    const other = await post('/teste/borda/outra%40veecode.com.br', { nome: '' }, 'PUT');
    assert.equal(other.status, 403);
    const own = await post(`/teste/borda/${encodeURIComponent(email)}`, { nome: '' }, 'PUT');
    assert.deepEqual(own, { status: 400, body: { errors: [{ field: 'nome', errorMessage: 'Nome é obrigatório.' }, { field: 'valor', errorMessage: 'Valor é obrigatório.' }] } });
  });

  it("does not read from the body the form's fields the path gives (fromPath), and still documents them", async () => {
    const { status } = await post('/teste/borda/do-caminho/7', { nome: 'A', valor: 1, dono: 'x' });
    assert.equal(status, 200);
    assert.deepEqual(received, [{ nome: 'A', valor: 1, ativo: true }]);
    const document = ctx.app.swagger() as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }> };
    const schema = document.paths['/teste/borda/do-caminho/{dono}']?.post?.requestBody?.content['application/json']?.schema;
    assert.ok(schema?.properties.dono);
  });

  it('runs the rules on the decoded form of a body sent encoded, keeping the fields asked for', async () => {
    const codificado = (form: unknown) => Buffer.from(JSON.stringify(form)).toString('base64');
    const ok = await post('/teste/borda/codificado', { codificado: codificado({ nome: ' A ', valor: '2' }), marca: 'm' });
    assert.equal(ok.status, 200);
    assert.deepEqual(received, [{ nome: 'A', valor: 2, ativo: true, marca: 'm' }]);
    const bad = await post('/teste/borda/codificado', { codificado: codificado({ valor: 1 }) });
    assert.deepEqual(bad, { status: 400, body: { errors: [{ field: 'nome', errorMessage: 'Nome é obrigatório.' }] } });
    const broken = await post('/teste/borda/codificado', { codificado: 'não é base64' });
    assert.deepEqual(broken, { status: 400, body: { errors: [{ field: 'codificado', errorMessage: 'Problema ao validar dados enviados.' }] } });
  });

  it('shows the body shape in the OpenAPI document, without the rules it carries', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }> };
    const schema = document.paths['/teste/borda/item']?.post?.requestBody?.content['application/json']?.schema;
    assert.deepEqual(Object.keys(schema?.properties ?? {}).sort(), ['ativo', 'email', 'nome', 'obs', 'valor']);
    assert.deepEqual(Object.getOwnPropertySymbols(schema), []);
  });
});
