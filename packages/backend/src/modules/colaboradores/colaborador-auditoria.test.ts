import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import { contarEntradasDeAuditoria, entradasDeAuditoria, usarAppAuditada } from '../../test/auditoria';
import { colaboradorDeTeste, cpfDeTeste } from '../../test/cadastros';

describe('colaboradores: audit trail (issue 37)', () => {
  const app = usarAppAuditada('rh');
  const { autor, db, call, ok } = app;
  let seq = 0;

  const nome = async (tabela: 'funcao' | 'departamento', cod: number) =>
    (await rows<{ nome: string }>(db(), sql`SELECT nome FROM ${sql.identifier(tabela)} WHERE cod = ${cod}`))[0]!.nome;

  const body = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    const pessoa = { nome: 'Carla', sobrenome: 'Auditada', cpf: cpfDeTeste('97533', seq), email: `carla.auditada${seq}@teste.example` };
    return colaboradorDeTeste(pessoa, { endereco: 'Rua A, 1', ...overrides });
  };

  it('records the creation with every field, then exactly the changed fields of an update (salary under sigilo)', async () => {
    const payload = body();
    const { insertId: mat } = await ok('POST', '/employee/create', payload);
    await ok('PUT', `/employee/update/${mat}`, { ...payload, salario: 9100, funcao: 3, filial: 2, dependentes: 2, endereco: 'Rua B, 2', carga_horaria: 6, regime: 2 });
    const entradas = await entradasDeAuditoria(db(), 'colaborador', mat!);
    assert.deepEqual(entradas.map((e) => [e.acao, e.usuarioId, e.usuarioNome]), [
      ['criar', autor.id, autor.nome],
      ['alterar', autor.id, autor.nome],
    ]);
    const criacao = Object.fromEntries(entradas[0]!.campos.map((c) => [c.campo, c]));
    assert.deepEqual(criacao['Salário'], { campo: 'Salário', antes: null, depois: '8500.50', tipo: 'dinheiro', sigilo: 'salario' });
    assert.deepEqual(criacao['CPF'], { campo: 'CPF', antes: null, depois: payload.cpf, sigilo: 'cpf' });
    assert.equal(criacao['Filial']!.depois, 'São Paulo (Matriz)');
    assert.equal(criacao['Função']!.depois, await nome('funcao', 2));
    assert.equal(criacao['Departamento']!.depois, await nome('departamento', 5));
    assert.equal(criacao['Observação'], undefined, 'an empty field is not listed');
    const [, regimeAntes, regimeDepois] = await rows<{ nome: string }>(db(), sql`SELECT nome FROM regime_contrato WHERE cod IN (0, 1, 2) ORDER BY cod`).then((r) => [undefined, ...r.map((x) => x.nome)]);
    assert.deepEqual(entradas[1]!.campos, [
      { campo: 'Dependentes', antes: 1, depois: 2, tipo: 'numero' },
      { campo: 'Endereço', antes: 'Rua A, 1', depois: 'Rua B, 2' },
      { campo: 'Filial', antes: 'São Paulo (Matriz)', depois: 'Rio de Janeiro' },
      { campo: 'Regime de contratação', antes: regimeAntes, depois: regimeDepois },
      { campo: 'Função', antes: await nome('funcao', 2), depois: await nome('funcao', 3) },
      { campo: 'Salário', antes: '8500.50', depois: '9100.00', tipo: 'dinheiro', sigilo: 'salario' },
      { campo: 'Carga horária', antes: 8, depois: 6, tipo: 'numero' },
    ]);
    assert.ok(entradas.every((e) => e.requestId));
  });

  it('records deactivation and activation, and nothing for a no-op update, a repeated switch or a refused request', async () => {
    const payload = body();
    const { insertId: mat } = await ok('POST', '/employee/create', payload);
    const antes = await contarEntradasDeAuditoria(db());
    await ok('PUT', `/employee/update/${mat}`, payload);
    await ok('PATCH', '/employee/change-active', { mat, ativo: true });
    const recusada = await call('PUT', `/employee/update/${mat}`, { ...payload, salario: 9999, departamento: 999 });
    assert.equal(recusada.statusCode, 400, recusada.body);
    assert.equal((await call('PUT', '/employee/update/99999999', payload)).statusCode, 404);
    assert.equal(await contarEntradasDeAuditoria(db()), antes);
    await ok('PATCH', '/employee/change-active', { mat, ativo: false });
    await ok('PATCH', '/employee/change-active', { mat, ativo: true });
    assert.deepEqual((await entradasDeAuditoria(db(), 'colaborador', mat!)).slice(1).map((e) => [e.acao, e.campos]), [
      ['desativar', [{ campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' }]],
      ['ativar', [{ campo: 'Ativo', antes: false, depois: true, tipo: 'booleano' }]],
    ]);
  });

  it('records an employee’s benefit: inclusion, changed adjustments (sigilo salario) and removal; nothing when unchanged or refused', async () => {
    const { insertId: mat } = await ok('POST', '/employee/create', body());
    const ajustes = { valorBenefAdic: 25.5, aliqBenefAdic: 0, valorBenefSubtrai: 0, aliqBenefSubtrai: 0, valorDescAdic: 0, aliqDescAdic: 0, valorDescSubtrai: 0, aliqDescSubtrai: 0 };
    await ok('POST', `/beneficio/colab/${mat}/1`, ajustes);
    const antes = await contarEntradasDeAuditoria(db());
    await ok('PUT', `/beneficio/colab/${mat}/1`, ajustes);
    assert.equal((await call('POST', `/beneficio/colab/${mat}/1`, ajustes)).statusCode, 400);
    assert.equal((await call('PUT', `/beneficio/colab/${mat}/2`, ajustes)).statusCode, 404);
    assert.equal((await call('DELETE', `/beneficio/${mat}/1/2`)).statusCode, 404);
    assert.equal(await contarEntradasDeAuditoria(db()), antes);
    await ok('PUT', `/beneficio/colab/${mat}/1`, { ...ajustes, valorBenefAdic: 30, aliqDescAdic: 0.05 });
    await ok('DELETE', `/beneficio/${mat}/1/1`);
    const entradas = await entradasDeAuditoria(db(), 'beneficio_colaborador', `${mat}:1`);
    assert.deepEqual(entradas.map((e) => [e.acao, e.usuarioNome, e.detalhes]), [
      ['criar', autor.nome, { colaborador: mat }],
      ['alterar', autor.nome, { colaborador: mat }],
      ['remover', autor.nome, { colaborador: mat }],
    ]);
    assert.deepEqual(entradas[0]!.campos.slice(0, 3), [
      { campo: 'Benefício', antes: null, depois: 'Vale-refeição' },
      { campo: 'Filial', antes: null, depois: 'São Paulo (Matriz)' },
      { campo: 'Benefício adicional (R$)', antes: null, depois: '25.50', tipo: 'dinheiro', sigilo: 'salario' },
    ]);
    assert.deepEqual(entradas[1]!.campos, [
      { campo: 'Benefício adicional (R$)', antes: '25.50', depois: '30.00', tipo: 'dinheiro', sigilo: 'salario' },
      { campo: 'Desconto adicional (%)', antes: '0.000000', depois: '0.050000', tipo: 'percentual', sigilo: 'salario' },
    ]);
    assert.deepEqual(entradas[2]!.campos.map((c) => [c.campo, c.depois]).slice(0, 2), [['Benefício', null], ['Filial', null]]);
  });
});
