import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { createTestApp, eventually, type TestContext } from '../../test/support';
import { IndexadorDaTrilha, registrarEvento } from '.';
import { travarIndexador } from './queries';

describe('audit trail: the search words written after the commit (IndexadorDaTrilha)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
    await ctx.app.indexadorAuditoria.parar();
  });
  after(() => ctx.close());

  const semPalavras = async () =>
    (await rows<{ id: number }>(ctx.app.db, sql`SELECT a.id FROM auditoria a LEFT JOIN auditoria_busca b USING (id) WHERE b.id IS NULL`)).length;

  it("indexes while another trail's indexer (another schema of the same database) holds its own lock", async () => {
    const outra = await createTestApp();
    try {
      await registrarEvento(ctx.app.db, { acao: 'login', entidade: 'sessao', chave: 'indexacao-outra' }, { id: null, nome: 'desconhecido' });
      await outra.app.db.transaction(async (tx) => {
        assert.equal(await travarIndexador(tx), true);
        assert.ok((await new IndexadorDaTrilha(ctx.app.db, {}, ctx.app.log).indexar()) > 0, 'this trail indexed beside the other one');
      });
      assert.equal(await semPalavras(), 0);
    } finally {
      await outra.close();
    }
  });

  it('indexes what this process records soon after, without waiting for its periodic look', async () => {
    await new IndexadorDaTrilha(ctx.app.db, {}, ctx.app.log).indexar();
    const indexador = new IndexadorDaTrilha(ctx.app.db, { aposGravarMs: 10, intervaloMs: 3_600_000 }, ctx.app.log);
    indexador.iniciar();
    try {
      await registrarEvento(ctx.app.db, { acao: 'login', entidade: 'sessao', chave: 'indexacao-1' }, { id: null, nome: 'desconhecido' });
      await eventually(async () => (await semPalavras()) === 0, 'the recorded entry indexed');
    } finally {
      await indexador.parar();
    }
  });
});
