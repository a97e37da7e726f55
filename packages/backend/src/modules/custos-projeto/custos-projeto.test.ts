import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useProjetosDemo } from '../../test/projetos-demo';

describe('extra costs', () => {
  const demo = useProjetosDemo({ restore: ['custo_projeto'] });
  const { get, send } = demo;
  const cost = { projeto: 'TSTX', periodo_inicio: '2026-11-01', periodo_fim: '2026-11-30', tipo_custo: 'HORAS_EXTRAS', valor: '250,50', moeda: 'BRL' };

  it('creates several costs in one transaction and lists the overlapping ones', async () => {
    const bad = await send('POST', '/custo-projeto', [cost, { ...cost, tipo_custo: '', valor: '0,00' }]);
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [
      { field: '1.tipo_custo', errorMessage: 'Campo obrigatório' },
      { field: '1.valor', errorMessage: 'Campo obrigatório' },
    ]);
    assert.equal((await get('/custo-projeto/TSTX/2026-11-01/2026-11-30')).json<{ data: unknown[] }>().data.length, 0);

    const created = await send('POST', '/custo-projeto', [cost, { ...cost, tipo_custo: 'INFRA_CLOUD', valor: '10', moeda: 'EUR', cotacao: '6,5' }]);
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Custo(s) 01/11/2026 - 30/11/2026 salvo(s) com sucesso!');
    const listed = (await get('/custo-projeto/TSTX/15%2F11%2F2026/20%2F11%2F2026')).json<{ data: { valor_convertido: string; email: string; cotacao: string }[] }>();
    assert.deepEqual(listed.data.map((c) => [c.valor_convertido, c.cotacao, c.email]), [
      ['250.50', '1', 'financeiro@veecode.com.br'],
      ['65.00', '6.5', 'financeiro@veecode.com.br'],
    ]);
    const byMonth = (await get('/custo-projeto/projetos/TSTX/2026-11-01/2026-11-30')).json<{ data: { tipo_custo: string; valor_convertido: string }[] }>();
    assert.deepEqual(byMonth.data.map((c) => [c.tipo_custo, c.valor_convertido]), [['HORAS_EXTRAS', '250.50'], ['INFRA_CLOUD', '65.00']]);
  });

  it("stores a foreign cost's rate with its date: the quote's date sent by the form, else the cost's date; none for BRL", async () => {
    const created = await send('POST', '/custo-projeto', [
      { ...cost, valor: '1850', moeda: 'USD', cotacao: '5,35', cotacao_data: '2026-11-20' },
      { ...cost, valor: '920', moeda: 'EUR', cotacao: '6,2' },
      { ...cost, cotacao_data: '2026-11-20' },
    ]);
    assert.equal(created.statusCode, 200, created.body);
    type Custo = { id: number; moeda: string; cotacao_data: string | null; valor_convertido: string };
    const [usd, eur, brl] = created.json<{ data: Custo[] }>().data;
    assert.deepEqual([usd!.cotacao_data, usd!.valor_convertido], ['2026-11-20', '9897.50']);
    assert.deepEqual([eur!.cotacao_data, eur!.valor_convertido], ['2026-11-01', '5704.00']);
    assert.equal(brl!.cotacao_data, null);
    const listed = (await get('/custo-projeto/TSTX/2026-11-01/2026-11-30')).json<{ data: Custo[] }>().data;
    assert.deepEqual(listed.filter((c) => c.id >= usd!.id).map((c) => c.cotacao_data), ['2026-11-20', '2026-11-01', null]);
    assert.equal((await send('POST', '/custo-projeto', { ...cost, moeda: 'USD', cotacao: '5', cotacao_data: '31/02/2026' })).statusCode, 400);

    // Edited to BRL the date goes; back to USD with a typed rate it is the cost's date again.
    assert.equal((await send('PUT', `/custo-projeto/${usd!.id}`, { ...cost, valor: '10' })).json().data.cotacao_data, null);
    assert.equal((await send('PUT', `/custo-projeto/${usd!.id}`, { ...cost, moeda: 'USD', cotacao: '5' })).json().data.cotacao_data, '2026-11-01');
  });

  it('lets only the owner edit or delete a cost (403 for anyone else)', async () => {
    const created = await send('POST', '/custo-projeto', { ...cost, email: 'financeiro@veecode.com.br' });
    const id = created.json<{ data: { id: number }[] }>().data[0]!.id;
    assert.equal((await send('PUT', `/custo-projeto/${id}`, { ...cost, valor: '1' }, demo.admin)).statusCode, 403);
    assert.equal((await send('DELETE', `/custo-projeto/${id}`, undefined, demo.admin)).statusCode, 403);
    assert.equal((await send('POST', '/custo-projeto', { ...cost, email: 'admin@veecode.com.br' })).statusCode, 403);

    const edited = await send('PUT', `/custo-projeto/${id}`, { ...cost, valor: '300', moeda: 'USD', cotacao: '5' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().data.valor_convertido, '1500.00');
    assert.equal(edited.json().message, 'Custo salvo com sucesso.');
    const deleted = await send('DELETE', `/custo-projeto/${id}`, undefined);
    assert.deepEqual(deleted.json(), { message: 'Custo excluído com sucesso.' });
    assert.equal((await send('DELETE', `/custo-projeto/${id}`, undefined)).statusCode, 404);
  });
});

describe('exchange quotes', () => {
  const demo = useProjetosDemo();
  const { get } = demo;
  it('reads the service, stores the quote, and falls back to the stored one (atual false) when it fails', async () => {
    demo.quotes.state.status = 200;
    const fresh = await get('/cotacao');
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.deepEqual(
      fresh.json<{ data: { moeda: string; bid: string; atual: boolean }[] }>().data.map((q) => [q.moeda, q.bid, q.atual]),
      [['USD', '5.4321', true], ['EUR', '6.2468', true]],
    );
    demo.quotes.state.status = 500;
    const stale = await get('/cotacao');
    assert.equal(stale.statusCode, 200);
    assert.deepEqual(
      stale.json<{ data: { moeda: string; bid: string; atual: boolean }[] }>().data.map((q) => [q.moeda, q.bid, q.atual]),
      [['USD', '5.4321', false], ['EUR', '6.2468', false]],
    );
    assert.ok(demo.quotes.state.hits >= 2);
  });
});
