import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { anoMesParaChave, chaveParaData, construirDiff, lastDayOfMonth, proximaChave, type Planejamento } from '@financeiro/domain';
import { soltarTrava, tentarTrava } from '../../db/travas';
import { bearer, createTestApp, createTestDatabase, type TestContext } from '../../test/support';
import { avaliarAlertasDosProjetos, AVALIADOR_LOCK_KEY, contextoDeAlertas } from '.';
import { hojeNoServidor } from '../../hoje';

/**
 * The project of projecao.test.ts (hand-computed there), moved to today's months (the routes evaluate
 * with the real today): M−1 = last month, M = this month, M+1 = next month.
 * PRJA (M−1..M+1, 100 h of F per month at R$ 100,00, sale R$ 15.000,00 a month) has 110 h of Ana at
 * R$ 120,00 in M−1 and R$ 500,00 of extra cost → real to date 13.700 over 10.000 planned:
 * deviation 37 % (> 10 %: 'custo'); margin at completion (b) −3,51 % (< 15 %: 'margem'); run-out:
 * 16.300 ÷ (13.700 ÷ 30 or 31 days) = 35 or 36 days after today; the end of M+1 is at most 61 days
 * after today (today the 1st), so the budget runs out at most 3 weeks early: no 'esgotamento' (4 weeks).
 * Cause: taxa 2.200, indiretos 500 and horas 1.000 (R$ 2.200,00 first).
 * The leader of PRJA is the Jira user 'alr-lider' (lider.alr@teste.com).
 */
const HOJE = hojeNoServidor();
const mesIso = (passo: number) => chaveParaData(proximaChave(anoMesParaChave(HOJE)!, passo));
const [ANTERIOR, ATUAL, PROXIMO] = [mesIso(-1), mesIso(0), mesIso(1)];
const dia = (iso: string, d: number) => `${iso.slice(0, 8)}${String(d).padStart(2, '0')}`;

describe('alertas (avaliação, sino, regras, e-mail)', () => {
  let ctx: TestContext;
  let financeiro: Record<string, string>;
  let admin: Record<string, string>;
  let rh: Record<string, string>;
  let exec: (query: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;
  const avaliar = () => avaliarAlertasDosProjetos(contextoDeAlertas(ctx.app), { chaves: ['PRJA'] }, 'sincronizacao', HOJE);
  const alertasDe = async (projeto: string) =>
    exec(sql`SELECT id, tipo, fechado_em, causa, detalhe FROM projecao_alerta WHERE projeto = ${projeto} ORDER BY id`);
  const emailsPara = async (para: string) =>
    (await exec(sql`SELECT subject, body_text FROM mail_outbox WHERE to_address = ${para} ORDER BY id`)) as { subject: string; body_text: string }[];

  before(async () => {
    ctx = await createTestApp();
    financeiro = bearer((await ctx.session('financeiro')).token);
    admin = bearer((await ctx.session('admin')).token);
    rh = bearer((await ctx.session('rh')).token);
    const db = ctx.app.db;
    exec = async (query) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [f] = await exec(sql`SELECT cod, nome FROM funcao ORDER BY cod LIMIT 1`);
    const cod = Number(f!.cod);
    const funcaoNome = String(f!.nome);
    await exec(sql`
      INSERT INTO colaborador (mat, nome, sobrenome, cpf, email, filial, departamento, regime, funcao, admissao, demissao, salario, classificacao, carga_horaria, data_inicio, ativo)
      SELECT 98001, 'Ana', 'Alerta', '98000000001', 'ana.alr@teste.com', filial, departamento, regime, ${cod}, '2020-01-01', NULL, 5000, NULL, 8, '2020-01-01', true
      FROM colaborador LIMIT 1`);
    await exec(sql`INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat) VALUES ('alr-ana', 'Ana Alerta', NULL, 98001),
                   ('alr-lider', 'Líder Alerta', 'Lider.Alr@teste.com', NULL)`);
    await exec(sql`INSERT INTO projeto (id, chave, nome, lead_account_id) VALUES (980001, 'PRJA', 'Portal Alerta', 'alr-lider'), (980002, 'PRJB', 'App Alerta', NULL)`);
    await exec(sql`INSERT INTO issue (id, chave, projeto_id) VALUES (9800010, 'PRJA-1', 980001)`);
    await exec(sql`
      INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds)
      VALUES (9800011, 9800010, 980001, 'alr-ana', 98001, ${dia(ANTERIOR, 10)}, ${60 * 3600}), (9800012, 9800010, 980001, 'alr-ana', 98001, ${dia(ANTERIOR, 20)}, ${50 * 3600})`);
    const [fe] = await exec(sql`
      INSERT INTO fechamento (label, data_inicio, data_fim, ativo, calculado_em) VALUES ('Mês anterior (alertas)', ${ANTERIOR}, ${lastDayOfMonth(ANTERIOR)}, true, now()) RETURNING id`);
    await exec(sql`
      INSERT INTO fechamento_colaborador
      SELECT (jsonb_populate_record(fc, jsonb_build_object('fechamento_id', ${Number(fe!.id)}::int, 'mat', 98001, 'nome', 'Ana Alerta', 'funcao_cod', ${cod}::int,
              'funcao_nome', ${funcaoNome}::text, 'custo_hora', 120))).*
      FROM fechamento_colaborador fc LIMIT 1`);
    await exec(sql`
      INSERT INTO custo_projeto (email, projeto, descricao, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao)
      VALUES ('financeiro@veecode.com.br', 'PRJA', 'Licenças', ${ANTERIOR}, ${lastDayOfMonth(ANTERIOR)}, 'OUTROS_SOFTWARES', 500, 'BRL', 1)`);
    await exec(sql`INSERT INTO planejamento (projeto) VALUES ('PRJA'), ('PRJB')`);
    await exec(sql`
      INSERT INTO planejamento_mes (projeto, mes, valor_venda) VALUES
        ('PRJA', ${ANTERIOR}, 15000), ('PRJA', ${ATUAL}, 15000), ('PRJA', ${PROXIMO}, 15000), ('PRJB', ${PROXIMO}, 20000)`);
    await exec(sql`
      INSERT INTO previsto_funcao (projeto, mes, indice, codigo_funcao, nome_funcao, horas_funcao, custo_venda_funcao, custo_total_funcao)
      SELECT projeto, mes, 1, ${cod}, ${funcaoNome}, 100, 100, 10000 FROM planejamento_mes WHERE projeto IN ('PRJA', 'PRJB')`);
  });

  after(async () => {
    await ctx.close();
  });

  it('abre um alerta por regra cruzada, com a causa da variação, e não duplica na reavaliação', async () => {
    const primeira = await avaliar();
    assert.equal(primeira.abertos, 2);
    const abertos = await alertasDe('PRJA');
    assert.deepEqual(abertos.map((a) => a.tipo).sort(), ['custo', 'margem']);
    for (const alerta of abertos) {
      assert.equal(alerta.fechado_em, null);
      assert.match(String(alerta.causa), /^\+R\$\s2\.200,00 por custo-hora acima do previsto em /);
    }
    assert.match(String(abertos.find((a) => a.tipo === 'custo')!.detalhe), /limite 10,00%/);

    const segunda = await avaliar();
    assert.deepEqual({ abertos: segunda.abertos, mantidos: segunda.mantidos, fechados: segunda.fechados }, { abertos: 0, mantidos: 2, fechados: 0 });
    assert.equal((await alertasDe('PRJA')).length, 2);
  });

  it('envia o e-mail do alerta novo ao líder e a quem tem a seção projetos e escolheu receber', async () => {
    await ctx.app.mailer.idle();
    const doLider = await emailsPara('lider.alr@teste.com');
    assert.equal(doLider.length, 2, 'um e-mail por alerta aberto, nenhum na reavaliação');
    assert.match(doLider[0]!.subject, /^Alerta do projeto PRJA: /);
    assert.match(doLider[0]!.body_text, /Causa: \+R\$\s2\.200,00 por custo-hora acima do previsto em /);
    assert.match(doLider[0]!.body_text, /\/projetos\/previsao\/PRJA\/980001\/projecao/);
    assert.equal((await emailsPara('financeiro@veecode.com.br')).length, 0, 'sem escolher, não recebe');

    // financeiro (seção projetos) escolhe receber; rh (sem projetos) também marca na tabela, mas não recebe.
    const escolha = await ctx.app.inject({ method: 'PUT', url: '/alertas/preferencia', headers: financeiro, payload: { receberEmail: true } });
    assert.equal(escolha.statusCode, 200, escolha.body);
    assert.deepEqual(escolha.json().data, { receberEmail: true });
    assert.equal((await ctx.app.inject({ method: 'PUT', url: '/alertas/preferencia', headers: rh, payload: { receberEmail: true } })).statusCode, 403);
    await exec(sql`UPDATE users SET receber_alertas_projetos = true WHERE usuario = 'rh'`);
    const invalida = await ctx.app.inject({ method: 'PUT', url: '/alertas/preferencia', headers: financeiro, payload: { receberEmail: 'talvez' } });
    assert.equal(invalida.statusCode, 400);

    // Closing the 'custo' alert (project override) and opening it again: a new crossing, a new e-mail.
    await exec(sql`UPDATE projecao_alerta SET fechado_em = now() WHERE projeto = 'PRJA' AND tipo = 'custo'`);
    assert.equal((await avaliar()).abertos, 1);
    await ctx.app.mailer.idle();
    const doFinanceiro = await emailsPara('financeiro@veecode.com.br');
    assert.equal(doFinanceiro.length, 1);
    assert.match(doFinanceiro[0]!.subject, /Custo realizado acima do previsto/);
    assert.equal((await emailsPara('rh@veecode.com.br')).length, 0, 'sem a seção projetos, não recebe');
    assert.equal((await emailsPara('lider.alr@teste.com')).length, 3);
  });

  it('fecha o alerta quando a condição deixa de valer (regras do projeto) e reabre num novo cruzamento', async () => {
    const antes = (await alertasDe('PRJA')).length;
    const semCusto = await ctx.app.inject({
      method: 'PUT',
      url: '/projecao/PRJA/regras-alerta',
      headers: financeiro,
      payload: { desvioMaximo: '0.5', margemMinima: null },
    });
    assert.equal(semCusto.statusCode, 200, semCusto.body);
    assert.deepEqual(semCusto.json().data.projeto, { margemMinima: null, desvioMaximo: '0.500000' });
    assert.deepEqual(semCusto.json().data.efetivas, { margemMinima: null, desvioMaximo: '0.500000', semanasAntecedencia: 4 });
    // The evaluation runs after the answer (the evaluator): wait for it.
    await ctx.app.avaliadorDeAlertas.ocioso();
    const fechados = await alertasDe('PRJA');
    assert.equal(fechados.length, antes, 'nada aberto de novo');
    assert.ok(fechados.every((a) => a.fechado_em !== null), 'margem (desligada) e custo (37% < 50%) fechados');
    assert.equal((await avaliar()).abertos, 0);

    // Back to the global rules (empty body): both cross again, two new rows.
    const globais = await ctx.app.inject({ method: 'PUT', url: '/projecao/PRJA/regras-alerta', headers: financeiro, payload: {} });
    assert.equal(globais.statusCode, 200, globais.body);
    assert.deepEqual(globais.json().data.projeto, {}, globais.body);
    await ctx.app.avaliadorDeAlertas.ocioso();
    const depois = await alertasDe('PRJA');
    assert.equal(depois.length, antes + 2);
    assert.equal(depois.filter((a) => a.fechado_em === null).length, 2);
  });

  it('sino: alertas abertos da carteira para a seção projetos, leitura por usuário', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/alertas' })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/alertas', headers: rh })).statusCode, 403);
    const sino = await ctx.app.inject({ method: 'GET', url: '/alertas', headers: financeiro });
    assert.equal(sino.statusCode, 200, sino.body);
    const doPrja = sino.json().data.alertas.filter((a: { projeto: { chave: string } }) => a.projeto.chave === 'PRJA');
    assert.equal(doPrja.length, 2);
    assert.deepEqual(doPrja[0].projeto, { id: 980001, chave: 'PRJA', nome: 'Portal Alerta' });
    assert.ok(doPrja.every((a: { lido: boolean }) => !a.lido));
    const naoLidos = sino.json().data.naoLidos;

    const lido = await ctx.app.inject({ method: 'POST', url: `/alertas/${doPrja[0].id}/lido`, headers: financeiro });
    assert.equal(lido.statusCode, 200, lido.body);
    assert.equal(lido.json().data.naoLidos, naoLidos - 1);
    const doAdmin = await ctx.app.inject({ method: 'GET', url: '/alertas', headers: admin });
    assert.equal(doAdmin.json().data.naoLidos, naoLidos, 'a leitura é de cada usuário');

    // A project gone from Jira leaves the bell (the Carteira's rule); its alert cannot be marked.
    await exec(sql`INSERT INTO projecao_alerta (projeto, tipo, titulo, detalhe, causa, origem) VALUES ('PRJB', 'margem', 'T', 'D', 'C', 'planejamento')`);
    await exec(sql`UPDATE projeto SET excluido_no_jira = true WHERE chave = 'PRJB'`);
    const [prjb] = await exec(sql`SELECT id FROM projecao_alerta WHERE projeto = 'PRJB'`);
    const semPrjb = await ctx.app.inject({ method: 'GET', url: '/alertas', headers: financeiro });
    assert.ok(!semPrjb.json().data.alertas.some((a: { projeto: { chave: string } }) => a.projeto.chave === 'PRJB'));
    assert.equal((await ctx.app.inject({ method: 'POST', url: `/alertas/${Number(prjb!.id)}/lido`, headers: financeiro })).statusCode, 404);

    const todos = await ctx.app.inject({ method: 'POST', url: '/alertas/lidos', headers: financeiro });
    assert.equal(todos.json().data.naoLidos, 0);
  });

  it('regras globais: só o administrador altera; valores validados no servidor', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/admin/projecao/regras-alerta', headers: financeiro })).statusCode, 403);
    const atuais = await ctx.app.inject({ method: 'GET', url: '/admin/projecao/regras-alerta', headers: admin });
    assert.deepEqual(atuais.json().data, { margemMinima: '0.150000', desvioMaximo: '0.100000', semanasAntecedencia: 4 });
    const invalida = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/projecao/regras-alerta',
      headers: admin,
      payload: { margemMinima: '1.5', desvioMaximo: '0.1', semanasAntecedencia: 4 },
    });
    assert.equal(invalida.statusCode, 400);
    assert.match(invalida.body, /A margem deve estar entre 0% e 100%/);
    const salva = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/projecao/regras-alerta',
      headers: admin,
      payload: { margemMinima: '0.2', desvioMaximo: null, semanasAntecedencia: null },
    });
    assert.equal(salva.statusCode, 200, salva.body);
    assert.deepEqual(salva.json(), {
      data: { margemMinima: '0.200000', desvioMaximo: null, semanasAntecedencia: null },
      message: 'Regras de alerta salvas com sucesso!',
    });
    // Re-evaluated after the answer: 'custo' is off globally (closed), 'margem' stays open (−3,51 % < 20 %).
    await ctx.app.avaliadorDeAlertas.ocioso();
    const abertos = (await alertasDe('PRJA')).filter((a) => a.fechado_em === null).map((a) => a.tipo).sort();
    assert.deepEqual(abertos, ['margem']);
    assert.equal((await ctx.app.inject({ method: 'PUT', url: '/projecao/NAOEXISTE/regras-alerta', headers: financeiro, payload: {} })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/projecao/PRJA/regras-alerta', headers: rh })).statusCode, 403);
  });

  // The evaluator (avaliador.ts): the actions ask for the evaluation and answer; it evaluates after them.
  // From here the global rules are those of the test above: margem 20 % on, custo and esgotamento off.
  const pedidos = async () => Number((await exec(sql`SELECT count(*)::int AS n FROM projecao_alerta_pedido`))[0]!.n);
  const abertosDe = async (projeto: string) =>
    exec(sql`SELECT tipo, origem FROM projecao_alerta WHERE projeto = ${projeto} AND fechado_em IS NULL ORDER BY tipo`);
  const salvarVenda = async (valor: string) => {
    const plano = (await ctx.app.inject({ method: 'GET', url: '/planejamento/PRJA', headers: financeiro })).json().data as Planejamento;
    const editado = structuredClone(plano);
    for (const mes of Object.values(editado.meses)) mes.valorVenda = valor;
    const salvo = await ctx.app.inject({ method: 'POST', url: '/planejamento', headers: financeiro, payload: construirDiff(plano, editado) });
    assert.equal(salvo.statusCode, 200, salvo.body);
  };

  it('salvar o plano pede a avaliação do projeto; o avaliador fecha e reabre o alerta depois da resposta', async () => {
    assert.deepEqual(await abertosDe('PRJA'), [{ tipo: 'margem', origem: 'regras' }]);
    // Sale R$ 100.000,00 a month: margin at completion far above 20 %: the alert closes.
    await salvarVenda('100000');
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.deepEqual(await abertosDe('PRJA'), []);
    assert.equal(await pedidos(), 0, 'the request is removed once evaluated');
    // Back to R$ 15.000,00: a new crossing, raised by the plan save.
    await salvarVenda('15000');
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.deepEqual(await abertosDe('PRJA'), [{ tipo: 'margem', origem: 'planejamento' }]);
    // Saved again: still below, nothing raised twice.
    await salvarVenda('15000');
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.equal((await exec(sql`SELECT count(*)::int AS n FROM projecao_alerta WHERE projeto = 'PRJA' AND tipo = 'margem' AND origem = 'planejamento'`))[0]!.n, 1);
  });

  it('calcular um fechamento pede a avaliação de todos os projetos; o avaliador a faz depois', async () => {
    // The recalculated closing prices Ana from her salary (cheaper): a 99 % target keeps the margin below it.
    await exec(sql`UPDATE projecao_regras_alerta SET margem_minima = 0.99`);
    await exec(sql`UPDATE projecao_alerta SET fechado_em = now() WHERE projeto = 'PRJA' AND fechado_em IS NULL`);
    const [fe] = await exec(sql`SELECT id FROM fechamento WHERE label = 'Mês anterior (alertas)'`);
    const calculo = await ctx.app.inject({ method: 'POST', url: `/fechamento/custo-hh/${Number(fe!.id)}`, headers: rh, payload: { partTimeColab: true } });
    assert.equal(calculo.statusCode, 200, calculo.body);
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.deepEqual(await abertosDe('PRJA'), [{ tipo: 'margem', origem: 'fechamento' }]);
    assert.equal(await pedidos(), 0);
  });

  it('um avaliador por vez entre os processos da API: com a trava tomada por outro, o pedido espera e é avaliado depois', async (t) => {
    // PGlite is one connection: the lock is taken by the same session (re-entrant); two processes share PostgreSQL only.
    if (ctx.app.database.driver === 'pglite') return t.skip('PostgreSQL (a trava é entre conexões)');
    await exec(sql`UPDATE projecao_regras_alerta SET margem_minima = 0.2`);
    await ctx.app.database.withSession(async (outro) => {
      // Another connection of this schema (the pool's search_path): the lock of this schema's evaluators.
      assert.equal(await tentarTrava(outro, AVALIADOR_LOCK_KEY), true);
      try {
        await salvarVenda('100000');
        // This process's pass found the lock taken: the request is kept (for its retry), the alert still open.
        await ctx.app.avaliadorDeAlertas.passosEmCurso();
        assert.equal(await pedidos(), 1);
        assert.deepEqual(await abertosDe('PRJA'), [{ tipo: 'margem', origem: 'fechamento' }]);
      } finally {
        await soltarTrava(outro, AVALIADOR_LOCK_KEY);
      }
    });
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.deepEqual(await abertosDe('PRJA'), []);
    assert.equal(await pedidos(), 0);
  });

  it('o avaliador de outro esquema do mesmo banco (outra instalação, outro teste) com a sua trava não faz este esperar', async (t) => {
    if (ctx.app.database.driver === 'pglite') return t.skip('PostgreSQL (esquemas de um mesmo banco)');
    // The recalculated closing's cheaper hours: a 99 % target keeps the margin below it (a new crossing).
    await exec(sql`UPDATE projecao_regras_alerta SET margem_minima = 0.99`);
    const outroEsquema = await createTestDatabase();
    try {
      await outroEsquema.withSession(async (outro) => {
        assert.equal(await tentarTrava(outro, AVALIADOR_LOCK_KEY), true);
        try {
          // Evaluated in this pass: no retry after another schema's lock.
          await salvarVenda('15000');
          await ctx.app.avaliadorDeAlertas.passosEmCurso();
          assert.equal(await pedidos(), 0, "evaluated beside another schema's evaluator");
          assert.deepEqual(await abertosDe('PRJA'), [{ tipo: 'margem', origem: 'planejamento' }]);
        } finally {
          await soltarTrava(outro, AVALIADOR_LOCK_KEY);
        }
      });
    } finally {
      await outroEsquema.dispose();
    }
  });
});
