import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ProjetoItem } from '@financeiro/domain';
import { createTestApp, type TestContext } from '../../test/support';
import { buscarProjetosPorChave, custoHorasPorMes, detalheProjeto, divisaoDoPeriodo, sqlResumoDetalhe } from './queries';

/**
 * The month aggregate `worklog_mes` (migration 0026) against the raw worklogs, after every kind of
 * write, and the period queries that read it against the same queries over the raw worklogs only.
 */
describe('worklog_mes: month aggregate of the worklogs', () => {
  let ctx: TestContext;
  const P = { id: 990101, chave: 'AGRX' };
  const Q = { id: 990102, chave: 'AGRY' };
  const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await exec(query)) as unknown as { rows: T[] }).rows;

  /** Groups where the aggregate and the raw worklogs differ (count and both sums), as text lines. */
  async function diferencas(): Promise<string[]> {
    const linhas = await rows<{ linha: string }>(sql`
      WITH bruto AS (
        SELECT projeto_id, date_trunc('month', data::timestamp)::date AS mes, issue_id, author_account_id, colaborador_mat,
               count(*)::int AS worklogs, sum(time_spent_seconds)::bigint AS segundos, sum(billable_seconds)::bigint AS segundos_faturaveis
        FROM worklog GROUP BY 1, 2, 3, 4, 5
      )
      SELECT concat_ws(' ', COALESCE(a.projeto_id, b.projeto_id), COALESCE(a.mes, b.mes), COALESCE(a.issue_id, b.issue_id),
                       COALESCE(a.author_account_id, b.author_account_id), COALESCE(a.colaborador_mat, b.colaborador_mat),
                       'agregado', a.worklogs, a.segundos, a.segundos_faturaveis, 'worklogs', b.worklogs, b.segundos, b.segundos_faturaveis) AS linha
      FROM worklog_mes a
      FULL JOIN bruto b ON b.projeto_id = a.projeto_id AND b.mes = a.mes AND b.issue_id = a.issue_id
       AND b.author_account_id = a.author_account_id AND b.colaborador_mat IS NOT DISTINCT FROM a.colaborador_mat
      WHERE a.projeto_id IS NULL OR b.projeto_id IS NULL OR a.worklogs <> b.worklogs OR a.segundos <> b.segundos
         OR a.segundos_faturaveis <> b.segundos_faturaveis
      ORDER BY 1 LIMIT 20`);
    return linhas.map((linha) => linha.linha);
  }
  const grupos = async (projetoId: number) =>
    rows<{ mes: string; issue_id: string; author_account_id: string; colaborador_mat: number | null; worklogs: number; segundos: string }>(sql`
      SELECT to_char(mes, 'YYYY-MM-DD') AS mes, issue_id::text, author_account_id, colaborador_mat, worklogs, segundos::text
      FROM worklog_mes WHERE projeto_id = ${projetoId} ORDER BY mes, issue_id, author_account_id, colaborador_mat NULLS FIRST`);

  let mat = 0;
  let conta = '';
  before(async () => {
    ctx = await createTestApp({ projetos: true });
    const [colaborador] = await rows<{ mat: number; account_id: string }>(
      sql`SELECT colaborador_mat AS mat, account_id FROM jira_usuario WHERE colaborador_mat IS NOT NULL ORDER BY colaborador_mat LIMIT 1`,
    );
    mat = colaborador!.mat;
    conta = colaborador!.account_id;
    await exec(sql`INSERT INTO jira_usuario (account_id, nome, email, colaborador_mat) VALUES ('agr-ext', 'Pessoa de Fora', NULL, NULL)`);
    await exec(sql`INSERT INTO projeto (id, chave, nome, categoria_id, lead_account_id) VALUES (${P.id}, ${P.chave}, 'Agregado X', 1, 'agr-ext'), (${Q.id}, ${Q.chave}, 'Agregado Y', 1, 'agr-ext')`);
    await exec(sql`INSERT INTO issue (id, chave, projeto_id, resumo) VALUES
      (99010101, 'AGRX-1', ${P.id}, 'Um'), (99010102, 'AGRX-2', ${P.id}, 'Dois'), (99010201, 'AGRY-1', ${Q.id}, 'Três')`);
  });

  after(async () => {
    await ctx?.close();
  });

  it('is filled for the demo seed (bulk insert) exactly as the raw worklogs', async () => {
    const [contagem] = await rows<{ grupos: number; worklogs: number }>(
      sql`SELECT (SELECT count(*) FROM worklog_mes)::int AS grupos, (SELECT count(*) FROM worklog)::int AS worklogs`,
    );
    assert.ok(contagem!.worklogs > 30_000, `worklogs: ${contagem!.worklogs}`);
    assert.ok(contagem!.grupos > 0 && contagem!.grupos < contagem!.worklogs, `grupos: ${contagem!.grupos}`);
    assert.deepEqual(await diferencas(), []);
  });

  it('follows inserts, updates (seconds, relink of colaborador_mat, moves between months, issues and projects, the sync upsert) and deletes', async () => {
    await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
      (99010001, 99010101, ${P.id}, ${conta}, ${mat}, '2026-09-30', 3600, 3600),
      (99010002, 99010101, ${P.id}, ${conta}, ${mat}, '2026-09-02', 1800, 0),
      (99010003, 99010102, ${P.id}, ${conta}, ${mat}, '2026-10-01', 7200, 3600),
      (99010004, 99010101, ${P.id}, 'agr-ext', NULL, '2026-10-15', 900, 900),
      (99010005, 99010101, ${P.id}, 'agr-ext', NULL, '2026-10-16', 0, 0)`);
    // One row per statement too.
    await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds)
                   VALUES (99010006, 99010102, ${P.id}, ${conta}, ${mat}, '2026-11-03', 5400, 5400)`);
    assert.deepEqual(await diferencas(), []);
    assert.deepEqual(
      (await grupos(P.id)).map((g) => `${g.mes} ${g.issue_id} ${g.author_account_id} ${g.colaborador_mat} ${g.worklogs} ${g.segundos}`),
      [
        `2026-09-01 99010101 ${conta} ${mat} 2 5400`,
        '2026-10-01 99010101 agr-ext null 2 900',
        `2026-10-01 99010102 ${conta} ${mat} 1 7200`,
        `2026-11-01 99010102 ${conta} ${mat} 1 5400`,
      ],
    );

    // Seconds change; a worklog moves to another month and issue; another to the other project.
    await exec(sql`UPDATE worklog SET time_spent_seconds = 4500, billable_seconds = 900 WHERE id = 99010001`);
    await exec(sql`UPDATE worklog SET data = '2026-11-20', issue_id = 99010102 WHERE id = 99010002`);
    await exec(sql`UPDATE worklog SET projeto_id = ${Q.id}, issue_id = 99010201 WHERE id = 99010003`);
    assert.deepEqual(await diferencas(), []);
    // The October group of the moved worklog is gone.
    assert.ok(!(await grupos(P.id)).some((g) => g.mes === '2026-10-01' && g.issue_id === '99010102'));
    assert.equal((await grupos(Q.id)).length, 1);

    // Relink (the sync's `vinculos` stage): the external person becomes an employee, then is unlinked again.
    await exec(sql`UPDATE worklog SET colaborador_mat = ${mat} WHERE author_account_id = 'agr-ext'`);
    assert.deepEqual(await diferencas(), []);
    assert.ok((await grupos(P.id)).some((g) => g.author_account_id === 'agr-ext' && g.colaborador_mat === mat && g.worklogs === 2));
    await exec(sql`UPDATE worklog SET colaborador_mat = NULL WHERE author_account_id = 'agr-ext'`);
    assert.deepEqual(await diferencas(), []);

    // A statement that rewrites rows without changing them (the sync rewrites every listed worklog).
    await exec(sql`UPDATE worklog SET updated_at = now() WHERE projeto_id IN (${P.id}, ${Q.id})`);
    assert.deepEqual(await diferencas(), []);

    // The Tempo sync's upsert: one new worklog and one changed in the same statement.
    await exec(sql`INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds) VALUES
      (99010007, 99010101, ${P.id}, ${conta}, ${mat}, '2026-12-01', 600, 0),
      (99010006, 99010101, ${P.id}, ${conta}, ${mat}, '2026-12-02', 1200, 1200)
      ON CONFLICT (id) DO UPDATE SET issue_id = excluded.issue_id, data = excluded.data,
        time_spent_seconds = excluded.time_spent_seconds, billable_seconds = excluded.billable_seconds, updated_at = now()`);
    assert.deepEqual(await diferencas(), []);
    assert.ok(!(await grupos(P.id)).some((g) => g.mes === '2026-11-01' && g.issue_id === '99010102' && g.segundos === '5400'));

    // Deletes: one worklog of a group, then the whole group, then a project's worklogs.
    await exec(sql`DELETE FROM worklog WHERE id = 99010005`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`DELETE FROM worklog WHERE id = 99010004`);
    assert.deepEqual(await diferencas(), []);
    assert.ok(!(await grupos(P.id)).some((g) => g.author_account_id === 'agr-ext'));
    await exec(sql`DELETE FROM worklog WHERE projeto_id = ${Q.id}`);
    assert.deepEqual(await grupos(Q.id), []);
    assert.deepEqual(await diferencas(), []);

    // A demo employee's worklogs relinked in bulk (many groups in one statement), then back.
    const [autor] = await rows<{ author_account_id: string; mat: number }>(
      sql`SELECT author_account_id, colaborador_mat AS mat FROM worklog WHERE colaborador_mat IS NOT NULL AND projeto_id < 990000 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    );
    await exec(sql`UPDATE worklog SET colaborador_mat = NULL WHERE author_account_id = ${autor!.author_account_id}`);
    assert.deepEqual(await diferencas(), []);
    await exec(sql`UPDATE worklog SET colaborador_mat = ${autor!.mat} WHERE author_account_id = ${autor!.author_account_id}`);
    assert.deepEqual(await diferencas(), []);
  });

  it('splits a period into whole months (aggregate) and the partial months at its ends (raw worklogs)', () => {
    assert.deepEqual(divisaoDoPeriodo('2025-01-01', '2025-12-31'), { meses: { de: '2025-01-01', ate: '2026-01-01' }, faixas: [] });
    assert.deepEqual(divisaoDoPeriodo('2025-01-15', '2025-04-10'), {
      meses: { de: '2025-02-01', ate: '2025-04-01' },
      faixas: [
        ['2025-01-15', '2025-01-31'],
        ['2025-04-01', '2025-04-10'],
      ],
    });
    assert.deepEqual(divisaoDoPeriodo('2024-01-02', '2024-02-29'), { meses: { de: '2024-02-01', ate: '2024-03-01' }, faixas: [['2024-01-02', '2024-01-31']] });
    assert.deepEqual(divisaoDoPeriodo('2025-03-01', '2025-03-30'), { meses: null, faixas: [['2025-03-01', '2025-03-30']] });
    assert.deepEqual(divisaoDoPeriodo('2025-03-05', '2025-04-20'), { meses: null, faixas: [['2025-03-05', '2025-04-20']] });
    assert.deepEqual(divisaoDoPeriodo('2025-03-01', '2025-03-31'), { meses: { de: '2025-03-01', ate: '2025-04-01' }, faixas: [] });
  });

  it('gives the detail, the hour cost per month and the summary query the same answers as the raw worklogs, for periods with partial months', async () => {
    const [maior] = await rows<{ chave: string }>(
      sql`SELECT p.chave FROM worklog w JOIN projeto p ON p.id = w.projeto_id GROUP BY p.chave ORDER BY count(*) DESC, p.chave LIMIT 1`,
    );
    const projetos: ProjetoItem[] = await buscarProjetosPorChave(ctx.database.db, [maior!.chave, P.chave]);
    const [limites] = await rows<{ primeiro: string; ultimo: string }>(
      sql`SELECT min(data)::text AS primeiro, max(data)::text AS ultimo FROM worklog WHERE projeto_id = ${projetos[0]!.id}`,
    );
    const ano = Number(limites!.ultimo.slice(0, 4));
    const periodos: [string, string][] = [
      [limites!.primeiro, limites!.ultimo],
      [`${ano - 1}-02-11`, `${ano}-01-19`],
      [`${ano - 1}-03-01`, `${ano - 1}-09-30`],
      [`${ano - 1}-03-31`, `${ano - 1}-05-01`],
      [`${ano - 1}-06-10`, `${ano - 1}-06-20`],
      ['2026-09-15', '2026-12-01'],
    ];
    const db = ctx.database.db;
    let comHoras = 0;
    for (const [inicio, fim] of periodos) {
      const agregado = await detalheProjeto(db, projetos, inicio, fim, 1);
      assert.deepEqual(agregado, await detalheProjeto(db, projetos, inicio, fim, 1, 'worklogs'), `detalhe ${inicio} a ${fim}`);
      assert.deepEqual(await detalheProjeto(db, projetos, inicio, fim, 2), await detalheProjeto(db, projetos, inicio, fim, 2, 'worklogs'));
      const ids = projetos.map((projeto) => projeto.id);
      assert.deepEqual(await custoHorasPorMes(db, ids, inicio, fim), await custoHorasPorMes(db, ids, inicio, fim, 'worklogs'), `meses ${inicio} a ${fim}`);
      const resumo = (leitura: 'agregado' | 'worklogs') =>
        rows<Record<string, unknown>>(sql`SELECT * FROM (${sqlResumoDetalhe(ids, inicio, fim, leitura)}) r ORDER BY projeto_id, mat NULLS FIRST, conta`);
      assert.deepEqual(await resumo('agregado'), await resumo('worklogs'));
      // The figures are the raw worklogs' sums.
      const [bruto] = await rows<{ s: string | null }>(
        sql`SELECT sum(time_spent_seconds)::bigint::text AS s FROM worklog WHERE projeto_id = ANY (${`{${ids.join(',')}}`}::bigint[]) AND data BETWEEN ${inicio}::date AND ${fim}::date`,
      );
      assert.equal(agregado.timeSpentTotal, Number(bruto!.s ?? 0));
      if (agregado.timeSpentTotal > 0) comHoras++;
    }
    assert.ok(comHoras >= 4, `períodos com horas: ${comHoras}`);
  });
});
