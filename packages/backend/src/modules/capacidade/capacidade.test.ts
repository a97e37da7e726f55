import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MARCA_PROJETO_INTERNO, projetoInterno1000, type LinhaCapacidadeArea, type LinhaCapacidadeProjeto, type RespostaCapacidadeProjeto } from '@financeiro/domain';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { capacidadePorArea, CAPACIDADE_ERROS } from './service';

/**
 * Hand-made fixture, November 2026 (19 working days: 2 Nov and 20 Nov are holidays -> 152 h at 8 h/day).
 * Projects: CAPA and CAPB (client projects), CAPI (client, name with INT-1000: not a client project for
 * the area), CAPN (no client), AUSENCIA (the absence project: the demo key, JIRA_ABSENCE_PROJECT_KEY unset).
 *
 * Ana (9001, Delivery, CLT, 8 h, admitted 2020): plans CAPA 10 x 4 h = 40 h, CAPB 2 x 8 h = 16 h, CAPI 8 h,
 *   CAPN 8 h, AUSENCIA 3 x 8 h = 24 h, CAPA on 1 Dec 8 h (outside). Worklogs CAPA 30 h (billable 25 h),
 *   CAPB 10 h (10 h), CAPI 5 h (0), CAPN 7 h (7), CAPA on 31 Oct 9 h (outside).
 *   -> mandatory 152, planned 56, vacation 24, free 72, realised 40, billable 35;
 *      occupancies 36,84 / 26,32 / 23,03; variation (56 - 35) / 56 = 37,50 %; classification = CAPA's category.
 * Bruno (9002, ENGESOL, Estagiário, 6 h, admitted 16 Nov): 10 working days -> 60 h; plans CAPA 6 x 6 h = 36 h,
 *   CAPB 36 h (tie: the lower project id, CAPA) -> planned 72, free -12, no worklogs -> variation 100,00 %.
 * Carla (9003, Administrativo, PJ, 8 h, dismissed 6 Nov): 3..6 Nov -> 32 h; CAPA worklog 8 h, billable 0;
 *   no plans -> variation '-'.
 * Davi (9004, dismissed 15 Oct) and Eva (9005, deleted) are not in the area report.
 * An external Jira user (no registration) logs 5 h billable on CAPA.
 */
const P = { A: 990001, B: 990002, I: 990003, N: 990004, AUS: 990005 } as const;

describe('capacidade (/relatorio/capacidade-area, /relatorio/capacidade-projeto)', () => {
  let ctx: TestContext;
  let financeiro: Record<string, string>;
  let rh: Record<string, string>;
  let catA: string;
  let catB: string;

  before(async () => {
    ctx = await createTestApp();
    financeiro = bearer((await ctx.session('financeiro')).token);
    rh = bearer((await ctx.session('rh')).token);
    const db = ctx.app.db;
    catA = 'Capacidade Categoria A';
    catB = 'Capacidade Categoria B';
    const cats = (await db.execute(sql`INSERT INTO categoria_projeto (nome) VALUES (${catA}), (${catB}) RETURNING id`)) as unknown as { rows: { id: number }[] };
    const [ca, cb] = cats.rows.map((row) => Number(row.id));
    const cli = (await db.execute(sql`INSERT INTO cliente (nome, chave) VALUES ('Cliente Capacidade', 'CAPCLI') RETURNING id`)) as unknown as { rows: { id: number }[] };
    const cliente = Number(cli.rows[0]!.id);
    await db.execute(sql`
      INSERT INTO projeto (id, chave, nome, categoria_id, cliente_id) VALUES
        (${P.A}, 'CAPA', 'Portal Capacidade', ${ca}, ${cliente}),
        (${P.B}, 'CAPB', 'Sustentação Capacidade', ${cb}, ${cliente}),
        (${P.I}, 'CAPI', 'Capacidade INT-1000 Interno', ${cb}, ${cliente}),
        (${P.N}, 'CAPN', 'Capacidade sem cliente', ${cb}, NULL),
        (${P.AUS}, 'AUSENCIA', 'Ausências e Férias', NULL, NULL)`);
    await db.execute(sql`
      INSERT INTO issue (id, chave, projeto_id)
      SELECT p.id * 10, p.chave || '-1', p.id FROM projeto p WHERE p.id BETWEEN ${P.A} AND ${P.AUS}`);
    await db.execute(sql`
      INSERT INTO colaborador (mat, nome, sobrenome, cpf, email, filial, departamento, regime, funcao, admissao, demissao, salario, classificacao, carga_horaria, data_inicio, ativo)
      VALUES
        (9001, 'Ana', 'Capacidade', '90000000001', 'ana.cap@teste.com', 1, 5, 1, 2, '2020-01-01', NULL, 5000, 'Desenvolvimento', 8, '2020-01-01', true),
        (9002, 'Bruno', 'Capacidade', '90000000002', 'bruno.cap@teste.com', 1, 16, 3, 1, '2026-11-16', NULL, 1500, NULL, 6, '2026-11-16', true),
        (9003, 'Carla', 'Capacidade', '90000000003', 'carla.cap@teste.com', 1, 1, 2, 3, '2019-01-01', '2026-11-06', 9000, NULL, 8, '2019-01-01', true),
        (9004, 'Davi', 'Capacidade', '90000000004', 'davi.cap@teste.com', 1, 5, 1, 1, '2019-01-01', '2026-10-15', 3000, NULL, 8, '2019-01-01', true),
        (9005, 'Eva', 'Capacidade', '90000000005', 'eva.cap@teste.com', 1, 5, 1, 1, '2019-01-01', NULL, 3000, NULL, 8, '2019-01-01', false)`);
    await db.execute(sql`
      INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat) VALUES
        ('cap-ana', 'Ana Capacidade', 'ana.cap@teste.com', 9001), ('cap-bruno', 'Bruno Capacidade', NULL, 9002),
        ('cap-carla', 'Carla Capacidade', NULL, 9003), ('cap-davi', 'Davi Capacidade', NULL, 9004), ('cap-eva', 'Eva Capacidade', NULL, 9005),
        ('cap-ext', 'Externo Parceiro', NULL, NULL)`);
    // Plans: (plano_id, day, account, mat, project, seconds).
    const h = 3600;
    const planos: [number, string, string, number, number, number][] = [];
    const diasAna = ['03', '04', '05', '06', '09', '10', '11', '12', '13', '16'];
    diasAna.forEach((d) => planos.push([1, `2026-11-${d}`, 'cap-ana', 9001, P.A, 4 * h]));
    planos.push([2, '2026-11-17', 'cap-ana', 9001, P.B, 8 * h], [2, '2026-11-18', 'cap-ana', 9001, P.B, 8 * h]);
    planos.push([3, '2026-11-19', 'cap-ana', 9001, P.I, 8 * h], [4, '2026-11-23', 'cap-ana', 9001, P.N, 8 * h]);
    ['24', '25', '26'].forEach((d) => planos.push([5, `2026-11-${d}`, 'cap-ana', 9001, P.AUS, 8 * h]));
    planos.push([1, '2026-12-01', 'cap-ana', 9001, P.A, 8 * h]);
    ['16', '17', '18', '19', '23', '24'].forEach((d) => planos.push([6, `2026-11-${d}`, 'cap-bruno', 9002, P.A, 6 * h]));
    ['16', '17', '18', '19', '23', '24'].forEach((d) => planos.push([7, `2026-11-${d}`, 'cap-bruno', 9002, P.B, 6 * h]));
    for (const [id, dia, conta, mat, projeto, segundos] of planos) {
      await db.execute(sql`INSERT INTO plano (plano_id, data, assignee_account_id, colaborador_mat, projeto_id, planned_seconds)
                           VALUES (${id}, ${dia}, ${conta}, ${mat}, ${projeto}, ${segundos})`);
    }
    // Worklogs: (id, day, account, mat, project, seconds, billable).
    const worklogs: [number, string, string, number | null, number, number, number][] = [
      [1, '2026-11-03', 'cap-ana', 9001, P.A, 20 * h, 15 * h],
      [2, '2026-11-10', 'cap-ana', 9001, P.A, 10 * h, 10 * h],
      [3, '2026-11-17', 'cap-ana', 9001, P.B, 10 * h, 10 * h],
      [4, '2026-11-19', 'cap-ana', 9001, P.I, 5 * h, 0],
      [5, '2026-11-23', 'cap-ana', 9001, P.N, 7 * h, 7 * h],
      [6, '2026-10-31', 'cap-ana', 9001, P.A, 9 * h, 9 * h],
      [7, '2026-11-04', 'cap-carla', 9003, P.A, 8 * h, 0],
      [8, '2026-11-05', 'cap-ext', null, P.A, 5 * h, 5 * h],
      [9, '2026-11-05', 'cap-davi', 9004, P.B, 3 * h, 3 * h],
    ];
    for (const [id, dia, conta, mat, projeto, segundos, faturavel] of worklogs) {
      await db.execute(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds)
                           VALUES (${990000 + id}, ${projeto * 10}, ${projeto}, ${conta}, ${mat}, ${dia}, ${segundos}, ${faturavel})`);
    }
  });
  after(async () => {
    await ctx.close();
  });

  const get = (url: string, headers = financeiro) => ctx.app.inject({ method: 'GET', url, headers });

  it('requires a token and the relatorios-delivery section', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/relatorio/capacidade-area/2026-11-01/2026-11-30' })).statusCode, 401);
    assert.equal((await get('/relatorio/capacidade-area/2026-11-01/2026-11-30', rh)).statusCode, 403);
    assert.equal((await get(`/relatorio/capacidade-projeto/2026-11-01/2026-11-30/${P.A}`, rh)).statusCode, 403);
  });

  it('validates the dates, the period and the projects', async () => {
    const erro = async (url: string) => {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      return response.json().errors[0].errorMessage as string;
    };
    assert.equal(await erro('/relatorio/capacidade-area/2026-13-01/2026-11-30'), CAPACIDADE_ERROS.data);
    assert.equal(await erro('/relatorio/capacidade-area/2026-11-30/2026-11-01'), CAPACIDADE_ERROS.periodo);
    assert.equal(await erro('/relatorio/capacidade-area/2020-01-01/2026-11-30'), CAPACIDADE_ERROS.periodoLongo);
    assert.equal(await erro('/relatorio/capacidade-projeto/2026-11-01/2026-11-30/1,abc'), CAPACIDADE_ERROS.projetos);
    assert.equal(await erro('/relatorio/capacidade-projeto/2026-11-01/2026-11-30/0'), CAPACIDADE_ERROS.projetos);
    assert.equal(await erro('/relatorio/capacidade-projeto/2026-11-01/2026-11-30/%2525E0'), CAPACIDADE_ERROS.projetos);
    // dd/MM/aaaa (encoded) is accepted too.
    assert.equal((await get('/relatorio/capacidade-area/01%2F11%2F2026/30%2F11%2F2026')).statusCode, 200);
  });

  it('lists the area report by name (pt-BR), then matrícula: the same order whatever plan the database chose', async () => {
    const linhas = (await get('/relatorio/capacidade-area/2026-11-01/2026-11-30')).json<
      Array<{ colaborador: { mat: number; nome: string; sobrenome: string } }>
    >();
    assert.ok(linhas.length > 5, `${linhas.length} linhas`);
    const chave = (l: (typeof linhas)[number]) => [`${l.colaborador.nome} ${l.colaborador.sobrenome}`, l.colaborador.mat] as const;
    const ordenadas = [...linhas].sort(
      (a, b) => chave(a)[0].localeCompare(chave(b)[0], 'pt-BR') || chave(a)[1] - chave(b)[1],
    );
    assert.deepEqual(linhas.map(chave), ordenadas.map(chave));
  });

  it('takes a selection of 500 projects in the path (every project of a large company)', async () => {
    await ctx.app.db.execute(sql`
      INSERT INTO projeto (id, chave, nome) SELECT 800000 + g, 'LOTE' || g, 'Projeto em lote ' || g FROM generate_series(1, 495) g`);
    const ids = [P.A, P.B, P.I, P.N, P.AUS, ...Array.from({ length: 495 }, (_, i) => 800001 + i)];
    assert.ok(ids.join(',').length > 3000);
    const response = await get(`/relatorio/capacidade-projeto/2026-11-01/2026-11-30/${ids.join(',')}`);
    assert.equal(response.statusCode, 200, response.body);
    const { projetos } = response.json<{ projetos: Array<{ projetoId?: number; id?: number; chave?: string; key?: string }> }>();
    assert.ok(JSON.stringify(projetos).includes('CAPA'), 'the seeded project with plans is in the answer');
    // The same list in the body (for lists too long for a URL) gives the same answer.
    const inBody = await ctx.app.inject({
      method: 'POST',
      url: '/relatorio/capacidade-projeto/2026-11-01/2026-11-30',
      headers: financeiro,
      payload: { projetos: ids.join(',') },
    });
    assert.equal(inBody.statusCode, 200, inBody.body);
    assert.deepEqual(inBody.json(), response.json());
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/relatorio/capacidade-projeto/2026-11-01/2026-11-30',
      headers: financeiro,
      payload: { projetos: '1,abc' },
    });
    assert.equal(bad.json<{ errors: Array<{ errorMessage: string }> }>().errors[0]!.errorMessage, CAPACIDADE_ERROS.projetos);
  });

  it('capacity by area: the hand-checked rows', async () => {
    const response = await get('/relatorio/capacidade-area/2026-11-01/2026-11-30');
    assert.equal(response.statusCode, 200, response.body);
    const linhas = response.json<LinhaCapacidadeArea[]>();
    const por = (mat: number) => linhas.find((linha) => linha.colaborador.mat === mat);
    assert.equal(por(9004), undefined, 'dismissed before the period');
    assert.equal(por(9005), undefined, 'deleted registration');

    assert.deepEqual(por(9001), {
      colaborador: {
        mat: 9001,
        nome: 'Ana',
        sobrenome: 'Capacidade',
        demissao: null,
        departamento: { cod: 5, nome: 'Delivery' },
        regime: { cod: 1, nome: 'CLT' },
        funcao: { nome: { nome: 'Desenvolvedor Pleno' } },
      },
      perfil: 'Desenvolvimento',
      infoMaiorAlocacao: { categoria: catA },
      horasPorDia: 8,
      totalHorasObrigatorias: 152,
      totalHorasPlanejadas: 56,
      ferias: 24,
      horasLivres: 72,
      horasRealizadas: 40,
      horasFaturaveis: 35,
      ocupacao: { ocupacaoPlanejada: 36.84, ocupacaoRealizada: 26.32, ocupacaoFaturavel: 23.03 },
      variacaoFaturavel: '37,50%',
      variacaoFaturavelValor: 37.5,
    });
    const bruno = por(9002)!;
    assert.equal(bruno.colaborador.regime.nome, 'Estagiário');
    assert.equal(bruno.colaborador.departamento.cod, 16);
    assert.equal(bruno.totalHorasObrigatorias, 60);
    assert.equal(bruno.totalHorasPlanejadas, 72);
    assert.equal(bruno.horasLivres, -12);
    assert.equal(bruno.infoMaiorAlocacao.categoria, catA, 'tie: the lower project id');
    assert.deepEqual(bruno.ocupacao, { ocupacaoPlanejada: 120, ocupacaoRealizada: 0, ocupacaoFaturavel: 0 });
    assert.equal(bruno.variacaoFaturavel, '100,00%');
    const carla = por(9003)!;
    assert.equal(carla.colaborador.demissao, '2026-11-06');
    assert.equal(carla.totalHorasObrigatorias, 32);
    assert.equal(carla.horasRealizadas, 8);
    assert.equal(carla.horasFaturaveis, 0);
    assert.equal(carla.ocupacao.ocupacaoRealizada, 25);
    assert.equal(carla.variacaoFaturavel, '-');
    assert.equal(carla.variacaoFaturavelValor, null);
    assert.equal(carla.infoMaiorAlocacao.categoria, null);
    // The seeded company's employees are there, without Jira activity.
    const seeded = (await ctx.app.db.execute(
      sql`SELECT mat FROM colaborador WHERE ativo AND mat < 9000 AND demissao IS NULL AND admissao < '2026-11-01' ORDER BY mat LIMIT 1`,
    )) as unknown as { rows: { mat: number }[] };
    const outro = por(Number(seeded.rows[0]!.mat))!;
    assert.ok(outro);
    assert.equal(outro.totalHorasPlanejadas + outro.horasRealizadas + outro.ferias, 0);
    assert.equal(outro.totalHorasObrigatorias, 152 * (outro.horasPorDia / 8));
  });

  it('capacity by project: rows per selected project, with a Jira user without registration', async () => {
    const response = await get(`/relatorio/capacidade-projeto/2026-11-01/2026-11-30/${P.I},${P.A}`);
    assert.equal(response.statusCode, 200, response.body);
    const { projetos } = response.json<RespostaCapacidadeProjeto>();
    assert.deepEqual(
      projetos.map((p) => p.projeto),
      [
        { id: P.A, key: 'CAPA', label: 'CAPA - Portal Capacidade', categoria: catA },
        { id: P.I, key: 'CAPI', label: 'CAPI - Capacidade INT-1000 Interno', categoria: catB },
      ],
    );
    const resumo = (linha: LinhaCapacidadeProjeto) => [
      `${linha.colaborador.nome} ${linha.colaborador.sobrenome}`.trim(),
      linha.colaborador.departamento,
      linha.colaborador.regime ?? null,
      linha.totalHorasObrigatorias,
      linha.horasPlanejadas,
      linha.horasRealizadas,
      linha.horasFaturaveis,
      linha.ocupacao.ocupacaoPlanejada,
      linha.ocupacao.ocupacaoRealizada,
      linha.ocupacao.ocupacaoFaturavel,
      linha.variacaoFaturavel,
    ];
    assert.deepEqual(projetos[0]!.colaboradores.map(resumo), [
      ['Ana Capacidade', 'Delivery', 'CLT', 152, 40, 30, 25, 26.32, 19.74, 16.45, '37,50%'],
      ['Bruno Capacidade', 'ENGESOL', 'Estagiário', 60, 36, 0, 0, 60, 0, 0, '100,00%'],
      ['Carla Capacidade', 'Administrativo', 'Pessoa Jurídica', 32, 0, 8, 0, 0, 25, 0, '-'],
      // No mandatory hours (no registration): no occupancy over zero, null (the screen and the export say 'sem horas obrigatórias').
      ['Externo Parceiro', '', null, 0, 0, 5, 5, null, null, null, '-'],
    ]);
    assert.equal(projetos[0]!.colaboradores[3]!.colaborador.accountId, 'cap-ext');
    assert.deepEqual(projetos[1]!.colaboradores.map(resumo), [['Ana Capacidade', 'Delivery', 'CLT', 152, 8, 5, 0, 5.26, 3.29, 0, '100,00%']]);
  });

  it('TODOS and NAO-INT-1000 selections; no activity gives no project', async () => {
    const chaves = async (segmento: string) => {
      const response = await get(`/relatorio/capacidade-projeto/2026-11-01/2026-11-30/${segmento}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<RespostaCapacidadeProjeto>().projetos.map((p) => p.projeto.key);
    };
    assert.deepEqual(await chaves('TODOS'), ['CAPA', 'CAPB', 'CAPI', 'CAPN']);
    assert.deepEqual(await chaves('NAO-INT-1000'), ['CAPA', 'CAPB', 'CAPN']);
    assert.deepEqual(await chaves(`${P.AUS}`), ['AUSENCIA'], 'an explicit selection is honoured');
    const vazio = await get(`/relatorio/capacidade-projeto/2025-01-01/2025-01-31/${P.A}`);
    assert.deepEqual(vazio.json(), { projetos: [] });
  });
});

/**
 * The area report's monthly aggregate `worklog_cliente_mes` (migration 0085) against the raw worklogs,
 * after every kind of write to the worklogs and to the projects' client status, and the area report
 * read through it against the same report over the raw worklogs only.
 */
describe('worklog_cliente_mes: client-project seconds per collaborator and month', () => {
  let ctx: TestContext;
  const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await exec(query)) as unknown as { rows: T[] }).rows;
  const Q = { cliente: 990201, interno: 990202, semCliente: 990203 } as const;

  /** (collaborator, month) groups where the aggregate and the raw worklogs differ, as text lines. */
  async function diferencas(): Promise<string[]> {
    const linhas = await rows<{ linha: string }>(sql`
      WITH bruto AS (
        SELECT w.colaborador_mat, date_trunc('month', w.data::timestamp)::date AS mes, count(*)::int AS worklogs,
               sum(w.time_spent_seconds)::bigint AS segundos, sum(w.billable_seconds)::bigint AS segundos_faturaveis
        FROM worklog w JOIN projeto p ON p.id = w.projeto_id
        WHERE w.colaborador_mat IS NOT NULL AND p.cliente_id IS NOT NULL AND upper(p.nome) NOT LIKE ${`%${MARCA_PROJETO_INTERNO}%`}
        GROUP BY 1, 2
      )
      SELECT concat_ws(' ', COALESCE(a.colaborador_mat, b.colaborador_mat), COALESCE(a.mes, b.mes),
                       'agregado', a.worklogs, a.segundos, a.segundos_faturaveis, 'worklogs', b.worklogs, b.segundos, b.segundos_faturaveis) AS linha
      FROM worklog_cliente_mes a
      FULL JOIN bruto b ON b.colaborador_mat = a.colaborador_mat AND b.mes = a.mes
      WHERE a.mes IS NULL OR b.mes IS NULL OR a.worklogs <> b.worklogs OR a.segundos <> b.segundos OR a.segundos_faturaveis <> b.segundos_faturaveis
      ORDER BY 1 LIMIT 20`);
    return linhas.map((linha) => linha.linha);
  }

  let mat = 0;
  let outra = 0;
  let conta = '';
  before(async () => {
    ctx = await createTestApp({ projetos: true });
    const pessoas = await rows<{ mat: number; account_id: string }>(
      sql`SELECT colaborador_mat AS mat, account_id FROM jira_usuario WHERE colaborador_mat IS NOT NULL ORDER BY colaborador_mat LIMIT 2`,
    );
    mat = pessoas[0]!.mat;
    conta = pessoas[0]!.account_id;
    outra = pessoas[1]!.mat;
    const [cliente] = await rows<{ id: number }>(sql`SELECT id FROM cliente ORDER BY id LIMIT 1`);
    await exec(sql`INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat) VALUES ('wcm-ext', 'Pessoa de Fora', NULL, NULL)`);
    await exec(sql`INSERT INTO projeto (id, chave, nome, categoria_id, cliente_id) VALUES
      (${Q.cliente}, 'WCMA', 'Agregado Cliente', 1, ${cliente!.id}),
      (${Q.interno}, 'WCMI', ${`Agregado ${MARCA_PROJETO_INTERNO}`}, 1, ${cliente!.id}),
      (${Q.semCliente}, 'WCMN', 'Agregado Sem Cliente', 1, NULL)`);
    await exec(sql`INSERT INTO issue (id, chave, projeto_id, resumo) VALUES
      (99020101, 'WCMA-1', ${Q.cliente}, 'Um'), (99020201, 'WCMI-1', ${Q.interno}, 'Dois'), (99020301, 'WCMN-1', ${Q.semCliente}, 'Três')`);
  });

  after(async () => {
    await ctx?.close();
  });

  it("agrees with the domain on what a client project is (the database's projeto_de_cliente)", async () => {
    const nomes = ['Portal', `Portal ${MARCA_PROJETO_INTERNO}`, `portal ${MARCA_PROJETO_INTERNO.toLowerCase()} x`, 'INT-100 quase'];
    for (const nome of nomes) {
      const [resposta] = await rows<{ comCliente: boolean; semCliente: boolean }>(
        sql`SELECT projeto_de_cliente(1, ${nome}) AS "comCliente", projeto_de_cliente(NULL, ${nome}) AS "semCliente"`,
      );
      assert.deepEqual(resposta, { comCliente: !projetoInterno1000(nome), semCliente: false }, nome);
    }
  });

  it('is filled for the demo seed (bulk insert) exactly as the raw worklogs', async () => {
    const [contagem] = await rows<{ linhas: number }>(sql`SELECT count(*)::int AS linhas FROM worklog_cliente_mes`);
    assert.ok(contagem!.linhas > 0, `linhas: ${contagem!.linhas}`);
    assert.deepEqual(await diferencas(), []);
  });

  it("follows the worklogs' inserts, updates, upserts and deletes and the projects' client status", async () => {
    await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
      (99020001, 99020101, ${Q.cliente}, ${conta}, ${mat}, '2026-09-30', 3600, 3600),
      (99020002, 99020101, ${Q.cliente}, ${conta}, ${mat}, '2026-09-02', 1800, 0),
      (99020003, 99020201, ${Q.interno}, ${conta}, ${mat}, '2026-10-01', 7200, 3600),
      (99020004, 99020301, ${Q.semCliente}, ${conta}, ${mat}, '2026-10-15', 900, 900),
      (99020005, 99020101, ${Q.cliente}, 'wcm-ext', NULL, '2026-10-16', 600, 0)`);
    assert.deepEqual(await diferencas(), []);

    // Seconds change; a worklog moves month; one moves from a client project to one without a client and another back.
    await exec(sql`UPDATE worklog SET time_spent_seconds = 4500, billable_seconds = 900 WHERE id = 99020001`);
    await exec(sql`UPDATE worklog SET data = '2026-11-20' WHERE id = 99020002`);
    await exec(sql`UPDATE worklog SET projeto_id = ${Q.semCliente}, issue_id = 99020301 WHERE id = 99020001`);
    await exec(sql`UPDATE worklog SET projeto_id = ${Q.cliente}, issue_id = 99020101 WHERE id = 99020004`);
    assert.deepEqual(await diferencas(), []);
    // Relink (the sync's `vinculos` stage), to another employee, then unlinked.
    await exec(sql`UPDATE worklog SET colaborador_mat = ${mat} WHERE author_account_id = 'wcm-ext'`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`UPDATE worklog SET colaborador_mat = ${outra} WHERE author_account_id = 'wcm-ext'`);
    await exec(sql`UPDATE worklog SET colaborador_mat = NULL WHERE author_account_id = 'wcm-ext'`);
    assert.deepEqual(await diferencas(), []);
    // Rows rewritten unchanged, then the Tempo sync's upsert (one new, one changed).
    await exec(sql`UPDATE worklog SET updated_at = now() WHERE projeto_id IN (${Q.cliente}, ${Q.interno}, ${Q.semCliente})`);
    await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
      (99020006, 99020101, ${Q.cliente}, ${conta}, ${mat}, '2026-12-01', 600, 0),
      (99020002, 99020101, ${Q.cliente}, ${conta}, ${mat}, '2026-12-02', 1200, 1200)
      ON CONFLICT (id) DO UPDATE SET data = excluded.data, time_spent_seconds = excluded.time_spent_seconds,
        billable_seconds = excluded.billable_seconds, updated_at = now()`);
    assert.deepEqual(await diferencas(), []);

    // The projects' client status: a client set and removed, the internal mark added to and removed from a name,
    // a name change that keeps the status, and the Jira sync's project upsert.
    await exec(sql`UPDATE projeto SET cliente_id = (SELECT min(id) FROM cliente) WHERE id = ${Q.semCliente}`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`UPDATE projeto SET nome = 'Agregado Interno Não Mais' WHERE id = ${Q.interno}`);
    await exec(sql`UPDATE projeto SET nome = ${`Cliente ${MARCA_PROJETO_INTERNO}`} WHERE id = ${Q.cliente}`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`UPDATE projeto SET nome = 'Agregado Cliente', cliente_id = NULL WHERE id IN (${Q.cliente}, ${Q.semCliente})`);
    await exec(sql`UPDATE projeto SET nome = nome || ' (renomeado)' WHERE id = ${Q.interno}`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`INSERT INTO projeto (id, chave, nome, categoria_id, cliente_id) VALUES (${Q.cliente}, 'WCMA', 'Agregado Cliente', 1, (SELECT min(id) FROM cliente))
      ON CONFLICT (id) DO UPDATE SET nome = excluded.nome, cliente_id = excluded.cliente_id`);
    assert.deepEqual(await diferencas(), []);
    // A demo project with many collaborators and months leaves the client projects and comes back.
    const [maior] = await rows<{ id: string; cliente_id: number }>(
      sql`SELECT p.id::text, p.cliente_id FROM worklog w JOIN projeto p ON p.id = w.projeto_id WHERE projeto_de_cliente(p.cliente_id, p.nome)
          GROUP BY p.id ORDER BY count(*) DESC LIMIT 1`,
    );
    await exec(sql`UPDATE projeto SET cliente_id = NULL WHERE id = ${maior!.id}::bigint`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`UPDATE projeto SET cliente_id = ${maior!.cliente_id} WHERE id = ${maior!.id}::bigint`);
    assert.deepEqual(await diferencas(), []);

    // Deletes: one worklog, then a project's worklogs.
    await exec(sql`DELETE FROM worklog WHERE id = 99020006`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`DELETE FROM worklog WHERE projeto_id IN (${Q.cliente}, ${Q.interno}, ${Q.semCliente})`);
    assert.deepEqual(await diferencas(), []);
  });

  it('gives the area report the same rows as the raw worklogs, for periods with partial months', async () => {
    const [limites] = await rows<{ ultimo: string }>(sql`SELECT max(data)::text AS ultimo FROM worklog`);
    const ano = Number(limites!.ultimo.slice(0, 4));
    const periodos: [string, string][] = [
      [`${ano}-01-01`, `${ano}-03-31`],
      [`${ano - 1}-02-11`, `${ano}-01-19`],
      [`${ano - 1}-03-31`, `${ano - 1}-05-01`],
      [`${ano - 1}-06-10`, `${ano - 1}-06-20`],
    ];
    let comHoras = 0;
    for (const [inicio, fim] of periodos) {
      const agregado = await capacidadePorArea(ctx.database.db, inicio, fim, null);
      assert.deepEqual(agregado, await capacidadePorArea(ctx.database.db, inicio, fim, null, 'worklogs'), `${inicio} a ${fim}`);
      if (agregado.some((linha) => linha.horasRealizadas > 0)) comHoras++;
    }
    assert.ok(comHoras >= 3, `períodos com horas: ${comHoras}`);
  });
});
