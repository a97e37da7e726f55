import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contarEntradasDeAuditoria, entradasDeAuditoria, usarAppAuditada } from '../../test/auditoria';
import { faixaDeImpostoDeTeste, valorDeImpostoDeTeste } from '../../test/cadastros';

type Json = Record<string, unknown>;

describe('impostos e regimes: audit trail (issue 37)', () => {
  const app = usarAppAuditada('rh');
  const { autor, db, call, ok, headers: rh } = app;

  const campos = async (entidade: string, chave: number) =>
    (await entradasDeAuditoria(db(), entidade, chave)).map((e) => [e.acao, e.campos.map((c) => [c.campo, c.antes, c.depois])]);
  const valor = (cod: number, overrides: Json = {}) => valorDeImpostoDeTeste(cod, 1, overrides);

  it('records a tax, a bracket and a value per branch: creation, then exactly the changed fields, with the author', async () => {
    const { insertId: cod } = await ok('POST', '/imposto/create', { sigla: 'AUDI', nome: 'Imposto Auditado', ativo: true });
    await ok('PUT', `/imposto/update/${cod}`, { sigla: 'AUDI', nome: 'Imposto Auditado Novo', ativo: true });
    assert.deepEqual(await campos('imposto', cod!), [
      ['criar', [['Sigla', null, 'AUDI'], ['Nome', null, 'Imposto Auditado'], ['Ativo', null, true]]],
      ['alterar', [['Nome', 'Imposto Auditado', 'Imposto Auditado Novo']]],
    ]);

    const { insertId: id } = await ok('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste());
    await ok('PUT', `/imposto/faixa/${id}`, faixaDeImpostoDeTeste({ aliq_faixa: 0.09, valor_deducao: 22.77 }));
    const faixas = await entradasDeAuditoria(db(), 'faixa_imposto', id!);
    assert.deepEqual(faixas.map((e) => [e.acao, e.usuarioId, e.usuarioNome, e.detalhes]), [
      ['criar', autor.id, autor.nome, { imposto: cod, sigla: 'AUDI' }],
      ['alterar', autor.id, autor.nome, { imposto: cod, sigla: 'AUDI' }],
    ]);
    assert.deepEqual(faixas[1]!.campos, [
      { campo: 'Alíquota', antes: '0.075000', depois: '0.09', tipo: 'percentual' },
      { campo: 'Dedução', antes: '0.00', depois: '22.77', tipo: 'dinheiro' },
    ]);
    assert.deepEqual(faixas[0]!.campos.find((c) => c.campo === 'Base da alíquota'), { campo: 'Base da alíquota', antes: null, depois: 'Salário' });

    const { insertId: valorId } = await ok('POST', '/valor-imposto/create', valor(cod!));
    await ok('PUT', `/valor-imposto/update/${valorId}`, valor(cod!, { aliquota_filial: 0.1, periodo_valor: 'dia' }));
    const valores = await campos('valor_imposto', valorId!);
    assert.deepEqual(valores[0]![1]!.slice(0, 3), [['Imposto', null, 'AUDI'], ['Filial', null, 'São Paulo (Matriz)'], ['Tipo', null, 'Percentual']]);
    assert.deepEqual(valores[1], ['alterar', [['Período do valor', 'Mês', 'Dia'], ['Alíquota da filial', '0.080000', '0.100000']]]);
  });

  it('records a regime’s changes and the taxes linked to and unlinked from it', async () => {
    const { insertId: regime } = await ok('POST', '/regime/create', { sigla: 'AUDR', nome: 'Regime Auditado', descricao: '', ativo: true });
    const atual = (await app.ctx.app.inject({ method: 'GET', url: `/regime/${regime}`, headers: rh })).json().result;
    await ok('PUT', `/regime/update/${regime}`, { ...atual, cod: undefined, provisiona_fgts: false, descricao: '' });
    const { insertId: cod } = await ok('POST', '/imposto/create', { sigla: 'AUDV', nome: 'Imposto Vinculado', ativo: true });
    await ok('POST', `/regime/imposto/${cod}`, { regime_cod: regime });
    await ok('PUT', `/regime/imposto/${cod}`, { regime_cod: regime, ativo: false });
    const entradas = await campos('regime', regime!);
    assert.equal(entradas[0]![0], 'criar');
    assert.deepEqual(entradas.slice(1), [
      ['alterar', [['Provisiona FGTS', true, false]]],
      ['vincular', [['Imposto vinculado', null, 'AUDV']]],
      ['desvincular', [['Imposto vinculado', 'AUDV', null]]],
    ]);
  });

  it('records nothing for updates that send the same values, nor for refused ones', async () => {
    const { insertId: cod } = await ok('POST', '/imposto/create', { sigla: 'AUDN', nome: 'Imposto Igual', ativo: true });
    const { insertId: id } = await ok('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste());
    const { insertId: valorId } = await ok('POST', '/valor-imposto/create', valor(cod!));
    await ok('POST', `/regime/imposto/${cod}`, { regime_cod: 2 });
    const antes = await contarEntradasDeAuditoria(db());
    await ok('PUT', `/imposto/update/${cod}`, { sigla: 'AUDN', nome: 'Imposto Igual', ativo: true });
    await ok('PUT', `/imposto/faixa/${id}`, faixaDeImpostoDeTeste());
    await ok('PUT', `/valor-imposto/update/${valorId}`, valor(cod!));
    await ok('PUT', `/regime/imposto/${cod}`, { regime_cod: 2, ativo: true });
    assert.equal((await call('POST', `/imposto/faixa/${cod}`, faixaDeImpostoDeTeste({ valor_faixa_inicio: 500 }))).statusCode, 400, 'overlap');
    assert.equal((await call('POST', '/valor-imposto/create', valor(cod!))).statusCode, 400, 'duplicate branch');
    assert.equal((await call('POST', `/regime/imposto/${cod}`, { regime_cod: 2 })).statusCode, 400, 'already linked');
    assert.equal((await call('PUT', '/regime/update/999999', { sigla: 'X', nome: 'X', ativo: true })).statusCode, 404);
    assert.equal(await contarEntradasDeAuditoria(db()), antes);
  });
});
