import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { contarEntradasDeAuditoria, entradasDeAuditoria } from '../../test/auditoria';
import { useProjetosDemo } from '../../test/projetos-demo';

describe('clients: audit trail of project links (issue 37)', () => {
  const demo = useProjetosDemo({ restore: ['cliente'] });
  const { send } = demo;
  const db = () => demo.ctx.database.db;
  const vinculos = async (clienteId: number) =>
    (await entradasDeAuditoria(db(), 'cliente', clienteId)).filter((e) => e.acao !== 'criar').map((e) => [e.acao, e.usuarioNome, e.campos, e.detalhes]);

  it('records a project moved to a client as vincular on it and desvincular on the client it left, and a dissociation', async () => {
    const [anterior] = await rows<{ nome: string }>(db(), sql`SELECT nome FROM cliente WHERE id = 12`);
    const [usuario] = await rows<{ name: string }>(db(), sql`SELECT name FROM users WHERE usuario = 'financeiro'`);
    const criado = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Vínculo', key: 'vinc' } });
    const id = criado.json<{ data: { id: number } }>().data.id;
    const antes12 = (await entradasDeAuditoria(db(), 'cliente', 12)).length;
    assert.equal((await send('POST', '/cliente/associar', { clienteId: id, chaveProjeto: 'TSTX' })).statusCode, 200);
    assert.deepEqual(await vinculos(id), [['vincular', usuario!.name, [{ campo: 'Projeto', antes: null, depois: 'TSTX' }], { projeto: 'TSTX', clienteAnterior: anterior!.nome }]]);
    assert.deepEqual((await entradasDeAuditoria(db(), 'cliente', 12)).slice(antes12).map((e) => [e.acao, e.campos, e.detalhes]), [
      ['desvincular', [{ campo: 'Projeto', antes: 'TSTX', depois: null }], { projeto: 'TSTX', novoCliente: 'Cliente Vínculo' }],
    ]);

    const total = await contarEntradasDeAuditoria(db());
    assert.equal((await send('PUT', '/cliente/updateCliente', { chaveProjeto: 'TSTX', novoCliente: id })).statusCode, 200, 'already its client');
    assert.equal((await send('POST', '/cliente/associar', { clienteId: id, chavesProjetos: ['TSTX', 'NAOEXISTE'] })).statusCode, 404);
    assert.equal((await send('POST', '/cliente/desassociar', { clienteId: 12, chaveProjeto: 'TSTX' })).statusCode, 404);
    assert.equal(await contarEntradasDeAuditoria(db()), total);

    assert.equal((await send('POST', '/cliente/desassociar', { clienteId: id, chaveProjeto: 'tstx' })).statusCode, 200);
    assert.deepEqual((await vinculos(id)).slice(1), [['desvincular', usuario!.name, [{ campo: 'Projeto', antes: 'TSTX', depois: null }], { projeto: 'TSTX', novoCliente: null }]]);
  });
});
