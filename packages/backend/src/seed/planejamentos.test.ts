import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Planejamento, PrevistoMes } from '@financeiro/domain';
import Decimal from 'decimal.js';
import { bearer, createTestApp, type TestContext } from '../test/support';
import { DEMO_PLANOS } from './planejamentos';

describe('demo plans', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true });
  });
  after(() => ctx.close());

  it('plan every month of 2026 of the demo projects through the planning service (totals, ids, planned cost and revenue)', async () => {
    const { token } = await ctx.session('financeiro');
    for (const demo of DEMO_PLANOS) {
      const plano = await ctx.app.inject({ method: 'GET', url: `/planejamento/${demo.projeto}`, headers: bearer(token) });
      assert.equal(plano.statusCode, 200, plano.body);
      const salvo = plano.json<{ data: Planejamento }>().data;
      assert.equal(salvo.versao, 1);
      assert.deepEqual(Object.keys(salvo.meses).length, 12);
      for (const [chave, mes] of Object.entries(salvo.meses)) {
        assert.ok(mes.previstoFuncao.length > 0, `${demo.projeto} ${chave}: funções`);
        assert.ok(mes.previstoFuncao.every((linha) => (linha.id ?? 0) >= 3000));
        assert.equal(mes.previstoIndireto.length, 1);
        assert.ok(Number(mes.valorVenda) > 0);
      }
      const previsto = await ctx.app.inject({ method: 'GET', url: `/planejamento/previsto/${demo.projeto}`, headers: bearer(token) });
      assert.equal(previsto.statusCode, 200, previsto.body);
      const meses = previsto.json<{ data: PrevistoMes[] }>().data;
      assert.equal(meses.length, 12);
      const custo = Decimal.sum(...meses.map((mes) => mes.custoPrevisto));
      assert.equal(custo.toFixed(2), new Decimal(salvo.previstoTotal.total_custo_venda).toFixed(2));
    }
  });
});
