import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { valorBeneficio } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { valorDeBeneficioDeTeste } from '../../test/cadastros';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { mapUniqueViolation, valorBeneficioColumns } from './service';

type Errors = Array<{ field: string; errorMessage: string }>;
const byField = (errors: Errors) => Object.fromEntries(errors.map((error) => [error.field, error.errorMessage]));

describe('benefícios (/beneficio) and their values per branch (/valor-beneficio)', () => {
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

  const createBenefit = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/beneficio/create', { descricao: '', ativo: true, ...body });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result.insertId as number;
  };

  it('creates, reads, updates and soft-deletes a benefit with the spec response shapes', async () => {
    const created = await call('POST', '/beneficio/create', { sigla: 'AUX', nome: 'Auxílio Home Office', descricao: 'Internet e energia', ativo: true });
    assert.equal(created.statusCode, 200);
    const cod = created.json().result.insertId as number;
    assert.ok(Number.isInteger(cod) && cod > 0);

    const read = await call('GET', `/beneficio/${cod}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().result, {
      cod,
      sigla: 'AUX',
      nome: 'Auxílio Home Office',
      descricao: 'Internet e energia',
      ativo: true,
      valores: [],
    });

    const updated = await call('PUT', `/beneficio/update/${cod}`, { sigla: 'AUXHO', nome: 'Auxílio Home Office', descricao: '  ', ativo: false });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });

    const inactive = (await call('GET', `/beneficio/${cod}?ativo=false`)).json().result;
    assert.equal(inactive.sigla, 'AUXHO');
    assert.equal(inactive.descricao, null);
    assert.equal(inactive.ativo, false);
    assert.equal((await call('GET', `/beneficio/${cod}?ativo=true`)).statusCode, 404);

    const active = (await call('GET', '/beneficio/list?ativo=true')).json().result as Array<{ cod: number; ativo: boolean }>;
    assert.ok(!active.some((row) => row.cod === cod));
    assert.ok(active.every((row) => row.ativo === true));
    const inactiveList = (await call('GET', '/beneficio/list?ativo=false')).json().result as Array<{ cod: number }>;
    assert.ok(inactiveList.some((row) => row.cod === cod));
    const all = (await call('GET', '/beneficio/list')).json().result as Array<{ cod: number }>;
    assert.ok(all.some((row) => row.cod === cod), 'soft delete keeps the row');
    assert.deepEqual(
      all.map((row) => row.cod),
      [...all.map((row) => row.cod)].sort((a, b) => a - b),
      'sorted by code',
    );
  });

  it('filters the list by sigla and nome (contains, any case, % and _ taken literally)', async () => {
    const cod = await createBenefit({ sigla: 'GYMX', nome: 'Ginástica Laboral 100%' });
    await createBenefit({ sigla: 'GYMY', nome: 'Ginástica Laboral 1000' });

    const bySigla = (await call('GET', '/beneficio/list?sigla=gymx')).json().result as Array<{ cod: number }>;
    assert.deepEqual(bySigla.map((row) => row.cod), [cod]);
    const byNome = (await call('GET', `/beneficio/list?nome=${encodeURIComponent('laboral 100%')}`)).json().result as Array<{ cod: number }>;
    assert.deepEqual(byNome.map((row) => row.cod), [cod]);
    const both = (await call('GET', '/beneficio/list?nome=gin%C3%A1stica&sigla=GYM&ativo=true')).json().result;
    assert.equal(both.length, 2);
    assert.deepEqual((await call('GET', '/beneficio/list?nome=_')).json().result, []);
  });

  it('answers 400 with the schema messages keyed by field, and stores nothing', async () => {
    const before = (await call('GET', '/beneficio/list')).json().result.length;
    const response = await call('POST', '/beneficio/create', { sigla: '', nome: 'x'.repeat(61), descricao: 'y'.repeat(301) });
    assert.equal(response.statusCode, 400);
    const errors = byField(response.json().errors);
    assert.equal(errors.sigla, 'Campo obrigatório.');
    assert.equal(errors.nome, 'Nome deve possuir no máximo 60 dígitos.');
    assert.equal(errors.descricao, 'Limite máximo de 300 caracteres.');
    assert.equal(errors.ativo, 'Confirme se ativo ou inativo.');
    assert.equal((await call('GET', '/beneficio/list')).json().result.length, before);
  });

  it('creates, lists and updates values per branch; the detail and /beneficio/filial carry them with the branch label', async () => {
    const cod = await createBenefit({ sigla: 'VRX', nome: 'Vale Refeição Teste' });

    const created = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 2, { valor: '37,90', periodoValor: 'dia' }));
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().result.insertId as number;
    const second = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1, { valor: 40 }));
    assert.equal(second.statusCode, 200, second.body);

    const read = (await call('GET', `/valor-beneficio/${id}`)).json().result;
    assert.deepEqual(read, {
      id,
      benefCod: cod,
      filialCod: 2,
      filialLabel: 'Rio de Janeiro',
      valor: 37.9,
      periodoValor: 'dia',
      valorDesc: 0,
      aliquotaBenef: 0,
      baseAliqBenef: null,
      aliquotaDesc: 0.2,
      baseAliqDesc: 'beneficio',
      valorFilial: 0,
      aliquotaFilial: 0.8,
      baseAliqFilial: 'beneficio',
    });

    const detail = (await call('GET', `/beneficio/${cod}`)).json().result;
    assert.deepEqual(
      detail.valores.map((row: { filialCod: number; filialLabel: string; valor: number }) => [row.filialCod, row.filialLabel, row.valor]),
      [
        [1, 'São Paulo (Matriz)', 40],
        [2, 'Rio de Janeiro', 37.9],
      ],
    );
    const perBranch = await call('GET', `/beneficio/filial/${cod}`);
    assert.equal(perBranch.statusCode, 200);
    assert.deepEqual(perBranch.json().result, detail.valores);

    const updated = await call(
      'PUT',
      `/valor-beneficio/update/${id}`,
      valorDeBeneficioDeTeste(cod, 2, { valor: 1250, periodoValor: 'mes', valorDesc: 12.345, aliquotaDesc: 0, baseAliqDesc: '', valorFilial: 100, aliquotaFilial: 1, baseAliqFilial: 'salario' }),
    );
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const after = (await call('GET', `/valor-beneficio/${id}`)).json().result;
    assert.equal(after.valor, 1250);
    assert.equal(after.periodoValor, 'mes');
    assert.equal(after.valorDesc, 12.35, 'rounded half-up to cents');
    assert.equal(after.baseAliqDesc, null);
    assert.equal(after.aliquotaFilial, 1);
    assert.equal(after.baseAliqFilial, 'salario');

    const byBenefit = (await call('GET', `/valor-beneficio/list?benefCod=${cod}`)).json().result as Array<{ id: number }>;
    assert.equal(byBenefit.length, 2);
    const byBoth = (await call('GET', `/valor-beneficio/list?benefCod=${cod}&filialCod=2`)).json().result as Array<{ id: number }>;
    assert.deepEqual(byBoth.map((row) => row.id), [id]);
    const byBranch = (await call('GET', '/valor-beneficio/list?filialCod=2')).json().result as Array<{ filialCod: number }>;
    assert.ok(byBranch.length >= 1 && byBranch.every((row) => row.filialCod === 2));
  });

  it('refuses a second value row for the same benefit and branch with a clear message', async () => {
    const cod = await createBenefit({ sigla: 'VAX', nome: 'Vale Alimentação Teste' });
    assert.equal((await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1))).statusCode, 200);
    const other = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 3));
    const otherId = other.json().result.insertId as number;

    const duplicate = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1, { valor: 99 }));
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(duplicate.json().errors, [{ field: 'filialCod', errorMessage: 'Já existe valor deste benefício para a filial São Paulo (Matriz).' }]);

    const moved = await call('PUT', `/valor-beneficio/update/${otherId}`, valorDeBeneficioDeTeste(cod, 1));
    assert.equal(moved.statusCode, 400);
    assert.equal(byField(moved.json().errors).filialCod, 'Já existe valor deste benefício para a filial São Paulo (Matriz).');
    assert.equal((await call('GET', `/beneficio/filial/${cod}`)).json().result.length, 2);
    // Saving a row on its own branch again is fine.
    assert.equal((await call('PUT', `/valor-beneficio/update/${otherId}`, valorDeBeneficioDeTeste(cod, 3, { valor: 10 }))).statusCode, 200);
  });

  it('turns a unique-constraint race into a 400 on the field', async () => {
    const cod = await createBenefit({ sigla: 'RCX', nome: 'Corrida' });
    const row = valorBeneficioColumns({ ...valorDeBeneficioDeTeste(cod, 2), valorDesc: 0 } as Parameters<typeof valorBeneficioColumns>[0], cod);
    await ctx.database.db.insert(valorBeneficio).values(row);
    await assert.rejects(
      mapUniqueViolation(() => ctx.database.db.insert(valorBeneficio).values(row), 'filialCod'),
      (error: unknown) =>
        error instanceof HttpError &&
        error.statusCode === 400 &&
        error.body.errors[0]?.field === 'filialCod' &&
        error.body.errors[0]?.errorMessage === 'Já existe valor deste benefício para a filial escolhida.',
    );
  });

  it('answers 400 with the spec messages for invalid values', async () => {
    const cod = await createBenefit({ sigla: 'PSX', nome: 'Plano de Saúde Teste' });
    const negative = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1, { valor: -1, valorDesc: -0.01 }));
    assert.equal(negative.statusCode, 400);
    assert.equal(byField(negative.json().errors).valor, 'Valor deve ser maior de 0,00');
    assert.equal(byField(negative.json().errors).valorDesc, 'Valor deve ser maior de 0,00');

    const rates = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1, { aliquotaBenef: 1.01, aliquotaDesc: -0.1 }));
    assert.equal(rates.statusCode, 400);
    assert.equal(byField(rates.json().errors).aliquotaBenef, 'Valor máximo de 100%');
    assert.equal(byField(rates.json().errors).aliquotaDesc, 'Valor mínimo de 0%');

    const bases = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1, { aliquotaBenef: 0.05, baseAliqBenef: '', aliquotaDesc: 0.1, baseAliqDesc: null, baseAliqFilial: '' }));
    assert.equal(bases.statusCode, 400);
    const errors = byField(bases.json().errors);
    assert.equal(errors.baseAliqBenef, 'Base da alíquota deve ser informada');
    assert.equal(errors.baseAliqDesc, 'Base da alíquota deve ser informada');
    assert.equal(errors.baseAliqFilial, 'Informe a base de desconto da empresa');

    const missing = await call('POST', '/valor-beneficio/create', { benefCod: cod, filialCod: 1, valor: 'abc' });
    assert.equal(missing.statusCode, 400);
    assert.equal(byField(missing.json().errors).valor, 'Preencher com um valor numérico');
    assert.equal(byField(missing.json().errors).periodoValor, 'Umas das opções deve ser informada.');

    assert.deepEqual((await call('GET', `/beneficio/filial/${cod}`)).json().result, []);
  });

  it('answers 400 on the field for an unknown branch or benefit, never a 500', async () => {
    const cod = await createBenefit({ sigla: 'SVX', nome: 'Seguro de Vida Teste' });
    const branch = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 9999));
    assert.equal(branch.statusCode, 400);
    assert.deepEqual(branch.json().errors, [{ field: 'filialCod', errorMessage: 'Filial não encontrada.' }]);

    const benefit = await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(99999, 1));
    assert.equal(benefit.statusCode, 400);
    assert.deepEqual(benefit.json().errors, [{ field: 'benefCod', errorMessage: 'Benefício não encontrado.' }]);

    const id = (await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1))).json().result.insertId as number;
    const update = await call('PUT', `/valor-beneficio/update/${id}`, valorDeBeneficioDeTeste(cod, 9999));
    assert.equal(update.statusCode, 400);
    assert.equal(byField(update.json().errors).filialCod, 'Filial não encontrada.');
  });

  it('creates a benefit together with its values in one transaction, or stores nothing', async () => {
    const semBeneficio = (filialCod: number) => {
      const { benefCod: _ignored, ...row } = valorDeBeneficioDeTeste(0, filialCod, { valor: 300, periodoValor: 'mes' });
      return row;
    };
    const cod = await createBenefit({ sigla: 'CRX', nome: 'Auxílio Creche Teste', valores: [semBeneficio(1), semBeneficio(3)] });
    const detail = (await call('GET', `/beneficio/${cod}`)).json().result;
    assert.deepEqual(
      detail.valores.map((row: { filialCod: number; valor: number; benefCod: number }) => [row.benefCod, row.filialCod, row.valor]),
      [
        [cod, 1, 300],
        [cod, 3, 300],
      ],
    );

    const before = (await call('GET', '/beneficio/list')).json().result.length;
    const invalid = await call('POST', '/beneficio/create', {
      sigla: 'ERR',
      nome: 'Com erro',
      ativo: true,
      valores: [valorDeBeneficioDeTeste(0, 1), { ...valorDeBeneficioDeTeste(0, 2), valor: -5 }, valorDeBeneficioDeTeste(0, 1)],
    });
    assert.equal(invalid.statusCode, 400);
    assert.equal(byField(invalid.json().errors)['valores[1].valor'], 'Valor deve ser maior de 0,00');
    const repeated = await call('POST', '/beneficio/create', { sigla: 'ERR', nome: 'Com erro', ativo: true, valores: [valorDeBeneficioDeTeste(0, 1), valorDeBeneficioDeTeste(0, 9999), valorDeBeneficioDeTeste(0, 1)] });
    assert.equal(repeated.statusCode, 400);
    assert.deepEqual(byField(repeated.json().errors), {
      'valores[1].filialCod': 'Filial não encontrada.',
      'valores[2].filialCod': 'Filial repetida na lista de valores.',
    });
    assert.equal((await call('GET', '/beneficio/list')).json().result.length, before, 'nothing stored');
  });

  it('answers 404 for unknown codes and 403 to a user without the cadastros section', async () => {
    assert.equal((await call('GET', '/beneficio/99999')).statusCode, 404);
    assert.equal((await call('GET', '/beneficio/filial/99999')).statusCode, 404);
    assert.equal((await call('PUT', '/beneficio/update/99999', { sigla: 'X', nome: 'X', ativo: true })).statusCode, 404);
    assert.equal((await call('GET', '/valor-beneficio/99999')).statusCode, 404);
    const cod = await createBenefit({ sigla: 'NFX', nome: 'Não encontrado' });
    assert.equal((await call('PUT', '/valor-beneficio/update/99999', valorDeBeneficioDeTeste(cod, 1))).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    assert.equal((await call('GET', '/beneficio/list', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/valor-beneficio/list', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod, 1), financeiro)).statusCode, 403);
  });
});
