import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { entradasDesde, marcaDaAuditoria, usarAppAuditada } from '../../test/auditoria';

/** Issue 37: a closing's changes and calculations record their audit entries, in the change's transaction. */
describe('fechamentos: audit trail', () => {
  const app = usarAppAuditada('rh');
  const { autor: rhUser, db, call } = app;
  let financeiro: Record<string, string>;
  const corpo = { label: 'Auditado', dataInicio: '2026-09-01', dataFim: '2026-09-30', diasUteis: 21, descricao: 'Teste', bloqueio: false };

  before(async () => {
    financeiro = await app.sessao('financeiro');
  });

  it('records the creation, an update, the lock and the unlock with the fields before and after; a no-op and a refused change record nothing', async () => {
    const marca = await marcaDaAuditoria(db());
    const criado = await call('POST', '/fechamento/create', corpo);
    assert.equal(criado.statusCode, 200, criado.body);
    const id = criado.json().result.id as number;
    assert.equal((await call('PUT', `/fechamento/update/${id}`, corpo)).statusCode, 200); // no-op
    assert.equal((await call('PUT', `/fechamento/update/${id}`, { ...corpo, diasUteis: 22 })).statusCode, 200);
    assert.equal((await call('PUT', `/fechamento/update/${id}`, { ...corpo, diasUteis: 22, bloqueio: true })).statusCode, 200);
    // Refused: a locked closing's dates (409), and a user without the section (403, recorded as a security event only).
    assert.equal((await call('PUT', `/fechamento/update/${id}`, { ...corpo, diasUteis: 23, bloqueio: true })).statusCode, 409);
    assert.equal((await call('PUT', `/fechamento/update/${id}`, { ...corpo, bloqueio: false }, financeiro)).statusCode, 403);
    assert.equal((await call('PUT', `/fechamento/update/${id}`, { ...corpo, diasUteis: 22, bloqueio: false })).statusCode, 200);
    const entradas = await entradasDesde(db(), marca, 'fechamento');
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.usuario_nome, e.acao, e.chave, e.campos]),
      [
        [
          rhUser.id,
          rhUser.nome,
          'criar',
          String(id),
          [
            { campo: 'Nome', antes: null, depois: 'Auditado' },
            { campo: 'Início', antes: null, depois: '2026-09-01', tipo: 'data' },
            { campo: 'Fim', antes: null, depois: '2026-09-30', tipo: 'data' },
            { campo: 'Dias úteis', antes: null, depois: 21, tipo: 'numero' },
            { campo: 'Descrição', antes: null, depois: 'Teste' },
            { campo: 'Bloqueado', antes: null, depois: false, tipo: 'booleano' },
          ],
        ],
        [rhUser.id, rhUser.nome, 'alterar', String(id), [{ campo: 'Dias úteis', antes: 21, depois: 22, tipo: 'numero' }]],
        [rhUser.id, rhUser.nome, 'travar', String(id), [{ campo: 'Bloqueado', antes: false, depois: true, tipo: 'booleano' }]],
        [rhUser.id, rhUser.nome, 'destravar', String(id), [{ campo: 'Bloqueado', antes: true, depois: false, tipo: 'booleano' }]],
      ],
    );
    assert.ok(entradas.every((e) => e.request_id?.startsWith('req-')));
  });

  it('records a calculation, then a recalculation, with the company total and the employees before → after', async () => {
    const criado = await call('POST', '/fechamento/create', { ...corpo, label: 'Calculado' });
    const id = criado.json().result.id as number;
    const marca = await marcaDaAuditoria(db());
    const primeiro = await call('POST', `/fechamento/custo-hh/${id}`, {});
    assert.equal(primeiro.statusCode, 200, primeiro.body);
    const segundo = await call('POST', `/fechamento/custo-hh/${id}`, {});
    assert.equal(segundo.statusCode, 200, segundo.body);
    const { colaboradores, totais } = primeiro.json().result as { colaboradores: number; totais: { custoTotal: string } };
    assert.ok(colaboradores > 0);
    const entradas = await entradasDesde(db(), marca, 'fechamento');
    assert.deepEqual(
      entradas.map((e) => [e.usuario_id, e.acao, e.chave, e.campos, e.detalhes]),
      [
        [rhUser.id, 'calcular', String(id), [], { fechamento: 'Calculado', custoTotal: { antes: null, depois: totais.custoTotal }, colaboradores: { antes: 0, depois: colaboradores } }],
        [
          rhUser.id,
          'recalcular',
          String(id),
          [],
          { fechamento: 'Calculado', custoTotal: { antes: totais.custoTotal, depois: totais.custoTotal }, colaboradores: { antes: colaboradores, depois: colaboradores } },
        ],
      ],
    );
    // A calculation refused (locked closing) records nothing.
    await call('PUT', `/fechamento/update/${id}`, { ...corpo, label: 'Calculado', bloqueio: true });
    const depois = await marcaDaAuditoria(db());
    assert.equal((await call('POST', `/fechamento/custo-hh/${id}`, {})).statusCode, 409);
    assert.deepEqual(await entradasDesde(db(), depois, 'fechamento'), []);
  });
});
