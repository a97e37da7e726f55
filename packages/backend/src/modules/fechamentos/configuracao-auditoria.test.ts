import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { contarEntradasDeAuditoria, entradasDeAuditoria, usarAppAuditada } from '../../test/auditoria';

describe("company settings: audit trail of the hour base (issue 37)", () => {
  const app = usarAppAuditada('rh');
  const { autor, headers: rh } = app;
  let financeiro: Record<string, string>;
  before(async () => {
    financeiro = await app.sessao('financeiro');
  });

  const put = (baseHorasCustoHora: unknown, headers = rh) =>
    app.ctx.app.inject({ method: 'PUT', url: '/fechamento/configuracao', payload: { baseHorasCustoHora }, headers });

  it('records a change of the hour base by its labels; nothing when the same base is saved or the request is refused', async () => {
    const db = app.ctx.database.db;
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
