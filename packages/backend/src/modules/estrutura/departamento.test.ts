import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, type TestContext } from '../../test/support';

describe('departamentos (/departamento)', () => {
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

  it('lists the seeded departments sorted by code, with Delivery 5 and ENGESOL 16', async () => {
    const response = await call('GET', '/departamento/list');
    assert.equal(response.statusCode, 200);
    const rows = response.json().result as Array<{ cod: number; nome: string }>;
    assert.deepEqual(
      rows.map((row) => row.cod),
      [...rows.map((row) => row.cod)].sort((a, b) => a - b),
    );
    assert.equal(rows.find((row) => row.cod === 5)?.nome, 'Delivery');
    assert.equal(rows.find((row) => row.cod === 16)?.nome, 'ENGESOL');
  });

  it('creates, reads, updates and soft-deletes with the spec response shapes', async () => {
    const created = await call('POST', '/departamento/create', { sigla: 'QA', nome: 'Qualidade', descricao: 'Testes', ativo: true });
    assert.equal(created.statusCode, 200);
    const cod = created.json().result.insertId as number;
    assert.ok(cod > 16);

    const read = await call('GET', `/departamento/${cod}`);
    assert.deepEqual(read.json().result, { cod, sigla: 'QA', nome: 'Qualidade', descricao: 'Testes', ativo: true });

    const updated = await call('PUT', `/departamento/update/${cod}`, { sigla: 'QA', nome: 'Qualidade de Software', descricao: '', ativo: false });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });

    const inactive = await call('GET', `/departamento/${cod}?ativo=false`);
    assert.equal(inactive.json().result.nome, 'Qualidade de Software');
    assert.equal(inactive.json().result.descricao, null);
    assert.equal((await call('GET', `/departamento/${cod}?ativo=true`)).statusCode, 404);
    const active = (await call('GET', '/departamento/list?ativo=true')).json().result as Array<{ cod: number }>;
    assert.ok(!active.some((row) => row.cod === cod));
    const all = (await call('GET', '/departamento/list')).json().result as Array<{ cod: number }>;
    assert.ok(all.some((row) => row.cod === cod), 'soft delete keeps the row');
  });

  it('answers 400 with the schema messages keyed by field, and changes nothing', async () => {
    const before = (await call('GET', '/departamento/list')).json().result.length;
    const response = await call('POST', '/departamento/create', { sigla: '', nome: 'x'.repeat(61), descricao: 'y'.repeat(301) });
    assert.equal(response.statusCode, 400);
    const errors = response.json().errors as Array<{ field: string; errorMessage: string }>;
    const byField = Object.fromEntries(errors.map((error) => [error.field, error.errorMessage]));
    assert.equal(byField.sigla, 'Campo obrigatório.');
    assert.equal(byField.nome, 'Nome deve possuir no máximo 60 dígitos.');
    assert.equal(byField.descricao, 'Limite máximo de 300 caracteres.');
    assert.equal(byField.ativo, 'Confirme se ativo ou inativo.');
    assert.equal((await call('GET', '/departamento/list')).json().result.length, before);
  });

  it('answers 404 for an unknown code and 403 to a user without the cadastros section', async () => {
    assert.equal((await call('GET', '/departamento/9999')).statusCode, 404);
    assert.equal((await call('PUT', '/departamento/update/9999', { sigla: 'X', nome: 'X', ativo: true })).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    assert.equal((await call('GET', '/departamento/list', undefined, financeiro)).statusCode, 403);
  });
});
