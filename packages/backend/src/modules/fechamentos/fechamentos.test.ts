import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  beneficioFechamento,
  calcularFechamentoColaborador,
  colaboradorFechamento,
  FECHAMENTO_MESSAGES,
  faixaImpostoFechamento,
  impostoFechamento,
  provisoesDoRegime,
  resumoFechamento,
  valorImpostoFechamento,
  type ImpostoFechamento,
} from '@financeiro/domain';
import {
  beneficio,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  faixaImposto,
  fechamento,
  fechamentoColaborador,
  imposto,
  regimeContrato,
  regimeImposto,
  valorBeneficio,
  valorImposto,
} from '../../db/schema';
import { bearer, createTestApp, createTestDatabase, eventually, testBackend, type TestContext } from '../../test/support';
import { travarCalculo } from './queries';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('fechamentos (/fechamento, cálculo, dashboard)', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let financeiro: Record<string, string>;

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
    financeiro = bearer((await ctx.session('financeiro')).token);
  });
  after(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = rh) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });

  const novo = (overrides: Json = {}) => ({
    label: 'Teste',
    dataInicio: '2026-09-01',
    dataFim: '2026-09-30',
    diasUteis: 21,
    descricao: 'Fechamento de teste',
    bloqueio: false,
    ...overrides,
  });

  async function criar(overrides: Json = {}): Promise<number> {
    const response = await call('POST', '/fechamento/create', novo(overrides));
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result.insertId as number;
  }

  async function calcular(id: number, isRecalculate = false, partTimeColab = true) {
    const [beneficios, impostos] = await Promise.all([
      call('POST', `/beneficio/calculate/${id}`, { isRecalculate }),
      call('POST', `/imposto/calculate/${id}`, { isRecalculate }),
    ]);
    assert.equal(beneficios.statusCode, 200, beneficios.body);
    assert.equal(impostos.statusCode, 200, impostos.body);
    const custo = await call('POST', `/fechamento/custo-hh/${id}`, { partTimeColab });
    assert.equal(custo.statusCode, 200, custo.body);
    return { beneficios: beneficios.json().result, impostos: impostos.json().result, custo: custo.json().result };
  }

  async function resultados(id: number): Promise<Json[]> {
    const response = await call('GET', `/fechamento/custo-hh/${id}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result;
  }

  /** The seeded employee of a department with a given current salary (the DOMAIN.md references). */
  async function referencia(departamento: number, salario: string) {
    const [row] = await ctx.database.db
      .select()
      .from(colaborador)
      .where(and(eq(colaborador.departamento, departamento), eq(colaborador.salario, salario), isNull(colaborador.demissao)))
      .orderBy(asc(colaborador.mat))
      .limit(1);
    assert.ok(row, `colaborador de referência ${departamento}/${salario}`);
    return row;
  }

  it('lists the 18 seeded closings (05/2025 to 10/2026), latest first, calculated, the 6 oldest blocked', async () => {
    const response = await call('GET', '/fechamento/list');
    assert.equal(response.statusCode, 200);
    const rows = response.json().result as Json[];
    const seeded = rows.filter((row) => row.id <= 18);
    assert.equal(seeded.length, 18);
    assert.equal(seeded[0].label, '10/2026');
    assert.equal(seeded[17].label, '05/2025');
    assert.deepEqual(Object.keys(seeded[0]).sort(), [
      'ativo', 'bloqueio', 'calculado', 'calculadoEm', 'colaboradores', 'dataFim', 'dataInicio', 'descricao', 'diasUteis', 'id', 'label',
    ]);
    assert.ok(seeded.every((row) => row.calculado && row.colaboradores > 100));
    assert.deepEqual(
      seeded.filter((row) => row.bloqueio).map((row) => row.label).sort(),
      ['05/2025', '06/2025', '07/2025', '08/2025', '09/2025', '10/2025'],
    );
    const outubro = seeded[0];
    assert.equal(outubro.dataInicio, '2026-10-01');
    assert.equal(outubro.dataFim, '2026-10-31');
    assert.equal(outubro.diasUteis, 21);
    assert.match(outubro.calculadoEm, /^2026-11-05T12:00:00/);
  });

  it('creates, reads and updates a closing with the spec shapes', async () => {
    const id = await criar({ label: 'Setembro/2026' });
    const read = await call('GET', `/fechamento/${id}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().result, {
      id,
      label: 'Setembro/2026',
      dataInicio: '2026-09-01',
      dataFim: '2026-09-30',
      diasUteis: 21,
      descricao: 'Fechamento de teste',
      bloqueio: false,
      ativo: true,
      calculadoEm: null,
      calculado: false,
      colaboradores: 0,
    });
    const updated = await call('PUT', `/fechamento/update/${id}`, novo({ label: 'Set/2026', descricao: '', diasUteis: '22' }));
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), { result: { affectedRows: 1 } });
    const again = (await call('GET', `/fechamento/${id}`)).json().result;
    assert.equal(again.label, 'Set/2026');
    assert.equal(again.descricao, null);
    assert.equal(again.diasUteis, 22);
  });

  it('answers 400 with the schema messages and changes nothing', async () => {
    const before = (await call('GET', '/fechamento/list')).json().result.length;
    const response = await call('POST', '/fechamento/create', {
      label: 'x'.repeat(61),
      dataInicio: '2026-09-10',
      dataFim: '2026-09-01',
      diasUteis: 0,
      descricao: 'd'.repeat(301),
    });
    assert.equal(response.statusCode, 400);
    const byField = Object.fromEntries((response.json().errors as Json[]).map((error) => [error.field, error.errorMessage]));
    assert.deepEqual(byField, {
      label: 'Label deve possuir no máximo 60 caracteres.',
      dataFim: 'Data fim deve ser maior que data início',
      diasUteis: 'Dias úteis deve ser no mínimo 1.',
      descricao: 'Limite máximo de 300 caracteres.',
      bloqueio: 'Confirme se deve BLOQUEAR ou NÃO.',
    });
    const future = await call('POST', '/fechamento/create', novo({ dataInicio: '2199-01-01', dataFim: '2199-01-31' }));
    assert.equal(future.statusCode, 400);
    assert.equal(future.json().errors[0].errorMessage, 'Não pode ser maior que hoje.');
    const empty = await call('PUT', '/fechamento/update/1', {});
    assert.equal(empty.statusCode, 400);
    assert.equal((await call('GET', '/fechamento/list')).json().result.length, before);
  });

  it('answers 404 for unknown closings', async () => {
    assert.equal((await call('GET', '/fechamento/99999')).statusCode, 404);
    assert.equal((await call('PUT', '/fechamento/update/99999', novo())).statusCode, 404);
    assert.equal((await call('POST', '/fechamento/custo-hh/99999', {})).statusCode, 404);
    assert.equal((await call('POST', '/beneficio/calculate/99999', {})).statusCode, 404);
    assert.equal((await call('GET', '/fechamento/custo-hh/99999')).statusCode, 404);
  });

  it('calculates: previews, then one transaction persisting a result per active employee', async () => {
    const id = await criar({ label: 'Cálculo' });
    const { beneficios, impostos, custo } = await calcular(id);
    const rows = await resultados(id);
    assert.ok(rows.length > 100);
    assert.equal(custo.colaboradores, rows.length);
    assert.equal(beneficios.colaboradores, rows.length);
    assert.equal(impostos.colaboradores, rows.length);
    // The previews and the persisted result agree, and the totals are the sum of the rows.
    assert.deepEqual(custo.totais, resumoFechamento(rows as never));
    assert.equal(beneficios.beneficioTotal, custo.totais.beneficioTotal);
    assert.equal(impostos.impostoTotal, custo.totais.impostoTotal);
    assert.deepEqual(
      impostos.impostos.map((item: Json) => item.sigla),
      ['INSS', 'IRRF', 'FGTS', 'CPP', 'RAT', 'TERCEIROS'],
    );
    assert.ok(beneficios.beneficios.some((item: Json) => item.sigla === 'VR' && Number(item.total) > 0));
    assert.ok(['carregar', 'calcular', 'gravar', 'total'].every((key) => typeof custo.tempos[key] === 'number'));

    // Only employees active in the period, as of the period (history in force at dataFim).
    const mats = new Set(rows.map((row) => row.matricula));
    const pessoas = await ctx.database.db.select().from(colaborador);
    for (const pessoa of pessoas) {
      const ativo = pessoa.ativo && pessoa.admissao <= '2026-09-30' && (pessoa.demissao === null || pessoa.demissao >= '2026-09-01');
      assert.equal(mats.has(pessoa.mat), ativo, `matrícula ${pessoa.mat}`);
    }
    const list = (await call('GET', '/fechamento/list')).json().result as Json[];
    const listed = list.find((row) => row.id === id)!;
    assert.equal(listed.calculado, true);
    assert.equal(listed.colaboradores, rows.length);
    assert.ok(listed.calculadoEm);

    // Shape of a row.
    const first = rows[0];
    for (const key of [
      'matricula', 'nome', 'funcao', 'departamento', 'regime', 'salarioBase', 'beneficioTotal', 'impostoTotal', 'salarioLiquido',
      'salarioFilial', 'provisaoDecimoTerceiro', 'provisaoRescisao', 'provisaoFerias', 'custoTotal', 'custoHora', 'cargaHoraria', 'meioPeriodo',
    ]) {
      assert.ok(key in first, key);
    }
    assert.equal('detalhamento' in first, false);
    const comDetalhe = (await call('GET', `/fechamento/custo-hh/${id}?detalhamento=true`)).json().result as Json[];
    assert.ok(comDetalhe[0].detalhamento.impostos.length > 0 || comDetalhe[0].regimeSigla !== 'CLT');
  });

  it('matches the engine for a known employee (DOMAIN.md reference: 3.000,00 -> 4.980,83 without benefits)', async () => {
    const id = await criar({ label: 'Referência' });
    await calcular(id);
    const pessoa = await referencia(2, '3000.00');
    const one = await call('GET', `/fechamento/custo-hh/${id}/${pessoa.mat}`);
    assert.equal(one.statusCode, 200, one.body);
    const row = one.json().result as Json;
    assert.equal(row.salarioBase, '3000.00');
    assert.equal(row.regime, 'CLT');
    assert.equal(row.departamento, 'Financeiro');
    assert.equal(row.salarioFilial, '4074.00');
    assert.equal(new Decimal(row.custoTotal).minus(row.beneficioTotal).toFixed(2), '4980.83');
    assert.equal(row.provisaoRescisao, '114.67');
    assert.equal(new Decimal(row.custoHora).toFixed(4), new Decimal(row.custoTotal).div(21 * 8).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4));

    // The engine on inputs built here from the registration rows (read one by one, through the
    // domain's row mapper) gives the same figures.
    const db = ctx.database.db;
    const [hist] = await db
      .select()
      .from(colaboradorHistorico)
      .where(and(eq(colaboradorHistorico.mat, pessoa.mat), lte(colaboradorHistorico.dataInicio, '2026-09-30')))
      .orderBy(desc(colaboradorHistorico.dataInicio), desc(colaboradorHistorico.id))
      .limit(1);
    const [regime] = await db.select().from(regimeContrato).where(eq(regimeContrato.cod, hist!.regimeContrato));
    const links = await db
      .select()
      .from(regimeImposto)
      .innerJoin(imposto, eq(imposto.cod, regimeImposto.impostoCod))
      .where(and(eq(regimeImposto.regimeCod, regime!.cod), eq(regimeImposto.ativo, true)));
    const impostos: ImpostoFechamento[] = [];
    for (const link of links) {
      const [valor] = await db
        .select()
        .from(valorImposto)
        .where(and(eq(valorImposto.impostoCod, link.imposto.cod), eq(valorImposto.filialCod, pessoa.filial)));
      const faixas = await db.select().from(faixaImposto).where(eq(faixaImposto.impostoCod, link.imposto.cod));
      impostos.push(impostoFechamento(link.imposto, valor ? valorImpostoFechamento(valor) : undefined, faixas.map(faixaImpostoFechamento)));
    }
    const beneficios = await db
      .select()
      .from(colaboradorBeneficio)
      .innerJoin(beneficio, eq(beneficio.cod, colaboradorBeneficio.benefCod))
      .innerJoin(
        valorBeneficio,
        and(eq(valorBeneficio.benefCod, colaboradorBeneficio.benefCod), eq(valorBeneficio.filialCod, colaboradorBeneficio.filialCod)),
      )
      .where(and(eq(colaboradorBeneficio.rolMat, pessoa.mat), eq(colaboradorBeneficio.ativo, true)));
    const engine = calcularFechamentoColaborador({
      colaborador: colaboradorFechamento(pessoa, hist),
      regime: provisoesDoRegime(regime!),
      beneficios: beneficios.map(({ valor_beneficio: v, colaborador_beneficio: c, beneficio: b }) =>
        beneficioFechamento({ ...v, ...c, benefCod: b.cod, sigla: b.sigla, nome: b.nome }),
      ),
      impostos,
      fechamento: { dataInicio: '2026-09-01', dataFim: '2026-09-30', diasUteis: 21 },
    });
    for (const key of [
      'salarioBase', 'beneficioTotal', 'impostoTotal', 'salarioLiquido', 'salarioFilial', 'provisaoDecimoTerceiro', 'provisaoFerias',
      'provisaoRescisao', 'custoTotal', 'custoHora', 'custoHoraMeioPeriodo', 'cargaHoraria', 'meioPeriodo',
    ] as const) {
      assert.equal(String(row[key]), String(engine[key]), key);
    }
    assert.deepEqual(row.detalhamento.beneficios, engine.detalhamento.beneficios);
    assert.deepEqual(
      row.detalhamento.impostos.map((item: Json) => [item.sigla, item.parteColaborador, item.parteFilial]),
      engine.detalhamento.impostos.map((item) => [item.sigla, item.parteColaborador, item.parteFilial]),
    );
  });

  it('the seeded 11/2025 closing has the 2025 net-pay reference (5.000,00, 2 dependents: INSS 509,60, IRRF 249,53)', async () => {
    const pessoa = await referencia(3, '5000.00');
    const response = await call('GET', `/fechamento/custo-hh/7/${pessoa.mat}`);
    assert.equal(response.statusCode, 200, response.body);
    const row = response.json().result as Json;
    const parte = (sigla: string) => row.detalhamento.impostos.find((item: Json) => item.sigla === sigla)?.parteColaborador;
    assert.equal(parte('INSS'), '509.60');
    assert.equal(parte('IRRF'), '249.53');
    assert.equal(row.impostoTotal, '759.13');
    assert.equal((await call('GET', `/fechamento/custo-hh/7/999999`)).statusCode, 404);
  });

  it('recalculation needs isRecalculate and replaces the results', async () => {
    const id = await criar({ label: 'Recalcular' });
    await calcular(id);
    const antes = await resultados(id);
    const refused = await call('POST', `/beneficio/calculate/${id}`, { isRecalculate: false });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().errors[0].errorMessage, 'Fechamento já calculado: use Recalcular para substituir os resultados.');
    assert.equal((await call('POST', `/imposto/calculate/${id}`, {})).statusCode, 409);

    // Fewer working days: per-day benefits and the hour cost change; the employees are the same.
    assert.equal((await call('PUT', `/fechamento/update/${id}`, novo({ label: 'Recalcular', diasUteis: 10 }))).statusCode, 200);
    await calcular(id, true);
    const depois = await resultados(id);
    assert.deepEqual(
      depois.map((row) => row.matricula),
      antes.map((row) => row.matricula),
    );
    const [a, b] = [antes.find((row) => row.regimeSigla === 'CLT')!, depois.find((row) => row.regimeSigla === 'CLT')!];
    assert.notEqual(a.custoHora, b.custoHora);
    assert.equal(
      new Decimal(b.custoHora).toFixed(4),
      new Decimal(b.custoTotal).div(10 * b.cargaHoraria).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    );
    const stored = await ctx.database.db.select().from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id));
    assert.equal(stored.length, antes.length);
  });

  it('partTimeColab false puts part-time employees on the 8-hour base', async () => {
    const id = await criar({ label: 'Meio período' });
    await calcular(id, false, false);
    const rows = await resultados(id);
    const parcial = rows.find((row) => row.meioPeriodo === 1);
    assert.ok(parcial, 'há colaborador de meio período');
    assert.equal(
      new Decimal(parcial.custoHora).toFixed(4),
      new Decimal(parcial.custoTotal).div(21 * 8).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    );
    await calcular(id, true, true);
    const own = (await resultados(id)).find((row) => row.matricula === parcial.matricula)!;
    assert.equal(
      new Decimal(own.custoHora).toFixed(4),
      new Decimal(own.custoTotal).div(21 * own.cargaHoraria).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    );
  });

  it("the company's hour base (PUT /fechamento/configuracao) puts every employee on 8 hours for the next calculations", async () => {
    const lido = await call('GET', '/fechamento/configuracao');
    assert.equal(lido.statusCode, 200, lido.body);
    assert.equal(lido.json().result.baseHorasCustoHora, 'carga_colaborador');
    assert.equal((await call('GET', '/fechamento/configuracao', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('PUT', '/fechamento/configuracao', { baseHorasCustoHora: 'oito_horas' }, financeiro)).statusCode, 403);
    for (const invalido of [{ baseHorasCustoHora: '8h' }, {}, { baseHorasCustoHora: null }]) {
      assert.equal((await call('PUT', '/fechamento/configuracao', invalido)).statusCode, 400, JSON.stringify(invalido));
    }

    const id = await criar({ label: 'Base de 8 horas' });
    await calcular(id);
    const proprias = await resultados(id);
    const fora = proprias.find((row) => row.cargaHoraria !== 8);
    assert.ok(fora, 'há colaborador com carga diferente de 8 h');
    try {
      const salvo = await call('PUT', '/fechamento/configuracao', { baseHorasCustoHora: 'oito_horas' });
      assert.equal(salvo.statusCode, 200, salvo.body);
      assert.equal((await call('GET', '/fechamento/configuracao')).json().result.baseHorasCustoHora, 'oito_horas');
      assert.deepEqual(await resultados(id), proprias, 'a closing already calculated keeps its figures until recalculated');
      await calcular(id, true);
      for (const row of await resultados(id)) {
        assert.equal(
          new Decimal(row.custoHora).toFixed(4),
          new Decimal(row.custoTotal).div(21 * 8).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
          `matrícula ${row.matricula} (${row.cargaHoraria} h)`,
        );
      }
    } finally {
      assert.equal((await call('PUT', '/fechamento/configuracao', { baseHorasCustoHora: 'carga_colaborador' })).statusCode, 200);
    }
  });

  it('refuses to calculate a blocked closing, and a blocked closing only accepts unblocking', async () => {
    const before = await resultados(1);
    for (const url of ['/fechamento/custo-hh/1', '/beneficio/calculate/1', '/imposto/calculate/1']) {
      const response = await call('POST', url, { isRecalculate: true });
      assert.equal(response.statusCode, 409, url);
      assert.equal(response.json().errors[0].errorMessage, 'Fechamento bloqueado: não é possível calcular ou recalcular. Desbloqueie-o antes.');
    }
    assert.deepEqual(await resultados(1), before);

    const current = (await call('GET', '/fechamento/1')).json().result as Json;
    const body = { ...current };
    const changed = await call('PUT', '/fechamento/update/1', { ...body, diasUteis: 5 });
    assert.equal(changed.statusCode, 409);
    assert.equal(changed.json().errors[0].errorMessage, 'Fechamento bloqueado: somente o bloqueio pode ser alterado.');
    // Unblock, recalculate, block again.
    assert.equal((await call('PUT', '/fechamento/update/1', { ...body, bloqueio: false })).statusCode, 200);
    await calcular(1, true);
    assert.equal((await call('PUT', '/fechamento/update/1', { ...body, bloqueio: true })).statusCode, 200);
    assert.equal((await call('POST', '/fechamento/custo-hh/1', {})).statusCode, 409);
  });

  it('concurrent calculations of one closing: each one finishes or is refused with 409, and one result set remains', async () => {
    const id = await criar({ label: 'Concorrência' });
    const responses = await Promise.all([
      call('POST', `/fechamento/custo-hh/${id}`, {}),
      call('POST', `/fechamento/custo-hh/${id}`, {}),
      call('POST', `/fechamento/custo-hh/${id}`, {}),
    ]);
    // Whether they overlap depends on timing (PGlite runs them one after the other): any overlap is a 409.
    const done = responses.filter((response) => response.statusCode === 200);
    assert.ok(done.length >= 1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refused.json().errors[0].errorMessage, FECHAMENTO_MESSAGES.emCalculo);
    }
    const stored = await ctx.database.db.select().from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id));
    assert.equal(stored.length, done[0]!.json().result.colaboradores);
    assert.equal(new Set(stored.map((row) => row.mat)).size, stored.length);
  });

  it(
    'a calculation while another one of the same closing runs answers 409 at once and writes nothing',
    { skip: testBackend() === 'pglite' ? 'PGlite: uma só conexão, transações já serializadas' : false },
    async () => {
      const id = await criar({ label: 'Em cálculo' });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      // The lock a running calculation holds, taken by another transaction and kept.
      const holder = ctx.database.db.transaction(async (tx) => {
        assert.equal(await travarCalculo(tx, id), true);
        locked();
        await gate;
      });
      try {
        await holding;
        const refused = await call('POST', `/fechamento/custo-hh/${id}`, {});
        assert.equal(refused.statusCode, 409, refused.body);
        assert.deepEqual(refused.json(), { errors: [{ errorMessage: FECHAMENTO_MESSAGES.emCalculo }] });
        const stored = await ctx.database.db.select().from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id));
        assert.equal(stored.length, 0);
      } finally {
        release();
        await holder;
      }
      assert.equal((await call('POST', `/fechamento/custo-hh/${id}`, {})).statusCode, 200);
    },
  );

  it(
    "another schema's calculation of a closing with the same id (another installation, another test) does not make this one wait",
    { skip: testBackend() === 'pglite' ? 'PostgreSQL (esquemas de um mesmo banco)' : false },
    async () => {
      const id = await criar({ label: 'Mesmo id em outro esquema' });
      const outroEsquema = await createTestDatabase();
      try {
        await outroEsquema.db.transaction(async (tx) => {
          assert.equal(await travarCalculo(tx, id), true);
          const calculo = await call('POST', `/fechamento/custo-hh/${id}`, {});
          assert.equal(calculo.statusCode, 200, calculo.body);
        });
      } finally {
        await outroEsquema.dispose();
      }
    },
  );

  // PostgreSQL only: PGlite has a single connection, so its transactions never overlap (and a
  // transaction held open here would block the request for good).
  it(
    'a calculation waits for the closing row lock: while another transaction holds it, nothing is written',
    { skip: testBackend() === 'pglite' ? 'PGlite: uma só conexão, transações já serializadas' : false },
    async () => {
      const id = await criar({ label: 'Trava' });
      const db = ctx.database.db;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      // Another transaction (as a second calculation would) takes the closing's row lock and keeps it.
      const holder = db.transaction(async (tx) => {
        await tx.select({ id: fechamento.id }).from(fechamento).where(eq(fechamento.id, id)).for('update');
        locked();
        await gate;
      });
      await holding;
      const request = call('POST', `/fechamento/custo-hh/${id}`, {});
      let settled = false;
      void request.finally(() => (settled = true));
      // Wait (no time assertion) until the request's transaction is blocked on that row lock.
      const waiting = async () => {
        const answer = await db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%from "fechamento"%for update%'`,
        );
        return (answer as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      };
      await eventually(async () => {
        assert.equal(settled, false, 'the calculation finished while another transaction held the closing row lock');
        return (await waiting()) > 0;
      }, 'the calculation waiting for the row lock');
      assert.equal(settled, false);
      const during = await db.select({ mat: fechamentoColaborador.mat }).from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id));
      assert.equal(during.length, 0, 'no result may be written while the lock is held elsewhere');
      release();
      await holder;
      const response = await request;
      assert.equal(response.statusCode, 200, response.body);
      const stored = await db.select({ mat: fechamentoColaborador.mat }).from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id));
      assert.equal(stored.length, response.json().result.colaboradores);
      assert.ok(stored.length > 0);
    },
  );

  it('averages: closing averages, benefit averages and the dashboard period', async () => {
    const media = await call('GET', '/fechamento/custo-hh/media/18', undefined, financeiro);
    assert.equal(media.statusCode, 200, media.body);
    const m = media.json().result as Json;
    assert.equal(m.fechamentoId, 18);
    assert.equal(m.label, '10/2026');
    assert.equal(m.calculado, true);
    assert.ok(m.colaboradores > 100);
    assert.match(m.custoHoraMedio, /^\d+\.\d{4}$/);
    assert.match(m.custoHoraPonderado, /^\d+\.\d{4}$/);
    assert.match(m.custoTotalMedio, /^\d+\.\d{2}$/);
    const rows = await resultados(18);
    const total = rows.reduce((sum, row) => sum.plus(row.custoTotal), new Decimal(0));
    assert.equal(m.custoTotal, total.toFixed(2));

    const semCalculo = await criar({ label: 'Sem cálculo', dataInicio: '2026-10-01', dataFim: '2026-10-31' });
    const vazio = (await call('GET', `/fechamento/custo-hh/media/${semCalculo}`, undefined, financeiro)).json().result as Json;
    assert.equal(vazio.calculado, false);
    assert.equal(vazio.custoHoraMedio, null);

    const beneficios = await call('GET', '/beneficio/calculate/average/18');
    assert.equal(beneficios.statusCode, 200, beneficios.body);
    const b = beneficios.json().result as Json;
    assert.equal(b.colaboradores, m.colaboradores);
    assert.match(b.beneficioMedio, /^\d+\.\d{2}$/);
    assert.deepEqual(
      b.beneficios.map((item: Json) => item.sigla),
      ['VR', 'VA', 'PS', 'VT', 'SV'],
    );
    const soma = b.beneficios.reduce((sum: Decimal, item: Json) => sum.plus(item.total), new Decimal(0));
    assert.equal(soma.toFixed(2), b.beneficioTotal);

    const dashboard = await call('GET', '/fechamento/dashboard?meses=6', undefined, financeiro);
    assert.equal(dashboard.statusCode, 200, dashboard.body);
    const d = dashboard.json().result as Json;
    assert.equal(d.inicio, '2026-05-01');
    assert.equal(d.fim, '2026-10-31');
    const labels = d.fechamentos.filter((item: Json) => item.fechamentoId <= 18).map((item: Json) => item.label);
    assert.deepEqual(labels, ['05/2026', '06/2026', '07/2026', '08/2026', '09/2026', '10/2026']);
    assert.ok(d.fechamentos.some((item: Json) => item.calculado === false), 'o fechamento sem cálculo aparece no período');
    assert.ok(d.disponiveis.length >= 18);
    const tres = (await call('GET', '/fechamento/dashboard?meses=3&ate=2025-12', undefined, financeiro)).json().result as Json;
    assert.deepEqual(
      tres.fechamentos.map((item: Json) => item.label),
      ['10/2025', '11/2025', '12/2025'],
    );
    assert.equal((await call('GET', '/fechamento/dashboard?meses=13', undefined, financeiro)).statusCode, 400);
  });

  it('department costs: per area of one closing (id or 0) and per department over the period', async () => {
    const area = await call('GET', '/fechamento/custo/todosDepartamentoArea/18', undefined, financeiro);
    assert.equal(area.statusCode, 200, area.body);
    const items = area.json().result as Json[];
    assert.ok(items.length >= 5);
    for (const item of items) {
      assert.equal(typeof item.name, 'string');
      assert.equal(item.label, '10/2026');
      assert.match(item.custo, /^\d+\.\d{2}$/);
    }
    assert.ok(items.some((item) => item.name === 'Delivery'));
    const total = items.reduce((sum, item) => sum.plus(item.custo), new Decimal(0));
    const media = (await call('GET', '/fechamento/custo-hh/media/18', undefined, financeiro)).json().result as Json;
    assert.equal(total.toFixed(2), media.custoTotal);

    const latest = (await call('GET', '/fechamento/custo/todosDepartamentoArea/0', undefined, financeiro)).json().result as Json[];
    assert.ok(latest.length > 0);
    assert.equal(latest[0].label, '10/2026', 'o último fechamento calculado');
    assert.equal((await call('GET', '/fechamento/custo/todosDepartamentoArea/99999', undefined, financeiro)).statusCode, 404);

    const series = await call('GET', '/fechamento/custo/departamentos?meses=3&ate=2026-10', undefined, financeiro);
    assert.equal(series.statusCode, 200, series.body);
    const rows = (series.json().result as Json[]).filter((row) => row.fechamentoId <= 18);
    assert.deepEqual([...new Set(rows.map((row) => row.label))], ['08/2026', '09/2026', '10/2026']);
    for (const row of rows) {
      assert.equal(typeof row.nome, 'string');
      assert.match(row.custo, /^\d+\.\d{2}$/);
    }
    const delivery = rows.filter((row) => row.nome === 'Delivery');
    assert.equal(delivery.length, 3);
    const padrao = (await call('GET', '/fechamento/custo/departamentos', undefined, financeiro)).json().result as Json[];
    assert.ok(new Set(padrao.map((row) => row.label)).size >= 12 - 1);
  });

  it('guards the sections: fechamentos for the closings, dashboard for the dashboard', async () => {
    assert.equal((await call('GET', '/fechamento/list', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('POST', '/fechamento/create', novo(), financeiro)).statusCode, 403);
    assert.equal((await call('POST', '/fechamento/custo-hh/2', {}, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/custo-hh/2', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/custo-hh/media/2')).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/custo/departamentos')).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/custo/todosDepartamentoArea/0')).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/dashboard')).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/list', undefined, {})).statusCode, 401);
    assert.equal((await call('GET', '/fechamento/avisos/2', undefined, financeiro)).statusCode, 403);
    assert.equal((await call('GET', '/fechamento/avisos/2', undefined, {})).statusCode, 401);
  });

  // Last: the closings it creates stay out of the other tests' periods.
  it('keeps the warnings with the results: GET /fechamento/avisos lists each employee with them, by matrícula', async () => {
    assert.equal((await call('GET', '/fechamento/avisos/99999')).statusCode, 404);
    // 04/2025 (migration 0081's tables): no warnings; a closing not yet calculated has none either.
    const abril = await criar({ label: '04/2025', dataInicio: '2025-04-01', dataFim: '2025-04-30' });
    assert.deepEqual((await call('GET', `/fechamento/avisos/${abril}`)).json(), { result: [] });
    assert.deepEqual((await calcular(abril)).custo.avisos, []);
    assert.deepEqual((await call('GET', `/fechamento/avisos/${abril}`)).json(), { result: [] });

    // 01/2023: before every table. Each CLT employee has the two warnings (an intern has IRRF only).
    const janeiro = await criar({ label: '01/2023', dataInicio: '2023-01-01', dataFim: '2023-01-31' });
    const { custo } = await calcular(janeiro);
    const response = await call('GET', `/fechamento/avisos/${janeiro}`);
    assert.equal(response.statusCode, 200, response.body);
    const avisos = response.json().result as { matricula: number; nome: string; avisos: string[] }[];
    const linhas = await resultados(janeiro);
    const clt = linhas.filter((row) => row.regimeSigla === 'CLT');
    assert.ok(clt.length > 0);
    assert.deepEqual(
      avisos.filter((item) => clt.some((row) => row.matricula === item.matricula)),
      clt.map((row) => ({
        matricula: row.matricula,
        nome: row.nome,
        avisos: ['INSS: nenhuma faixa vigente em 2023-01-31.', 'IRRF: nenhuma faixa vigente em 2023-01-31.'],
      })),
    );
    assert.ok(linhas.filter((row) => row.regimeSigla === 'PJ').every((row) => !avisos.some((item) => item.matricula === row.matricula)));
    // The answer of the calculation carries the same warnings, prefixed with the matrícula.
    assert.equal(custo.avisos[0], `Matrícula ${avisos[0]!.matricula}: ${avisos[0]!.avisos[0]}`);
  });
});
