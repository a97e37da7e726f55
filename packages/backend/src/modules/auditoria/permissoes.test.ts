/**
 * The production grants of README's "Produção" on the real PostgreSQL, with a throwaway role: the API's
 * role may INSERT and SELECT audit entries (and their search words) and run the retention (expurgar_auditoria, SECURITY DEFINER
 * owned by the migrations' role), never UPDATE, DELETE or TRUNCATE them — refused by the grants themselves,
 * before the append-only trigger.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, testBackend, type TestContext } from '../../test/support';

describe('audit trail grants for the API role (PostgreSQL)', { skip: testBackend() === 'pglite' ? 'papéis e GRANTs: só no PostgreSQL' : false }, () => {
  let ctx: TestContext;
  const papel = `auditoria_tela_api_${randomBytes(4).toString('hex')}`;
  let esquema: string;

  before(async () => {
    ctx = await createTestApp();
    const db = ctx.app.db;
    esquema = ((await db.execute(sql`SELECT current_schema() AS s`)) as unknown as { rows: { s: string }[] }).rows[0]!.s;
    const id = (nome: string) => sql.raw(`"${nome}"`);
    // README "Produção", with the test's schema for `public` and the throwaway role for financeiro_api.
    for (const comando of [
      sql`CREATE ROLE ${id(papel)} NOLOGIN`,
      sql`GRANT USAGE ON SCHEMA ${id(esquema)} TO ${id(papel)}`,
      sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${id(esquema)} TO ${id(papel)}`,
      sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${id(esquema)} TO ${id(papel)}`,
      sql`REVOKE UPDATE, DELETE, TRUNCATE ON auditoria, auditoria_busca FROM ${id(papel)}`,
      sql`GRANT EXECUTE ON FUNCTION expurgar_auditoria(timestamptz) TO ${id(papel)}`,
    ]) {
      await db.execute(comando);
    }
  });
  after(async () => {
    const db = ctx.app.db;
    await db.execute(sql.raw(`DROP OWNED BY "${papel}"`));
    await db.execute(sql.raw(`DROP ROLE "${papel}"`));
    await ctx.close();
  });

  /** Runs `comando` as the API role, in a transaction rolled back at the end; the error's text, or 'ok'. */
  async function comoApi(comando: ReturnType<typeof sql>): Promise<string> {
    const desfazer = new Error('desfazer');
    try {
      await ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE "${papel}"`));
        await tx.execute(comando);
        throw desfazer;
      });
    } catch (erro) {
      if (erro === desfazer) return 'ok';
      const causa = (erro as { cause?: { message?: string } }).cause;
      return causa?.message ?? String(erro);
    }
    return 'ok';
  }

  it('inserts and reads entries, runs the retention, and is refused UPDATE, DELETE and TRUNCATE by its grants', async () => {
    const zeros = '0'.repeat(64);
    assert.equal(await comoApi(sql`INSERT INTO auditoria (em, usuario_nome, acao, entidade, chave, hash_anterior, hash) VALUES (now(), 'sistema', 'criar', 'cliente', 'x', ${zeros}, ${zeros})`), 'ok');
    assert.equal(await comoApi(sql`SELECT count(*) FROM auditoria`), 'ok');
    assert.equal(await comoApi(sql`SELECT expurgar_auditoria(now() - interval '5 years')`), 'ok');
    assert.match(await comoApi(sql`UPDATE auditoria SET usuario_nome = 'outro'`), /permission denied for table auditoria/);
    assert.match(await comoApi(sql`DELETE FROM auditoria`), /permission denied for table auditoria/);
    assert.match(await comoApi(sql`TRUNCATE auditoria`), /permission denied for table auditoria/);
    // The search words (migration 0108): the indexer inserts them, nothing of the API changes or removes them.
    assert.equal(await comoApi(sql`INSERT INTO auditoria_busca (id, texto) VALUES (-1, to_tsvector('simple', 'x'))`), 'ok');
    assert.equal(await comoApi(sql`SELECT count(*) FROM auditoria_busca`), 'ok');
    assert.match(await comoApi(sql`UPDATE auditoria_busca SET texto = to_tsvector('simple', 'outro')`), /permission denied for table auditoria_busca/);
    assert.match(await comoApi(sql`DELETE FROM auditoria_busca`), /permission denied for table auditoria_busca/);
    assert.match(await comoApi(sql`TRUNCATE auditoria_busca`), /permission denied for table auditoria_busca/);
    // The other tables stay writable (the grants are only narrowed on the trail).
    assert.equal(await comoApi(sql`UPDATE app_settings SET value = value WHERE false`), 'ok');
  });

  it('cannot run the retention without the EXECUTE grant (PUBLIC has none)', async () => {
    await ctx.app.db.execute(sql.raw(`REVOKE EXECUTE ON FUNCTION expurgar_auditoria(timestamptz) FROM "${papel}"`));
    try {
      assert.match(await comoApi(sql`SELECT expurgar_auditoria(now())`), /permission denied for function expurgar_auditoria/);
    } finally {
      await ctx.app.db.execute(sql.raw(`GRANT EXECUTE ON FUNCTION expurgar_auditoria(timestamptz) TO "${papel}"`));
    }
  });
});
