import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { relatorioComparativoCusto, relatorioComparativoFaturamento } from './service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A hand-made project on top of the demo company (closings May 2025 .. Oct 2026, ids 1..18):
 * RDX with a plan for Aug and Sep 2026, 10 h of work in Aug and 5 h in Sep by one employee,
 * extra costs, and saved margin reports; RDY with one extra cost. Expected numbers below are
 * worked out by hand from these inputs (the hour cost is the employee's stored custo_hora).
 */
describe('relatórios delivery (/relatorio/...)', () => {
  let ctx: TestContext;
  let financeiro: Record<string, string>;
  let rh: Record<string, string>;
  let mat: number;
  let hhAgo: string;
  let hhSet: string;

  const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

  before(async () => {
    ctx = await createTestApp();
    financeiro = bearer((await ctx.session('financeiro')).token);
    rh = bearer((await ctx.session('rh')).token);
    // An employee with a stored hour cost in both the Aug (16) and Sep (17) 2026 closings.
    const result = (await exec(sql`
      SELECT a.mat, a.custo_hora::text AS ago, b.custo_hora::text AS set
      FROM fechamento_colaborador a JOIN fechamento_colaborador b ON b.mat = a.mat AND b.fechamento_id = 17
      WHERE a.fechamento_id = 16 ORDER BY a.mat LIMIT 1`)) as unknown as { rows: { mat: number; ago: string; set: string }[] };
    const row = result.rows[0]!;
    mat = Number(row.mat);
    hhAgo = new Decimal(row.ago).times(10).toFixed(2, Decimal.ROUND_HALF_UP);
    hhSet = new Decimal(row.set).times(5).toFixed(2, Decimal.ROUND_HALF_UP);
    const funcao = ((await exec(sql`SELECT min(cod) AS cod FROM funcao`)) as unknown as { rows: { cod: number }[] }).rows[0]!.cod;

    await exec(sql`INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat) VALUES ('rd-dev', 'Dev RD', 'dev@rd', ${mat}), ('rd-lider', 'Líder RD', 'lider@rd', NULL)`);
    await exec(sql`INSERT INTO cliente (id, nome, chave) VALUES (9901, 'Cliente RD', 'CRD')`);
    await exec(sql`INSERT INTO projeto (id, chave, nome, lead_account_id, cliente_id) VALUES (990001, 'RDX', 'Projeto Delivery X', 'rd-lider', 9901), (990002, 'RDY', 'Projeto Delivery Y', NULL, NULL)`);
    await exec(sql`INSERT INTO issue (id, chave, projeto_id) VALUES (9900011, 'RDX-1', 990001)`);
    await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
      (99000101, 9900011, 990001, 'rd-dev', ${mat}, '2026-08-10', 21600, 21600),
      (99000102, 9900011, 990001, 'rd-dev', ${mat}, '2026-08-20', 14400, 0),
      (99000103, 9900011, 990001, 'rd-dev', ${mat}, '2026-09-15', 18000, 18000)`);
    await exec(sql`INSERT INTO custo_projeto (email, projeto, descricao, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao, ativo) VALUES
      ('financeiro@demo', 'RDX', 'Cloud', '2026-08-01', '2026-08-31', 'INFRA_CLOUD', 500.00, 'BRL', 1, true),
      ('financeiro@demo', 'RDX', 'Licença', '2026-09-01', '2026-09-30', 'OUTROS', 100.00, 'USD', 5.0, true),
      ('financeiro@demo', 'RDX', 'Apagado', '2026-09-01', '2026-09-30', 'OUTROS', 999.00, 'BRL', 1, false),
      ('financeiro@demo', 'RDY', 'Horas', '2026-08-01', '2026-08-31', 'HORAS_EXTRAS', 300.00, 'BRL', 1, true)`);
    await exec(sql`INSERT INTO planejamento (projeto, margem_custo_projeto) VALUES ('RDX', 0.25)`);
    await exec(sql`INSERT INTO planejamento_mes (projeto, mes, valor_venda) VALUES ('RDX', '2026-08-01', 20000.00), ('RDX', '2026-09-01', 20000.00)`);
    await exec(sql`INSERT INTO previsto_funcao (projeto, mes, indice, codigo_funcao, nome_funcao, horas_funcao, custo_venda_funcao, custo_total_funcao) VALUES
      ('RDX', '2026-08-01', 1, ${funcao}, 'F', 100, 50.00, 5000.00),
      ('RDX', '2026-09-01', 1, ${funcao}, 'F', 80, 50.00, 4000.00)`);
    await exec(sql`INSERT INTO previsto_indireto (projeto, mes, indice, descricao_custo_indireto, tipo, valor_original_custo_indireto, moeda, cotacao, valor_custo_indireto) VALUES
      ('RDX', '2026-08-01', 1, 'Cloud', 'INFRA_CLOUD', 1000.00, 'BRL', 1, 1000.00)`);
    const relatorio = (nome: string, tipo: string, inicio: string, fim: string, bruta: string, liquida: string, custo: string, resultadoBruto: string, liquido: string, atualizado: string) => sql`
      INSERT INTO relatorio_margem (tipo, email, nome, projeto, periodo_inicial, periodo_fim, receita_bruta, impostos, receita_liquida, custo_venda, total_custo_indireto,
        custo_hora_colaborador, resultado_bruto, margem_bruta, despesas_operacionais, rv, rateio_administrativo, resultado_ir_csll, imposto_sem_resultado, resultado_liquido,
        margem_liquida, margem_contribuicao, taxa_imposto, taxa_imposto_resultado, taxa_rv, taxa_rateio, taxa_despesas, updated_at)
      VALUES (${tipo}, 'financeiro@demo', ${nome}, 'RDX', ${inicio}, ${fim}, ${bruta}, 0, ${liquida}, ${custo}, 0, 0, ${resultadoBruto}, 0, 100.00, 0, 0, 0, 50.00, ${liquido},
        0.1, 0.2, 0.0935, 0.34, 0.0399, 0.121, 0.137, ${atualizado}::timestamptz)`;
    await exec(relatorio('Ago antigo', 'relatorio', '2026-08-01', '2026-08-31', '1.00', '1.00', '1.00', '0.00', '0.00', '2026-09-01T10:00:00Z'));
    await exec(relatorio('Ago', 'relatorio', '2026-08-01', '2026-08-31', '18000.00', '16317.00', '6000.00', '10317.00', '5000.00', '2026-09-02T10:00:00Z'));
    await exec(relatorio('Set', 'relatorio', '2026-09-01', '2026-09-30', '22000.00', '19943.00', '7000.00', '12943.00', '6000.00', '2026-10-02T10:00:00Z'));
    await exec(relatorio('Simulação', 'simulacao', '2026-09-01', '2026-09-30', '99999.00', '1.00', '1.00', '0.00', '0.00', '2026-10-03T10:00:00Z'));
  });
  after(async () => {
    await ctx.close();
  });

  const get = async (url: string, headers = financeiro) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const ok = async (url: string) => {
    const response = await get(url);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.data;
  };
  const variacao = (previsto: string, real: string) => {
    const fracao = new Decimal(previsto).minus(real).div(previsto).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
    return fracao.isZero() ? '0' : fracao.toString();
  };

  it("is guarded by the 'relatorios-delivery' section", async () => {
    const urls = [
      '/relatorio/comparativo-custo/todos/RDX/990001',
      '/relatorio/comparativo-custo/periodo/RDX/990001/2026-08-01/2026-09-30',
      '/relatorio/comparativo-faturamento/todos/RDX',
      '/relatorio/comparativo-faturamento/periodo/RDX/2026-08-01/2026-09-30',
      '/relatorio/resultado-anual/RDX/990001/2026',
      '/relatorio/margem-prevista/RDX',
      '/relatorio/historico-custos/todos/2026-08-01/2026-09-30/TOTAL',
      '/relatorio/projetos',
      '/relatorio/clientes',
      '/relatorio/categorias',
      '/relatorio/lideres',
    ];
    for (const url of urls) {
      assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401, url);
      assert.equal((await get(url, rh)).status, 403, url);
      assert.equal((await get(url)).status, 200, url);
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/relatorio/historico-custos', headers: rh, payload: { tipoCusto: 'TOTAL', periodoInicial: '2026-08-01', periodoFinal: '2026-08-31', KeysDoProjeto: ['RDX'] } });
    assert.equal(post.statusCode, 403);
  });

  it('planned vs real cost per month: planned = functions + indirect, real = hour cost + extra costs', async () => {
    const data = await ok('/relatorio/comparativo-custo/periodo/RDX/990001/2026-08-01/2026-09-30');
    const realAgo = new Decimal(hhAgo).plus('500.00').toFixed(2); // 10 h x custo_hora + cloud 500,00
    const realSet = new Decimal(hhSet).plus('500.00').toFixed(2); // 5 h x custo_hora + USD 100 x 5,00 (the inactive 999 is out)
    assert.deepEqual(data.projeto, { id: 990001, key: 'RDX', name: 'Projeto Delivery X' });
    assert.equal(data.anos.length, 1);
    assert.deepEqual(data.anos[0].meses, [
      { mes: '2026-08', mesLabel: 'Ago/2026', custoPrevisto: '6000.00', custoReal: realAgo, variacao: variacao('6000.00', realAgo), fechado: true },
      { mes: '2026-09', mesLabel: 'Set/2026', custoPrevisto: '4000.00', custoReal: realSet, variacao: variacao('4000.00', realSet), fechado: true },
    ]);
    const totalReal = new Decimal(realAgo).plus(realSet).toFixed(2);
    assert.deepEqual(data.totais, {
      totalCustoPrevisto: '10000.00',
      totalCustoReal: totalReal,
      totalVariacao: variacao('10000.00', totalReal),
      totalVariacaoAcumuladaFechada: variacao('10000.00', totalReal),
    });
    // 'all': the first to the last month with a plan, a worklog or an extra cost (Aug..Sep 2026).
    const todos = await ok('/relatorio/comparativo-custo/todos/RDX/990001');
    assert.equal(todos.inicio, '2026-08-01');
    assert.equal(todos.fim, '2026-09-30');
    assert.deepEqual(todos.totais, data.totais);
  });

  it('accumulated variation counts only the closed months', async () => {
    const data = await relatorioComparativoCusto(ctx.database.db, 'RDX', 990001, '2026-08-01', '2026-09-30', '2026-09-15');
    const realAgo = new Decimal(hhAgo).plus('500.00').toFixed(2);
    assert.deepEqual(data.anos[0]!.meses.map((mes) => mes.fechado), [true, false]);
    assert.equal(data.totais.totalVariacaoAcumuladaFechada, variacao('6000.00', realAgo));
    const receita = await relatorioComparativoFaturamento(ctx.database.db, 'RDX', '2026-08-01', '2026-09-30', '2026-09-15');
    // Aug only: (20.000 - 18.000) / 20.000 = 0,1
    assert.equal(receita.totais.totalVariacaoAcumuladaFechada, '0.1');
  });

  it('planned vs real revenue: valorVenda against the latest active saved report of each month', async () => {
    const data = await ok('/relatorio/comparativo-faturamento/periodo/RDX/2026-08-01/2026-09-30');
    assert.deepEqual(data.anos[0].meses, [
      { mes: '2026-08', mesLabel: 'Ago/2026', faturamentoPrevisto: '20000.00', faturamentoReal: '18000.00', variacao: '0.1', fechado: true },
      { mes: '2026-09', mesLabel: 'Set/2026', faturamentoPrevisto: '20000.00', faturamentoReal: '22000.00', variacao: '-0.1', fechado: true },
    ]);
    assert.deepEqual(data.totais, { totalFaturamentoPrevisto: '40000.00', totalFaturamentoReal: '40000.00', totalVariacao: '0', totalVariacaoAcumuladaFechada: '0' });
    const todos = await ok('/relatorio/comparativo-faturamento/todos/RDX');
    assert.deepEqual([todos.inicio, todos.fim, todos.totais], ['2026-08-01', '2026-09-30', data.totais]);
  });

  it('an empty period has no years; bad input is refused', async () => {
    assert.deepEqual((await ok('/relatorio/comparativo-custo/periodo/RDX/990001/2025-01-01/2025-03-31')).anos, []);
    assert.deepEqual((await ok('/relatorio/comparativo-faturamento/todos/RDY')).anos, []);
    assert.equal((await get('/relatorio/comparativo-custo/todos/RDX/990002')).status, 404);
    assert.equal((await get('/relatorio/comparativo-custo/todos/NAOEXISTE/1')).status, 404);
    const invertido = await get('/relatorio/comparativo-custo/periodo/RDX/990001/2026-09-30/2026-08-01');
    assert.equal(invertido.status, 400);
    assert.equal(invertido.body.errors[0].errorMessage, 'Período Inicial menor que Período Final.');
    assert.equal((await get('/relatorio/comparativo-faturamento/periodo/RDX/2026-13-01/2026-09-30')).status, 400);
    // dd/MM/yyyy (URL-encoded) is accepted too.
    assert.equal((await ok('/relatorio/comparativo-faturamento/periodo/RDX/01%2F08%2F2026/31%2F08%2F2026')).totais.totalFaturamentoReal, '18000.00');
  });

  it('annual result: one saved report per month, totals per year and overall, the planned margin', async () => {
    const data = await ok('/relatorio/resultado-anual/RDX/990001/2026');
    assert.deepEqual(
      data.resultados.map((linha: Json) => [linha.nome, linha.periodo_inicial, linha.receita_bruta, linha.receita_liquida, linha.custo_venda, linha.resultado_liquido, linha.despesas_operacionais, linha.imposto_sem_resultado]),
      [
        ['Ago', '2026-08-01', '18000.00', '16317.00', '6000.00', '5000.00', '100.00', '50.00'],
        ['Set', '2026-09-01', '22000.00', '19943.00', '7000.00', '6000.00', '100.00', '50.00'],
      ],
    );
    // liquida 36.260; custo 13.000; resultado liquido 11.000 / bruta 40.000 = 0,275; resultado bruto 23.260 / 36.260 = 0,641478
    const totais = {
      faturamentoBrutoRealTotal: '40000.00',
      faturamentoLiquidoRealTotal: '36260.00',
      custoTotalRealTotal: '13000.00',
      resultadoLiquidoTotal: '11000.00',
      margemLiquidaMensalTotal: '0.275000',
      margemContribuicaoMensalTotal: '0.641478',
    };
    assert.deepEqual(data.totaisGerais, totais);
    assert.deepEqual(data.totaisPorAno, [{ ano: 2026, ...totais }]);
    assert.equal(data.margem_custo_projeto, '0.250000');
    const total = await ok('/relatorio/resultado-anual/RDX/990001/total');
    assert.equal(total.ano, 'total');
    assert.deepEqual(total.totaisGerais, totais);
    const vazio = await ok('/relatorio/resultado-anual/RDX/990001/2025');
    assert.deepEqual([vazio.resultados, vazio.totaisPorAno, vazio.totaisGerais.custoTotalRealTotal], [[], [], '0.00']);
    assert.equal((await get('/relatorio/resultado-anual/RDX/990001/26')).status, 400);
    assert.deepEqual(await ok('/relatorio/margem-prevista/RDX'), { margem_custo_projeto: '0.250000' });
    assert.deepEqual(await ok('/relatorio/margem-prevista/RDY'), { margem_custo_projeto: null });
  });

  it('cost history: extra costs by type, VALOR_HH per project and month, TOTAL', async () => {
    const post = async (payload: Json) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/relatorio/historico-custos', headers: financeiro, payload });
      return { status: response.statusCode, body: response.json() as Json };
    };
    const total = await post({ tipoCusto: 'TOTAL', periodoInicial: '2026-08-01', periodoFinal: '2026-09-30', KeysDoProjeto: ['RDX', 'RDY'] });
    assert.equal(total.status, 200, JSON.stringify(total.body));
    const linhas = total.body.data.custos.map((c: Json) => [c.projeto, c.periodo_inicio, c.periodo_fim, c.tipo_custo, c.valor, c.moeda, c.cotacao, c.valor_convertido]);
    assert.deepEqual(
      linhas.map((linha: unknown[]) => linha.slice(0, 6).concat([String(new Decimal(String(linha[6])))], [linha[7]])),
      [
        ['RDX', '2026-08-01', '2026-08-31', 'INFRA_CLOUD', '500.00', 'BRL', '1', '500.00'],
        ['RDX', '2026-08-01', '2026-08-31', 'VALOR_HH', hhAgo, 'BRL', '0', hhAgo],
        ['RDY', '2026-08-01', '2026-08-31', 'HORAS_EXTRAS', '300.00', 'BRL', '1', '300.00'],
        ['RDX', '2026-09-01', '2026-09-30', 'OUTROS', '100.00', 'USD', '5', '500.00'],
        ['RDX', '2026-09-01', '2026-09-30', 'VALOR_HH', hhSet, 'BRL', '0', hhSet],
      ],
    );
    const rdx = total.body.data.projetos.find((p: Json) => p.key === 'RDX');
    assert.deepEqual(rdx.cliente, { clienteId: 9901 });
    assert.deepEqual(rdx.lead, { accountId: 'rd-lider', displayName: 'Líder RD' });
    assert.ok(total.body.data.clientes.some((c: Json) => c.id === 9901 && c.nome === 'Cliente RD'));

    const hh = await post({ tipoCusto: 'VALOR_HH', periodoInicial: '2026-09-10', periodoFinal: '2026-09-20', KeysDoProjeto: ['RDX'] });
    assert.deepEqual(hh.body.data.custos.map((c: Json) => [c.periodo_inicio, c.periodo_fim, c.valor]), [['2026-09-10', '2026-09-20', hhSet]]);
    const cloud = await post({ tipoCusto: 'INFRA_CLOUD', periodoInicial: '2026-08-15', periodoFinal: '2026-09-30', KeysDoProjeto: ['RDX', 'RDY'] });
    assert.deepEqual(cloud.body.data.custos.map((c: Json) => c.valor_convertido), ['500.00']);
    const vazio = await post({ tipoCusto: 'TOTAL', periodoInicial: '2025-01-01', periodoFinal: '2025-01-31', KeysDoProjeto: ['RDX'] });
    assert.deepEqual(vazio.body.data.custos, []);
    assert.equal((await post({ tipoCusto: 'XYZ', periodoInicial: '2026-08-01', periodoFinal: '2026-09-30', KeysDoProjeto: ['RDX'] })).status, 400);
    assert.equal((await post({ tipoCusto: 'TOTAL', periodoInicial: '2026-08-01', periodoFinal: '2026-09-30', KeysDoProjeto: [] })).status, 400);

    const todos = await ok('/relatorio/historico-custos/todos/2026-08-01/2026-08-31/HORAS_EXTRAS');
    assert.deepEqual(todos.custos.map((c: Json) => [c.projeto, c.valor_convertido]), [['RDY', '300.00']]);
    assert.equal((await get('/relatorio/historico-custos/todos/2026-08-01/2026-08-31/NADA')).status, 400);
  });

  it('lists projects, clients and leaders for the filters', async () => {
    const projetos = await ok('/relatorio/projetos');
    assert.deepEqual(projetos.map((p: Json) => p.key), ['RDX', 'RDY']);
    assert.ok((await ok('/relatorio/lideres')).some((l: Json) => l.accountId === 'rd-lider'));
    assert.ok((await ok('/relatorio/clientes')).some((c: Json) => c.key === 'CRD'));
    assert.deepEqual((await ok('/relatorio/clientes/9901/projetos')).map((p: Json) => p.key), ['RDX']);
    assert.deepEqual(await ok('/relatorio/clientes/9999/projetos'), []);
    assert.deepEqual(await ok('/relatorio/projetos/RDX/cliente'), { id: 9901, name: 'Cliente RD', key: 'CRD' });
    assert.equal(await ok('/relatorio/projetos/RDY/cliente'), null);
    assert.equal((await get('/relatorio/projetos/NAOEXISTE/cliente')).status, 404);
  });

  it('project totals over a period by KEY:ID pairs: the projects detail figures', async () => {
    const detalhe = await ok('/relatorio/projetos/detalhe/RDX%3A990001/2026-08-01/2026-08-31');
    assert.equal(detalhe.timeSpentTotal, 36000);
    assert.equal(detalhe.timeSpentBillable, 21600);
    assert.equal(detalhe.custoHH, hhAgo);
    assert.ok(new Decimal(detalhe.total).greaterThanOrEqualTo(hhAgo));
    assert.equal((await get('/relatorio/projetos/detalhe/RDX%3A1/2026-08-01/2026-08-31')).status, 404);
    assert.equal((await get('/relatorio/projetos/detalhe/RDX%3A990001/2026-09-01/2026-08-01')).status, 400);
    // The same pairs in the body (lists too long for a URL) give the same totals.
    const noCorpo = await ctx.app.inject({
      method: 'POST',
      url: '/relatorio/projetos/detalhe/2026-08-01/2026-08-31',
      headers: financeiro,
      payload: { pares: 'RDX:990001' },
    });
    assert.equal(noCorpo.statusCode, 200, noCorpo.body);
    assert.deepEqual(noCorpo.json().data, detalhe);
  });
});
