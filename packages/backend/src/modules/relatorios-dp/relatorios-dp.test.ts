import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { asc, eq, inArray } from 'drizzle-orm';
import { FECHAMENTO_MESSAGES } from '@financeiro/domain';
import { fechamento, fechamentoColaborador } from '../../db/schema';
import { bearer, createTestApp, type TestContext } from '../../test/support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Sum of decimal strings, exact, as 'n.nn' (the expectation: never the report code). */
const soma = (values: Iterable<unknown>) => {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(String(value ?? '0'));
  return total.toFixed(2);
};
const media4 = (values: unknown[]) =>
  new Decimal(soma(values.map((value) => new Decimal(String(value)).times(10000).toFixed(0))))
    .div(10000)
    .div(values.length)
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4);

describe('relatórios DP (/relatorio-dp)', () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let financeiro: Record<string, string>;
  let admin: Record<string, string>;

  before(async () => {
    ctx = await createTestApp();
    rh = bearer((await ctx.session('rh')).token);
    financeiro = bearer((await ctx.session('financeiro')).token);
    admin = bearer((await ctx.session('admin')).token);
  });
  after(async () => {
    await ctx.close();
  });

  const get = async (url: string, headers = rh) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const ok = async (url: string) => {
    const response = await get(url);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.result;
  };

  /** The stored per-employee rows of a closing, read straight from the table. */
  const armazenados = (id: number) =>
    ctx.database.db.select().from(fechamentoColaborador).where(eq(fechamentoColaborador.fechamentoId, id)).orderBy(asc(fechamentoColaborador.mat));

  /** The report's totals, computed here from stored rows. */
  function esperado(rows: Awaited<ReturnType<typeof armazenados>>) {
    const det = (row: (typeof rows)[number]) => row.detalhamento as Json;
    return {
      colaboradores: rows.length,
      salarioBruto: soma(rows.map((row) => row.salarioBase)),
      beneficioEmpresa: soma(rows.map((row) => row.beneficioTotal)),
      descontoBeneficios: soma(rows.map((row) => det(row).descontoBeneficios)),
      impostoColaborador: soma(rows.map((row) => row.impostoTotal)),
      impostoEmpresa: soma(rows.map((row) => det(row).encargos.total)),
      provisaoDecimoTerceiro: soma(rows.map((row) => row.provisaoDecimoTerceiro)),
      provisaoFerias: soma(rows.map((row) => row.provisaoFerias)),
      provisaoRescisao: soma(rows.map((row) => row.provisaoRescisao)),
      custoTotal: soma(rows.map((row) => row.custoTotal)),
      hhMedio: media4(rows.map((row) => row.custoHora)),
    };
  }

  it('is guarded by the relatorios section', async () => {
    for (const url of ['/relatorio-dp/fechamentos', '/relatorio-dp/opcoes', '/relatorio-dp/resumo/1', '/relatorio-dp/evolucao?tipo=colaborador&cod=1', '/relatorio-dp/beneficios']) {
      assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401, url);
      assert.equal((await get(url, financeiro)).status, 403, url);
      assert.equal((await get(url, admin)).status, 200, url);
    }
  });

  it('lists the 18 seeded closings, latest first, the 6 oldest blocked, all calculated', async () => {
    const lista = await ok('/relatorio-dp/fechamentos');
    assert.equal(lista.length, 18);
    assert.equal(lista[0].label, '10/2026');
    assert.equal(lista[17].label, '05/2025');
    assert.deepEqual(
      lista.filter((item: Json) => item.bloqueio).map((item: Json) => item.label),
      ['10/2025', '09/2025', '08/2025', '07/2025', '06/2025', '05/2025'],
    );
    assert.ok(lista.every((item: Json) => item.calculado && item.mensagem === null && item.colaboradores > 0));
  });

  it('resumo: the totals, groups and taxes equal the stored per-employee results summed to the cent', async () => {
    const lista = await ok('/relatorio-dp/fechamentos');
    const [ultimo, penultimo] = lista as Json[];
    const resumo = await ok(`/relatorio-dp/resumo/${ultimo.id}`);
    assert.equal(resumo.fechamento.label, '10/2026');
    assert.equal(resumo.anterior.label, '09/2026');

    const rows = await armazenados(ultimo.id);
    assert.equal(rows.length, 112);
    assert.deepEqual(resumo.totais, esperado(rows));
    assert.deepEqual(resumo.totaisAnterior, esperado(await armazenados(penultimo.id)));

    // Every department, branch and regime row, and the group rows add up to the closing's total.
    for (const [grupo, chave] of [
      ['porDepartamento', 'departamentoCod'],
      ['porFilial', 'filialCod'],
      ['porRegime', 'regimeCod'],
    ] as const) {
      const codigos = [...new Set(rows.map((row) => row[chave]))];
      assert.equal(resumo[grupo].length, codigos.length, grupo);
      for (const linha of resumo[grupo] as Json[]) {
        const { grupo: _g, cod: _c, nome: _n, comparacao: _k, ...totais } = linha;
        assert.deepEqual(totais, esperado(rows.filter((row) => row[chave] === linha.cod)), `${grupo} ${linha.nome}`);
      }
      assert.equal(soma(resumo[grupo].map((linha: Json) => linha.custoTotal)), resumo.totais.custoTotal, grupo);
    }

    // Taxes: employee and company parts of each tax from the stored breakdowns.
    const porImposto = new Map<string, { colaborador: string[]; filial: string[] }>();
    for (const row of rows) {
      for (const imposto of (row.detalhamento as Json).impostos as Json[]) {
        const item = porImposto.get(imposto.sigla) ?? { colaborador: [], filial: [] };
        item.colaborador.push(imposto.parteColaborador);
        item.filial.push(imposto.parteFilial);
        porImposto.set(imposto.sigla, item);
      }
    }
    assert.equal(resumo.impostos.length, porImposto.size);
    for (const imposto of resumo.impostos as Json[]) {
      const item = porImposto.get(imposto.sigla)!;
      assert.equal(imposto.parteColaborador, soma(item.colaborador), imposto.sigla);
      assert.equal(imposto.parteFilial, soma(item.filial), imposto.sigla);
    }
    // The employee part of the taxes is the imposto_total of each employee.
    assert.equal(soma(resumo.impostos.map((imposto: Json) => imposto.parteColaborador)), resumo.totais.impostoColaborador);

    // The comparison with the previous closing: one row per indicator, atual - anterior.
    const custo = (resumo.comparacao as Json[]).find((item) => item.indicador === 'custoTotal')!;
    assert.equal(custo.rotulo, 'Custo total');
    assert.equal(custo.diferenca, new Decimal(resumo.totais.custoTotal).minus(resumo.totaisAnterior.custoTotal).toFixed(2));
  });

  it('resumo: filters by department (the same filter on the previous closing) and reports blocked closings as such', async () => {
    const lista = await ok('/relatorio-dp/fechamentos');
    const id = lista[0].id as number;
    const rows = await armazenados(id);
    const resumo = await ok(`/relatorio-dp/resumo/${id}?departamentoCod=5`);
    assert.deepEqual(resumo.filtros, { departamentoCod: 5, filialCod: null, regimeCod: null });
    assert.deepEqual(resumo.totais, esperado(rows.filter((row) => row.departamentoCod === 5)));
    assert.deepEqual(resumo.porDepartamento.map((linha: Json) => linha.nome), ['Delivery']);
    assert.deepEqual(resumo.totaisAnterior, esperado((await armazenados(lista[1].id)).filter((row) => row.departamentoCod === 5)));

    const bloqueado = lista.find((item: Json) => item.label === '07/2025');
    const resumoBloqueado = await ok(`/relatorio-dp/resumo/${bloqueado.id}`);
    assert.equal(resumoBloqueado.fechamento.bloqueio, true);
    assert.equal(resumoBloqueado.anterior.label, '06/2025');
    assert.deepEqual(resumoBloqueado.totais, esperado(await armazenados(bloqueado.id)));

    // The oldest closing has no previous one: no comparison figures.
    const primeiro = await ok(`/relatorio-dp/resumo/${lista[17].id}`);
    assert.equal(primeiro.anterior, null);
    assert.ok(primeiro.comparacao.every((item: Json) => item.anterior === null && item.diferenca === null));

    assert.equal((await get('/relatorio-dp/resumo/99999')).status, 404);
  });

  it('evolução: a department over 24 months equals its stored results and marks the history changes', async () => {
    const lista = (await ok('/relatorio-dp/fechamentos')) as Json[];
    const evolucao = await ok('/relatorio-dp/evolucao?tipo=departamento&cod=1&meses=24');
    assert.equal(evolucao.nome, 'Administrativo');
    assert.equal(evolucao.pontos.length, 18);
    const todos = await ctx.database.db
      .select()
      .from(fechamentoColaborador)
      .where(inArray(fechamentoColaborador.fechamentoId, lista.map((item) => item.id as number)));
    for (const ponto of evolucao.pontos as Json[]) {
      const rows = todos.filter((row) => row.fechamentoId === ponto.fechamentoId && row.departamentoCod === 1);
      assert.equal(ponto.colaboradores, rows.length, ponto.label);
      assert.equal(ponto.salario, soma(rows.map((row) => row.salarioBase)), ponto.label);
      assert.equal(ponto.custoTotal, soma(rows.map((row) => row.custoTotal)), ponto.label);
      assert.equal(ponto.hh, media4(rows.map((row) => row.custoHora)), ponto.label);
      assert.equal(ponto.bloqueio, lista.find((item) => item.id === ponto.fechamentoId)!.bloqueio);
    }
    // The seed's history: in 07/2025 Vitor Farias was promoted (salary and function) and Priscila Azevedo got a raise.
    const julho = (evolucao.pontos as Json[]).find((ponto) => ponto.label === '07/2025')!;
    assert.deepEqual(
      julho.mudancas.map((mudanca: Json) => mudanca.descricao),
      [
        'Vitor Farias · Salário: R$\u00a04.500,00 → R$\u00a05.700,00',
        'Vitor Farias · Função: Assistente Administrativo → Administrador',
        'Priscila Azevedo · Salário: R$\u00a02.500,00 → R$\u00a02.700,00',
      ],
    );
    assert.deepEqual((evolucao.pontos as Json[])[0].mudancas, []);

    // 6 months up to 12/2025: 07/2025 … 12/2025.
    const seis = await ok('/relatorio-dp/evolucao?tipo=departamento&cod=1&meses=6&ate=2025-12');
    assert.deepEqual(
      seis.pontos.map((ponto: Json) => ponto.label),
      ['07/2025', '08/2025', '09/2025', '10/2025', '11/2025', '12/2025'],
    );
    // The change in the first month of the period is still marked (compared with 06/2025, outside it).
    assert.equal(seis.pontos[0].mudancas.length, 3);

    assert.equal((await get('/relatorio-dp/evolucao?tipo=departamento&cod=1&meses=25')).status, 400);
    assert.equal((await get('/relatorio-dp/evolucao?tipo=colaborador')).status, 400);
    assert.equal((await get('/relatorio-dp/evolucao?tipo=colaborador&cod=99999')).status, 404);
  });

  it('benefícios: per benefit and closing, from the stored breakdowns', async () => {
    const lista = (await ok('/relatorio-dp/fechamentos')) as Json[];
    const relatorio = await ok('/relatorio-dp/beneficios?meses=3');
    assert.deepEqual(
      relatorio.fechamentos.map((item: Json) => item.label),
      ['08/2026', '09/2026', '10/2026'],
    );
    const ultimo = lista[0];
    const rows = await armazenados(ultimo.id);
    const porBeneficio = new Map<number, { mats: Set<number>; empresa: string[]; desconto: string[] }>();
    for (const row of rows) {
      for (const beneficio of (row.detalhamento as Json).beneficios as Json[]) {
        const item = porBeneficio.get(beneficio.benefCod) ?? { mats: new Set(), empresa: [], desconto: [] };
        item.mats.add(row.mat);
        item.empresa.push(beneficio.valorEmpresa);
        item.desconto.push(beneficio.descontoColaborador);
        porBeneficio.set(beneficio.benefCod, item);
      }
    }
    const linhas = (relatorio.linhas as Json[]).filter((linha) => linha.fechamentoId === ultimo.id);
    assert.equal(linhas.length, porBeneficio.size);
    for (const linha of linhas) {
      const item = porBeneficio.get(linha.benefCod)!;
      assert.equal(linha.colaboradores, item.mats.size, linha.nome);
      assert.equal(linha.custoEmpresa, soma(item.empresa), linha.nome);
      assert.equal(linha.descontoColaborador, soma(item.desconto), linha.nome);
    }

    const filtrado = await ok('/relatorio-dp/beneficios?meses=3&benefCod=3&departamentoCod=5');
    assert.ok(filtrado.linhas.length > 0);
    assert.ok(filtrado.linhas.every((linha: Json) => linha.benefCod === 3));
    const delivery = rows.filter((row) => row.departamentoCod === 5);
    const plano = delivery.flatMap((row) => ((row.detalhamento as Json).beneficios as Json[]).filter((beneficio) => beneficio.benefCod === 3));
    const linhaUltimo = (filtrado.linhas as Json[]).find((linha) => linha.fechamentoId === ultimo.id)!;
    assert.equal(linhaUltimo.custoEmpresa, soma(plano.map((beneficio) => beneficio.valorEmpresa)));
  });

  it('opções: the employees, departments, branches, regimes and benefits of the results', async () => {
    const opcoes = await ok('/relatorio-dp/opcoes');
    assert.ok(opcoes.colaboradores.length >= 112);
    assert.ok(opcoes.departamentos.some((item: Json) => item.cod === 5 && item.nome === 'Delivery'));
    assert.ok(opcoes.beneficios.some((item: Json) => item.cod === 3 && item.nome === 'Plano de saúde'));
    assert.ok(opcoes.filiais.length > 0 && opcoes.regimes.length > 0);
  });

  describe('hand-checked closings (stored rows written by the test)', () => {
    // Two closings after the seed's with two employees each, written straight into the results
    // table: the reports must answer exactly these stored figures (nothing is recalculated).
    let janeiro: number;
    let fevereiro: number;
    let marco: number;
    let m1: number;
    let m2: number;

    const linha = (fechamentoId: number, mat: number, nome: string, valores: Json) => ({
      fechamentoId,
      mat,
      nome,
      funcaoCod: 1,
      funcaoNome: 'Analista',
      departamentoCod: 901,
      departamentoSigla: 'TST',
      departamentoNome: 'Teste manual',
      regimeCod: 1,
      regimeSigla: 'CLT',
      regimeNome: 'CLT',
      filialCod: 1,
      filialLabel: 'Matriz',
      salarioBase: valores.salario,
      beneficioTotal: valores.beneficio,
      impostoTotal: valores.imposto,
      salarioLiquido: '0.00',
      salarioFilial: '0.00',
      provisaoDecimoTerceiro: valores.p13,
      provisaoFerias: valores.pf,
      provisaoRescisao: valores.pr,
      custoTotal: valores.custo,
      custoHora: valores.hh,
      custoHoraMeioPeriodo: '0.0000',
      cargaHoraria: 8,
      meioPeriodo: 0,
      detalhamento: {
        proporcional: { salarioMensal: valores.salario },
        descontoBeneficios: valores.desconto,
        encargos: { total: valores.encargos },
        impostos: [{ cod: 1, sigla: 'INSS', nome: 'INSS', parteColaborador: valores.imposto, parteFilial: valores.encargos }],
        beneficios: [{ benefCod: 1, sigla: 'VR', nome: 'Vale-refeição', valorEmpresa: valores.beneficio, descontoColaborador: valores.desconto }],
      },
    });

    before(async () => {
      const opcoes = await ok('/relatorio-dp/opcoes');
      [m1, m2] = opcoes.colaboradores.map((item: Json) => item.matricula as number).sort((a: number, b: number) => a - b);
      const db = ctx.database.db;
      const criar = async (label: string, dataInicio: string, dataFim: string, bloqueio = false) =>
        (await db.insert(fechamento).values({ label, dataInicio, dataFim, diasUteis: 22, bloqueio }).returning({ id: fechamento.id }))[0].id;
      janeiro = await criar('01/2027', '2027-01-01', '2027-01-31', true);
      fevereiro = await criar('02/2027', '2027-02-01', '2027-02-28');
      marco = await criar('03/2027', '2027-03-01', '2027-03-31');
      const a = { beneficio: '500.00', imposto: '240.00', p13: '333.33', pf: '444.44', pr: '120.00', desconto: '60.00', encargos: '840.00' };
      const b = { beneficio: '0.00', imposto: '495.06', p13: '500.04', pf: '666.72', pr: '180.02', desconto: '0.00', encargos: '1260.14' };
      await db.insert(fechamentoColaborador).values([
        linha(janeiro, m1, 'Pessoa Um', { ...a, salario: '3000.00', custo: '5000.00', hh: '28.4091' }),
        linha(janeiro, m2, 'Pessoa Dois', { ...b, salario: '4500.50', custo: '7000.25', hh: '39.7742' }),
        linha(fevereiro, m1, 'Pessoa Um', { ...a, salario: '3300.00', custo: '5400.00', hh: '30.6818' }),
        linha(fevereiro, m2, 'Pessoa Dois', { ...b, salario: '4500.50', custo: '7000.25', hh: '39.7742' }),
      ]);
    });

    it('resumo of 02/2027 against 01/2027 (blocked), figures computed by hand', async () => {
      const resumo = await ok(`/relatorio-dp/resumo/${fevereiro}`);
      assert.equal(resumo.anterior.id, janeiro);
      assert.equal(resumo.anterior.bloqueio, true);
      // 3.300,00 + 4.500,50 = 7.800,50; 5.400,00 + 7.000,25 = 12.400,25; (30,6818 + 39,7742) / 2 = 35,2280.
      assert.equal(resumo.totais.salarioBruto, '7800.50');
      assert.equal(resumo.totais.custoTotal, '12400.25');
      assert.equal(resumo.totais.hhMedio, '35.2280');
      assert.equal(resumo.totais.impostoEmpresa, '2100.14');
      assert.equal(resumo.totais.provisaoDecimoTerceiro, '833.37');
      // 12.400,25 - 12.000,25 = 400,00; 400 / 12.000,25 = 0,033332... -> 0.0333.
      const custo = (resumo.comparacao as Json[]).find((item) => item.indicador === 'custoTotal')!;
      assert.deepEqual(
        { atual: custo.atual, anterior: custo.anterior, diferenca: custo.diferenca, percentual: custo.percentual },
        { atual: '12400.25', anterior: '12000.25', diferenca: '400.00', percentual: '0.0333' },
      );
      assert.deepEqual(resumo.porDepartamento.map((item: Json) => [item.nome, item.custoTotal, item.comparacao.diferenca]), [
        ['Teste manual', '12400.25', '400.00'],
      ]);
    });

    it('a closing without calculation is reported with the closings message', async () => {
      const resumo = await ok(`/relatorio-dp/resumo/${marco}`);
      assert.equal(resumo.fechamento.calculado, false);
      assert.equal(resumo.fechamento.mensagem, FECHAMENTO_MESSAGES.semCalculo);
      assert.equal(resumo.totais, null);
      assert.deepEqual(resumo.porDepartamento, []);
      assert.deepEqual(resumo.comparacao, []);

      const evolucao = await ok(`/relatorio-dp/evolucao?tipo=colaborador&cod=${m1}&meses=3&ate=2027-03`);
      assert.deepEqual(
        evolucao.pontos.map((ponto: Json) => [ponto.label, ponto.bloqueio, ponto.salario, ponto.custoTotal, ponto.hh, ponto.mensagem]),
        [
          ['01/2027', true, '3000.00', '5000.00', '28.4091', null],
          ['02/2027', false, '3300.00', '5400.00', '30.6818', null],
          ['03/2027', false, null, null, null, FECHAMENTO_MESSAGES.semCalculo],
        ],
      );
      assert.deepEqual(
        evolucao.pontos[1].mudancas.map((mudanca: Json) => mudanca.descricao),
        ['Salário: R$\u00a03.000,00 → R$\u00a03.300,00'],
      );

      const beneficios = await ok('/relatorio-dp/beneficios?meses=3&ate=2027-03');
      assert.deepEqual(
        beneficios.fechamentos.map((item: Json) => [item.label, item.bloqueio, item.mensagem]),
        [
          ['01/2027', true, null],
          ['02/2027', false, null],
          ['03/2027', false, FECHAMENTO_MESSAGES.semCalculo],
        ],
      );
      assert.deepEqual(
        beneficios.linhas.map((item: Json) => [item.label, item.nome, item.colaboradores, item.custoEmpresa, item.descontoColaborador]),
        [
          ['01/2027', 'Vale-refeição', 2, '500.00', '60.00'],
          ['02/2027', 'Vale-refeição', 2, '500.00', '60.00'],
        ],
      );
    });
  });
});
