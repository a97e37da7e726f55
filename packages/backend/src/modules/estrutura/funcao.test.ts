import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, type TestContext } from '../../test/support';

interface FuncaoRow {
  cod: number;
  cbo: string;
  nome: string;
  descricao: string | null;
  ativo: number;
}

describe('funções (/funcao)', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
  });
  after(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = rh) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });
  const byField = (body: { errors: Array<{ field?: string; errorMessage: string }> }) =>
    Object.fromEntries(body.errors.map((error) => [error.field ?? '', error.errorMessage]));
  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/funcao/create', body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result.insertId as number;
  };

  it('lists the seeded functions sorted by code', async () => {
    const rows = (await call('GET', '/funcao/list')).json().result as FuncaoRow[];
    assert.deepEqual(rows[0], { cod: 1, cbo: '317110', nome: 'Desenvolvedor Júnior', descricao: 'Programador de sistemas de informação.', ativo: 1 });
    assert.deepEqual(rows.map((row) => row.cod), [...rows.map((row) => row.cod)].sort((a, b) => a - b));
  });

  it('creates, reads, updates and soft-deletes; ativo is 0, 1 or 2', async () => {
    const cod = await create({ cbo: ' 212405 ', nome: 'Analista de Dados', descricao: 'BI', ativo: 1 });
    assert.deepEqual((await call('GET', `/funcao/${cod}`)).json().result, { cod, cbo: '212405', nome: 'Analista de Dados', descricao: 'BI', ativo: 1 });
    const updated = await call('PUT', `/funcao/update/${cod}`, { cbo: '212405', nome: 'Analista de Dados Sênior', descricao: '', ativo: 0 });
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const inactive = (await call('GET', `/funcao/${cod}?ativo=false`)).json().result as FuncaoRow;
    assert.equal(inactive.ativo, 0);
    assert.equal(inactive.descricao, null);
    assert.equal((await call('GET', `/funcao/${cod}?ativo=true`)).statusCode, 404);
    assert.equal((await call('GET', `/funcao/${cod}?ativo=0`)).statusCode, 200);
    // Booleans from a Sim/Não select are read as 1/0.
    await call('PUT', `/funcao/update/${cod}`, { cbo: '212405', nome: 'Analista de Dados Sênior', ativo: true });
    assert.equal((await call('GET', `/funcao/${cod}`)).json().result.ativo, 1);
  });

  it('does not require a unique CBO: one CBO covers several job titles', async () => {
    const cod = await create({ cbo: '212405', nome: 'Desenvolvedor Mobile', ativo: 1 });
    const same = (await call('GET', '/funcao/list?ativo=true')).json().result.filter((row: FuncaoRow) => row.cbo === '212405');
    assert.ok(same.length >= 2);
    assert.ok(same.some((row: FuncaoRow) => row.cod === cod));
  });

  it('filters ?ativo=2 and lists active and simulator functions (1 and 2, never 0) in listFuncoesAtivos1e2', async () => {
    const simulada = await create({ cbo: '252105', nome: 'Função simulada', ativo: 2 });
    const inativa = await create({ cbo: '252105', nome: 'Função inativa', ativo: 0 });
    const response = await call('GET', '/funcao/listFuncoesAtivos1e2');
    assert.equal(response.statusCode, 200);
    const rows = response.json().result as FuncaoRow[];
    assert.ok(rows.some((row) => row.cod === simulada && row.ativo === 2));
    assert.ok(rows.some((row) => row.cod === 1 && row.ativo === 1));
    assert.ok(!rows.some((row) => row.cod === inativa));
    assert.ok(rows.every((row) => row.ativo === 1 || row.ativo === 2));
    assert.deepEqual(Object.keys(rows[0]).sort(), ['ativo', 'cbo', 'cod', 'descricao', 'nome']);
    assert.deepEqual(rows.map((row) => row.cod), [...rows.map((row) => row.cod)].sort((a, b) => a - b));
    const onlySimulator = (await call('GET', '/funcao/list?ativo=2')).json().result as FuncaoRow[];
    assert.deepEqual(onlySimulator.map((row) => row.cod), [simulada]);
  });

  it('answers 400 with the schema messages and changes nothing', async () => {
    const before = (await call('GET', '/funcao/list')).json().result.length;
    const response = await call('POST', '/funcao/create', { cbo: '21-24', nome: '', descricao: 'y'.repeat(301), ativo: 3 });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(byField(response.json()), {
      cbo: 'Deve conter apenas números',
      nome: 'Campo obrigatório.',
      descricao: 'Limite máximo de 300 caracteres.',
      ativo: 'Confirme se ativo ou inativo.',
    });
    const long = await call('POST', '/funcao/create', { cbo: '12345678901', nome: 'x'.repeat(61) });
    assert.deepEqual(byField(long.json()), {
      cbo: 'CBO deve possuir no máximo 10 dígitos.',
      nome: 'Nome deve possuir no máximo 60 dígitos.',
      ativo: 'Confirme se ativo ou inativo.',
    });
    assert.equal(byField((await call('POST', '/funcao/create', { nome: 'Sem CBO', ativo: 1 })).json()).cbo, 'Campo obrigatório.');
    assert.equal((await call('GET', '/funcao/list')).json().result.length, before);
  });

  it('answers 404 for an unknown code, 403 without the cadastros section and 401 without a token', async () => {
    assert.equal((await call('GET', '/funcao/9999')).statusCode, 404);
    assert.equal((await call('PUT', '/funcao/update/9999', { cbo: '1', nome: 'X', ativo: 1 })).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    assert.equal((await call('GET', '/funcao/list', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/funcao/listFuncoesAtivos1e2', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/funcao/listFuncoesAtivos1e2', undefined, {})).statusCode, 401);
  });
});
