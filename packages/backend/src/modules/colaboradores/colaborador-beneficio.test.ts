import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { beneficio, colaboradorBeneficio, valorBeneficio } from '../../db/schema';
import { withCheckDigits } from '../../seed/company/cpf';
import { bearer, createTestApp, type TestContext } from '../../test/support';

type Errors = Array<{ field: string; errorMessage: string }>;
const byField = (errors: Errors) => Object.fromEntries(errors.map((error) => [error.field, error.errorMessage]));

describe("employee benefits (/beneficio/colab, DELETE /beneficio/{mat}/{benefCod}/{filialCod})", () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let seq = 0;
  /** A benefit with a value row only in branch 1 (São Paulo), one in every branch, one inactive. */
  let spOnly: number;
  let allBranches: number;
  let inactive: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = rh) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });

  const createEmployee = async (filial = 1) => {
    seq += 1;
    const response = await call('POST', '/employee/create', {
      nome: 'Bruno',
      sobrenome: 'Benefício',
      cpf: withCheckDigits(`97532${String(seq).padStart(4, '0')}`.split('').map(Number)),
      email: `bruno${seq}@teste.example`,
      dependentes: 0,
      filial,
      departamento: 5,
      regime: 1,
      funcao: 1,
      admissao: '2023-02-01',
      salario: 4000,
      carga_horaria: 8,
      data_inicio: '2023-02-01',
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result.insertId as number;
  };

  const adjustments = {
    valorBenefAdic: '25,50',
    aliqBenefAdic: 0.1,
    valorBenefSubtrai: '',
    aliqBenefSubtrai: '',
    valorDescAdic: 5,
    aliqDescAdic: 0,
    valorDescSubtrai: 1.25,
    aliqDescSubtrai: 0.015,
  };

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
    const db = ctx.app.db;
    const insertBenefit = async (sigla: string, nome: string, ativo = true) =>
      (await db.insert(beneficio).values({ sigla, nome, ativo }).returning({ cod: beneficio.cod }))[0].cod;
    spOnly = await insertBenefit('VRT', 'Vale-refeição de teste');
    allBranches = await insertBenefit('PST', 'Plano de saúde de teste');
    inactive = await insertBenefit('OLD', 'Benefício encerrado', false);
    await db.insert(valorBeneficio).values([
      {
        benefCod: spOnly,
        filialCod: 1,
        valor: '45.00',
        periodoValor: 'dia',
        valorDesc: '0.00',
        aliquotaDesc: '0.010000',
        baseAliqDesc: 'beneficio',
        baseAliqFilial: 'beneficio',
      },
      { benefCod: allBranches, filialCod: 1, valor: '600.00', periodoValor: 'mes', valorDesc: '80.00', baseAliqFilial: 'beneficio' },
      { benefCod: allBranches, filialCod: 2, valor: '550.00', periodoValor: 'mes', valorDesc: '70.00', baseAliqFilial: 'beneficio' },
      { benefCod: inactive, filialCod: 1, valor: '1.00', periodoValor: 'mes', baseAliqFilial: 'beneficio' },
    ]);
  });
  after(async () => {
    await ctx.close();
  });

  it('inserts a benefit for the employee and lists it joined with the benefit and the branch value', async () => {
    const mat = await createEmployee(1);
    const created = await call('POST', `/beneficio/colab/${mat}/${spOnly}`, adjustments);
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().result.insertId as number;
    assert.ok(id > 0);

    const list = await call('GET', `/beneficio/colab/${mat}`);
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().result, [
      {
        id,
        rolMat: mat,
        benefCod: spOnly,
        filialCod: 1,
        sigla: 'VRT',
        nome: 'Vale-refeição de teste',
        valor: 45,
        periodoValor: 'dia',
        valorDesc: 0,
        aliquotaDesc: 0.01,
        baseAliqDesc: 'beneficio',
        valorBenefAdic: 25.5,
        aliqBenefAdic: 0.1,
        valorBenefSubtrai: 0,
        aliqBenefSubtrai: 0,
        valorDescAdic: 5,
        aliqDescAdic: 0,
        valorDescSubtrai: 1.25,
        aliqDescSubtrai: 0.015,
        ativo: true,
      },
    ]);
    const one = await call('GET', `/beneficio/colab/${mat}/${spOnly}`);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().result.valorBenefAdic, 25.5);
    assert.equal((await call('GET', `/beneficio/colab/${mat}/${allBranches}`)).statusCode, 404);

    const again = await call('POST', `/beneficio/colab/${mat}/${spOnly}`, adjustments);
    assert.equal(again.statusCode, 400);
    assert.equal(byField(again.json().errors).benefCod, 'Este benefício já está cadastrado para o colaborador.');
  });

  it("uses the employee's branch and refuses a benefit without a value row for it", async () => {
    const mat = await createEmployee(2);
    // filialCod in the body is ignored: the employee's branch (2) is used.
    const refused = await call('POST', `/beneficio/colab/${mat}/${spOnly}`, { ...adjustments, filialCod: 1 });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, [
      {
        field: 'benefCod',
        errorMessage: 'O benefício não possui valor cadastrado para a filial do colaborador. Cadastre o valor por filial antes de incluí-lo.',
      },
    ]);
    const created = await call('POST', `/beneficio/colab/${mat}/${allBranches}`, { ...adjustments, filialCod: 1 });
    assert.equal(created.statusCode, 200, created.body);
    const [row] = (await call('GET', `/beneficio/colab/${mat}`)).json().result as Array<{ filialCod: number; valor: number }>;
    assert.equal(row.filialCod, 2);
    assert.equal(row.valor, 550);
  });

  it('validates the body with the schema and refuses unknown or inactive benefits and employees', async () => {
    const mat = await createEmployee(1);
    const invalid = await call('POST', `/beneficio/colab/${mat}/${allBranches}`, {
      valorBenefAdic: '',
      valorDescAdic: -1,
      aliqBenefAdic: 1.5,
      aliqDescSubtrai: -0.1,
    });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(byField(invalid.json().errors), {
      valorBenefAdic: 'Campo obrigatório.',
      valorDescAdic: 'Valor deve ser igual ou maior que 0,00',
      aliqBenefAdic: 'Valor máximo de 100%',
      aliqDescSubtrai: 'Valor mínimo de 0%',
    });

    const huge = await call('POST', `/beneficio/colab/${mat}/${allBranches}`, { valorBenefAdic: 1e13, valorDescAdic: 0 });
    assert.equal(huge.statusCode, 400);
    assert.deepEqual(huge.json().errors, [{ field: 'valorBenefAdic', errorMessage: 'Valor acima do limite permitido.' }]);

    const gone = await call('POST', `/beneficio/colab/${mat}/${inactive}`, adjustments);
    assert.equal(gone.statusCode, 400);
    assert.equal(byField(gone.json().errors).benefCod, 'Benefício não encontrado ou inativo.');
    const unknown = await call('POST', `/beneficio/colab/${mat}/999999`, adjustments);
    assert.equal(unknown.statusCode, 400);
    assert.equal(byField(unknown.json().errors).benefCod, 'Benefício não encontrado ou inativo.');

    assert.equal((await call('POST', `/beneficio/colab/999999/${allBranches}`, adjustments)).statusCode, 404);
    assert.equal((await call('GET', '/beneficio/colab/999999')).statusCode, 404);

    await call('PATCH', '/employee/change-active', { mat, ativo: false });
    const dismissed = await call('POST', `/beneficio/colab/${mat}/${allBranches}`, adjustments);
    assert.equal(dismissed.statusCode, 400);
    assert.equal(byField(dismissed.json().errors).rolMat, 'Colaborador inativo: reative o colaborador antes de incluir benefícios.');
  });

  it('updates the adic/subtrai fields of the active row', async () => {
    const mat = await createEmployee(1);
    await call('POST', `/beneficio/colab/${mat}/${allBranches}`, adjustments);
    const updated = await call('PUT', `/beneficio/colab/${mat}/${allBranches}`, {
      valorBenefAdic: 100,
      aliqBenefAdic: 0,
      valorBenefSubtrai: 10,
      aliqBenefSubtrai: 0.05,
      valorDescAdic: 0,
      aliqDescAdic: 0.2,
      valorDescSubtrai: 0,
      aliqDescSubtrai: 0,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const row = (await call('GET', `/beneficio/colab/${mat}/${allBranches}`)).json().result;
    assert.deepEqual(
      [row.valorBenefAdic, row.aliqBenefAdic, row.valorBenefSubtrai, row.aliqBenefSubtrai, row.valorDescAdic, row.aliqDescAdic],
      [100, 0, 10, 0.05, 0, 0.2],
    );
    assert.equal(row.valor, 600, 'the branch value is not touched');

    const invalid = await call('PUT', `/beneficio/colab/${mat}/${allBranches}`, { valorBenefAdic: 'abc', valorDescAdic: 0 });
    assert.equal(invalid.statusCode, 400);
    assert.equal(byField(invalid.json().errors).valorBenefAdic, 'Preencher com um valor numérico');
    assert.equal((await call('PUT', `/beneficio/colab/${mat}/${spOnly}`, adjustments)).statusCode, 404);
  });

  it('removes softly with DELETE and allows inserting the benefit again afterwards', async () => {
    const mat = await createEmployee(1);
    await call('POST', `/beneficio/colab/${mat}/${allBranches}`, adjustments);
    assert.equal((await call('DELETE', `/beneficio/${mat}/${allBranches}/2`)).statusCode, 404, 'wrong branch');
    const removed = await call('DELETE', `/beneficio/${mat}/${allBranches}/1`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { result: { affectedRows: 1 } });
    assert.deepEqual((await call('GET', `/beneficio/colab/${mat}`)).json().result, []);
    const kept = await ctx.app.db
      .select()
      .from(colaboradorBeneficio)
      .where(and(eq(colaboradorBeneficio.rolMat, mat), eq(colaboradorBeneficio.benefCod, allBranches)));
    assert.equal(kept.length, 1);
    assert.equal(kept[0].ativo, false);
    assert.equal((await call('DELETE', `/beneficio/${mat}/${allBranches}/1`)).statusCode, 404);

    assert.equal((await call('POST', `/beneficio/colab/${mat}/${allBranches}`, adjustments)).statusCode, 200);
    assert.equal(((await call('GET', `/beneficio/colab/${mat}`)).json().result as unknown[]).length, 1);
  });

  it('answers 403 to a user without the cadastros section', async () => {
    const financeiro = bearer((await ctx.session('financeiro')).token);
    assert.equal((await call('GET', '/beneficio/colab/1', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('DELETE', '/beneficio/1/1/1', undefined, financeiro)).statusCode, 403);
  });
});
