import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { todayInSaoPaulo } from '@financeiro/domain';
import { categoriaProjeto, colaboradorBeneficio, colaboradorHistorico, departamento, beneficio, valorBeneficio } from '../../db/schema';
import { colaboradorDeTeste, cpfDeTeste } from '../../test/cadastros';
import { bearer, createTestApp, type TestContext } from '../../test/support';

/** A valid CPF unlikely to clash with the demo employees (base 97531 + n). */
const testCpf = (n: number) => cpfDeTeste('97531', n);

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Errors = Array<{ field: string; errorMessage: string }>;
const byField = (errors: Errors) => Object.fromEntries(errors.map((error) => [error.field, error.errorMessage]));

describe('colaboradores (/employee, /colaborador)', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let seq = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = rh) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });

  const body = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return colaboradorDeTeste({ nome: 'Ana', sobrenome: 'Teste', cpf: testCpf(seq), email: `ana.teste${seq}@teste.example` }, overrides);
  };

  const create = async (overrides: Record<string, unknown> = {}) => {
    const payload = body(overrides);
    const response = await call('POST', '/employee/create', payload);
    assert.equal(response.statusCode, 200, response.body);
    return { mat: response.json().result.insertId as number, payload };
  };

  const history = async (mat: number) => {
    const response = await call('GET', `/colaborador/${mat}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result as Array<Record<string, unknown>>;
  };

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
    // The demo seed brings the project categories; make sure the ones used here exist.
    await ctx.app.db
      .insert(categoriaProjeto)
      .values([{ nome: 'Desenvolvimento' }, { nome: 'Sustentação' }, { nome: 'Financiado' }, { nome: 'Produtos' }])
      .onConflictDoNothing();
  });
  after(async () => {
    await ctx.close();
  });

  it('creates an employee, answers the record with the names and writes the first history row', async () => {
    const { mat, payload } = await create();
    const read = await call('GET', `/employee/${mat}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().result, {
      mat,
      nome: 'Ana',
      sobrenome: 'Teste',
      cpf: payload.cpf,
      email: payload.email,
      dependentes: 1,
      endereco: 'Rua das Flores, 10',
      cidade: 'São Paulo',
      uf: 'SP',
      filial: 1,
      departamento: 5,
      regime: 1,
      funcao: 2,
      admissao: '2024-03-01',
      demissao: null,
      salario: 8500.5,
      classificacao: 'Desenvolvimento',
      carga_horaria: 8,
      data_inicio: '2024-03-01',
      observacao: null,
      ativo: true,
      filial_nome: 'São Paulo (Matriz)',
      departamento_nome: 'Delivery',
      regime_nome: 'CLT',
      funcao_nome: 'Desenvolvedor Pleno',
    });
    assert.deepEqual(await history(mat), [
      {
        data_inicio: '2024-03-01',
        departamento: { cod: 5, nome: 'Delivery' },
        regime_contrato: { cod: 1, sigla: 'CLT', nome: 'CLT' },
        carga_horaria: 8,
        funcao: { cod: 2, nome: 'Desenvolvedor Pleno' },
        salario: 8500.5,
        classificacao: 'Desenvolvimento',
      },
    ]);
    const [row] = await ctx.app.db.select().from(colaboradorHistorico).where(eq(colaboradorHistorico.mat, mat));
    assert.equal(row.alteradoPor, (await ctx.session('rh')).user.id, 'the author of the change is recorded');
  });

  it('an empty carga_horaria becomes 8 hours', async () => {
    const { mat } = await create({ carga_horaria: '' });
    assert.equal((await call('GET', `/employee/${mat}`)).json().result.carga_horaria, 8);
  });

  it('writes a history row on a salary change (with the new data_inicio) but not on an address change', async () => {
    const { mat, payload } = await create();
    const raise = await call('PUT', `/employee/update/${mat}`, { ...payload, salario: '9.350,00', data_inicio: '2025-01-01' });
    assert.equal(raise.statusCode, 200, raise.body);
    assert.deepEqual(raise.json(), { result: { affectedRows: 1 } });
    let rows = await history(mat);
    assert.deepEqual(
      rows.map((row) => [row.data_inicio, row.salario]),
      [
        ['2025-01-01', 9350],
        ['2024-03-01', 8500.5],
      ],
    );

    const moved = await call('PUT', `/employee/update/${mat}`, {
      ...payload,
      salario: 9350,
      data_inicio: '2025-01-01',
      endereco: 'Av. Paulista, 1000',
      cidade: 'Campinas',
      uf: '',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    rows = await history(mat);
    assert.equal(rows.length, 2, 'an address change writes no history');
    const read = (await call('GET', `/employee/${mat}`)).json().result;
    assert.equal(read.endereco, 'Av. Paulista, 1000');
    assert.equal(read.uf, null, 'an empty state clears it');
    const semUf = await call('PUT', `/employee/update/${mat}`, { ...payload, salario: 9350, data_inicio: '2025-01-01', uf: 'SAO PAULO' });
    assert.equal(semUf.statusCode, 400);
    assert.deepEqual(semUf.json().errors, [{ field: 'uf', errorMessage: 'Selecione uma das 27 UFs da lista.' }]);
    assert.equal(read.salario, 9350);

    const promoted = await call('PUT', `/employee/update/${mat}`, {
      ...payload,
      salario: 9350,
      funcao: 3,
      departamento: 16,
      data_inicio: '2025-06-01',
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    rows = await history(mat);
    assert.equal(rows.length, 3);
    assert.deepEqual(rows[0].funcao, { cod: 3, nome: 'Desenvolvedor Sênior' });
    assert.deepEqual(rows[0].departamento, { cod: 16, nome: 'ENGESOL' });
  });

  it('lists active employees by matrícula, filtered by department and function', async () => {
    const a = await create({ departamento: 8, funcao: 14 });
    const b = await create({ departamento: 8, funcao: 12 });
    const c = await create({ departamento: 4, funcao: 14 });

    const all = (await call('GET', '/employee')).json().result as Array<{ mat: number; ativo: boolean }>;
    assert.deepEqual(
      all.map((row) => row.mat),
      [...all.map((row) => row.mat)].sort((x, y) => x - y),
    );
    assert.ok(all.every((row) => row.ativo));
    assert.ok([a.mat, b.mat, c.mat].every((mat) => all.some((row) => row.mat === mat)));

    const qa = (await call('GET', '/employee?departamento=8')).json().result as Array<{ mat: number; departamento: number; departamento_nome: string }>;
    assert.ok(qa.length >= 2);
    assert.ok(qa.every((row) => row.departamento === 8 && row.departamento_nome === 'Qualidade'));
    assert.ok(qa.some((row) => row.mat === a.mat) && qa.some((row) => row.mat === b.mat));
    assert.ok(!qa.some((row) => row.mat === c.mat));

    const qaTesters = (await call('GET', '/employee?departamento=8&funcao=14')).json().result as Array<{ mat: number; funcao: number }>;
    assert.ok(qaTesters.some((row) => row.mat === a.mat));
    assert.ok(qaTesters.every((row) => row.funcao === 14));
    assert.ok(!qaTesters.some((row) => row.mat === b.mat));

    assert.equal((await call('GET', '/employee?departamento=abc')).statusCode, 400);
  });

  it('soft-deletes with PATCH change-active and refuses a reactivation that would repeat an active CPF', async () => {
    const { mat, payload } = await create();
    const deleted = await call('PATCH', '/employee/change-active', { mat, ativo: false });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(deleted.json(), { result: { affectedRows: 1 } });

    assert.ok(!((await call('GET', '/employee')).json().result as Array<{ mat: number }>).some((row) => row.mat === mat));
    const inactive = (await call('GET', '/employee?ativo=false')).json().result as Array<{ mat: number; ativo: boolean }>;
    assert.ok(inactive.some((row) => row.mat === mat && row.ativo === false), 'the row is kept');
    assert.equal((await call('GET', `/employee/${mat}?ativo=true`)).statusCode, 404);
    assert.equal((await call('GET', `/employee/${mat}`)).json().result.ativo, false);

    // The CPF is free again for a new active record ...
    const again = await call('POST', '/employee/create', { ...payload, email: 'outra.ana@teste.example' });
    assert.equal(again.statusCode, 200, again.body);
    // ... so the old record cannot come back while that one is active.
    const back = await call('PATCH', '/employee/change-active', { mat, ativo: true });
    assert.equal(back.statusCode, 400);
    assert.equal(byField(back.json().errors).cpf, 'CPF já cadastrado para outro colaborador ativo.');

    assert.equal((await call('PATCH', '/employee/change-active', { mat: 999999, ativo: false })).statusCode, 404);
    const invalid = await call('PATCH', '/employee/change-active', {});
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(
      (invalid.json().errors as Errors).map((error) => error.field).sort(),
      ['ativo', 'mat'],
    );
  });

  it('refuses a CPF or e-mail of another active employee, and invalid CPFs, with the field messages', async () => {
    const { mat, payload } = await create();
    const duplicate = await call('POST', '/employee/create', body({ cpf: payload.cpf, email: payload.email.toUpperCase() }));
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(byField(duplicate.json().errors), {
      cpf: 'CPF já cadastrado para outro colaborador ativo.',
      email: 'E-mail já cadastrado para outro colaborador ativo.',
    });

    // Updating the employee itself keeps its own CPF and e-mail.
    assert.equal((await call('PUT', `/employee/update/${mat}`, { ...payload, nome: 'Ana Maria' })).statusCode, 200);
    // Another employee cannot take them.
    const other = await create();
    const taken = await call('PUT', `/employee/update/${other.mat}`, { ...other.payload, cpf: payload.cpf });
    assert.equal(taken.statusCode, 400);
    assert.equal(byField(taken.json().errors).cpf, 'CPF já cadastrado para outro colaborador ativo.');

    const cases: Array<[string, string]> = [
      ['123', 'CPF deve possuir 11 dígitos.'],
      ['123.456.789-09', 'Deve conter apenas números'],
      ['12345678900', 'CPF inválido.'],
      ['', 'Campo obrigatório.'],
    ];
    for (const [cpf, message] of cases) {
      const response = await call('POST', '/employee/create', body({ cpf }));
      assert.equal(response.statusCode, 400, cpf);
      assert.equal(byField(response.json().errors).cpf, message, cpf);
    }
  });

  it('refuses dates after today and answers every schema message keyed by field', async () => {
    const today = todayInSaoPaulo();
    const tomorrow = addDays(today, 1);
    const future = await call('POST', '/employee/create', body({ admissao: tomorrow, data_inicio: tomorrow, demissao: tomorrow }));
    assert.equal(future.statusCode, 400);
    const errors = byField(future.json().errors);
    assert.equal(errors.admissao, 'Não pode ser maior que hoje.');
    assert.equal(errors.data_inicio, 'Não pode ser maior que hoje.');
    assert.equal(errors.demissao, 'Não pode ser maior que hoje.');
    // Today itself is accepted.
    await create({ admissao: today, data_inicio: today });

    const empty = await call('POST', '/employee/create', {});
    assert.equal(empty.statusCode, 400);
    const missing = byField(empty.json().errors);
    for (const field of ['nome', 'sobrenome', 'email', 'cpf', 'filial', 'departamento', 'regime', 'funcao', 'admissao', 'data_inicio']) {
      assert.equal(missing[field], 'Campo obrigatório.', field);
    }
    assert.equal(missing.salario, 'Valor do salário deve ser informado.');

    const bad = await call('POST', '/employee/create', body({ email: 'não-é-email', carga_horaria: 7.5, salario: -1, observacao: 'x'.repeat(601) }));
    const badErrors = byField(bad.json().errors);
    assert.equal(badErrors.email, 'E-mail preenchido é inválido.');
    assert.equal(badErrors.carga_horaria, 'Somente valores inteiros são permitidos.');
    assert.equal(badErrors.salario, 'Valor deve ser igual ou maior que 0,00');
    assert.equal(badErrors.observacao, 'Limite máximo de 600 caracteres.');

    // Bounds the schema leaves open answer 400, not a database error.
    const huge = await call('POST', '/employee/create', body({ email: `${'a'.repeat(250)}@x.example`, carga_horaria: 25, dependentes: 1e10, salario: 1e13 }));
    assert.equal(huge.statusCode, 400, huge.body);
    assert.deepEqual(byField(huge.json().errors), {
      email: 'Limite máximo de 254 caracteres.',
      carga_horaria: 'Carga horária diária deve ser de no máximo 24 horas.',
      dependentes: 'Valor acima do limite permitido.',
      salario: 'Valor acima do limite permitido.',
    });
  });

  it('checks the references and the classification on the server (400 on the field, not 500)', async () => {
    const [closed] = await ctx.app.db
      .insert(departamento)
      .values({ sigla: 'OLD', nome: 'Departamento encerrado', ativo: false })
      .returning({ cod: departamento.cod });
    const response = await call('POST', '/employee/create', body({ filial: 999, departamento: closed.cod, regime: 999, funcao: 999 }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(byField(response.json().errors), {
      filial: 'Filial não encontrada ou inativa.',
      departamento: 'Departamento não encontrado ou inativo.',
      regime: 'Regime de contrato não encontrado ou inativo.',
      funcao: 'Função não encontrada ou inativa.',
    });

    for (const classificacao of ['Financiado', 'Produtos', 'Inexistente']) {
      const refused = await call('POST', '/employee/create', body({ classificacao }));
      assert.equal(refused.statusCode, 400, classificacao);
      assert.equal(byField(refused.json().errors).classificacao, 'Classificação deve ser uma das categorias de projeto permitidas.');
    }
    const options = (await call('GET', '/colaborador/classificacoes')).json().result as string[];
    assert.ok(options.includes('Desenvolvimento') && options.includes('Sustentação'));
    assert.ok(!options.includes('Financiado') && !options.includes('Produtos') && !options.includes('Projetos Internos'));

    // An employee whose department was switched off can still be edited (the reference is unchanged).
    const [later] = await ctx.app.db.insert(departamento).values({ sigla: 'TMP', nome: 'Temporário', ativo: true }).returning({ cod: departamento.cod });
    const { mat, payload } = await create({ departamento: later.cod });
    await ctx.app.db.update(departamento).set({ ativo: false }).where(eq(departamento.cod, later.cod));
    assert.equal((await call('PUT', `/employee/update/${mat}`, { ...payload, endereco: 'Rua Nova, 5' })).statusCode, 200);
  });

  it('moves the active benefits on a branch change, and refuses it when a benefit has no value in the new branch', async () => {
    const [onlySp] = await ctx.app.db.insert(beneficio).values({ sigla: 'SPX', nome: 'Só em São Paulo' }).returning({ cod: beneficio.cod });
    const [everywhere] = await ctx.app.db.insert(beneficio).values({ sigla: 'ALL', nome: 'Todas as filiais' }).returning({ cod: beneficio.cod });
    const value = { valor: '10.00', periodoValor: 'dia', baseAliqFilial: 'beneficio' };
    await ctx.app.db.insert(valorBeneficio).values([
      { benefCod: onlySp.cod, filialCod: 1, ...value },
      { benefCod: everywhere.cod, filialCod: 1, ...value },
      { benefCod: everywhere.cod, filialCod: 2, ...value },
    ]);
    const { mat, payload } = await create();
    const adic = { valorBenefAdic: 0, valorDescAdic: 0 };
    assert.equal((await call('POST', `/beneficio/colab/${mat}/${everywhere.cod}`, adic)).statusCode, 200);
    assert.equal((await call('POST', `/beneficio/colab/${mat}/${onlySp.cod}`, adic)).statusCode, 200);

    const refused = await call('PUT', `/employee/update/${mat}`, { ...payload, filial: 2 });
    assert.equal(refused.statusCode, 400);
    assert.equal(
      byField(refused.json().errors).filial,
      'Os benefícios do colaborador não têm valor cadastrado para a filial escolhida: SPX.',
    );
    assert.equal((await call('GET', `/employee/${mat}`)).json().result.filial, 1, 'nothing changed');

    assert.equal((await call('DELETE', `/beneficio/${mat}/${onlySp.cod}/1`)).statusCode, 200);
    const moved = await call('PUT', `/employee/update/${mat}`, { ...payload, filial: 2 });
    assert.equal(moved.statusCode, 200, moved.body);
    const rows = await ctx.app.db.select().from(colaboradorBeneficio).where(eq(colaboradorBeneficio.rolMat, mat));
    assert.deepEqual(
      rows.filter((row) => row.ativo).map((row) => [row.benefCod, row.filialCod]),
      [[everywhere.cod, 2]],
    );
  });

  it('answers 404 for unknown matrículas and 403 to a user without the cadastros section', async () => {
    assert.equal((await call('GET', '/employee/999999')).statusCode, 404);
    assert.equal((await call('PUT', '/employee/update/999999', body())).statusCode, 404);
    assert.equal((await call('GET', '/colaborador/999999')).statusCode, 404);
    const financeiro = bearer((await ctx.session('financeiro')).token);
    assert.equal((await call('GET', '/employee', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/colaborador/classificacoes', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('PATCH', '/employee/change-active', { mat: 1, ativo: false }, financeiro)).statusCode, 403);
  });
});
