import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, type TestContext } from '../../test/support';

describe('filiais (/filial)', () => {
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

  it('lists the seeded branches sorted by code', async () => {
    const response = await call('GET', '/filial/list');
    assert.equal(response.statusCode, 200);
    const rows = response.json().result as Array<Record<string, unknown>>;
    assert.deepEqual(rows.slice(0, 3), [
      { cod: 1, cnpj: '11222333000181', label: 'São Paulo (Matriz)', uf: 'SP', ativo: true },
      { cod: 2, cnpj: '11222333000262', label: 'Rio de Janeiro', uf: 'RJ', ativo: true },
      { cod: 3, cnpj: '11222333000343', label: 'Florianópolis', uf: 'SC', ativo: true },
    ]);
  });

  it('creates, reads, updates and soft-deletes with the spec response shapes', async () => {
    const created = await call('POST', '/filial/create', { label: '  Belo Horizonte ', cnpj: '11222333000424', uf: 'mg', ativo: true });
    assert.equal(created.statusCode, 200);
    const cod = created.json().result.insertId as number;
    assert.ok(cod > 3);
    assert.deepEqual((await call('GET', `/filial/${cod}`)).json().result, { cod, cnpj: '11222333000424', label: 'Belo Horizonte', uf: 'MG', ativo: true });

    const updated = await call('PUT', `/filial/update/${cod}`, { label: 'BH', cnpj: '11222333000505', ativo: 'false' });
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    assert.deepEqual((await call('GET', `/filial/${cod}?ativo=false`)).json().result, { cod, cnpj: '11222333000505', label: 'BH', uf: null, ativo: false });
    assert.equal((await call('GET', `/filial/${cod}?ativo=true`)).statusCode, 404);
    assert.ok(!(await call('GET', '/filial/list?ativo=true')).json().result.some((row: { cod: number }) => row.cod === cod));
    assert.ok((await call('GET', '/filial/list?ativo=false')).json().result.some((row: { cod: number }) => row.cod === cod));
  });

  it('takes the state only from the 27 codes (spec 01 section 9)', async () => {
    for (const uf of ['XX', 'Minas', 7]) {
      const response = await call('POST', '/filial/create', { label: 'Filial', cnpj: '11222333000777', uf, ativo: true });
      assert.equal(response.statusCode, 400, String(uf));
      assert.deepEqual(byField(response.json()), { uf: 'Selecione uma das 27 UFs da lista.' }, String(uf));
    }
  });

  it('accepts an 11-digit document and refuses bad CNPJs with the schema messages', async () => {
    assert.equal((await call('POST', '/filial/create', { label: 'Escritório', cnpj: '12345678901', ativo: true })).statusCode, 200);
    const cases: Array<[unknown, string]> = [
      ['', 'Campo obrigatório.'],
      ['11.222.333/0001-81', 'Deve conter apenas números'],
      ['1234567890', 'CNPJ deve possuir pelo menos 11 dígitos.'],
      ['112223330001810', 'CNPJ deve possuir no máximo 14 dígitos.'],
      ['11222333000182', 'CNPJ inválido.'],
    ];
    for (const [cnpj, message] of cases) {
      const response = await call('POST', '/filial/create', { label: 'Filial', cnpj, ativo: true });
      assert.equal(response.statusCode, 400, String(cnpj));
      assert.deepEqual(byField(response.json()), { cnpj: message }, String(cnpj));
    }
    const response = await call('POST', '/filial/create', { label: 'x'.repeat(21), cnpj: '11222333000424' });
    assert.deepEqual(byField(response.json()), {
      label: 'Identificação deve possuir no máximo 20 caracteres.',
      ativo: 'Confirme se ativo ou inativo.',
    });
  });

  it('refuses a CNPJ already used by another active branch, but not by an inactive one', async () => {
    const duplicate = await call('POST', '/filial/create', { label: 'Cópia da matriz', cnpj: '11222333000181', ativo: true });
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(duplicate.json(), { errors: [{ field: 'cnpj', errorMessage: 'CNPJ já cadastrado em outra filial ativa.' }] });
    // Saving the matriz itself with its own CNPJ is fine.
    assert.equal((await call('PUT', '/filial/update/1', { label: 'São Paulo (Matriz)', cnpj: '11222333000181', ativo: true })).statusCode, 200);
    const inactive = await call('POST', '/filial/create', { label: 'Antiga matriz', cnpj: '11222333000181', ativo: false });
    assert.equal(inactive.statusCode, 200);
    const reactivate = await call('PUT', `/filial/update/${inactive.json().result.insertId}`, {
      label: 'Antiga matriz',
      cnpj: '11222333000181',
      ativo: true,
    });
    assert.equal(reactivate.statusCode, 400);
    assert.equal(byField(reactivate.json()).cnpj, 'CNPJ já cadastrado em outra filial ativa.');
  });

  it('answers 404 for an unknown code, 403 without the cadastros section and 401 without a token', async () => {
    assert.equal((await call('GET', '/filial/9999')).statusCode, 404);
    assert.equal((await call('PUT', '/filial/update/9999', { label: 'X', cnpj: '12345678000195', ativo: true })).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    assert.equal((await call('GET', '/filial/list', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('POST', '/filial/create', { label: 'X', cnpj: '12345678000195', ativo: true }, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/filial/1', undefined, {})).statusCode, 401);
  });
});
