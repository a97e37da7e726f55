import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { formatMoneyComSinal } from '@financeiro/domain';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { carteiraAtualizada as carteira, fluxoDeCaixa, projecaoDoProjeto } from './service';

/**
 * Hand-computed case, today = 15/11/2031 (months far after the demo's closings, so the test's closing
 * of 10-2031 is the company's latest).
 *
 * Function F (an existing function). PRJA's plan: 10, 11 and 12-2031, each 100 h of F at R$ 100,00
 * (R$ 10.000,00) and sale value R$ 15.000,00 → budget 30.000, sale 45.000, planned margin 1/3.
 * Ana (mat 98001, function F in the closing, custo_hora 120) logs 110 h on PRJA in 10-2031; an extra
 * cost of R$ 500,00 in 10-2031.
 *   real = 110 × 120 + 500 = 13.700,00 (10-2031 is the closing's own month: final, not provisional)
 *   variance to date (10-2031): previsto 10.000, real 13.700, total 3.700 = horas (110 − 100) × 100 = 1.000
 *     + taxa 13.200 − 110 × 100 = 2.200 + indiretos 500 − 0 = 500
 *   remaining: 11-2031 (current, nothing logged) 100 h × 120 + 12-2031 100 h × 120 = 24.000
 *   (a) = 13.700 + 24.000 = 37.700 → margin 7.300 / 45.000 = 0,162222
 *   (b) factor = 13.700 / 10.000 = 1,37 → 13.700 + 24.000 × 1,37 = 46.580 → margin −1.580 / 45.000 = −0,035111
 *   consumed 13.700 / 30.000 = 0,456667; months left 2; deviation 0,37 → em risco (default thresholds).
 * PRJB: one month 12-2031, 100 h of F at R$ 100,00, sale R$ 20.000,00, nothing logged →
 *   F's projected hour cost from the project's people: nobody → the plan's rate 100 → (a) = (b) = 10.000
 *   → margin 0,5 → no prazo.
 */
const HOJE = '2031-11-15';

describe('projecao (/projecao/:key, /projecao-carteira, /relatorio/fluxo-caixa, /admin/projecao/limites)', () => {
  let ctx: TestContext;
  let financeiro: Record<string, string>;
  let rh: Record<string, string>;
  let admin: Record<string, string>;
  let funcaoNome: string;
  let clienteId: number;

  before(async () => {
    ctx = await createTestApp();
    financeiro = bearer((await ctx.session('financeiro')).token);
    rh = bearer((await ctx.session('rh')).token);
    admin = bearer((await ctx.session('admin')).token);
    const db = ctx.app.db;
    const exec = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [f] = await exec(sql`SELECT cod, nome FROM funcao ORDER BY cod LIMIT 1`);
    const cod = Number(f!.cod);
    funcaoNome = String(f!.nome);
    const [cli] = await exec(sql`INSERT INTO cliente (nome, chave) VALUES ('Cliente Projeção', 'PRJCLI') RETURNING id`);
    clienteId = Number(cli!.id);
    await exec(sql`
      INSERT INTO colaborador (mat, nome, sobrenome, cpf, email, filial, departamento, regime, funcao, admissao, demissao, salario, classificacao, carga_horaria, data_inicio, ativo)
      SELECT 98001, 'Ana', 'Projeção', '98000000001', 'ana.prj@teste.com', filial, departamento, regime, ${cod}, '2020-01-01', NULL, 5000, NULL, 8, '2020-01-01', true
      FROM colaborador LIMIT 1`);
    await exec(sql`INSERT INTO jira_usuario (account_id, nome, colaborador_mat) VALUES ('prj-ana', 'Ana Projeção', 98001)`);
    await exec(sql`INSERT INTO projeto (id, chave, nome, cliente_id) VALUES (980001, 'PRJA', 'Portal Projeção', ${clienteId}), (980002, 'PRJB', 'App Projeção', NULL)`);
    await exec(sql`INSERT INTO issue (id, chave, projeto_id) VALUES (9800010, 'PRJA-1', 980001)`);
    await exec(sql`
      INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds)
      VALUES (9800011, 9800010, 980001, 'prj-ana', 98001, '2031-10-10', ${60 * 3600}), (9800012, 9800010, 980001, 'prj-ana', 98001, '2031-10-20', ${50 * 3600})`);
    const [fe] = await exec(sql`
      INSERT INTO fechamento (label, data_inicio, data_fim, ativo, calculado_em) VALUES ('Outubro 2031', '2031-10-01', '2031-10-31', true, now()) RETURNING id`);
    await exec(sql`
      INSERT INTO fechamento_colaborador
      SELECT (jsonb_populate_record(fc, jsonb_build_object('fechamento_id', ${Number(fe!.id)}::int, 'mat', 98001, 'nome', 'Ana Projeção', 'funcao_cod', ${cod}::int,
              'funcao_nome', ${funcaoNome}::text, 'custo_hora', 120))).*
      FROM fechamento_colaborador fc LIMIT 1`);
    await exec(sql`
      INSERT INTO custo_projeto (email, projeto, descricao, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao)
      VALUES ('financeiro@veecode.com.br', 'PRJA', 'Licenças', '2031-10-01', '2031-10-31', 'OUTROS_SOFTWARES', 500, 'BRL', 1)`);
    await exec(sql`INSERT INTO planejamento (projeto) VALUES ('PRJA'), ('PRJB')`);
    await exec(sql`
      INSERT INTO planejamento_mes (projeto, mes, valor_venda) VALUES
        ('PRJA', '2031-10-01', 15000), ('PRJA', '2031-11-01', 15000), ('PRJA', '2031-12-01', 15000), ('PRJB', '2031-12-01', 20000)`);
    await exec(sql`
      INSERT INTO previsto_funcao (projeto, mes, indice, codigo_funcao, nome_funcao, horas_funcao, custo_venda_funcao, custo_total_funcao)
      SELECT projeto, mes, 1, ${cod}, ${funcaoNome}, 100, 100, 10000 FROM planejamento_mes WHERE projeto IN ('PRJA', 'PRJB')`);
  });

  after(async () => {
    await ctx.close();
  });

  it("one project's forecast: estimates (a)/(b), margins, consumed, months left, variance and its cause", async () => {
    const p = await projecaoDoProjeto(ctx.app.db, 'PRJA', HOJE);
    assert.equal(p.valorVenda, '45000.00');
    assert.equal(p.custoPrevisto, '30000.00');
    assert.equal(p.realizado.total, '13700.00');
    assert.equal(p.realizado.provisorio, '0.00');
    assert.equal(p.ultimoFechamento, '10-2031');
    assert.deepEqual([p.estimativaA.custo, p.estimativaA.margem], ['37700.00', '0.162222']);
    assert.deepEqual([p.estimativaB.custo, p.estimativaB.margem], ['46580.00', '-0.035111']);
    assert.equal(p.consumido, '0.456667');
    assert.equal(p.mesesRestantes, 2);
    assert.deepEqual(p.variacao.componentes, { horas: '1000.00', mix: '0.00', taxa: '2200.00', foraDoPlano: '0.00', indiretos: '500.00' });
    assert.equal(
      p.causa,
      `${formatMoneyComSinal('2200')} por custo-hora acima do previsto em ${funcaoNome}; ${formatMoneyComSinal('1000')} por horas acima do previsto em ${funcaoNome}; ` +
        `${formatMoneyComSinal('500')} por custos indiretos acima do previsto`,
    );
    assert.equal(p.status, 'em_risco');
    assert.deepEqual(
      p.meses.map((m) => [m.mes, m.acumuladoPrevisto, m.acumuladoReal, m.acumuladoProjetado]),
      [
        ['10-2031', '10000.00', '13700.00', '13700.00'],
        ['11-2031', '20000.00', '13700.00', '25700.00'],
        ['12-2031', '30000.00', null, '37700.00'],
      ],
    );
  });

  it('GET /projecao/:key: sections projetos or relatorios-delivery, 404 without a plan or project', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/projecao/PRJA', headers: financeiro });
    assert.equal(ok.statusCode, 200, ok.body);
    const data = ok.json().data;
    assert.equal(data.projeto.cliente.nome, 'Cliente Projeção');
    assert.equal(data.aRealizar.totalExato, undefined);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/projecao/PRJA', headers: rh })).statusCode, 403);
    const semPlano = await ctx.app.inject({ method: 'GET', url: '/projecao/NAOEXISTE', headers: financeiro });
    assert.equal(semPlano.statusCode, 404);
  });

  it('Carteira: risk order, status and filters', async () => {
    const { linhas } = await carteira(ctx.app.db, {}, HOJE);
    const nossas = linhas.filter((l) => l.projeto.chave.startsWith('PRJ'));
    assert.deepEqual(
      nossas.map((l) => [l.projeto.chave, l.status, l.margemA, l.margemB]),
      [
        ['PRJA', 'em_risco', '0.162222', '-0.035111'],
        ['PRJB', 'no_prazo', '0.5', '0.5'],
      ],
    );
    const filtrada = await carteira(ctx.app.db, { cliente: clienteId }, HOJE);
    assert.deepEqual(filtrada.linhas.map((l) => l.projeto.chave), ['PRJA']);
    const http = await ctx.app.inject({ method: 'GET', url: `/projecao-carteira?cliente=${clienteId}`, headers: financeiro });
    assert.equal(http.statusCode, 200, http.body);
    assert.deepEqual(http.json().data.linhas.map((l: { projeto: { chave: string } }) => l.projeto.chave), ['PRJA']);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/projecao-carteira', headers: rh })).statusCode, 403);
  });

  it('thresholds: administrator only, validated, change the status', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/admin/projecao/limites', headers: financeiro })).statusCode, 403);
    const invalido = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/projecao/limites',
      headers: admin,
      payload: { margemAtencao: '0.1', margemRisco: '0.2', desvioAtencao: '0.05', desvioRisco: '0.15' },
    });
    assert.equal(invalido.statusCode, 400);
    assert.match(invalido.body, /A margem de risco deve ser menor ou igual à margem de atenção\./);
    const salvo = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/projecao/limites',
      headers: admin,
      payload: { margemAtencao: '0.6', margemRisco: '-0.5', desvioAtencao: '0.5', desvioRisco: '0.9' },
    });
    assert.equal(salvo.statusCode, 400, 'a negative margin is refused');
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/projecao/limites',
      headers: admin,
      payload: { margemAtencao: '0.6', margemRisco: '0', desvioAtencao: '0.5', desvioRisco: '1' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json().data, { margemAtencao: '0.600000', margemRisco: '0.000000', desvioAtencao: '0.500000', desvioRisco: '1.000000' });
    const { linhas } = await carteira(ctx.app.db, {}, HOJE);
    // PRJA: margin −0,035 < 0 → still em risco; PRJB: margin 0,5 < 0,6 → atenção.
    assert.deepEqual(
      linhas.filter((l) => l.projeto.chave.startsWith('PRJ')).map((l) => [l.projeto.chave, l.status]),
      [
        ['PRJA', 'em_risco'],
        ['PRJB', 'atencao'],
      ],
    );
  });

  it("Fluxo de Caixa: revenue, cost, net and running total; 'realizado' up to the last closing", async () => {
    const { ultimoFechamento, meses } = await fluxoDeCaixa(ctx.app.db, '10-2031', '12-2031', HOJE);
    assert.equal(ultimoFechamento, '10-2031');
    // 10-2031: realised, no margin report → the plan's 15.000; cost 13.700. 11-2031: 15.000 − 12.000.
    // 12-2031: 15.000 + 20.000 − (12.000 + 10.000).
    assert.deepEqual(
      meses.map((m) => [m.mes, m.realizado, m.receita, m.custo, m.liquido, m.acumulado]),
      [
        ['10-2031', true, '15000.00', '13700.00', '1300.00', '1300.00'],
        ['11-2031', false, '15000.00', '12000.00', '3000.00', '4300.00'],
        ['12-2031', false, '35000.00', '22000.00', '13000.00', '17300.00'],
      ],
    );
    const longo = await ctx.app.inject({ method: 'GET', url: '/relatorio/fluxo-caixa?de=01-2030&ate=01-2033', headers: financeiro });
    assert.equal(longo.statusCode, 400);
  });
});
