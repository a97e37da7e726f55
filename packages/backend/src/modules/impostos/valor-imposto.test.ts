import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { filial } from '../../db/schema';
import { valorDeImpostoDeTeste } from '../../test/cadastros';
import { bearer, createTestApp, type TestContext } from '../../test/support';

type Json = Record<string, unknown>;

describe('valores de imposto por filial (/valor-imposto)', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let cod: number;
  let other: number;
  let branchA: number;
  let branchB: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: rh });
  const byField = (response: { json(): unknown }) =>
    Object.fromEntries(((response.json() as { errors: Json[] }).errors ?? []).map((error) => [error.field, error.errorMessage]));
  const valor = (overrides: Json = {}) => valorDeImpostoDeTeste(cod, branchA, overrides);

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
    const createTax = async (sigla: string) =>
      (await call('POST', '/imposto/create', { sigla, nome: `Imposto ${sigla}`, ativo: true })).json().result.insertId as number;
    cod = await createTax('VI1');
    other = await createTax('VI2');
    const branches = await ctx.database.db
      .insert(filial)
      .values([
        { cnpj: '11222333000181', label: 'Filial VI A' },
        { cnpj: '11444777000161', label: 'Filial VI B' },
      ])
      .returning();
    [branchA, branchB] = branches.map((branch) => branch.cod);
  });
  after(async () => {
    await ctx.close();
  });

  it('creates, reads, lists with filters and updates a value per branch', async () => {
    const created = await call('POST', '/valor-imposto/create', valor({ valor_fixo: '1.234,56', aliquota_desc: 0.075, base_aliq_desc: 'salario' }));
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().result.insertId as number;

    const read = await call('GET', `/valor-imposto/${id}`);
    assert.deepEqual(read.json().result, {
      id,
      imposto_cod: cod,
      filial_cod: branchA,
      filial_label: 'Filial VI A',
      tipo_imposto: 'percentual',
      valor_fixo: 1234.56,
      periodo_valor: 'mes',
      valor_desc: 0,
      aliquota_desc: 0.075,
      base_aliq_desc: 'salario',
      valor_filial: 0,
      aliquota_filial: 0.08,
      base_aliq_filial: 'salario',
    });

    await call('POST', '/valor-imposto/create', valor({ filial_cod: branchB }));
    await call('POST', '/valor-imposto/create', valor({ imposto_cod: other }));
    const ofTax = (await call('GET', `/valor-imposto/list?imposto_cod=${cod}`)).json().result as Json[];
    assert.deepEqual(ofTax.map((row) => row.filial_cod), [branchA, branchB]);
    const ofBranch = (await call('GET', `/valor-imposto/list?filial_cod=${branchA}`)).json().result as Json[];
    assert.deepEqual(ofBranch.map((row) => row.imposto_cod).filter((c) => c === cod || c === other), [cod, other]);
    const both = (await call('GET', `/valor-imposto/list?imposto_cod=${other}&filial_cod=${branchA}`)).json().result as Json[];
    assert.equal(both.length, 1);
    const all = (await call('GET', '/valor-imposto/list')).json().result as Json[];
    assert.ok(all.length >= 3);
    assert.equal((await call('GET', '/valor-imposto/list?imposto_cod=abc')).statusCode, 400);

    const updated = await call('PUT', `/valor-imposto/update/${id}`, valor({ tipo_imposto: 'fixo', valor_fixo: 50, periodo_valor: 'dia', aliquota_filial: '', base_aliq_filial: '' }));
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const after = (await call('GET', `/valor-imposto/${id}`)).json().result;
    assert.deepEqual(
      [after.tipo_imposto, after.valor_fixo, after.periodo_valor, after.aliquota_filial, after.base_aliq_filial],
      ['fixo', 50, 'dia', 0, null],
    );
  });

  it('one row per tax and branch: a duplicate answers 400 on filial_cod, on create and on update', async () => {
    const tax = (await call('POST', '/imposto/create', { sigla: 'VI3', nome: 'Imposto VI3', ativo: true })).json().result.insertId as number;
    const first = await call('POST', '/valor-imposto/create', valor({ imposto_cod: tax }));
    assert.equal(first.statusCode, 200);
    const duplicate = await call('POST', '/valor-imposto/create', valor({ imposto_cod: tax, aliquota_filial: 0.1 }));
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(byField(duplicate), {
      filial_cod: 'Este imposto já tem valores para a filial Filial VI A. Abra a linha existente para alterá-la.',
    });
    const second = (await call('POST', '/valor-imposto/create', valor({ imposto_cod: tax, filial_cod: branchB }))).json().result.insertId;
    const moved = await call('PUT', `/valor-imposto/update/${second}`, valor({ imposto_cod: tax, filial_cod: branchA }));
    assert.equal(moved.statusCode, 400);
    assert.match(byField(moved).filial_cod as string, /já tem valores para a filial Filial VI A/);
    assert.equal((await call('GET', `/valor-imposto/list?imposto_cod=${tax}`)).json().result.length, 2);
  });

  it('two concurrent saves of the same tax and branch: exactly one is saved', async () => {
    const tax = (await call('POST', '/imposto/create', { sigla: 'VI4', nome: 'Imposto VI4', ativo: true })).json().result.insertId as number;
    const results = await Promise.all([
      call('POST', '/valor-imposto/create', valor({ imposto_cod: tax })),
      call('POST', '/valor-imposto/create', valor({ imposto_cod: tax })),
    ]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 400]);
  });

  it('unknown tax or branch answers 400 on its field, not 500', async () => {
    const response = await call('POST', '/valor-imposto/create', valor({ imposto_cod: 999999, filial_cod: 999999 }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(byField(response), { imposto_cod: 'Imposto não encontrado.', filial_cod: 'Filial não encontrada.' });
    const branchOnly = await call('POST', '/valor-imposto/create', valor({ filial_cod: 999999 }));
    assert.deepEqual(byField(branchOnly), { filial_cod: 'Filial não encontrada.' });
  });

  it('answers 400 with the schema messages on their fields', async () => {
    const cases: Array<[Json, Json]> = [
      [{ imposto_cod: '', filial_cod: '' }, { imposto_cod: 'Campo obrigatório.', filial_cod: 'Campo obrigatório.' }],
      [{ tipo_imposto: '', periodo_valor: 'ano' }, { tipo_imposto: 'Umas das opções deve ser informada.', periodo_valor: 'Umas das opções deve ser informada.' }],
      [{ valor_fixo: 'abc' }, { valor_fixo: 'Preencher com um valor numérico.' }],
      [{ valor_fixo: -1, valor_desc: -1, valor_filial: -1 }, { valor_fixo: 'Valor deve ser maior de 0,00', valor_desc: 'Valor deve ser maior de 0,00', valor_filial: 'Valor deve ser maior de 0,00' }],
      [{ aliquota_desc: 1.01, base_aliq_desc: 'salario', aliquota_filial: 1.5 }, { aliquota_desc: 'Valor máximo de 100%', aliquota_filial: 'Valor máximo de 100%' }],
      [{ aliquota_desc: -0.01 }, { aliquota_desc: 'Valor mínimo de 0%' }],
      [{ aliquota_desc: 0.1, base_aliq_desc: '' }, { base_aliq_desc: 'Base da alíquota deve ser informada' }],
      [{ aliquota_filial: 0.2, base_aliq_filial: null }, { base_aliq_filial: 'Base da alíquota deve ser informada' }],
      [{ base_aliq_filial: 'beneficio' }, { base_aliq_filial: 'Base da alíquota deve ser informada' }],
      [{ valor_fixo: 1e12 }, { valor_fixo: 'Valor acima do limite permitido.' }],
    ];
    for (const [overrides, expected] of cases) {
      const response = await call('POST', '/valor-imposto/create', valor({ filial_cod: branchB, imposto_cod: other, ...overrides }));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.deepEqual(byField(response), expected, JSON.stringify(overrides));
    }
  });

  it('404 for an unknown id', async () => {
    assert.equal((await call('GET', '/valor-imposto/999999')).statusCode, 404);
    assert.equal((await call('PUT', '/valor-imposto/update/999999', valor())).statusCode, 404);
  });
});
