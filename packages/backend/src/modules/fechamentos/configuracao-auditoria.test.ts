import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contarEntradasDeAuditoria, entradasDeAuditoria } from '../../test/auditoria';
import { bearer, createTestApp, type TestContext } from '../../test/support';

describe("company settings: audit trail of the hour base (issue 37)", () => {
  let ctx: TestContext;
  let rh: Record<string, string>;
  let financeiro: Record<string, string>;
  let autor: { id: number; nome: string };

  before(async () => {
    ctx = await createTestApp();
    const sessao = await ctx.session('rh');
    rh = bearer(sessao.token);
    autor = { id: sessao.user.id, nome: sessao.user.name };
    financeiro = bearer((await ctx.session('financeiro')).token);
  });
  after(async () => {
    await ctx.close();
  });

  const put = (baseHorasCustoHora: unknown, headers = rh) =>
    ctx.app.inject({ method: 'PUT', url: '/fechamento/configuracao', payload: { baseHorasCustoHora }, headers });

  it('records a change of the hour base by its labels; nothing when the same base is saved or the request is refused', async () => {
    const db = ctx.database.db;
    const antes = await contarEntradasDeAuditoria(db);
    assert.equal((await put('carga_colaborador')).statusCode, 200, 'the default, saved again');
    assert.equal((await put('8h')).statusCode, 400);
    assert.equal((await put('oito_horas', financeiro)).statusCode, 403);
    // The refused one leaves only its security event (secao_recusada), no data entry.
    assert.equal(await contarEntradasDeAuditoria(db), antes + 1);
    assert.deepEqual((await entradasDeAuditoria(db, 'sessao')).at(-1)?.acao, 'secao_recusada');

    assert.equal((await put('oito_horas')).statusCode, 200);
    assert.equal((await put('oito_horas')).statusCode, 200);
    const entradas = await entradasDeAuditoria(db, 'configuracao_empresa', 1);
    assert.deepEqual(entradas.map((e) => [e.acao, e.usuarioId, e.usuarioNome, e.campos]), [
      ['alterar', autor.id, autor.nome, [{ campo: 'Base de horas do custo-hora', antes: 'Carga horária de cada colaborador', depois: '8 horas por dia para todos' }]],
    ]);
  });
});
