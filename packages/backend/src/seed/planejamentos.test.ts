import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Planejamento, PrevistoMes } from '@financeiro/domain';
import Decimal from 'decimal.js';
import { bearer, createTestApp, type TestContext } from '../test/support';
import { carteiraAtualizada as carteira } from '../modules/projecao/service';
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

describe('demo plans in the Carteira (issue 38)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ projetos: true, planejamentos: true });
  });
  after(() => ctx.close());

  it("make one project 'em risco' and one 'atenção', each with a cause from the variance", async () => {
    const { linhas } = await carteira(ctx.app.db, {}, '2026-11-15');
    const status = new Map(linhas.map((linha) => [linha.projeto.chave, linha]));
    const risco = status.get('AURSUS');
    const atencao = status.get('SMECOM');
    assert.equal(risco?.status, 'em_risco', JSON.stringify(risco?.motivos));
    assert.equal(atencao?.status, 'atencao', JSON.stringify(atencao?.motivos));
    assert.match(risco!.causa, /por horas acima do previsto em /);
    assert.match(atencao!.causa, /^\+R\$/);
  });
});
