import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REGIME_PROVISION_PRESETS } from '@financeiro/domain';
import { colaborador, funcao, imposto, regimeImposto } from '../../db/schema';
import { bearer, createTestApp, type TestContext } from '../../test/support';

const NAO_SALVO = 'Dados de regime-imposto não inseridos/atualizados.';

describe('regimes de contrato (/regime)', () => {
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
  const newTax = async (sigla: string, ativo = true) => {
    const [row] = await ctx.database.db.insert(imposto).values({ sigla, nome: `Imposto ${sigla}`, ativo }).returning({ cod: imposto.cod });
    return row.cod;
  };

  it('lists the seeded regimes by code with their provision settings', async () => {
    const response = await call('GET', '/regime/list');
    assert.equal(response.statusCode, 200);
    const rows = response.json().result as Array<Record<string, unknown>>;
    assert.deepEqual(rows.slice(0, 3).map((row) => [row.cod, row.sigla]), [[1, 'CLT'], [2, 'PJ'], [3, 'EST']]);
    const flags = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(REGIME_PROVISION_PRESETS.clt).map((key) => [key, row[key]]));
    assert.deepEqual(flags(rows[0]), REGIME_PROVISION_PRESETS.clt);
    assert.deepEqual(flags(rows[1]), REGIME_PROVISION_PRESETS.pj);
    assert.deepEqual(flags(rows[2]), REGIME_PROVISION_PRESETS.estagio);
  });

  it('creates with the default (CLT) provisions, updates the provisions and soft-deletes', async () => {
    const created = await call('POST', '/regime/create', { sigla: 'TEMP', nome: 'Temporário', descricao: 'Lei 6.019/1974', ativo: true });
    assert.equal(created.statusCode, 200);
    const cod = created.json().result.insertId as number;
    assert.ok(cod > 3);
    const read = await call('GET', `/regime/${cod}`);
    assert.deepEqual(read.json().result, {
      cod,
      sigla: 'TEMP',
      nome: 'Temporário',
      descricao: 'Lei 6.019/1974',
      ativo: true,
      ...REGIME_PROVISION_PRESETS.clt,
    });

    const updated = await call('PUT', `/regime/update/${cod}`, {
      sigla: 'TEMP',
      nome: 'Trabalho temporário',
      descricao: '',
      ativo: false,
      ...REGIME_PROVISION_PRESETS.estagio,
    });
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const inactive = (await call('GET', `/regime/${cod}?ativo=false`)).json().result;
    assert.equal(inactive.nome, 'Trabalho temporário');
    assert.equal(inactive.descricao, null);
    assert.equal(inactive.recesso_remunerado, true);
    assert.equal(inactive.provisiona_fgts, false);
    assert.equal((await call('GET', `/regime/${cod}?ativo=true`)).statusCode, 404);
    const active = (await call('GET', '/regime/list?ativo=true')).json().result as Array<{ cod: number }>;
    assert.ok(!active.some((row) => row.cod === cod));
    assert.ok((await call('GET', '/regime/list')).json().result.some((row: { cod: number }) => row.cod === cod));
  });

  it('answers 400 with the schema messages, 404 for an unknown code and 403 without the section', async () => {
    const invalid = await call('POST', '/regime/create', { sigla: 'x'.repeat(61), nome: '', descricao: 'y'.repeat(301), ativo: '' });
    assert.equal(invalid.statusCode, 400);
    const errors = byField(invalid.json());
    assert.equal(errors.sigla, 'Sigla deve possuir no máximo 60 dígitos.');
    assert.equal(errors.nome, 'Campo obrigatório.');
    assert.equal(errors.descricao, 'Limite máximo de 300 caracteres.');
    assert.equal(errors.ativo, 'Confirme se ativo ou inativo.');
    assert.equal((await call('GET', '/regime/9999')).statusCode, 404);
    assert.equal((await call('PUT', '/regime/update/9999', { sigla: 'X', nome: 'X', ativo: true })).statusCode, 404);
    assert.equal((await call('GET', '/regime/imposto/9999')).statusCode, 404);
    assert.equal((await call('GET', '/regime/perfis/9999')).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    for (const [method, url] of [
      ['GET', '/regime/list'],
      ['GET', '/regime/1'],
      ['GET', '/regime/imposto/1'],
      ['POST', '/regime/imposto/1'],
      ['PUT', '/regime/imposto/1'],
      ['GET', '/regime/perfis/1'],
    ] as const) {
      assert.equal((await call(method, url, { regime_cod: 1, ativo: true }, financeiro)).statusCode, 403, `${method} ${url}`);
      assert.equal((await call(method, url, { regime_cod: 1, ativo: true }, {})).statusCode, 401, `${method} ${url}`);
    }
  });

  it('lists the taxes linked to a regime (seed: CLT has six, PJ none)', async () => {
    const clt = (await call('GET', '/regime/imposto/1')).json().result as Array<Record<string, unknown>>;
    assert.deepEqual(clt.map((row) => row.sigla).sort(), ['CPP', 'FGTS', 'INSS', 'IRRF', 'RAT', 'TERCEIROS']);
    assert.ok(clt.every((row) => row.regime_cod === 1 && row.ativo === true && typeof row.id === 'number' && typeof row.nome === 'string'));
    assert.deepEqual(Object.keys(clt[0]).sort(), ['ativo', 'id', 'imposto_cod', 'nome', 'regime_cod', 'sigla']);
    assert.deepEqual((await call('GET', '/regime/imposto/2')).json(), { result: [] });
  });

  it('links a tax, refuses the duplicate, deactivates and reactivates the link', async () => {
    const tax = await newTax('ISS');
    const linked = await call('POST', `/regime/imposto/${tax}`, { regime_cod: 2 });
    assert.equal(linked.statusCode, 200);
    const id = linked.json().result.insertId as number;
    assert.ok(id > 0);
    assert.deepEqual((await call('GET', '/regime/imposto/2')).json().result, [
      { id, regime_cod: 2, imposto_cod: tax, sigla: 'ISS', nome: 'Imposto ISS', ativo: true },
    ]);

    const duplicate = await call('POST', `/regime/imposto/${tax}`, { regime_cod: 2 });
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(duplicate.json(), { errors: [{ errorMessage: NAO_SALVO }] });

    const off = await call('PUT', `/regime/imposto/${tax}`, { regime_cod: 2, ativo: false });
    assert.deepEqual(off.json(), { result: { affectedRows: 1 } });
    assert.equal((await call('GET', '/regime/imposto/2')).json().result[0].ativo, false);

    // Linking again reactivates the same row instead of adding another one.
    const again = await call('POST', `/regime/imposto/${tax}`, { regime_cod: 2 });
    assert.deepEqual(again.json(), { result: { insertId: id } });
    const rows = (await call('GET', '/regime/imposto/2')).json().result as Array<{ ativo: boolean }>;
    assert.equal(rows.length, 1);
    assert.equal(rows[0].ativo, true);

    const on = await call('PUT', `/regime/imposto/${tax}`, { regime_cod: 2, ativo: 0 });
    assert.equal(on.statusCode, 200);
    assert.equal((await call('GET', '/regime/imposto/2')).json().result[0].ativo, false);
  });

  it('answers 400 for a link that does not exist, unknown codes and invalid bodies', async () => {
    const tax = await newTax('PIS');
    const missing = await call('PUT', `/regime/imposto/${tax}`, { regime_cod: 3, ativo: true });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { errors: [{ errorMessage: NAO_SALVO }] });

    const unknownRegime = await call('POST', `/regime/imposto/${tax}`, { regime_cod: 9999 });
    assert.equal(unknownRegime.statusCode, 400);
    assert.deepEqual(byField(unknownRegime.json()), { regime_cod: 'Regime não encontrado.' });
    const unknownTax = await call('POST', '/regime/imposto/9999', { regime_cod: 1 });
    assert.equal(unknownTax.statusCode, 400);
    assert.deepEqual(byField(unknownTax.json()), { imposto_cod: 'Imposto não encontrado.' });
    const unknownOnPut = await call('PUT', '/regime/imposto/9999', { regime_cod: 9999, ativo: true });
    assert.deepEqual(byField(unknownOnPut.json()), { regime_cod: 'Regime não encontrado.', imposto_cod: 'Imposto não encontrado.' });

    const noRegime = await call('POST', `/regime/imposto/${tax}`, {});
    assert.equal(noRegime.statusCode, 400);
    assert.equal(byField(noRegime.json()).regime_cod, 'Campo obrigatório.');
    const noAtivo = await call('PUT', `/regime/imposto/${tax}`, { regime_cod: 1 });
    assert.equal(noAtivo.statusCode, 400);
    assert.equal(byField(noAtivo.json()).ativo, 'Confirme se ativo ou inativo.');
    assert.equal((await call('POST', '/regime/imposto/abc', { regime_cod: 1 })).statusCode, 400);
  });

  it('refuses a second active link of the same pair even when two requests race', async () => {
    const tax = await newTax('COFINS');
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/regime/imposto/${tax}`, { regime_cod: 3 })));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400, 400]);
    const rows = await ctx.database.db.select().from(regimeImposto);
    assert.equal(rows.filter((row) => row.impostoCod === tax && row.ativo).length, 1);
  });

  it('lists the distinct functions of the active employees of a regime (perfis)', async () => {
    const response = await call('GET', '/regime/perfis/3');
    assert.equal(response.statusCode, 200);
    const rows = response.json().result as Array<{ cod: number; nome: string }>;
    const employees = await ctx.database.db.select().from(colaborador);
    const expected = [...new Set(employees.filter((row) => row.regime === 3 && row.ativo).map((row) => row.funcao))].sort((a, b) => a - b);
    assert.ok(expected.length > 0);
    assert.deepEqual(rows.map((row) => row.cod), expected);
    const nomes = new Map((await ctx.database.db.select().from(funcao)).map((row) => [row.cod, row.nome]));
    assert.ok(rows.every((row) => Object.keys(row).length === 2 && row.nome === nomes.get(row.cod)));
    const perfisOf = async (cod: number) => ((await call('GET', `/regime/perfis/${cod}`)).json().result as unknown[]).length;
    const created = (await call('POST', '/regime/create', { sigla: 'VAZIO', nome: 'Sem colaboradores', ativo: true })).json();
    assert.equal(await perfisOf(created.result.insertId), 0);
  });
});
