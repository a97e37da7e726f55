import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { calcularMargem, type RelatorioMargem } from '@financeiro/domain';
import { bearer, createTestApp, type TestContext } from '../test/support';
import { DEMO_FUNCOES } from './data';
import { DEMO_SIMULACOES_CUSTO, DEMO_SIMULACOES_RESULTADO } from './simulacoes';

describe('demo margin result simulations', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ projetos: true, simulacoesResultado: true });
  });
  after(() => ctx.close());

  it("are the financeiro user's, with figures of the margin formula", async () => {
    const { token } = await ctx.session('financeiro');
    const response = await ctx.app.inject({ method: 'GET', url: '/simulacao/margem/financeiro@veecode.com.br', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    const lista = response.json<{ data: RelatorioMargem[] }>().data;
    assert.deepEqual(lista.map((item) => item.nome).sort(), DEMO_SIMULACOES_RESULTADO.map((item) => item.nomeRelatorio).sort());
    for (const item of lista) {
      assert.ok(Number(item.custo_hora_colaborador) > 0, `${item.nome}: custo HH dos worklogs`);
      const margem = calcularMargem({ receitaBruta: item.receita_bruta, custoHH: item.custo_hora_colaborador, totalCustoIndireto: item.total_custo_indireto });
      assert.equal(item.resultado_liquido, margem.resultadoLiquido);
    }
    const admin = await ctx.session('admin');
    const outro = await ctx.app.inject({ method: 'GET', url: '/simulacao/margem/admin@veecode.com.br', headers: bearer(admin.token) });
    assert.deepEqual(outro.json().data, []);
  });
});

describe('demo employee cost simulations', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp({ simulacoesCusto: true });
  });
  after(() => ctx.close());

  it("are the financeiro user's, the same as the simulator computes, and the squads' catalogue", async () => {
    const { token } = await ctx.session('financeiro');
    const headers = bearer(token);
    const lista = (await ctx.app.inject({ method: 'GET', url: '/simulator/financeiro@veecode.com.br', headers })).json().data as Record<string, unknown>[];
    assert.deepEqual(
      lista.map((item) => item.funcao_nome).sort(),
      DEMO_SIMULACOES_CUSTO.map((item) => DEMO_FUNCOES.find((f) => f.cod === item.funcao)!.nome).sort(),
    );
    for (const form of DEMO_SIMULACOES_CUSTO) {
      const calculo = (await ctx.app.inject({ method: 'POST', url: '/simulator/custo-hh', headers, payload: form })).json().data;
      const salva = lista.find((item) => item.funcao_cod === form.funcao)!;
      assert.equal(salva.custo_total, calculo.custoTotal);
      assert.equal(salva.custo_hora_colaborador, calculo.custoHH);
    }
    const catalogo = (await ctx.app.inject({ method: 'GET', url: '/squad-colab/financeiro@veecode.com.br/simulacoes', headers })).json().data as { id: number }[];
    assert.deepEqual(
      catalogo.map((item) => item.id),
      lista.map((item) => item.id),
    );
    const admin = await ctx.session('admin');
    const outro = await ctx.app.inject({ method: 'GET', url: '/simulator/admin@veecode.com.br', headers: bearer(admin.token) });
    assert.deepEqual(outro.json().data, []);
  });
});
