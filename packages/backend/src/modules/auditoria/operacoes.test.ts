import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entradasDesde, marcaDaAuditoria } from '../../test/auditoria';
import { RELATORIO_DE_MARGEM_TSTX, useProjetosDemo } from '../../test/projetos-demo';

/**
 * Issue 37, operations side: extra costs, margin reports, projection limits, squads and cost
 * simulations record exactly their entries; a no-op and a refused change record nothing.
 */
describe('operations: audit trail', () => {
  const demo = useProjetosDemo({ restore: ['custo_projeto', 'relatorio_margem'] });
  const { send } = demo;
  const db = () => demo.ctx.database.db;
  const FIN = 'financeiro@veecode.com.br';

  it('extra costs: one entry per created cost, the changed fields of an update, the deletion', async () => {
    const custo = { projeto: 'TSTX', periodo_inicio: '2026-11-01', periodo_fim: '2026-11-30', tipo_custo: 'HORAS_EXTRAS', valor: '250,50', moeda: 'BRL' };
    const marca = await marcaDaAuditoria(db());
    const criados = await send('POST', '/custo-projeto', [custo, { ...custo, tipo_custo: 'INFRA_CLOUD', valor: '10' }]);
    assert.equal(criados.statusCode, 200, criados.body);
    const [a] = criados.json<{ data: { id: number }[] }>().data;
    assert.equal((await send('PUT', `/custo-projeto/${a!.id}`, custo)).statusCode, 200); // no-op
    assert.equal((await send('PUT', `/custo-projeto/${a!.id}`, { ...custo, valor: '1' }, demo.admin)).statusCode, 403); // refused
    assert.equal((await send('PUT', `/custo-projeto/${a!.id}`, { ...custo, valor: '300' })).statusCode, 200);
    assert.equal((await send('DELETE', `/custo-projeto/${a!.id}`, undefined)).statusCode, 200);
    const entradas = await entradasDesde(db(), marca, 'custo_projeto');
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.chave, e.campos.length]),
      [
        ['criar', String(a!.id), 7],
        ['criar', String(a!.id + 1), 7],
        ['alterar', String(a!.id), 1],
        ['remover', String(a!.id), 7],
      ],
    );
    assert.deepEqual(entradas[2]!.campos, [{ campo: 'Valor', antes: '250.50', depois: '300.00', tipo: 'dinheiro' }]);
    assert.deepEqual(entradas[0]!.campos.find((c) => c.campo === 'Tipo'), { campo: 'Tipo', antes: null, depois: 'HORAS_EXTRAS' });
  });

  it('margin reports: creation, rename and deletion; a repeated deletion records nothing', async () => {
    const base = RELATORIO_DE_MARGEM_TSTX;
    const marca = await marcaDaAuditoria(db());
    const salvo = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Auditoria TSTX', email: FIN });
    assert.equal(salvo.statusCode, 200, salvo.body);
    const id = salvo.json<{ data: { id: number } }>().data.id;
    assert.equal((await send('PATCH', `/jira/projects/margem/${id}`, { nome: 'Renomeado' })).statusCode, 200);
    assert.equal((await send('PATCH', `/jira/projects/margem/${id}`, { nome: 'X' }, demo.admin)).statusCode, 404); // refused
    for (let i = 0; i < 2; i++) assert.equal((await send('PATCH', `/jira/projects/margem/${encodeURIComponent(FIN)}/change-active`, { id, ativo: false })).statusCode, 200);
    const entradas = await entradasDesde(db(), marca, 'relatorio_margem');
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.chave]),
      [
        ['criar', String(id)],
        ['alterar', String(id)],
        ['remover', String(id)],
      ],
    );
    const criacao = Object.fromEntries(entradas[0]!.campos.map((c) => [c.campo, c.depois]));
    assert.equal(criacao.Nome, 'Auditoria TSTX');
    assert.equal(criacao['Receita bruta'], '100000.00');
    assert.equal(criacao['Custos indiretos'], 'OUTROS_SOFTWARES (Licenças): EUR 200.00 a 6');
    assert.deepEqual(entradas[1]!.campos, [{ campo: 'Nome', antes: 'Auditoria TSTX', depois: 'Renomeado' }]);
  });

  it('projection limits: the changed thresholds; the same values and a non-administrator record nothing', async () => {
    const limites = { margemAtencao: '0.2', margemRisco: '0.05', desvioAtencao: '0.05', desvioRisco: '0.15' };
    const marca = await marcaDaAuditoria(db());
    assert.equal((await send('PUT', '/admin/projecao/limites', limites, demo.admin)).statusCode, 200);
    assert.equal((await send('PUT', '/admin/projecao/limites', limites, demo.admin)).statusCode, 200);
    assert.equal((await send('PUT', '/admin/projecao/limites', { ...limites, margemRisco: '0.01' })).statusCode, 403);
    const entradas = await entradasDesde(db(), marca, 'projecao_limites');
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.chave, e.campos.map((c) => [c.campo, Number(c.antes), c.depois, c.tipo])]),
      [['alterar', '1', [['Margem de atenção', 0.15, '0.200000', 'percentual']]]],
    );
    assert.ok(entradas[0]!.usuario_id !== null && entradas[0]!.usuario_nome !== 'sistema', JSON.stringify(entradas[0]));
  });

  it('squads and cost simulations: creation, rename, deletion; simulated salaries are sigilo salario', async () => {
    const marca = await marcaDaAuditoria(db());
    const sim = await send('POST', '/simulator/create', { salario: '3000', beneficio: 3100, dependentes: 0, regime: 1, funcao: 1, filial: 1, email: FIN });
    assert.equal(sim.statusCode, 200, sim.body);
    const simId = sim.json<{ data: { id: number } }>().data.id;
    const squad = await send('POST', '/squad/create', { nome: 'Audit', email: FIN });
    assert.equal(squad.statusCode, 200, squad.body);
    const squadId = squad.json<{ data: { id: number } }>().data.id;
    assert.equal((await send('PUT', `/squad/${encodeURIComponent(FIN)}/${squadId}`, { nome: 'Audit' })).statusCode, 200); // no-op
    assert.equal((await send('PUT', `/squad/${encodeURIComponent(FIN)}/${squadId}`, { nome: 'Auditado' })).statusCode, 200);
    assert.equal((await send('PUT', `/squad/${encodeURIComponent(FIN)}/${squadId}`, { nome: '' })).statusCode, 400); // refused
    const entradas = await entradasDesde(db(), marca);
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.entidade, e.chave]),
      [
        ['criar', 'simulacao', String(simId)],
        ['criar', 'squad', String(squadId)],
        ['alterar', 'squad', String(squadId)],
      ],
    );
    const salario = entradas[0]!.campos.find((c) => c.campo === 'Salário bruto');
    assert.deepEqual([salario?.antes, salario?.sigilo], [null, 'salario']);
    assert.deepEqual(entradas[2]!.campos, [{ campo: 'Nome', antes: 'Audit', depois: 'Auditado' }]);
  });

  it('scenarios: creation, rename, duplicate and deletion; the changes are sigilo salario; another user’s change records nothing', async () => {
    const opcoes = (await demo.get('/cenarios/opcoes', demo.admin)).json<{ data: { fechamentos: { id: number; mes: string }[] } }>().data;
    const [ultimo] = opcoes.fechamentos;
    const marca = await marcaDaAuditoria(db());
    const criado = await send('POST', '/cenarios', { nome: 'Dissídio', descricao: 'Teste', fechamentoId: ultimo!.id, mesInicio: ultimo!.mes.split('-').reverse().join('/'), alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.05 }] }, demo.admin);
    assert.equal(criado.statusCode, 200, criado.body);
    const id = criado.json<{ data: { id: number } }>().data.id;
    assert.equal((await send('PUT', `/cenarios/${id}`, { nome: 'Dissídio 2027' }, demo.admin)).statusCode, 200);
    assert.equal((await send('PUT', `/cenarios/${id}`, { nome: 'Outro' }, demo.rh)).statusCode !== 200, true);
    const copia = await send('POST', `/cenarios/${id}/duplicar`, {}, demo.admin);
    assert.equal(copia.statusCode, 200, copia.body);
    assert.equal((await send('DELETE', `/cenarios/${id}`, undefined, demo.admin)).statusCode, 200);
    const entradas = await entradasDesde(db(), marca, 'cenario');
    assert.deepEqual(
      entradas.map((e) => [e.acao, e.chave]),
      [
        ['criar', String(id)],
        ['alterar', String(id)],
        ['criar', String(copia.json<{ data: { id: number } }>().data.id)],
        ['remover', String(id)],
      ],
    );
    assert.deepEqual(entradas[1]!.campos, [{ campo: 'Nome', antes: 'Dissídio', depois: 'Dissídio 2027' }]);
    assert.equal(entradas[0]!.campos.find((c) => c.campo === 'Alterações')?.sigilo, 'salario');
    assert.deepEqual(entradas[2]!.detalhes, { duplicadoDe: id });
  });
});
