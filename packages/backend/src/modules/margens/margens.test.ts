import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { calcularMargem, PROJETO_MESSAGES, type RelatorioMargem } from '@financeiro/domain';
import { RELATORIO_DE_MARGEM_TSTX, useProjetosDemo } from '../../test/projetos-demo';

describe('margin reports and simulations', () => {
  const demo = useProjetosDemo({ restore: ['relatorio_margem'] });
  const { T, get, send } = demo;
  const base = RELATORIO_DE_MARGEM_TSTX;
  /** The October report of TSTX (receita bruta 100.000,00) that the tests after the save read. */
  const salvarOutubro = async () => {
    const saved = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Outubro TSTX', email: 'financeiro@veecode.com.br' });
    assert.equal(saved.statusCode, 200, saved.body);
  };

  it('a report fixes the operating expense at 13,70 % of net revenue; a simulation takes its own rate', async () => {
    const fixa = await send('POST', '/jira/projects/margem/simulator', { ...base, keys: ['TSTX'], taxaDespesas: '0.137' });
    assert.equal(fixa.statusCode, 200, fixa.body);
    const outra = await send('POST', '/jira/projects/margem/simulator', { ...base, keys: ['TSTX'], taxaDespesas: '0.05' });
    assert.equal(outra.statusCode, 400, outra.body);
    assert.deepEqual(outra.json().errors, [{ field: 'taxaDespesas', errorMessage: PROJETO_MESSAGES.despesasFixas }]);
    const salvar = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Despesas 5%', email: 'financeiro@veecode.com.br', taxaDespesas: '0.05' });
    assert.equal(salvar.statusCode, 400, salvar.body);
    const simulacao = await send('POST', '/simulacao/margem/simulator', { ...base, keys: ['TSTX'], taxaDespesas: '0.05' });
    assert.equal(simulacao.statusCode, 200, simulacao.body);
  });

  it('computes the margin with the server hour cost and the domain formula', async () => {
    const response = await send('POST', '/jira/projects/margem/simulator', { ...base, keys: ['TSTX'] });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json<{ data: ReturnType<typeof calcularMargem> }>();
    const custoHH = new Decimal(16200).div(3600).times(T.custoHoraOut).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    assert.deepEqual(data, calcularMargem({ receitaBruta: '100000', custoHH, totalCustoIndireto: '1200' }));
    assert.equal(data.impostos, '9350.00');
    assert.equal(data.receitaLiquida, '90650.00');
    assert.equal(data.totalCustoIndireto, '1200.00');
  });

  it('saves a report only for one project over a whole month, with a unique name', async () => {
    const saved = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Outubro TSTX', email: 'financeiro@veecode.com.br' });
    assert.equal(saved.statusCode, 200, saved.body);
    const body = saved.json<{ data: RelatorioMargem; message: string }>();
    assert.equal(body.message, "Relatório 'Outubro TSTX' de margem de projeto salvo com sucesso");
    assert.equal(body.data.receita_bruta, '100000.00');
    assert.equal(body.data.custosIndiretos.length, 1);

    const partial = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Parcial', periodoFim: '2026-10-30' });
    assert.equal(partial.statusCode, 400);
    assert.match(partial.body, /Crie uma simulação/);
    const two = await send('POST', '/jira/projects/margem', { ...base, projeto: 'TSTX,AUR', nomeRelatorio: 'Dois' });
    assert.equal(two.statusCode, 400);

    const duplicate = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: ' outubro tstx ' });
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(duplicate.json().errors, [{ field: 'nomeRelatorio', errorMessage: 'Já existe um relatório com este nome.' }]);
    const noName = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: '' });
    assert.deepEqual(noName.json().errors, [{ field: 'nomeRelatorio', errorMessage: 'Informe o nome do relatório' }]);

    assert.deepEqual((await get(`/jira/projects/margem-name/${encodeURIComponent('OUTUBRO TSTX')}`)).json(), { found: true });
    assert.deepEqual((await get('/jira/projects/margem-name/Outro')).json(), { found: false });
    // Names are per user.
    assert.deepEqual((await get(`/jira/projects/margem-name/${encodeURIComponent('Outubro TSTX')}`, demo.admin)).json(), { found: false });
  });

  it('simulations: any period and projects; the name is unique across reports and simulations', async () => {
    await salvarOutubro();
    const simulation = await send('POST', '/simulacao/margem', { ...base, projeto: ['TSTX', 'AUR'], periodoFim: '2026-11-15', nomeRelatorio: 'Simulação A' });
    assert.equal(simulation.statusCode, 200, simulation.body);
    assert.equal(simulation.json().message, "Simulação 'Simulação A' de margem de projeto salvo com sucesso");
    const clash = await send('POST', '/simulacao/margem', { ...base, nomeRelatorio: 'Outubro TSTX' });
    assert.equal(clash.statusCode, 400);
    const list = (await get('/simulacao/margem/financeiro@veecode.com.br')).json<{ data: RelatorioMargem[] }>();
    assert.deepEqual(list.data.map((item) => [item.nome, item.projeto]), [['Simulação A', 'TSTX,AUR']]);
    const reports = (await get('/jira/projects/margem/financeiro@veecode.com.br')).json<{ data: RelatorioMargem[] }>();
    assert.deepEqual(reports.data.map((item) => item.nome), ['Outubro TSTX']);
  });

  it('renames with the same uniqueness rule, lists per user and soft-deletes', async () => {
    await salvarOutubro();
    const other = await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Segundo' });
    const id = other.json<{ data: RelatorioMargem }>().data.id;
    const clash = await send('PATCH', `/jira/projects/margem/${id}`, { nome: 'Outubro TSTX' });
    assert.equal(clash.statusCode, 400);
    assert.deepEqual(clash.json().errors, [{ field: 'nome', errorMessage: 'Já existe um relatório com este nome.' }]);
    const renamed = await send('PATCH', `/jira/projects/margem/${id}`, { nome: 'Renomeado' });
    assert.equal(renamed.json<{ data: RelatorioMargem }>().data.nome, 'Renomeado');
    // Another user cannot read or rename it.
    assert.equal((await send('PATCH', `/jira/projects/margem/${id}`, { nome: 'X' }, demo.admin)).statusCode, 404);
    assert.equal((await get(`/jira/projects/margem/admin@veecode.com.br/${id}`, demo.admin)).statusCode, 404);

    const deleted = await send('PATCH', '/jira/projects/margem/financeiro@veecode.com.br/change-active', { id, ativo: false });
    assert.deepEqual(deleted.json(), { message: 'Relatório excluído com sucesso.' });
    const list = (await get('/jira/projects/margem/financeiro@veecode.com.br')).json<{ data: RelatorioMargem[] }>();
    assert.ok(!list.data.some((item) => item.id === id));
    const one = (await get(`/jira/projects/margem/financeiro@veecode.com.br/${id}`)).json<{ data: RelatorioMargem }>();
    assert.equal(one.data.ativo, false);
    // The name of a deleted report is free again.
    assert.deepEqual((await get('/jira/projects/margem-name/Renomeado')).json(), { found: false });
  });

  it("answers 403 for another user's e-mail in the path or the body", async () => {
    assert.equal((await get('/jira/projects/margem/admin@veecode.com.br')).statusCode, 403);
    assert.equal((await get('/jira/projects/margem/admin@veecode.com.br/1')).statusCode, 403);
    assert.equal((await get('/simulacao/margem/admin@veecode.com.br')).statusCode, 403);
    assert.equal((await send('PATCH', '/jira/projects/margem/admin@veecode.com.br/change-active', { id: 1, ativo: false })).statusCode, 403);
    assert.equal((await send('POST', '/jira/projects/margem', { ...base, nomeRelatorio: 'Z', email: 'admin@veecode.com.br' })).statusCode, 403);
    assert.equal((await get('/jira/projects/margem/FINANCEIRO@veecode.com.br')).statusCode, 200);
  });

  it('serves the real figures per month for the planned-vs-real reports', async () => {
    await salvarOutubro();
    const year = await get('/jira/projects/year/TSTX/2026');
    assert.equal(year.statusCode, 200, year.body);
    const months = year.json<{ data: { mes: string; custoHH: string; receitaReal: string | null; estimado: boolean }[] }>().data;
    assert.equal(months.length, 12);
    const october = months.find((m) => m.mes === '2026-10')!;
    assert.equal(october.receitaReal, '100000.00');
    assert.equal(october.custoHH, new Decimal(16200).div(3600).times(T.custoHoraOut).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    assert.equal(months.find((m) => m.mes === '2026-11')!.estimado, true);
    assert.equal(months.find((m) => m.mes === '2026-01')!.receitaReal, null);
    const revenue = (await get('/jira/projects/faturamento/TSTX/01%2F01%2F2026/31%2F12%2F2026')).json<{ data: { mes: string }[] }>();
    assert.deepEqual(revenue.data.map((m) => m.mes), ['2026-10']);
    const cost = (await get('/jira/projects/custo/TSTX/2026-09-01/2026-11-30')).json<{ data: { mes: string }[] }>();
    assert.deepEqual(cost.data.map((m) => m.mes), ['2026-09', '2026-10', '2026-11']);
  });
});
