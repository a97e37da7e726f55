import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportResult } from '@financeiro/domain';
import { COLABORADOR_MESSAGES, COLABORADOR_BENEFICIO_MESSAGES } from '../colaboradores';
import { colaborador, colaboradorBeneficio, colaboradorHistorico } from '../../db/schema';
import { BENEFICIO } from '../../seed/company/reference';
import { beneficiosImportados } from '../../test/cargas';
import { cpfDeTeste, linhaDeColaboradorDeTeste } from '../../test/cadastros';
import { bearer, createTestApp, type TestContext } from '../../test/support';

/** A valid CPF the demo seed does not use (base 86420 + n). */
const testCpf = (n: number) => cpfDeTeste('86420', n);

/** The same CPF with a wrong last check digit. */
const wrongCheckDigit = (cpf: string) => cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);

let seq = 0;
function employeeRow(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  return linhaDeColaboradorDeTeste({ nome: 'Importado', sobrenome: `Teste ${seq}`, cpf: testCpf(seq), email: `importado${seq}@teste.example` }, overrides);
}

describe('importações (/import/...)', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let rhId: number;

  const post = async (path: string, data: unknown[], headers = rh) => {
    const response = await ctx.app.inject({ method: 'POST', url: path, payload: { data }, headers });
    return response;
  };
  const importOk = async (path: string, data: unknown[]): Promise<ImportResult> => {
    const response = await post(path, data);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result;
  };
  const exec = (text: string) => ctx.database.withSession((session) => session.exec(text));
  const employeesByCpf = (cpfs: string[]) =>
    ctx.app.db.select().from(colaborador).where(and(inArray(colaborador.cpf, cpfs), eq(colaborador.ativo, true)));
  const historyOf = (mat: number) => ctx.app.db.select().from(colaboradorHistorico).where(eq(colaboradorHistorico.mat, mat));

  before(async () => {
    ctx = await createTestApp();
    const session = await ctx.session('rh');
    rh = bearer(session.token);
    rhId = session.user.id;
  });
  after(() => ctx.close());

  describe('novos colaboradores', () => {
    it('writes the valid rows with their first history row and reports every message of the others by CPF', async () => {
      const good = [employeeRow(), employeeRow({ cpf: '', nome: 'X' }), employeeRow(), employeeRow()];
      good[1].cpf = testCpf(900);
      const existing = (await ctx.app.db.select().from(colaborador).where(eq(colaborador.ativo, true)).limit(1))[0];
      const badCpf = employeeRow();
      badCpf.cpf = wrongCheckDigit(badCpf.cpf);
      const invalid = employeeRow({ nome: '', salario: '-1', email: 'sem-arroba', admissao: '31/02/2024' });
      const taken = employeeRow({ cpf: existing.cpf });
      const noCpf = employeeRow({ cpf: '' });
      const hostile = employeeRow({ cpf: '__proto__' });

      const result = await importOk('/import/colaborador', [...good, badCpf, invalid, taken, noCpf, hostile]);
      assert.equal(result.applied, 4);
      assert.deepEqual(Object.keys(result.success).sort(), good.map((row) => row.cpf).sort());
      assert.deepEqual(result.fail[badCpf.cpf], ['cpf: CPF inválido.']);
      assert.deepEqual(result.fail[invalid.cpf].sort(), [
        'admissao: Data inválida.',
        'email: E-mail preenchido é inválido.',
        'nome: Campo obrigatório.',
        'salario: Valor deve ser igual ou maior que 0,00',
      ]);
      assert.deepEqual(result.fail[existing.cpf], [`cpf: ${COLABORADOR_MESSAGES.cpfDuplicado}`]);
      assert.deepEqual(result.fail[IMPORT_MESSAGES.semCpf(8)], ['cpf: Campo obrigatório.']);
      assert.deepEqual(Object.getOwnPropertyDescriptor(result.fail, '__proto__')?.value, ['cpf: Deve conter apenas números']);

      const written = await employeesByCpf(good.map((row) => row.cpf));
      assert.equal(written.length, 4);
      for (const employee of written) {
        assert.equal(result.success[employee.cpf], employee.mat);
        const history = await historyOf(employee.mat);
        assert.equal(history.length, 1);
        assert.equal(history[0].salario, '7500.00');
        assert.equal(history[0].dataInicio, '2024-03-01');
        assert.equal(history[0].alteradoPor, rhId);
      }
      assert.equal(written[0].admissao, '2024-03-01');
    });

    it('takes the optional state column (uf) from the 27 codes, in any case', async () => {
      const parana = employeeRow({ cidade: 'Curitiba', uf: 'pr' });
      const semUf = employeeRow();
      const errada = employeeRow({ uf: 'Paraná' });
      const result = await importOk('/import/colaborador', [parana, semUf, errada]);
      assert.equal(result.applied, 2);
      assert.deepEqual(result.fail[errada.cpf], ['uf: Selecione uma das 27 UFs da lista.']);
      const written = await employeesByCpf([parana.cpf, semUf.cpf]);
      assert.deepEqual(written.map((row) => [row.cidade, row.uf]).sort(), [['Curitiba', 'PR'], ['São Paulo', null]]);
    });

    it('refuses CPFs and e-mails repeated inside the file (every occurrence) and unknown codes', async () => {
      const first = employeeRow();
      const again = employeeRow({ cpf: first.cpf });
      const sameEmail = employeeRow({ email: first.email.toUpperCase() });
      const codes = employeeRow({ filial: '99', departamento: '999', regime: '77', funcao: '888' });
      const result = await importOk('/import/colaborador', [first, again, sameEmail, codes]);
      assert.equal(result.applied, 0);
      // Lines 2 to 5 (the header is line 1): each occurrence names the other lines.
      assert.deepEqual(result.falhas.slice(0, 3), [
        { linha: 2, cpf: first.cpf, mensagens: ['cpf: CPF repetido no arquivo (também na linha 3).', 'email: E-mail repetido no arquivo (também na linha 4).'] },
        { linha: 3, cpf: first.cpf, mensagens: ['cpf: CPF repetido no arquivo (também na linha 2).'] },
        { linha: 4, cpf: sameEmail.cpf, mensagens: ['email: E-mail repetido no arquivo (também na linha 2).'] },
      ]);
      assert.deepEqual(result.fail[sameEmail.cpf], ['email: E-mail repetido no arquivo (também na linha 2).']);
      assert.deepEqual(result.fail[codes.cpf].sort(), [
        `departamento: ${COLABORADOR_MESSAGES.departamento}`,
        `filial: ${COLABORADOR_MESSAGES.filial}`,
        `funcao: ${COLABORADOR_MESSAGES.funcao}`,
        `regime: ${COLABORADOR_MESSAGES.regime}`,
      ]);
      assert.equal((await employeesByCpf([first.cpf, sameEmail.cpf, codes.cpf])).length, 0);
    });

    it('a row whose write fails mid-import is left out entirely and the other rows are kept', async () => {
      await exec(`
        CREATE FUNCTION falha_injetada() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.salario = 4321.00 THEN RAISE EXCEPTION 'falha injetada'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER falha_injetada BEFORE INSERT ON colaborador_historico FOR EACH ROW EXECUTE FUNCTION falha_injetada();
      `);
      try {
        const rows = [employeeRow(), employeeRow(), employeeRow({ salario: '4321' }), employeeRow(), employeeRow()];
        const result = await importOk('/import/colaborador', rows);
        assert.equal(result.applied, 4);
        assert.deepEqual(result.fail, { [rows[2].cpf]: [IMPORT_MESSAGES.erroGravacao] });
        const written = await employeesByCpf(rows.map((row) => row.cpf));
        assert.deepEqual(written.map((row) => row.cpf).sort(), rows.filter((_, i) => i !== 2).map((row) => row.cpf).sort());
        for (const employee of written) assert.equal((await historyOf(employee.mat)).length, 1);
      } finally {
        await exec('DROP TRIGGER falha_injetada ON colaborador_historico; DROP FUNCTION falha_injetada();');
      }
    });

    it('a failure after the rows were written (at commit) leaves nothing of the file', async () => {
      await exec(`
        CREATE FUNCTION falha_no_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.nome = 'Derruba' THEN RAISE EXCEPTION 'queda simulada'; END IF;
          RETURN NULL;
        END $$;
        CREATE CONSTRAINT TRIGGER falha_no_commit AFTER INSERT ON colaborador DEFERRABLE INITIALLY DEFERRED
          FOR EACH ROW EXECUTE FUNCTION falha_no_commit();
      `);
      try {
        const [{ total: before }] = await ctx.app.db.select({ total: sql<number>`count(*)::int` }).from(colaborador);
        const rows = [employeeRow(), employeeRow(), employeeRow({ nome: 'Derruba' }), employeeRow()];
        const response = await post('/import/colaborador', rows);
        assert.equal(response.statusCode, 500);
        const [{ total: afterImport }] = await ctx.app.db.select({ total: sql<number>`count(*)::int` }).from(colaborador);
        assert.equal(afterImport, before);
      } finally {
        await exec('DROP TRIGGER falha_no_commit ON colaborador; DROP FUNCTION falha_no_commit();');
      }
    });
  });

  describe('benefícios de colaboradores', () => {
    it('lists every rejected row by its line in the file with all of its messages, sorted: repeated CPFs on each row, an unknown branch beside another error', async () => {
      const first = employeeRow();
      const ok = employeeRow();
      const again = employeeRow({ cpf: first.cpf, nome: '' });
      const branch = employeeRow({ filial: '99', salario: 'abc' });
      const third = employeeRow({ cpf: first.cpf });
      // The file had blank lines: the screen sends each row's line.
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/import/colaborador',
        payload: { data: [branch, first, ok, again, third], linhas: [9, 3, 4, 7, 12] },
        headers: rh,
      });
      assert.equal(response.statusCode, 200, response.body);
      const result = response.json<{ result: ImportResult }>().result;
      assert.equal(result.applied, 1);
      assert.deepEqual(result.falhas, [
        { linha: 3, cpf: first.cpf, mensagens: ['cpf: CPF repetido no arquivo (também nas linhas 7 e 12).'] },
        { linha: 7, cpf: first.cpf, mensagens: ['nome: Campo obrigatório.', 'cpf: CPF repetido no arquivo (também nas linhas 3 e 12).'] },
        { linha: 9, cpf: branch.cpf, mensagens: ['salario: Preencher com um valor numérico', `filial: ${COLABORADOR_MESSAGES.filial}`] },
        { linha: 12, cpf: first.cpf, mensagens: ['cpf: CPF repetido no arquivo (também nas linhas 3 e 7).'] },
      ]);
      // Many copies of one CPF: each row names the first ten other lines and counts the rest.
      const copies = Array.from({ length: 30 }, () => employeeRow({ cpf: first.cpf }));
      const many = await ctx.app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: copies }, headers: rh });
      const manyResult = many.json<{ result: ImportResult }>().result;
      assert.equal(manyResult.falhas.length, 30);
      assert.deepEqual(manyResult.falhas[0]!.mensagens, ['cpf: CPF repetido no arquivo (também nas linhas 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 e mais 19).']);
      assert.deepEqual(manyResult.falhas[29]!.mensagens, ['cpf: CPF repetido no arquivo (também nas linhas 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 e mais 19).']);
      const mismatch = await ctx.app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: [employeeRow()], linhas: [2, 3] }, headers: rh });
      assert.equal(mismatch.statusCode, 400, mismatch.body);
      assert.deepEqual(mismatch.json().errors, [{ field: 'linhas', errorMessage: IMPORT_MESSAGES.linhasInvalidas }]);
    });

    it('adds benefits by CPF with rates given in percent, reporting unknown CPFs, codes, repeats and held benefits', async () => {
      const people = [employeeRow(), employeeRow()];
      await importOk('/import/colaborador', people);
      const [a, b] = people.map((row) => row.cpf);
      const row = (cpf: string, benefCod: string, extra: Record<string, string> = {}) => ({ ...beneficiosImportados([cpf])[0], benefCod, ...extra });
      const result = await importOk('/import/beneficios-colaborador', [
        row(a, String(BENEFICIO.VR)),
        row(a, String(BENEFICIO.PS)),
        row(b, String(BENEFICIO.VA), { aliqDescAdic: '150' }),
        row(b, String(BENEFICIO.VT)),
        row(b, String(BENEFICIO.VT)),
        row(testCpf(9999), String(BENEFICIO.VR)),
        row(b, '99'),
      ]);
      assert.equal(result.applied, 2);
      assert.deepEqual(result.success, { [a]: [BENEFICIO.VR, BENEFICIO.PS] });
      assert.deepEqual(result.fail[b].sort(), [
        `Benefício 4: ${IMPORT_MESSAGES.repetidoNasLinhas(IMPORT_MESSAGES.beneficioRepetido, [6])}`,
        `Benefício 4: ${IMPORT_MESSAGES.repetidoNasLinhas(IMPORT_MESSAGES.beneficioRepetido, [5])}`,
        `Benefício 2: aliqDescAdic: Valor máximo de 100%`,
        `Benefício 99: benefCod: ${COLABORADOR_BENEFICIO_MESSAGES.beneficioInvalido}`,
      ].sort());
      assert.deepEqual(result.fail[testCpf(9999)], [`Benefício 1: cpf: ${IMPORT_MESSAGES.colaboradorNaoEncontrado}`]);

      const [employee] = await employeesByCpf([a]);
      const held = await ctx.app.db.select().from(colaboradorBeneficio).where(eq(colaboradorBeneficio.rolMat, employee.mat));
      assert.deepEqual(held.map((item) => item.benefCod).sort(), [BENEFICIO.VR, BENEFICIO.PS]);
      assert.equal(held[0].valorBenefAdic, '10.50');
      assert.equal(held[0].aliqDescAdic, '0.125000');
      assert.equal(held[0].filialCod, employee.filial);

      const again = await importOk('/import/beneficios-colaborador', [row(a, String(BENEFICIO.VR))]);
      assert.deepEqual(again.fail[a], [`Benefício 1: benefCod: ${COLABORADOR_BENEFICIO_MESSAGES.duplicado}`]);
    });
  });

  describe('atualizar colaboradores', () => {
    it('changes only the given columns, writes history like the form and reports unknown CPFs and bad values', async () => {
      const people = [employeeRow(), employeeRow(), employeeRow()];
      await importOk('/import/colaborador', people);
      const [salary, address, invalid] = people.map((row) => row.cpf);
      const result = await importOk('/import/update-colaborador', [
        { cpf: salary, salario: '9.000,00', data_inicio: '01/06/2024', cidade: '' },
        { cpf: address, cidade: 'Curitiba' },
        { cpf: invalid, salario: 'muito', departamento: '999' },
        { cpf: testCpf(8888), cidade: 'X' },
      ]);
      assert.equal(result.applied, 2);
      assert.deepEqual(Object.keys(result.success).sort(), [salary, address].sort());
      assert.deepEqual(result.fail[invalid].sort(), ['salario: Preencher com um valor numérico']);
      assert.deepEqual(result.fail[testCpf(8888)], [`cpf: ${IMPORT_MESSAGES.colaboradorNaoEncontrado}`]);

      const [changed] = await employeesByCpf([salary]);
      assert.equal(changed.salario, '9000.00');
      assert.equal(changed.cidade, 'São Paulo');
      const history = (await historyOf(changed.mat)).sort((x, y) => x.id - y.id);
      assert.deepEqual(
        history.map((item) => [item.dataInicio, item.salario]),
        [
          ['2024-03-01', '7500.00'],
          ['2024-06-01', '9000.00'],
        ],
      );
      const [moved] = await employeesByCpf([address]);
      assert.equal(moved.cidade, 'Curitiba');
      assert.equal((await historyOf(moved.mat)).length, 1);
      const [untouched] = await employeesByCpf([invalid]);
      assert.equal(untouched.salario, '7500.00');
    });

    it('checks references of the merged record like the form (unknown department)', async () => {
      const person = employeeRow();
      await importOk('/import/colaborador', [person]);
      const result = await importOk('/import/update-colaborador', [{ cpf: person.cpf, departamento: '999' }]);
      assert.deepEqual(result.fail[person.cpf], [`departamento: ${COLABORADOR_MESSAGES.departamento}`]);
    });
  });

  describe('limits and access', () => {
    it('refuses more than 20.000 rows and a body over 10 MiB with a clear message', async () => {
      const many = await post('/import/colaborador', Array.from({ length: 20_001 }, () => ({ cpf: '1' })));
      assert.equal(many.statusCode, 400);
      assert.deepEqual(many.json().errors, [{ errorMessage: IMPORT_MESSAGES.registrosDemais }]);

      const big = await ctx.app.inject({
        method: 'POST',
        url: '/import/colaborador',
        headers: { ...rh, 'content-type': 'application/json' },
        payload: JSON.stringify({ data: [{ observacao: 'x'.repeat(900) }] }).padEnd(10 * 1024 * 1024 + 10, ' '),
      });
      assert.equal(big.statusCode, 413);
      assert.deepEqual(big.json().errors, [{ errorMessage: IMPORT_MESSAGES.requisicaoGrande }]);

      // Sent in chunks, without Content-Length: refused while reading, with the same message.
      const chunk = `{"data":[${'{"observacao":"x"},'.repeat(60_000)}`;
      const streamed = await ctx.app.inject({
        method: 'POST',
        url: '/import/colaborador',
        headers: { ...rh, 'content-type': 'application/json' },
        payload: Readable.from((function* () {
          for (let sent = 0; sent <= 10 * 1024 * 1024; sent += chunk.length) yield chunk;
        })()),
      });
      assert.equal(streamed.raw.req.headers['content-length'], undefined);
      assert.equal(streamed.statusCode, 413);
      assert.deepEqual(streamed.json().errors, [{ errorMessage: IMPORT_MESSAGES.requisicaoGrande }]);

      const empty = await post('/import/colaborador', []);
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(empty.json().errors, [{ errorMessage: IMPORT_MESSAGES.semRegistros }]);
    });

    it('answers 401 without a token and 403 to a user without the importacoes section', async () => {
      const anonymous = await ctx.app.inject({ method: 'POST', url: '/import/update-colaborador', payload: { data: [] } });
      assert.equal(anonymous.statusCode, 401);
      const financeiro = bearer((await ctx.session('financeiro')).token);
      for (const path of ['/import/colaborador', '/import/beneficios-colaborador', '/import/update-colaborador']) {
        const response = await post(path, [employeeRow()], financeiro);
        assert.equal(response.statusCode, 403, path);
      }
    });
  });
});
