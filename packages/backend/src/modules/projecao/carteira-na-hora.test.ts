import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { RespostaCarteira } from '@financeiro/domain';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import { soltarTrava, tentarTrava } from '../../db/travas';
import { AvaliadorDeAlertas, AVALIADOR_LOCK_KEY, contextoDeAlertas } from '../alertas';
import { carteiraCalculada, chavesDaCarteira, projetarEGuardar } from './service';
import type { FiltroCarteira } from './queries';
import { hojeNoServidor } from '../../hoje';

/**
 * The Carteira answers at once (the lead's product decision, README): through HTTP on the demo company,
 * the lines it has are answered as they are, the stale ones with their previous figures marked
 * `recalculando`, the projects never computed in `semProjecao` with what the plan gives; the alerts'
 * evaluator computes them after the answer (under its advisory lock), and then every line is current
 * and equal to the direct computation. Nothing is computed twice: while another process holds the lock
 * the Carteira computes nothing, and what that process kept is not computed again.
 */
const json = <T>(valor: T): T => JSON.parse(JSON.stringify(valor)) as T;

describe('projecao: the Carteira answers at once and settles in the background', () => {
  let ctx: TestContext;
  let financeiro: Record<string, string>;
  let chaves: string[];
  const hoje = hojeNoServidor();
  const exec = async (query: ReturnType<typeof sql>) => ((await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const pedir = async (): Promise<RespostaCarteira> => {
    const resposta = await ctx.app.inject({ method: 'GET', url: '/projecao-carteira', headers: financeiro });
    assert.equal(resposta.statusCode, 200, resposta.body);
    return resposta.json().data as RespostaCarteira;
  };
  const calculadoEm = async () => new Map((await exec(sql`SELECT projeto, calculado_em::text AS em FROM projecao_cache`)).map((row) => [String(row.projeto), String(row.em)]));
  /** The closings' hour cost changes: every kept line becomes stale. */
  const mudarFechamento = (mais: string) =>
    exec(sql`UPDATE fechamento_colaborador SET custo_hora = custo_hora + ${mais}::numeric WHERE fechamento_id = (SELECT max(id) FROM fechamento WHERE ativo)`);
  const atualIgualAoCalculado = async (rotulo: string) => {
    const atual = await pedir();
    assert.equal(atual.recalculando, 0, rotulo);
    assert.deepEqual(atual.semProjecao, [], rotulo);
    assert.ok(atual.linhas.every((linha) => linha.recalculando === false), rotulo);
    const calculada = await carteiraCalculada(ctx.app.db, {}, hoje);
    assert.deepEqual(json({ limites: atual.limites, linhas: atual.linhas.map(({ recalculando: _r, ...linha }) => linha) }), json(calculada), rotulo);
    return atual;
  };

  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true });
    financeiro = bearer((await ctx.session('financeiro')).token);
    chaves = await chavesDaCarteira(ctx.app.db);
    assert.ok(chaves.length >= 3, `the demo company has ${chaves.length} planned projects`);
  });

  after(async () => {
    await ctx.close();
  });

  // A pass asked for by an earlier test (one that failed before waiting for it) ends before the next one starts.
  beforeEach(() => ctx.app.avaliadorDeAlertas.ocioso());

  it('nothing kept: every project listed at once with what its plan gives, then every line current after the background pass', async () => {
    assert.equal((await exec(sql`SELECT count(*)::int AS n FROM projecao_cache`))[0]!.n, 0);
    const fria = await pedir();
    assert.equal(fria.recalculando, chaves.length);
    assert.deepEqual(fria.linhas, []);
    const calculada = await carteiraCalculada(ctx.app.db, {}, hoje);
    assert.deepEqual(
      fria.semProjecao,
      json(
        [...calculada.linhas]
          .sort((a, b) => (a.projeto.chave < b.projeto.chave ? -1 : 1))
          .map(({ projeto, valorVenda, custoPrevisto, margemPlanejada }) => ({ projeto, valorVenda, custoPrevisto, margemPlanejada })),
      ),
    );
    await ctx.app.avaliadorDeAlertas.ocioso();
    await atualIgualAoCalculado('after the background pass');
  });

  it('inputs changed: the previous figures at once, marked, in their risk order; current after the background pass', async () => {
    const antes = await atualIgualAoCalculado('before the change');
    await mudarFechamento('5.31');
    const marcada = await pedir();
    assert.equal(marcada.recalculando, chaves.length);
    assert.deepEqual(marcada.semProjecao, []);
    // The figures are the previous ones, every line marked.
    assert.deepEqual(marcada.linhas, antes.linhas.map((linha) => ({ ...linha, recalculando: true })));
    await ctx.app.avaliadorDeAlertas.ocioso();
    const depois = await atualIgualAoCalculado('after the background pass');
    assert.notDeepEqual(
      depois.linhas.map((linha) => linha.custoA),
      antes.linhas.map((linha) => linha.custoA),
      'the closing changed some estimate',
    );
  });

  it('no double computation: while another process holds the lock the Carteira computes nothing, and what it kept is not computed again', async (t) => {
    // PGlite is one connection: the lock is taken by the same session (re-entrant); two processes share PostgreSQL only.
    if (ctx.app.database.driver === 'pglite') return t.skip('PostgreSQL (a trava é entre conexões)');
    await mudarFechamento('0.17');
    const antes = await calculadoEm();
    let feito: Map<string, string> | undefined;
    await ctx.app.database.withSession(async (outro) => {
      assert.equal(await tentarTrava(outro, AVALIADOR_LOCK_KEY), true);
      try {
        assert.equal((await pedir()).recalculando, chaves.length);
        assert.equal((await pedir()).recalculando, chaves.length);
        // This process's pass found the lock taken: it computed nothing.
        await ctx.app.avaliadorDeAlertas.passosEmCurso();
        assert.deepEqual(await calculadoEm(), antes, 'nothing computed while another process holds the lock');
        // The other process (its alerts' evaluation) computes and keeps every line.
        await projetarEGuardar(ctx.app.db, chaves, hoje);
        feito = await calculadoEm();
        for (const chave of chaves) assert.notEqual(feito.get(chave), antes.get(chave), chave);
      } finally {
        await soltarTrava(outro, AVALIADOR_LOCK_KEY);
      }
    });
    // The Carteira's pass runs (its retry) and finds every line current: none computed again.
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.deepEqual(await calculadoEm(), feito, 'the lines the other process kept are not computed again');
    await atualIgualAoCalculado('after the other process');
  });

  /** The keys in the order their current lines were kept (one batch a statement: one timestamp each). */
  const ordemDoCalculo = async () =>
    (await exec(sql`SELECT projeto FROM projecao_cache ORDER BY calculado_em, projeto`)).map((row) => String(row.projeto));

  it("a filtered Carteira asks for its own stale lines first, and the pass computes them before the rest", async () => {
    await atualIgualAoCalculado('before');
    const comCliente = (await carteiraCalculada(ctx.app.db, {}, hoje)).linhas.filter((linha) => linha.projeto.cliente !== null);
    // The client of the last key (in key order) among the projects with one: without priority, its line would be computed last.
    const ultima = comCliente.map((linha) => linha.projeto).sort((a, b) => (a.chave < b.chave ? -1 : 1)).at(-1)!;
    const filtro: FiltroCarteira = { cliente: ultima.cliente!.id };
    const doFiltro = (await chavesDaCarteira(ctx.app.db, filtro)).sort();
    assert.ok(doFiltro.length < chaves.length, 'the filter leaves projects out');
    await mudarFechamento('0.23');
    const avaliador = ctx.app.avaliadorDeAlertas;
    const pedidas: (readonly string[])[] = [];
    const original = avaliador.pedirCarteira;
    avaliador.pedirCarteira = async (prioridade = []) => void pedidas.push(prioridade);
    try {
      const filtrada = await ctx.app.inject({ method: 'GET', url: `/projecao-carteira?cliente=${filtro.cliente}`, headers: financeiro });
      assert.equal(filtrada.statusCode, 200, filtrada.body);
      await pedir();
    } finally {
      avaliador.pedirCarteira = original;
    }
    assert.deepEqual(pedidas, [doFiltro, []], "the filter's stale keys, then none (the whole pass) without a filter");
    // An evaluator of one project a batch: the filter's lines first, then the rest in key order.
    const umPorLote = new AvaliadorDeAlertas(ctx.app.database, contextoDeAlertas(ctx.app), { loteDaCarteira: 1 });
    await umPorLote.pedirCarteira([doFiltro.at(-1)!, ...doFiltro.slice(0, -1)]);
    await umPorLote.ocioso();
    const ordem = await ordemDoCalculo();
    assert.deepEqual(ordem.slice(0, doFiltro.length), [doFiltro.at(-1)!, ...doFiltro.slice(0, -1)], 'the asked keys first, in their order');
    await atualIgualAoCalculado('after the pass');
  });

  it('a filtered Carteira answered by another API process while this one runs the pass: its lines are computed next', async (t) => {
    // Two processes: the app (answers the request; its own evaluator finds the lock taken) and another evaluator
    // (holds the lock, runs the whole pass one project a batch). PGlite is one connection: PostgreSQL only.
    if (ctx.app.database.driver === 'pglite') return t.skip('PostgreSQL (a trava é entre conexões)');
    await atualIgualAoCalculado('before');
    const emOrdem = [...chaves].sort();
    // The client of the last key among the projects with one: without priority, its lines come last.
    const comCliente = (await carteiraCalculada(ctx.app.db, {}, hoje)).linhas.map((linha) => linha.projeto).filter((projeto) => projeto.cliente !== null);
    const ultima = comCliente.sort((a, b) => (a.chave < b.chave ? -1 : 1)).at(-1)!;
    const doFiltro = (await chavesDaCarteira(ctx.app.db, { cliente: ultima.cliente!.id })).sort();
    assert.ok(doFiltro.length < chaves.length && !doFiltro.includes(emOrdem[0]!), 'the filter leaves out projects and the first key');
    await mudarFechamento('0.31');
    const outro = new AvaliadorDeAlertas(ctx.app.database, contextoDeAlertas(ctx.app), { loteDaCarteira: 1 });
    // After the other process's first batch, the filtered Carteira is asked of the app (its answer comes first).
    let lotes = 0;
    let resposta: RespostaCarteira | undefined;
    const passada = () => (outro as unknown as { carteira: { proximoLote: (hoje: string) => Promise<boolean> } }).carteira;
    await outro.pedirCarteira();
    const proximoLote = passada().proximoLote.bind(passada());
    passada().proximoLote = async (dia: string) => {
      const feito = await proximoLote(dia);
      if (++lotes === 1) {
        const filtrada = await ctx.app.inject({ method: 'GET', url: `/projecao-carteira?cliente=${ultima.cliente!.id}`, headers: financeiro });
        assert.equal(filtrada.statusCode, 200, filtrada.body);
        resposta = filtrada.json().data as RespostaCarteira;
      }
      return feito;
    };
    await outro.ocioso();
    await ctx.app.avaliadorDeAlertas.ocioso();
    assert.equal(resposta?.recalculando, doFiltro.length, "the filter's lines were stale when asked");
    assert.equal((await exec(sql`SELECT count(*)::int AS n FROM projecao_carteira_pedido`))[0]!.n, 0, 'the request read');
    // The other process's first batch, then the filter's lines (asked through the app), then the rest in key order.
    assert.deepEqual(await ordemDoCalculo(), [emOrdem[0]!, ...doFiltro, ...emOrdem.slice(1).filter((chave) => !doFiltro.includes(chave))]);
    await atualIgualAoCalculado('after the pass');
  });

  it('an alert request made during a Carteira pass is evaluated after the running batch, not after the pass', async () => {
    await atualIgualAoCalculado('before');
    await mudarFechamento('0.29');
    const emOrdem = [...chaves].sort();
    const ultima = emOrdem.at(-1)!;
    // A sync ends while the pass keeps its first batch: its alert request (the last key) comes in then, once.
    await exec(sql`CREATE TABLE teste_pedido_feito (um int)`);
    await exec(sql.raw(`CREATE FUNCTION teste_pedido_no_lote() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM teste_pedido_feito) THEN
          INSERT INTO teste_pedido_feito VALUES (1);
          INSERT INTO projecao_alerta_pedido (origem, projetos) VALUES ('sincronizacao', ARRAY['${ultima}']);
        END IF;
        RETURN NULL;
      END $$`));
    await exec(sql`CREATE TRIGGER teste_pedido_no_lote AFTER INSERT OR UPDATE ON projecao_cache FOR EACH STATEMENT EXECUTE FUNCTION teste_pedido_no_lote()`);
    try {
      const umPorLote = new AvaliadorDeAlertas(ctx.app.database, contextoDeAlertas(ctx.app), { loteDaCarteira: 1 });
      await umPorLote.pedirCarteira();
      await umPorLote.ocioso();
      assert.equal((await exec(sql`SELECT count(*)::int AS n FROM projecao_alerta_pedido`))[0]!.n, 0, 'the request evaluated');
      // The first batch, then the alert evaluation (which keeps the last key's line), then the rest of the pass.
      assert.deepEqual(await ordemDoCalculo(), [emOrdem[0]!, ultima, ...emOrdem.slice(1, -1)]);
    } finally {
      await exec(sql`DROP TRIGGER teste_pedido_no_lote ON projecao_cache`);
      await exec(sql`DROP FUNCTION teste_pedido_no_lote()`);
      await exec(sql`DROP TABLE teste_pedido_feito`);
    }
    await atualIgualAoCalculado('after the pass');
  });
});
