import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PROJETO_MESSAGES } from '@financeiro/domain';
import { useProjetosDemo } from '../../test/projetos-demo';

describe('clients', () => {
  const demo = useProjetosDemo({ restore: ['cliente'] });
  const { T, get, send } = demo;
  it('creates a client with projects and moves a project to another client', async () => {
    const created = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Novo', key: 'novo' }, projeto: ['TSTX'] });
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json<{ data: { id: number; key: string } }>().data.id;
    assert.deepEqual((await get('/cliente/findClienteByChaveProjeto/TSTX')).json().data, { id, name: 'Cliente Novo', key: 'NOVO' });
    assert.equal((await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'cliente novo', key: 'X' } })).statusCode, 400);
    const moved = await send('PUT', '/cliente/updateCliente', { chaveProjeto: 'TSTX', novoCliente: 12 });
    assert.equal(moved.statusCode, 200);
    assert.equal((await get(`/cliente/projeto/${T.id}`)).json().data.id, 12);
    assert.equal((await send('POST', '/cliente/associar', { clienteId: 999, chaveProjeto: 'TSTX' })).statusCode, 404);
  });

  it('the same client created by several requests at once: one is created, the others get the duplicate message, none a 500', async () => {
    const pedidos = Array.from({ length: 6 }, () => send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Simultâneo', key: 'simul' } }));
    const respostas = await Promise.all(pedidos);
    assert.deepEqual(
      respostas.map((r) => r.statusCode).sort(),
      [200, 400, 400, 400, 400, 400],
      respostas.map((r) => r.body).join('\n'),
    );
    for (const recusada of respostas.filter((r) => r.statusCode === 400)) {
      assert.deepEqual(recusada.json<{ errors: { errorMessage: string }[] }>().errors.map((e) => e.errorMessage), [PROJETO_MESSAGES.clienteDuplicado]);
    }
  });

  it('associates several projects in one request, all or none', async () => {
    const created = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Lote', key: 'lote' } });
    const id = created.json<{ data: { id: number } }>().data.id;
    const before = (await get(`/cliente/projeto/${T.id}`)).json().data;
    const unknown = await send('POST', '/cliente/associar', { clienteId: id, chavesProjetos: ['TSTX', 'NAOEXISTE'] });
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.deepEqual((await get(`/cliente/projeto/${T.id}`)).json().data, before);
    assert.equal((await send('POST', '/cliente/associar', { clienteId: id, chavesProjetos: [] })).statusCode, 400);
    const done = await send('POST', '/cliente/associar', { clienteId: id, chavesProjetos: ['TSTX'] });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await get(`/cliente/projeto/${T.id}`)).json().data.id, id);
  });
});

describe('client administration (clients screen)', () => {
  const demo = useProjetosDemo({ restore: ['cliente'] });
  const { T, get, send, exec } = demo;
  it('validates a new client with the form texts, renames it and dissociates its projects', async () => {
    const vazio = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: '  ', key: '' }, projeto: [] });
    assert.equal(vazio.statusCode, 400);
    const textos = vazio.json<{ errors: { errorMessage: string }[] }>().errors.map((e) => e.errorMessage);
    assert.ok(textos.includes(PROJETO_MESSAGES.nomeCliente), vazio.body);
    assert.ok(textos.includes(PROJETO_MESSAGES.chaveCliente), vazio.body);
    const longo = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'N'.repeat(121), key: 'K'.repeat(31) } });
    assert.equal(longo.statusCode, 400);
    assert.deepEqual(longo.json<{ errors: { errorMessage: string }[] }>().errors.map((e) => e.errorMessage).sort(), [PROJETO_MESSAGES.chaveClienteMax, PROJETO_MESSAGES.nomeClienteMax].sort());
    // An unknown project: nothing is created (one transaction).
    const semProjeto = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Fantasma', key: 'FANT' }, projeto: ['TSTX', 'NAOEXISTE'] });
    assert.equal(semProjeto.statusCode, 404);
    assert.equal(((await exec(sql`SELECT count(*)::int AS n FROM cliente WHERE chave = 'FANT'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n, 0);

    const created = await send('POST', '/cliente/createClientWithProjects', { cliente: { name: ' Cliente Renomeável ', key: ' ren ' }, projeto: ['TSTX'] });
    assert.equal(created.statusCode, 200, created.body);
    const cliente = created.json<{ data: { id: number; name: string; key: string } }>().data;
    assert.deepEqual({ name: cliente.name, key: cliente.key }, { name: 'Cliente Renomeável', key: 'REN' });

    const renamed = await send('PATCH', `/cliente/${cliente.id}`, { name: '  Cliente Renomeado  ' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(renamed.json(), { data: { id: cliente.id, name: 'Cliente Renomeado', key: 'REN' }, message: PROJETO_MESSAGES.clienteRenomeado });
    const emptyName = await send('PATCH', `/cliente/${cliente.id}`, { name: ' ' });
    assert.equal(emptyName.statusCode, 400);
    assert.equal(emptyName.json<{ errors: { errorMessage: string }[] }>().errors[0]!.errorMessage, PROJETO_MESSAGES.nomeCliente);
    const outroNome = (await get('/cliente')).json<{ data: { id: number; name: string }[] }>().data.find((c) => c.id !== cliente.id)!.name;
    const duplicate = await send('PATCH', `/cliente/${cliente.id}`, { name: outroNome.toUpperCase() });
    assert.equal(duplicate.statusCode, 400);
    assert.equal(duplicate.json<{ errors: { errorMessage: string }[] }>().errors[0]!.errorMessage, PROJETO_MESSAGES.clienteNomeDuplicado);
    assert.equal((await send('PATCH', '/cliente/999999', { name: 'Qualquer' })).statusCode, 404);

    const wrongClient = await send('POST', '/cliente/desassociar', { clienteId: 12, chaveProjeto: 'TSTX' });
    assert.equal(wrongClient.statusCode, 404);
    assert.equal(wrongClient.json<{ errors: { errorMessage: string }[] }>().errors[0]!.errorMessage, PROJETO_MESSAGES.projetoNaoAssociado);
    const dissociated = await send('POST', '/cliente/desassociar', { clienteId: cliente.id, chaveProjeto: 'tstx' });
    assert.equal(dissociated.statusCode, 200, dissociated.body);
    assert.deepEqual(dissociated.json(), { message: PROJETO_MESSAGES.clienteDesassociado });
    assert.deepEqual((await get('/cliente/findClienteByChaveProjeto/TSTX')).json(), { data: null });
    assert.deepEqual((await get(`/cliente/findAllProjectsByClientId/${cliente.id}`)).json(), { projetos: [] });
    assert.equal((await send('POST', '/cliente/desassociar', { clienteId: cliente.id, chaveProjeto: 'TSTX' })).statusCode, 404);
    await exec(sql`UPDATE projeto SET cliente_id = 12 WHERE id = ${T.id}`);
  });

  it('checks the token and the Projetos section on the new routes', async () => {
    assert.equal((await demo.ctx.app.inject({ method: 'PATCH', url: '/cliente/12', payload: { name: 'X' } })).statusCode, 401);
    assert.equal((await demo.ctx.app.inject({ method: 'POST', url: '/cliente/desassociar', payload: { clienteId: 12, chaveProjeto: 'TSTX' } })).statusCode, 401);
    assert.equal((await send('PATCH', '/cliente/12', { name: 'X' }, demo.rh)).statusCode, 403);
    assert.equal((await send('POST', '/cliente/desassociar', { clienteId: 12, chaveProjeto: 'TSTX' }, demo.rh)).statusCode, 403);
    assert.equal((await send('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Sem Acesso', key: 'SA' } }, demo.rh)).statusCode, 403);
  });
});
