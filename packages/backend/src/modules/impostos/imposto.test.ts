import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { faixaImposto, filial, regimeContrato, regimeImposto } from '../../db/schema';
import { bearer, createTestApp, type TestContext } from '../../test/support';

type Json = Record<string, unknown>;

describe('impostos (/imposto)', () => {
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
  const byField = (response: { json(): unknown }) =>
    Object.fromEntries(((response.json() as { errors: Json[] }).errors ?? []).map((error) => [error.field, error.errorMessage]));
  const createTax = async (sigla: string, nome = `Imposto ${sigla}`) => {
    const response = await call('POST', '/imposto/create', { sigla, nome, descricao: '', ativo: true });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result.insertId as number;
  };

  it('lists the taxes sorted by code, filtered by ?ativo', async () => {
    const inactive = await createTax('OLD');
    await call('PUT', `/imposto/update/${inactive}`, { sigla: 'OLD', nome: 'Imposto antigo', ativo: false });
    const all = (await call('GET', '/imposto/list')).json().result as Json[];
    const codes = all.map((row) => row.cod as number);
    assert.deepEqual(codes, [...codes].sort((a, b) => a - b));
    assert.deepEqual(Object.keys(all[0]).sort(), ['ativo', 'cod', 'descricao', 'nome', 'sigla']);
    assert.ok(codes.includes(inactive));
    const active = (await call('GET', '/imposto/list?ativo=true')).json().result as Json[];
    assert.ok(active.every((row) => row.ativo === true));
    assert.ok(!active.some((row) => row.cod === inactive));
    const inactives = (await call('GET', '/imposto/list?ativo=false')).json().result as Json[];
    assert.ok(inactives.some((row) => row.cod === inactive));
  });

  it('creates, reads, updates and soft-deletes with the spec response shapes', async () => {
    const created = await call('POST', '/imposto/create', { sigla: 'ISS', nome: 'Imposto sobre Serviços', descricao: 'Municipal', ativo: true });
    assert.equal(created.statusCode, 200);
    const cod = created.json().result.insertId as number;
    assert.ok(cod > 0);

    const read = await call('GET', `/imposto/${cod}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().result, {
      cod,
      sigla: 'ISS',
      nome: 'Imposto sobre Serviços',
      descricao: 'Municipal',
      ativo: true,
      valores: [],
      regimes: [],
      faixas: [],
    });

    const updated = await call('PUT', `/imposto/update/${cod}`, { sigla: 'ISSQN', nome: 'ISS de Qualquer Natureza', descricao: '  ', ativo: false });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });

    const inactive = await call('GET', `/imposto/${cod}?ativo=false`);
    assert.equal(inactive.json().result.sigla, 'ISSQN');
    assert.equal(inactive.json().result.descricao, null);
    assert.equal((await call('GET', `/imposto/${cod}?ativo=true`)).statusCode, 404);
  });

  it('answers 400 with the schema messages keyed by field, and changes nothing', async () => {
    const before = (await call('GET', '/imposto/list')).json().result.length;
    const response = await call('POST', '/imposto/create', { sigla: '', nome: 'x'.repeat(61), descricao: 'y'.repeat(301) });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(byField(response), {
      sigla: 'Campo obrigatório.',
      nome: 'Nome deve possuir no máximo 60 dígitos.',
      descricao: 'Limite máximo de 300 caracteres.',
      ativo: 'Confirme se ativo ou inativo.',
    });
    assert.equal((await call('GET', '/imposto/list')).json().result.length, before);
    const tooLong = await call('PUT', `/imposto/update/1`, { sigla: 's'.repeat(61), nome: 'INSS', ativo: true });
    assert.deepEqual(byField(tooLong), { sigla: 'Sigla deve possuir no máximo 60 dígitos.' });
  });

  it('answers 404 for an unknown code and 403 to a user without the cadastros section', async () => {
    assert.equal((await call('GET', '/imposto/999999')).statusCode, 404);
    assert.equal((await call('PUT', '/imposto/update/999999', { sigla: 'X', nome: 'X', ativo: true })).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    for (const url of ['/imposto/list', '/imposto/1', '/imposto/faixa/1', '/valor-imposto/list', '/valor-imposto/1']) {
      assert.equal((await call('GET', url, undefined, financeiro)).statusCode, 403, url);
    }
    assert.equal((await call('POST', '/imposto/create', { sigla: 'X', nome: 'X', ativo: true }, financeiro)).statusCode, 403);
  });

  it('the detail carries valores (with the branch label), regimes (sigla/nome) and the active faixas, newest vigência first', async () => {
    const db = ctx.database.db;
    const cod = await createTax('TST', 'Imposto de teste');
    const [branchB] = await db.insert(filial).values({ cnpj: '11222333000181', label: 'Filial Teste B' }).returning();
    const [branchA] = await db.insert(filial).values({ cnpj: '11444777000161', label: 'Filial Teste A' }).returning();
    const [clt] = await db.insert(regimeContrato).values({ sigla: 'CLTT', nome: 'CLT de teste' }).returning();
    const [pj] = await db.insert(regimeContrato).values({ sigla: 'PJT', nome: 'PJ de teste' }).returning();
    await db.insert(regimeImposto).values([
      { regimeCod: pj.cod, impostoCod: cod, ativo: false },
      { regimeCod: clt.cod, impostoCod: cod, ativo: false },
      { regimeCod: clt.cod, impostoCod: cod, ativo: true },
    ]);

    for (const branch of [branchB, branchA]) {
      const response = await call('POST', '/valor-imposto/create', {
        imposto_cod: cod,
        filial_cod: branch.cod,
        tipo_imposto: 'percentual',
        periodo_valor: 'mes',
        valor_fixo: 0,
        aliquota_desc: 0.075,
        base_aliq_desc: 'salario',
        aliquota_filial: 0.2,
        base_aliq_filial: 'salario',
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const faixa = (inicio: number, fim: number | null, vigencia_inicio: string, vigencia_fim: string | null) => ({
      compara_inicio: '>=',
      valor_faixa_inicio: inicio,
      compara_fim: fim === null ? '' : '<=',
      valor_faixa_fim: fim,
      aliq_faixa: 0.1,
      base_aliq_faixa: 'salario',
      valor_deducao: 0,
      vigencia_inicio,
      vigencia_fim,
    });
    for (const body of [
      faixa(1000.01, null, '2025-01-01', '2025-12-31'),
      faixa(0, 1000, '2025-01-01', '2025-12-31'),
      faixa(1100.01, null, '2026-01-01', null),
      faixa(0, 1100, '2026-01-01', null),
    ]) {
      const response = await call('POST', `/imposto/faixa/${cod}`, body);
      assert.equal(response.statusCode, 200, response.body);
    }
    const [removed] = await db
      .insert(faixaImposto)
      .values({ impostoCod: cod, comparaInicio: '>=', valorFaixaInicio: '0', aliqFaixa: '0', vigenciaInicio: '2027-01-01', ativo: false })
      .returning();

    const detail = (await call('GET', `/imposto/${cod}`)).json().result;
    assert.deepEqual(
      detail.valores.map((valor: Json) => [valor.filial_cod, valor.filial_label]),
      [
        [branchB.cod, 'Filial Teste B'],
        [branchA.cod, 'Filial Teste A'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    assert.deepEqual(detail.valores[0], {
      id: detail.valores[0].id,
      imposto_cod: cod,
      filial_cod: detail.valores[0].filial_cod,
      filial_label: detail.valores[0].filial_label,
      tipo_imposto: 'percentual',
      valor_fixo: 0,
      periodo_valor: 'mes',
      valor_desc: 0,
      aliquota_desc: 0.075,
      base_aliq_desc: 'salario',
      valor_filial: 0,
      aliquota_filial: 0.2,
      base_aliq_filial: 'salario',
    });
    // One entry per regime: the active link of CLT (not its older inactive one), PJ's inactive link.
    assert.deepEqual(
      detail.regimes.map((link: Json) => [link.regime_cod, link.sigla, link.nome, link.ativo]),
      [
        [clt.cod, 'CLTT', 'CLT de teste', true],
        [pj.cod, 'PJT', 'PJ de teste', false],
      ],
    );
    assert.deepEqual(
      detail.faixas.map((row: Json) => [row.vigencia_inicio, row.valor_faixa_inicio]),
      [
        ['2026-01-01', 0],
        ['2026-01-01', 1100.01],
        ['2025-01-01', 0],
        ['2025-01-01', 1000.01],
      ],
    );
    assert.ok(!detail.faixas.some((row: Json) => row.id === removed.id), 'inactive brackets are not in the detail');
    assert.deepEqual(detail.faixas[0], {
      id: detail.faixas[0].id,
      imposto_cod: cod,
      compara_inicio: '>=',
      valor_faixa_inicio: 0,
      compara_fim: '<=',
      valor_faixa_fim: 1100,
      aliq_faixa: 0.1,
      base_aliq_faixa: 'salario',
      valor_faixa: null,
      valor_deducao: 0,
      observacao: null,
      vigencia_inicio: '2026-01-01',
      vigencia_fim: null,
      ativo: true,
    });
  });

  it('the seeded INSS detail has its values per branch, regimes and both official tables', async () => {
    const inss = ((await call('GET', '/imposto/list')).json().result as Json[]).find((row) => row.sigla === 'INSS');
    assert.ok(inss, 'the demo seed has INSS');
    const detail = (await call('GET', `/imposto/${inss.cod}`)).json().result;
    assert.ok(detail.valores.length > 0);
    assert.ok(detail.valores.every((valor: Json) => typeof valor.filial_label === 'string' && valor.imposto_cod === inss.cod));
    assert.ok(detail.regimes.length > 0);
    assert.ok(detail.regimes.every((link: Json) => typeof link.sigla === 'string' && typeof link.nome === 'string'));
    const vigencias = detail.faixas.map((row: Json) => row.vigencia_inicio as string);
    assert.ok(new Set(vigencias).size >= 2, 'the 2025 and 2026 tables coexist');
    for (let i = 1; i < detail.faixas.length; i += 1) {
      const [a, b] = [detail.faixas[i - 1], detail.faixas[i]];
      assert.ok(a.vigencia_inicio > b.vigencia_inicio || (a.vigencia_inicio === b.vigencia_inicio && a.valor_faixa_inicio <= b.valor_faixa_inicio));
    }
  });
});
