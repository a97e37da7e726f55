import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contarEntradasDeAuditoria, entradasDeAuditoria, usarAppAuditada } from '../../test/auditoria';

describe('estrutura: audit trail (issue 37)', () => {
  const app = usarAppAuditada('rh');
  const { autor, db, call, ok, headers: rh } = app;


  it('records a department’s creation and each changed field of an update, with its author', async () => {
    const { insertId: cod } = await ok('POST', '/departamento/create', { sigla: 'AUD', nome: 'Auditoria Interna', ativo: true });
    await ok('PUT', `/departamento/update/${cod}`, { sigla: 'AUD', nome: 'Auditoria', descricao: 'Controles', ativo: false });
    const entradas = await entradasDeAuditoria(db(), 'departamento', cod!);
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.usuarioId, e.usuarioNome, e.campos]),
      [
        ['criar', autor.id, autor.nome, [
          { campo: 'Sigla', antes: null, depois: 'AUD' },
          { campo: 'Nome', antes: null, depois: 'Auditoria Interna' },
          { campo: 'Ativo', antes: null, depois: true, tipo: 'booleano' },
        ]],
        ['alterar', autor.id, autor.nome, [
          { campo: 'Nome', antes: 'Auditoria Interna', depois: 'Auditoria' },
          { campo: 'Descrição', antes: null, depois: 'Controles' },
          { campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' },
        ]],
      ],
    );
    assert.ok(entradas.every((e) => e.requestId));
  });

  it('records a branch’s and a function’s changed fields (the function’s situation by name)', async () => {
    await ok('PUT', '/filial/update/3', { label: 'Florianópolis (SC)', cnpj: '11222333000343', uf: 'SC', ativo: true });
    assert.deepEqual((await entradasDeAuditoria(db(), 'filial', 3)).map((e) => [e.acao, e.campos]), [
      ['alterar', [{ campo: 'Nome', antes: 'Florianópolis', depois: 'Florianópolis (SC)' }]],
    ]);
    const { insertId: cod } = await ok('POST', '/funcao/create', { cbo: '212405', nome: 'Analista Auditado', ativo: 1 });
    await ok('PUT', `/funcao/update/${cod}`, { cbo: '212405', nome: 'Analista Auditado', ativo: 2 });
    assert.deepEqual((await entradasDeAuditoria(db(), 'funcao', cod!)).map((e) => [e.acao, e.campos.map((c) => [c.campo, c.antes, c.depois])]), [
      ['criar', [['CBO', null, '212405'], ['Nome', null, 'Analista Auditado'], ['Situação', null, 'Ativa']]],
      ['alterar', [['Situação', 'Ativa', 'Simulador']]],
    ]);
  });

  it('records nothing for an update that sends the same values, nor for a refused one', async () => {
    const antes = await contarEntradasDeAuditoria(db());
    await ok('PUT', '/filial/update/1', { label: 'São Paulo (Matriz)', cnpj: '11222333000181', uf: 'SP', ativo: true });
    await ok('PUT', '/departamento/update/5', await departamento(5));
    const duplicado = await call('PUT', '/filial/update/2', { label: 'Rio', cnpj: '11222333000181', uf: 'RJ', ativo: true });
    assert.equal(duplicado.statusCode, 400, duplicado.body);
    assert.equal((await call('PUT', '/funcao/update/999999', { cbo: '212405', nome: 'Ninguém', ativo: 1 })).statusCode, 404);
    assert.equal(await contarEntradasDeAuditoria(db()), antes);
  });

  async function departamento(cod: number) {
    const response = await app.ctx.app.inject({ method: 'GET', url: `/departamento/${cod}`, headers: rh });
    const { sigla, nome, descricao, ativo } = response.json().result;
    return { sigla, nome, descricao: descricao ?? '', ativo };
  }
});
