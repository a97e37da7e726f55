import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ImportResult } from '@financeiro/domain';
import { BENEFICIO } from '../../seed/company/reference';
import { beneficiosImportados } from '../../test/cargas';
import { cpfDeTeste, linhaDeColaboradorDeTeste } from '../../test/cadastros';
import { contarEntradasDeAuditoria, entradasDeAuditoria, usarAppAuditada } from '../../test/auditoria';

let seq = 0;
function employeeRow(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  const pessoa = { nome: 'Importada', sobrenome: `Auditada ${seq}`, cpf: cpfDeTeste('86421', seq), email: `importada.auditada${seq}@teste.example` };
  return linhaDeColaboradorDeTeste(pessoa, overrides);
}

describe('importações: audit trail (issue 37)', () => {
  const app = usarAppAuditada('rh');
  const { autor, db, headers: rh } = app;

  const importOk = async (path: string, data: unknown[]): Promise<ImportResult> => {
    const response = await app.ctx.app.inject({ method: 'POST', url: path, payload: { data }, headers: rh });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().result;
  };
  const ultimas = async (entidade: string, n: number) => (await entradasDeAuditoria(db(), entidade)).slice(-n);

  it('a new-employees file records one import entry with its counts and one creation per written employee', async () => {
    const rows = [employeeRow(), employeeRow({ departamento: '999' }), employeeRow()];
    const result = await importOk('/import/colaborador', rows);
    assert.equal(result.applied, 2);
    const [importacao] = await ultimas('importacao', 1);
    assert.deepEqual([importacao!.acao, importacao!.chave, importacao!.usuarioId, importacao!.usuarioNome, importacao!.detalhes], [
      'importar',
      'colaboradores',
      autor.id,
      autor.nome,
      { tipo: 'colaboradores', registros: 3, gravados: 2, rejeitados: 1 },
    ]);
    const criados = (await entradasDeAuditoria(db(), 'colaborador')).filter((e) => e.id > importacao!.id);
    assert.deepEqual(criados.map((e) => [e.acao, e.chave, e.requestId]), [
      ['criar', String(result.success[rows[0]!.cpf]), importacao!.requestId],
      ['criar', String(result.success[rows[2]!.cpf]), importacao!.requestId],
    ]);
    const campos = Object.fromEntries(criados[0]!.campos.map((c) => [c.campo, c]));
    assert.deepEqual(campos['Salário'], { campo: 'Salário', antes: null, depois: '7500.00', tipo: 'dinheiro', sigilo: 'salario' });
    assert.equal(campos['Filial']!.depois, 'São Paulo (Matriz)');
    assert.equal(campos['Admissão']!.depois, '2024-03-01');
  });

  it('an update file records the changed fields of each changed employee, nothing for one sent unchanged', async () => {
    const people = [employeeRow(), employeeRow()];
    const criados = await importOk('/import/colaborador', people);
    const [salario, igual] = people.map((row) => row.cpf);
    const result = await importOk('/import/update-colaborador', [
      { cpf: salario, salario: '9.000,00', filial: '2' },
      { cpf: igual, cidade: 'São Paulo' },
    ]);
    assert.equal(result.applied, 2);
    const [importacao] = await ultimas('importacao', 1);
    assert.deepEqual(importacao!.detalhes, { tipo: 'atualizar-colaboradores', registros: 2, gravados: 2, rejeitados: 0 });
    const alterados = (await entradasDeAuditoria(db(), 'colaborador')).filter((e) => e.id > importacao!.id);
    assert.deepEqual(alterados.map((e) => [e.acao, e.chave, e.campos]), [
      ['alterar', String(criados.success[salario!]), [
        { campo: 'Filial', antes: 'São Paulo (Matriz)', depois: 'Rio de Janeiro' },
        { campo: 'Salário', antes: '7500.00', depois: '9000.00', tipo: 'dinheiro', sigilo: 'salario' },
      ]],
    ]);
  });

  it('a benefits file records one inclusion per written benefit; a file with nothing written records nothing', async () => {
    const [pessoa] = [employeeRow()];
    const criados = await importOk('/import/colaborador', [pessoa]);
    const mat = criados.success[pessoa!.cpf] as number;
    const linha = { ...beneficiosImportados([pessoa!.cpf])[0], benefCod: String(BENEFICIO.VR) };
    await importOk('/import/beneficios-colaborador', [linha]);
    const [importacao] = await ultimas('importacao', 1);
    assert.deepEqual(importacao!.detalhes, { tipo: 'beneficios-colaborador', registros: 1, gravados: 1, rejeitados: 0 });
    const [beneficio] = await entradasDeAuditoria(db(), 'beneficio_colaborador', `${mat}:${BENEFICIO.VR}`);
    assert.deepEqual([beneficio!.acao, beneficio!.detalhes, beneficio!.campos.slice(0, 3)], ['criar', { colaborador: mat }, [
      { campo: 'Benefício', antes: null, depois: 'Vale-refeição' },
      { campo: 'Filial', antes: null, depois: 'São Paulo (Matriz)' },
      { campo: 'Benefício adicional (R$)', antes: null, depois: '10.50', tipo: 'dinheiro', sigilo: 'salario' },
    ]]);

    const antes = await contarEntradasDeAuditoria(db());
    const repetido = await importOk('/import/beneficios-colaborador', [linha]);
    assert.equal(repetido.applied, 0);
    const recusado = await app.ctx.app.inject({ method: 'POST', url: '/import/colaborador', payload: { data: [] }, headers: rh });
    assert.equal(recusado.statusCode, 400);
    assert.equal(await contarEntradasDeAuditoria(db()), antes);
  });
});
