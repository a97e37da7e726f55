import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { calcularFechamento } from '../fechamentos';
import * as q from './queries';
import { atualizarCarteira, calcularFaltantes, carteira, carteiraCalculada, projecaoCalculada, projecaoDoProjeto, projetarEGuardar, salvarLimites } from './service';

/**
 * The kept forecasts (migration 0099) against the direct computation, on the demo company (its
 * projects, closings and plans): the Carteira and every Projeção read from what is kept equal the
 * ones computed from scratch, after each kind of change to their inputs (a sync's worklogs, a plan,
 * an extra cost, a closing, the thresholds, a name, a project's data, the month); and a change makes
 * exactly the projects it touches be computed again.
 */
const HOJE = '2026-11-15';
const MES = '11-2026';
const json = <T>(valor: T): T => JSON.parse(JSON.stringify(valor)) as T;

describe('projecao: kept forecasts equal the direct computation (demo company)', () => {
  let ctx: TestContext;
  const exec = async (query: ReturnType<typeof sql>) => ((await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  /** Projects of the portfolio whose kept line is absent or no longer valid. */
  const aCalcular = async (mes = MES) => (await q.carteiraGuardada(ctx.app.db, {}, mes)).faltam;
  /** After the background pass, the Carteira has every line current, equal to the direct computation. */
  const carteiraIgual = async (rotulo: string, hoje = HOJE) => {
    await atualizarCarteira(ctx.app.db, hoje);
    const { recalculando, semProjecao, linhas, limites } = await carteira(ctx.app.db, {}, hoje);
    assert.equal(recalculando, 0, rotulo);
    assert.deepEqual(semProjecao, [], rotulo);
    assert.ok(linhas.every((linha) => !linha.recalculando), rotulo);
    const guardada = { limites, linhas: linhas.map(({ recalculando: _r, ...linha }) => linha) };
    assert.deepEqual(json(guardada), json(await carteiraCalculada(ctx.app.db, {}, hoje)), rotulo);
    return guardada;
  };
  const projecaoIgual = async (chave: string, rotulo: string) => {
    const guardada = await projecaoDoProjeto(ctx.app.db, chave, HOJE);
    assert.deepEqual(json(guardada), json(await projecaoCalculada(ctx.app.db, chave, HOJE)), `${rotulo}: ${chave}`);
    return guardada;
  };

  let chaves: string[];
  let alvo: { chave: string; id: number; issue: number; mat: number };
  let outro: string;

  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true });
    chaves = (await carteiraCalculada(ctx.app.db, {}, HOJE)).linhas.map((linha) => linha.projeto.chave);
    assert.ok(chaves.length >= 3, `the demo company has ${chaves.length} planned projects`);
    const [row] = await exec(sql`
      SELECT p.chave, p.id::float8::int AS id, w.issue_id::float8::int AS issue, w.colaborador_mat AS mat
      FROM projeto p JOIN worklog w ON w.projeto_id = p.id
      WHERE p.chave = ANY(${`{${chaves.join(',')}}`}::text[]) AND w.colaborador_mat IS NOT NULL
      ORDER BY p.chave, w.id LIMIT 1`);
    alvo = { chave: String(row!.chave), id: Number(row!.id), issue: Number(row!.issue), mat: Number(row!.mat) };
    outro = chaves.find((chave) => chave !== alvo.chave)!;
  });

  after(async () => {
    await ctx.close();
  });

  it('the first Carteira computes and keeps every line; the next ones read them, equal to the direct computation', async () => {
    assert.deepEqual((await aCalcular()).sort(), [...chaves].sort());
    const primeira = await carteiraIgual('first Carteira');
    assert.ok(primeira.linhas.some((linha) => linha.status === 'em_risco') && primeira.linhas.some((linha) => linha.status === 'atencao'));
    assert.deepEqual(await aCalcular(), []);
    await carteiraIgual('kept Carteira');
    for (const chave of chaves) {
      await projecaoIgual(chave, 'first Projeção');
      await projecaoIgual(chave, 'kept Projeção');
    }
    // The HTTP answer is the kept one.
    const financeiro = bearer((await ctx.session('financeiro')).token);
    const resposta = await ctx.app.inject({ method: 'GET', url: `/projecao/${alvo.chave}`, headers: financeiro });
    assert.equal(resposta.statusCode, 200);
    assert.deepEqual(resposta.json().data.estimativaA, (await projecaoCalculada(ctx.app.db, alvo.chave, HOJE))!.estimativaA);
  });

  it("a sync's worklogs, a plan change and an extra cost recompute only their project", async () => {
    await atualizarCarteira(ctx.app.db, HOJE);
    const antes = await projecaoDoProjeto(ctx.app.db, alvo.chave, HOJE);
    await exec(sql`
      INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds)
      SELECT 99000001, ${alvo.issue}, ${alvo.id}, author_account_id, colaborador_mat, '2026-10-15', 40 * 3600
      FROM worklog WHERE issue_id = ${alvo.issue} AND colaborador_mat = ${alvo.mat} LIMIT 1`);
    assert.deepEqual(await aCalcular(), [alvo.chave]);
    const depois = await projecaoIgual(alvo.chave, 'after a worklog');
    assert.notEqual(depois.realizado.total, antes.realizado.total);
    await carteiraIgual('after a worklog');

    await exec(sql`UPDATE worklog SET time_spent_seconds = 10 * 3600 WHERE id = 99000001`);
    assert.deepEqual(await aCalcular(), [alvo.chave]);
    await carteiraIgual('after a worklog changed');
    await projecaoIgual(alvo.chave, 'after a worklog changed');

    await exec(sql`UPDATE previsto_funcao SET horas_funcao = horas_funcao + 10 WHERE projeto = ${outro} AND mes = '2026-12-01'`);
    assert.deepEqual(await aCalcular(), [outro]);
    await carteiraIgual('after a plan change');
    await projecaoIgual(outro, 'after a plan change');

    await exec(sql`
      INSERT INTO custo_projeto (email, projeto, descricao, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao)
      VALUES ('financeiro@veecode.com.br', ${outro}, 'Licenças', '2026-10-01', '2026-10-31', 'OUTROS_SOFTWARES', 1234.56, 'USD', 5.1)`);
    assert.deepEqual(await aCalcular(), [outro]);
    await carteiraIgual('after an extra cost');
    await projecaoIgual(outro, 'after an extra cost');
  });

  it('a closing, the thresholds and the month recompute every project; names and project data stay live', async () => {
    await atualizarCarteira(ctx.app.db, HOJE);
    await exec(sql`
      UPDATE fechamento_colaborador SET custo_hora = custo_hora + 7.31
      WHERE mat = ${alvo.mat} AND fechamento_id = (SELECT max(id) FROM fechamento WHERE ativo)`);
    assert.deepEqual((await aCalcular()).sort(), [...chaves].sort());
    await carteiraIgual('after a closing changed');
    await projecaoIgual(alvo.chave, 'after a closing changed');

    await salvarLimites(ctx.app.db, { margemAtencao: '0.30', margemRisco: '0.10', desvioAtencao: '0.02', desvioRisco: '0.08' }, null);
    assert.deepEqual((await aCalcular()).sort(), [...chaves].sort());
    await carteiraIgual('after the thresholds changed');
    await projecaoIgual(alvo.chave, 'after the thresholds changed');

    // A rewrite with the same name (the payroll, the sync) keeps everything; a new name recomputes.
    await exec(sql`UPDATE colaborador SET nome = nome WHERE mat = ${alvo.mat}`);
    await exec(sql`UPDATE jira_usuario SET nome = nome`);
    assert.deepEqual(await aCalcular(), []);
    await exec(sql`UPDATE colaborador SET nome = 'Renomeada' WHERE mat = ${alvo.mat}`);
    const renomeada = await projecaoIgual(alvo.chave, 'after a rename of a person');
    assert.ok(renomeada.variacao.porPessoa.some((pessoa) => pessoa.nome.startsWith('Renomeada')), JSON.stringify(renomeada.variacao.porPessoa));

    await atualizarCarteira(ctx.app.db, HOJE);
    await exec(sql`UPDATE projeto SET nome = 'Projeto renomeado' WHERE chave = ${alvo.chave}`);
    assert.deepEqual(await aCalcular(), []);
    const linhas = (await carteiraIgual('after a project rename')).linhas;
    assert.equal(linhas.find((linha) => linha.projeto.chave === alvo.chave)?.projeto.nome, 'Projeto renomeado');
    assert.equal((await projecaoIgual(alvo.chave, 'after a project rename')).projeto.nome, 'Projeto renomeado');

    assert.deepEqual((await aCalcular('12-2026')).sort(), [...chaves].sort());
    await carteiraIgual('next month', '2026-12-15');
  });

  it('after a closing, the Carteira computes only the lines the alerts\' evaluator has not kept meanwhile', async () => {
    await atualizarCarteira(ctx.app.db, HOJE);
    await exec(sql`UPDATE fechamento_colaborador SET custo_hora = custo_hora + 0.17 WHERE fechamento_id = (SELECT max(id) FROM fechamento WHERE ativo)`);
    const faltam = await aCalcular();
    assert.deepEqual([...faltam].sort(), [...chaves].sort());
    // After the Carteira read what is missing, the evaluator (projetarEGuardar, a batch of it) keeps one project's line.
    await projetarEGuardar(ctx.app.db, [outro], HOJE);
    const calculadoEm = async () => new Map((await exec(sql`SELECT projeto, calculado_em::text AS em FROM projecao_cache`)).map((row) => [String(row.projeto), String(row.em)]));
    const antes = await calculadoEm();
    await calcularFaltantes(ctx.app.db, faltam, HOJE);
    const depois = await calculadoEm();
    assert.equal(depois.get(outro), antes.get(outro), `${outro}: kept by the evaluator, not computed again`);
    for (const chave of chaves.filter((chave) => chave !== outro)) assert.notEqual(depois.get(chave), antes.get(chave), `${chave}: computed by the Carteira`);
    assert.deepEqual(await aCalcular(), []);
    await carteiraIgual('after a closing, one line kept by the evaluator');
  });

  it('the real cost per month and function (migration 0107) equals a rebuild after worklogs, a closing calculated and a closing turned off', async () => {
    const agregado = async () => ({
      meses: await exec(sql`SELECT projeto_id::text AS p, mes::text AS m, funcao_cod AS f, funcao_nome AS n, segundos::text AS s, custo::text AS c, estimado AS e
                            FROM projecao_real_mes ORDER BY 1, 2, 3 NULLS FIRST, 4, 5, 6`),
      pessoas: await exec(sql`SELECT projeto_id::text AS p, mat FROM projecao_real_pessoa ORDER BY 1, 2`),
    });
    const igualAoRefeito = async (rotulo: string) => {
      const mantido = await agregado();
      assert.ok(mantido.meses.length > 0, rotulo);
      await exec(sql`SELECT projecao_real_refazer()`);
      assert.deepEqual(mantido, await agregado(), rotulo);
    };
    await igualAoRefeito('demo company');
    // A sync writes its worklogs in transactions of several statements: kept at COMMIT.
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds)
        SELECT 99000101, ${alvo.issue}, ${alvo.id}, author_account_id, colaborador_mat, '2026-09-03', 7 * 3600 + 60
        FROM worklog WHERE issue_id = ${alvo.issue} AND colaborador_mat = ${alvo.mat} LIMIT 1`);
      await tx.execute(sql`UPDATE worklog SET time_spent_seconds = 3 * 3600 + 17 WHERE id = 99000101`);
    });
    await igualAoRefeito('after a worklog');
    await exec(sql`DELETE FROM worklog WHERE id = 99000101`);
    await igualAoRefeito('after a worklog deleted');
    const [ultimo] = await exec(sql`SELECT id FROM fechamento WHERE ativo AND calculado_em IS NOT NULL ORDER BY data_inicio DESC, id DESC LIMIT 1`);
    await exec(sql`UPDATE fechamento_colaborador SET custo_hora = custo_hora + 3 WHERE fechamento_id = ${Number(ultimo!.id)}`);
    await igualAoRefeito('after hour costs changed');
    await calcularFechamento(ctx.app.db, Number(ultimo!.id));
    await igualAoRefeito('after a closing calculated');
    // Calculated again with the same results: nothing recomputed (the rows stay where they are).
    const linhas = async () => (await exec(sql`SELECT array_agg(ctid::text ORDER BY ctid) AS l FROM projecao_real_mes`))[0]!.l;
    const antes = await linhas();
    await calcularFechamento(ctx.app.db, Number(ultimo!.id));
    assert.deepEqual(await linhas(), antes, 'a calculation with the same results recomputes nothing');
    assert.equal(Number((await exec(sql`SELECT count(*) AS n FROM projecao_real_pendente`))[0]!.n), 0);
    assert.equal(Number((await exec(sql`SELECT count(*) AS n FROM projecao_real_fc_antes`))[0]!.n), 0);
    await exec(sql`UPDATE fechamento SET ativo = false WHERE id = ${Number(ultimo!.id)}`);
    await igualAoRefeito('after a closing turned off');
    await exec(sql`UPDATE fechamento SET ativo = true WHERE id = ${Number(ultimo!.id)}`);
    await igualAoRefeito('after a closing turned on');
    await carteiraIgual('after the closings changed');
  });
});
