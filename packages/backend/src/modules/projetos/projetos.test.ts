import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { type DetalheProjeto, type ProjetosPagina } from '@financeiro/domain';
import { DEMO_CLIENTES_SEM_PROJETO, DEMO_PROJETOS } from '../../seed/projetos';
import { useProjetosDemo } from '../../test/projetos-demo';

describe('projects API', () => {
  const demo = useProjetosDemo();
  const { T, get, send, exec } = demo;

  describe('demo seed', () => {
    it('has the Jira/Tempo demo data: categories, clients, leads matched by e-mail, two years of worklogs up to today, plans', async () => {
      const [row] = ((await exec(sql`
        SELECT (SELECT count(*) FROM categoria_projeto WHERE jira_id IS NOT NULL)::int AS categorias,
               (SELECT count(*) FROM cliente c WHERE NOT EXISTS (SELECT 1 FROM projeto p WHERE p.cliente_id = c.id))::int AS clientes_sem_projeto,
               (SELECT count(*) FROM projeto WHERE id <> ${T.id})::int AS projetos,
               (SELECT count(*) FROM projeto WHERE lead_account_id IS NULL AND id <> ${T.id})::int AS sem_lider,
               (SELECT count(*) FROM jira_usuario u JOIN colaborador c ON c.mat = u.colaborador_mat WHERE lower(c.email) <> lower(u.email))::int AS email_diferente,
               (SELECT count(*) FROM worklog WHERE projeto_id <> ${T.id})::int AS worklogs,
               (SELECT max(data)::text FROM worklog WHERE projeto_id <> ${T.id}) AS ultimo,
               (SELECT min(data)::text FROM worklog WHERE projeto_id <> ${T.id}) AS primeiro,
               (SELECT count(*) FROM worklog w JOIN projeto p ON p.id = w.projeto_id WHERE p.cliente_id IS NULL AND w.billable_seconds > 0)::int AS internos_faturaveis,
               (SELECT sum(billable_seconds)::float / sum(time_spent_seconds) FROM worklog w JOIN projeto p ON p.id = w.projeto_id WHERE p.cliente_id IS NOT NULL AND p.id <> ${T.id}) AS fracao_faturavel,
               (SELECT count(*) FROM plano)::int AS planos,
               (SELECT count(*) FROM agenda_usuario)::int AS agendas`)) as unknown as { rows: Record<string, number | string>[] }).rows;
      assert.equal(row!.categorias, 7);
      assert.equal(row!.clientes_sem_projeto, DEMO_CLIENTES_SEM_PROJETO.length);
      assert.equal(row!.projetos, DEMO_PROJETOS.length + 1);
      assert.equal(row!.sem_lider, 1); // the absence project
      assert.equal(row!.email_diferente, 0);
      assert.ok(Number(row!.worklogs) > 30_000, `worklogs: ${row!.worklogs}`);
      const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
      assert.ok(String(row!.ultimo) <= hoje && String(row!.ultimo) >= new Date(Date.parse(hoje) - 5 * 86_400_000).toISOString().slice(0, 10));
      assert.ok(String(row!.primeiro) <= new Date(Date.parse(hoje) - 700 * 86_400_000).toISOString().slice(0, 10));
      assert.equal(row!.internos_faturaveis, 0);
      assert.ok(Number(row!.fracao_faturavel) > 0.8 && Number(row!.fracao_faturavel) < 0.95);
      assert.ok(Number(row!.planos) > 0 && Number(row!.agendas) > 0);
    });
  });

  describe('list', () => {
    it('pages the seeded projects with the total and sorts by any column', async () => {
      const response = await get('/jira/projects/1?tamanho=10');
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json<ProjetosPagina>();
      assert.equal(page.total, DEMO_PROJETOS.length + 2); // + absence project + TSTX
      assert.equal(page.pages, Math.ceil(page.total / 10));
      assert.equal(page.data.length, 10);
      const keys = page.data.map((item) => item.key);
      assert.deepEqual(keys, [...keys].sort());
      const last = (await get(`/jira/projects/${page.pages}?tamanho=10`)).json<ProjetosPagina>();
      assert.equal(last.data.length, page.total - (page.pages - 1) * 10);

      const byName = (await get('/jira/projects/1?ordem=name&direcao=desc&tamanho=100')).json<ProjetosPagina>();
      const names = byName.data.map((item) => item.name.toLowerCase());
      assert.deepEqual(names, [...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const item = byName.data.find((p) => p.key === 'TSTX')!;
      assert.deepEqual(item.clients.map((c) => c.id), [12]);
      assert.equal(item.category?.id, 1);
      assert.equal(item.lead?.accountId, 'tst-ext');
    });

    it('filters by text (accents and case ignored), category, client, leader and year', async () => {
      const text = (await get(`/jira/projects/1?texto=${encodeURIComponent('teste acao')}`)).json<ProjetosPagina>();
      assert.deepEqual(text.data.map((p) => p.key), ['TSTX']);
      const byKey = (await get('/jira/projects/search/1/tstx')).json<ProjetosPagina>();
      assert.deepEqual(byKey.data.map((p) => p.key), ['TSTX']);

      const categoria = (await get('/jira/projects?categoria=7')).json<{ data: { key: string; category: { id: number } }[] }>();
      assert.equal(categoria.data.length, DEMO_PROJETOS.filter((p) => p.categoria === 7).length);
      assert.ok(categoria.data.every((p) => p.category.id === 7));
      const porNome = (await get('/jira/projects/search/1/category/produtos?tamanho=100')).json<ProjetosPagina>();
      assert.equal(porNome.total, categoria.data.length);

      const cliente = (await get('/jira/projects/1?cliente=1&tamanho=100')).json<ProjetosPagina>();
      assert.deepEqual(cliente.data.map((p) => p.key).sort(), DEMO_PROJETOS.filter((p) => p.cliente === 1).map((p) => p.chave).sort());

      const lider = (await get('/jira/projects/1?lider=tst-ext')).json<ProjetosPagina>();
      assert.ok(lider.data.some((p) => p.key === 'TSTX'));
      assert.ok(lider.data.every((p) => p.lead?.accountId === 'tst-ext'));

      const anos = (await get('/jira/projects/1?anos=2026,1999&tamanho=100')).json<ProjetosPagina>();
      assert.ok(anos.data.some((p) => p.key === 'TSTX'));
      assert.ok(anos.data.every((p) => p.lastIssueUpdateTime !== null && ['2026', '1999'].includes(new Date(p.lastIssueUpdateTime).toISOString().slice(0, 4))));
      const nenhum = (await get('/jira/projects/1?anos=1999')).json<ProjetosPagina>();
      assert.deepEqual(nenhum, { pages: 0, total: 0, data: [] });
    });

    it('answers the years that have projects for the year filter, the current one first, and each finds projects', async () => {
      const response = await get('/jira/projects/anos');
      assert.equal(response.statusCode, 200, response.body);
      const { data: anos } = response.json<{ data: number[] }>();
      const [row] = ((await exec(sql`
        SELECT array_agg(DISTINCT extract(year FROM last_issue_update_time AT TIME ZONE 'America/Sao_Paulo')::int) AS anos
        FROM projeto WHERE NOT excluido_no_jira AND last_issue_update_time IS NOT NULL`)) as unknown as { rows: { anos: number[] }[] }).rows;
      assert.deepEqual([...anos].sort(), [...row!.anos].map(Number).sort());
      const atual = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4));
      assert.equal(anos[0], atual); // the seed's worklogs reach today
      assert.deepEqual(anos.slice(1), [...anos.slice(1)].sort((a, b) => b - a));
      assert.ok(anos.length < 10, `${anos.length} anos`);
      for (const ano of anos) assert.ok((await get(`/jira/projects/1?anos=${ano}`)).json<ProjetosPagina>().total > 0, `${ano} sem projetos`);
      assert.equal((await get('/jira/projects/anos', demo.rh)).statusCode, 403);
    });

    it("answers a client without projects with no rows and 'Nenhum projeto encontrado para esse cliente.'", async () => {
      const [clienteId] = DEMO_CLIENTES_SEM_PROJETO;
      const list = (await get(`/jira/projects/1?cliente=${clienteId}`)).json<ProjetosPagina>();
      assert.equal(list.total, 0);
      const response = await send('POST', '/cliente/projetos', { clienteId });
      assert.deepEqual(response.json(), { data: [], message: 'Nenhum projeto encontrado para esse cliente.' });
      const byId = await get(`/cliente/findAllProjectsByClientId/${clienteId}`);
      assert.deepEqual(byId.json(), { projetos: [] });
    });

    it('lists categories, leaders and clients; the client of a project', async () => {
      assert.equal((await get('/jira/projects/categories')).json<{ data: unknown[] }>().data.length, 7);
      assert.ok((await get('/jira/projects/lideres')).json<{ data: { accountId: string }[] }>().data.some((l) => l.accountId === 'tst-ext'));
      assert.equal((await get('/cliente')).json<{ data: unknown[] }>().data.length, 14);
      assert.deepEqual((await get('/cliente/clientId/tstx')).json(), { id: 12 });
      assert.equal((await get('/jira/project/category/TSTX')).json<{ data: { id: number } }>().data.id, 1);
    });

    it('needs the projetos section', async () => {
      assert.equal((await get('/jira/projects/1', demo.rh)).statusCode, 403);
      assert.equal((await send('POST', '/simulacao/margem/simulator', {}, demo.rh)).statusCode, 403);
    });
  });

  describe('detail and hour cost', () => {
    const detalhe = async (inicio: string, fim: string, page = 1) => {
      const response = await send('POST', `/jira/projects/TSTX/${encodeURIComponent(inicio)}/${encodeURIComponent(fim)}`, { key: ['TSTX'], page });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<DetalheProjeto>();
    };

    it("costs the month's hours with the closing of that month (not estimated)", async () => {
      const result = await detalhe('01/10/2026', '31/10/2026');
      const expected = new Decimal(16200).div(3600).times(T.custoHoraOut).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
      assert.equal(result.timeSpentTotal, 10800 + 5400 + 3600);
      assert.equal(result.timeSpentBillable, 7200 + 3600);
      assert.equal(result.custoHH, expected);
      assert.equal(result.estimado, false);
      const employee = result.timeSpentUser.find((line) => line.colaboradorMat === T.mat)!;
      assert.equal(employee.timeLogged, 16200);
      assert.equal(employee.custoTotal, expected);
      assert.equal(employee.custoHH, new Decimal(T.custoHoraOut).toFixed(4));
      assert.equal(employee.projeto, 'TSTX');
      const external = result.timeSpentUser.find((line) => line.colaboradorMat === null)!;
      assert.deepEqual([external.user, external.timeLogged, external.custoTotal], ['Pessoa Externa', 3600, '0.00']);
      // Tasks: (issue, author) groups, most hours first.
      assert.deepEqual(
        result.timesheet.map((task) => [task.key, task.timeLogged]),
        [['TSTX-1', 10800], ['TSTX-2', 5400], ['TSTX-1', 3600]],
      );
      assert.equal(result.pages, 1);
    });

    it('costs a month without a closing with the latest earlier closing, flagged as estimated', async () => {
      const result = await detalhe('2026-11-01', '2026-11-30');
      assert.equal(result.timeSpentTotal, 7200);
      assert.equal(result.custoHH, new Decimal(2).times(T.custoHoraOut).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
      assert.equal(result.estimado, true);
      assert.equal(result.timeSpentUser[0]!.estimado, true);
    });

    it("costs a month before every closing of the author with the author's earliest closing, flagged as estimated", async () => {
      const earliest = (await exec(sql`
        SELECT fc.custo_hora::text AS c, to_char(f.data_inicio - interval '1 month', 'YYYY-MM') AS mes
        FROM fechamento_colaborador fc JOIN fechamento f ON f.id = fc.fechamento_id
        WHERE f.ativo AND fc.mat = ${T.mat} ORDER BY f.data_inicio, f.id LIMIT 1`)) as unknown as { rows: { c: string; mes: string }[] };
      const { c, mes } = earliest.rows[0]!;
      const conta = `712020:demo-${String(T.mat).padStart(5, '0')}`;
      await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds)
                     VALUES (99000006, 99000101, ${T.id}, ${conta}, ${T.mat}, ${`${mes}-15`}, 3600, 0)`);
      try {
        const result = await detalhe(`${mes}-01`, `${mes}-28`);
        assert.equal(result.timeSpentTotal, 3600);
        assert.equal(result.custoHH, new Decimal(c).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
        assert.equal(result.estimado, true);
      } finally {
        await exec(sql`DELETE FROM worklog WHERE id = 99000006`);
      }
    });

    it('sums several months, each priced by its own closing, and adds the indirect costs', async () => {
      const september = (await exec(sql`
        SELECT fc.custo_hora::text AS c FROM fechamento_colaborador fc JOIN fechamento f ON f.id = fc.fechamento_id
        WHERE f.data_inicio = '2026-09-01' AND fc.mat = ${T.mat}`)) as unknown as { rows: { c: string }[] };
      const cost = await send('POST', '/custo-projeto', {
        projeto: 'TSTX', periodo_inicio: '2026-10-01', periodo_fim: '2026-10-31', tipo_custo: 'INFRA_CLOUD', descricao: 'Nuvem', valor: '100,00', moeda: 'USD', cotacao: '5,00',
      });
      assert.equal(cost.statusCode, 200, cost.body);
      const result = await detalhe('2026-09-01', '2026-11-30');
      const hh = new Decimal(1800).div(3600).times(september.rows[0]!.c)
        .plus(new Decimal(16200).div(3600).times(T.custoHoraOut))
        .plus(new Decimal(7200).div(3600).times(T.custoHoraOut))
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      assert.equal(result.custoHH, hh.toFixed(2));
      assert.equal(result.custoIndireto, '500.00');
      assert.equal(result.total, hh.plus(500).toFixed(2));
      assert.equal(result.estimado, true);
      await send('DELETE', `/custo-projeto/${cost.json<{ data: { id: number }[] }>().data[0]!.id}`, undefined);
    });

    it('takes a selection of 500 projects in the path: the results of all of them, and their comparison', async () => {
      await exec(sql`INSERT INTO projeto (id, chave, nome) SELECT 700000 + g, 'LOTE' || g, 'Projeto em lote ' || g FROM generate_series(1, 499) g`);
      const keys = ['TSTX', ...Array.from({ length: 499 }, (_, i) => `LOTE${i + 1}`)];
      const resultados = await send('POST', `/jira/projects/${encodeURIComponent(keys.join(','))}/2026-10-01/2026-10-31`, { key: keys, page: 1 });
      assert.equal(resultados.statusCode, 200, resultados.body);
      assert.equal(resultados.json<DetalheProjeto>().timeSpentTotal, 10800 + 5400 + 3600);
      const pares = [`TSTX:${T.id}`, ...Array.from({ length: 499 }, (_, i) => `LOTE${i + 1}:${700001 + i}`)];
      const comparacao = await get(`/jira/projects/times/${encodeURIComponent(pares.join(','))}/2026-10-01/2026-10-31`);
      assert.equal(comparacao.statusCode, 200, comparacao.body);
      assert.equal(comparacao.json<{ data: unknown[] }>().data.length, 500);
      // The same lists in the body, for URLs past a proxy's limit: the path keeps one key.
      const resultadosNoCorpo = await send('POST', '/jira/projects/TSTX/2026-10-01/2026-10-31', { key: keys, page: 1 });
      assert.deepEqual(resultadosNoCorpo.json(), resultados.json());
      const comparacaoNoCorpo = await send('POST', '/jira/projects/times/2026-10-01/2026-10-31', { pares: pares.join(',') });
      assert.equal(comparacaoNoCorpo.statusCode, 200, comparacaoNoCorpo.body);
      assert.deepEqual(comparacaoNoCorpo.json(), comparacao.json());
      assert.equal((await send('POST', '/jira/projects/times/2026-10-01/2026-10-31', { pares: 'TSTX:1' })).statusCode, 404);
    });

    it('refuses bad dates and unknown projects', async () => {
      assert.equal((await send('POST', '/jira/projects/TSTX/31%2F02%2F2026/2026-03-01', {})).statusCode, 400);
      assert.equal((await send('POST', '/jira/projects/TSTX/2026-03-02/2026-03-01', {})).statusCode, 400);
      assert.equal((await send('POST', '/jira/projects/NAOEXISTE/2026-03-01/2026-03-31', {})).statusCode, 404);
    });

    it('compares projects (one item per KEY:ID pair)', async () => {
      const aur = (await get('/jira/projects/search/1/AUR')).json<ProjetosPagina>().data.find((p) => p.key === 'AUR')!;
      const response = await get(`/jira/projects/times/${encodeURIComponent(`TSTX:${T.id},AUR:${aur.id}`)}/01%2F10%2F2026/31%2F10%2F2026`);
      assert.equal(response.statusCode, 200, response.body);
      const { data } = response.json<{ data: { keys: string[]; timeSpentTotal: number; custoHH: string }[] }>();
      assert.deepEqual(data.map((item) => item.keys[0]), ['TSTX', 'AUR']);
      assert.equal(data[0]!.timeSpentTotal, 19800);
      assert.ok(data[1]!.timeSpentTotal > 0 && Number(data[1]!.custoHH) > 0);
      assert.equal((await get(`/jira/projects/times/TSTX:1/2026-10-01/2026-10-31`)).statusCode, 404);
    });

    it('reports one hour cost for the same hours: the detail, the comparison and the margin round the exact sum once', async () => {
      // Two employees with closings in September and October 2026; their worklogs on a project of their own.
      const precos = (await exec(sql`
        SELECT fc.mat, to_char(f.data_inicio, 'MM') AS mes, fc.custo_hora::text AS c FROM fechamento_colaborador fc
        JOIN fechamento f ON f.id = fc.fechamento_id
        WHERE f.ativo AND f.data_inicio IN ('2026-09-01', '2026-10-01') AND fc.mat IN (
          SELECT fc2.mat FROM fechamento_colaborador fc2 JOIN fechamento f2 ON f2.id = fc2.fechamento_id
          WHERE f2.ativo AND f2.data_inicio IN ('2026-09-01', '2026-10-01') AND fc2.mat <> ${T.mat}
          GROUP BY fc2.mat HAVING count(DISTINCT f2.data_inicio) = 2 ORDER BY fc2.mat LIMIT 2)
        ORDER BY fc.mat, mes`)) as unknown as { rows: { mat: number; mes: string; c: string }[] };
      assert.equal(precos.rows.length, 4);
      const [a, b] = [precos.rows[0]!.mat, precos.rows[2]!.mat];
      const preco = (mat: number, mes: string) => precos.rows.find((row) => row.mat === mat && row.mes === mes)!.c;
      const parte = (segundos: number, mat: number, mes: string) => new Decimal(segundos).div(3600).times(preco(mat, mes));
      const r2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      // Seconds for which rounding per employee (the old detail) and per month (the old margin) disagree.
      let escolha: { aSet: number; aOut: number; bSet: number; bOut: number } | null = null;
      for (let n = 1; n < 5000 && !escolha; n++) {
        const [aSet, aOut, bSet, bOut] = [n, 2 * n + 1, 3 * n + 2, 5 * n + 3];
        const porColaborador = r2(parte(aSet, a, '09').plus(parte(aOut, a, '10'))).plus(r2(parte(bSet, b, '09').plus(parte(bOut, b, '10'))));
        const porMes = r2(parte(aSet, a, '09').plus(parte(bSet, b, '09'))).plus(r2(parte(aOut, a, '10').plus(parte(bOut, b, '10'))));
        if (!porColaborador.equals(porMes)) escolha = { aSet, aOut, bSet, bOut };
      }
      assert.ok(escolha, 'no seconds where the two roundings disagree');
      const exato = r2(parte(escolha.aSet, a, '09').plus(parte(escolha.aOut, a, '10')).plus(parte(escolha.bSet, b, '09')).plus(parte(escolha.bOut, b, '10'))).toFixed(2);

      const id = 990077;
      await exec(sql`INSERT INTO projeto (id, chave, nome) VALUES (${id}, 'TSTR', 'Projeto de Teste Arredondamento')`);
      await exec(sql`INSERT INTO issue (id, chave, projeto_id, resumo) VALUES (99007701, 'TSTR-1', ${id}, 'Tarefa')`);
      const conta = (mat: number) => `712020:demo-${String(mat).padStart(5, '0')}`;
      await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
        (99007711, 99007701, ${id}, ${conta(a)}, ${a}, '2026-09-10', ${escolha.aSet}, 0),
        (99007712, 99007701, ${id}, ${conta(a)}, ${a}, '2026-10-10', ${escolha.aOut}, 0),
        (99007713, 99007701, ${id}, ${conta(b)}, ${b}, '2026-09-11', ${escolha.bSet}, 0),
        (99007714, 99007701, ${id}, ${conta(b)}, ${b}, '2026-10-11', ${escolha.bOut}, 0)`);

      const detalheTstr = await send('POST', '/jira/projects/TSTR/2026-09-01/2026-10-31', { key: ['TSTR'], page: 1 });
      assert.equal(detalheTstr.statusCode, 200, detalheTstr.body);
      const margem = await send('POST', '/simulacao/margem/simulator', {
        keys: ['TSTR'], periodoInicio: '2026-09-01', periodoFim: '2026-10-31', receitaBruta: '100000.00',
        custosIndiretos: [{ tipo_custo: 'OUTROS', descricao: 'Nada', valor: '1', moeda: 'BRL', cotacao: '0' }],
      });
      assert.equal(margem.statusCode, 200, margem.body);
      const comparacao = await get(`/jira/projects/times/${encodeURIComponent(`TSTR:${id}`)}/2026-09-01/2026-10-31`);
      assert.equal(comparacao.statusCode, 200, comparacao.body);
      assert.deepEqual(
        {
          detalhe: detalheTstr.json<DetalheProjeto>().custoHH,
          margem: margem.json<{ data: { custoHH: string } }>().data.custoHH,
          comparacao: comparacao.json<{ data: { custoHH: string }[] }>().data[0]!.custoHH,
        },
        { detalhe: exato, margem: exato, comparacao: exato },
      );
    });
  });
});
