import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contarEntradasDeAuditoria, entradasDeAuditoria, usarAppAuditada } from '../../test/auditoria';
import { valorDeBeneficioDeTeste } from '../../test/cadastros';

describe('benefícios: audit trail (issue 37)', () => {
  const app = usarAppAuditada('rh');
  const { autor, db, call, ok } = app;


  it('records a benefit created with its values (one entry each), then the changed fields of the benefit and of a value', async () => {
    const { insertId: cod } = await ok('POST', '/beneficio/create', {
      sigla: 'AUDB',
      nome: 'Auxílio Auditado',
      descricao: '',
      ativo: true,
      valores: [{ ...valorDeBeneficioDeTeste(0, 1), benefCod: undefined }],
    });
    const [criado] = await entradasDeAuditoria(db(), 'beneficio', cod!);
    assert.deepEqual([criado!.acao, criado!.usuarioId, criado!.usuarioNome, criado!.campos], ['criar', autor.id, autor.nome, [
      { campo: 'Sigla', antes: null, depois: 'AUDB' },
      { campo: 'Nome', antes: null, depois: 'Auxílio Auditado' },
      { campo: 'Ativo', antes: null, depois: true, tipo: 'booleano' },
    ]]);
    const valores = (await entradasDeAuditoria(db(), 'valor_beneficio')).filter((e) => e.detalhes?.beneficio === cod);
    assert.equal(valores.length, 1);
    assert.deepEqual(valores[0]!.campos.slice(0, 4).map((c) => [c.campo, c.antes, c.depois]), [
      ['Benefício', null, 'Auxílio Auditado'],
      ['Filial', null, 'São Paulo (Matriz)'],
      ['Valor', null, '45.50'],
      ['Período do valor', null, 'Dia'],
    ]);

    await ok('PUT', `/beneficio/update/${cod}`, { sigla: 'AUDB', nome: 'Auxílio Auditado', descricao: 'Novo', ativo: false });
    const id = Number(valores[0]!.chave);
    await ok('PUT', `/valor-beneficio/update/${id}`, valorDeBeneficioDeTeste(cod!, 1, { valor: 50, periodoValor: 'mes' }));
    assert.deepEqual((await entradasDeAuditoria(db(), 'beneficio', cod!)).slice(1).map((e) => [e.acao, e.campos]), [
      ['alterar', [{ campo: 'Descrição', antes: null, depois: 'Novo' }, { campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' }]],
    ]);
    assert.deepEqual((await entradasDeAuditoria(db(), 'valor_beneficio', id)).slice(1).map((e) => [e.acao, e.campos]), [
      ['alterar', [{ campo: 'Valor', antes: '45.50', depois: '50.00', tipo: 'dinheiro' }, { campo: 'Período do valor', antes: 'Dia', depois: 'Mês' }]],
    ]);
    const { insertId: outro } = await ok('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod!, 2));
    assert.deepEqual((await entradasDeAuditoria(db(), 'valor_beneficio', outro!)).map((e) => [e.acao, e.campos[1]]), [['criar', { campo: 'Filial', antes: null, depois: 'Rio de Janeiro' }]]);
  });

  it('records nothing for updates that send the same values, nor for refused ones', async () => {
    const { insertId: cod } = await ok('POST', '/beneficio/create', { sigla: 'AUDC', nome: 'Auxílio Igual', descricao: '', ativo: true });
    const { insertId: id } = await ok('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod!, 1));
    const antes = await contarEntradasDeAuditoria(db());
    await ok('PUT', `/beneficio/update/${cod}`, { sigla: 'AUDC', nome: 'Auxílio Igual', descricao: '', ativo: true });
    await ok('PUT', `/valor-beneficio/update/${id}`, valorDeBeneficioDeTeste(cod!, 1, { valor: '45,50' }));
    assert.equal((await call('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(cod!, 1))).statusCode, 400);
    assert.equal((await call('PUT', '/beneficio/update/999999', { sigla: 'X', nome: 'X', ativo: true })).statusCode, 404);
    assert.equal(await contarEntradasDeAuditoria(db()), antes);
  });
});
