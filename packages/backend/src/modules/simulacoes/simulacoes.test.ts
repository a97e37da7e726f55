import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { SimulacaoCalculada, SimulacaoCusto } from '@financeiro/domain';
import { bearer, createTestApp, type TestContext } from '../../test/support';

interface LinhaFechamento {
  mat: number;
  fechamento_id: number;
  funcao_cod: number;
  regime_cod: number;
  filial_cod: number;
  dependentes: number;
  salario_mensal: string;
  desconto_beneficios: string;
  salario_base: string;
  beneficio_total: string;
  imposto_total: string;
  salario_liquido: string;
  salario_filial: string;
  provisao_decimo_terceiro: string;
  provisao_ferias: string;
  provisao_rescisao: string;
  custo_total: string;
  custo_hora: string;
  custo_hora_meio_periodo: string;
  exato: boolean;
}

describe('employee cost simulations API', () => {
  let ctx: TestContext;
  let fin: { token: string; email: string };
  let admin: { token: string; email: string };
  let rh: string;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  before(async () => {
    ctx = await createTestApp();
    const f = await ctx.session('financeiro');
    fin = { token: f.token, email: f.user.email };
    const a = await ctx.session('admin');
    admin = { token: a.token, email: a.user.email };
    rh = (await ctx.session('rh')).token;
  });
  after(() => ctx.close());

  it('parity: simulating seeded employees with their own data gives their closing figures', async () => {
    const result = (await ctx.database.db.execute(sql`
      SELECT fc.mat, fc.fechamento_id, fc.funcao_cod, fc.regime_cod, fc.filial_cod, c.dependentes,
             fc.detalhamento->'proporcional'->>'salarioMensal' AS salario_mensal,
             fc.detalhamento->>'descontoBeneficios' AS desconto_beneficios,
             -- benefits without rate-based parts: their company value is exact in cents, as the form's benefit
             NOT jsonb_path_exists(fc.detalhamento,
               '$.beneficios[*] ? (@.descontoColaborador != "0.00" || @.parteFilial != "0.00" || @.acrescimos != "0.00" || @.subtracoes != "0.00")') AS exato,
             fc.salario_base::text, fc.beneficio_total::text, fc.imposto_total::text, fc.salario_liquido::text,
             fc.salario_filial::text, fc.provisao_decimo_terceiro::text, fc.provisao_ferias::text,
             fc.provisao_rescisao::text, fc.custo_total::text, fc.custo_hora::text, fc.custo_hora_meio_periodo::text
        FROM fechamento_colaborador fc JOIN colaborador c ON c.mat = fc.mat JOIN fechamento f ON f.id = fc.fechamento_id
       WHERE fc.carga_horaria = 8 AND (fc.detalhamento->'proporcional'->>'fator')::numeric = 1
         AND f.data_inicio IN ('2025-06-01', '2026-10-01')

       ORDER BY fc.fechamento_id, fc.regime_cod, fc.mat`)) as unknown as { rows: LinhaFechamento[] };
    // A few employees of each regime in an old and a recent closing (different brackets and legal constants).
    const porChave = new Map<string, LinhaFechamento[]>();
    for (const row of result.rows) {
      const key = `${row.fechamento_id}:${row.regime_cod}`;
      porChave.set(key, [...(porChave.get(key) ?? []), row]);
    }
    const amostra = [...porChave.values()].flatMap((rows) => rows.slice(0, 4));
    assert.ok(amostra.length >= 4, `amostra pequena: ${amostra.length}`);
    assert.ok(new Set(amostra.map((row) => row.regime_cod)).size >= 2, 'mais de um regime');

    let exatos = 0;
    for (const row of amostra) {
      const response = await send('POST', '/simulator/custo-hh', fin.token, {
        salario: row.salario_mensal,
        beneficio: row.beneficio_total,
        dependentes: row.dependentes,
        regime: row.regime_cod,
        funcao: row.funcao_cod,
        filial: row.filial_cod,
        fechamentoId: row.fechamento_id,
      });
      assert.equal(response.statusCode, 200, response.body);
      const sim = response.json<{ data: SimulacaoCalculada }>().data;
      const contexto = `matrícula ${row.mat}, fechamento ${row.fechamento_id}`;
      assert.equal(sim.referencia.fechamentoId, row.fechamento_id);
      assert.deepEqual(
        {
          salarioBruto: sim.salarioBruto,
          beneficioTotal: sim.beneficioTotal,
          impostoTotal: sim.impostoTotal,
          salarioFilial: sim.salarioFilial,
          provisaoDecimoTerceiro: sim.provisaoDecimoTerceiro,
          provisaoFerias: sim.provisaoFerias,
          provisaoRescisao: sim.provisaoRescisao,
        },
        {
          salarioBruto: row.salario_base,
          beneficioTotal: row.beneficio_total,
          impostoTotal: row.imposto_total,
          salarioFilial: row.salario_filial,
          provisaoDecimoTerceiro: row.provisao_decimo_terceiro,
          provisaoFerias: row.provisao_ferias,
          provisaoRescisao: row.provisao_rescisao,
        },
        contexto,
      );
      const custos = [sim.custoTotal, sim.custoHH, sim.custoHHMeioPeriodo];
      const esperados = [row.custo_total, row.custo_hora, row.custo_hora_meio_periodo];
      if (row.exato) {
        exatos++;
        assert.deepEqual(custos, esperados, contexto);
      } else {
        // A rate-based benefit part (e.g. a 1 % discount on 913,50) keeps sub-cent precision inside the
        // closing's total cost; the form's benefit is the stored total in cents: at most 1 cent apart.
        assert.ok(new Decimal(sim.custoTotal).minus(row.custo_total).abs().lessThanOrEqualTo('0.01'), `${contexto}: ${sim.custoTotal} x ${row.custo_total}`);
        assert.ok(new Decimal(sim.custoHH).minus(row.custo_hora).abs().lessThanOrEqualTo('0.0001'), contexto);
      }
      // The simulated benefit is paid entirely by the company: the employee's benefit discounts are not deducted.
      const liquido = new Decimal(row.salario_liquido).plus(row.desconto_beneficios);
      if (row.exato) assert.equal(sim.salarioLiquido, liquido.toFixed(2), contexto);
      else assert.ok(liquido.minus(sim.salarioLiquido).abs().lessThanOrEqualTo('0.01'), contexto);
    }
    assert.ok(exatos >= 3, `exact sample: ${exatos}`);
  });

  const form = { salario: '3000', beneficio: 3100, dependentes: 0, regime: 1, funcao: 1, filial: 1 };

  it('calculates with the latest closing by default and validates with the spec messages', async () => {
    const ok = await send('POST', '/simulator/custo-hh', fin.token, form);
    assert.equal(ok.statusCode, 200, ok.body);
    const data = ok.json<{ data: SimulacaoCalculada }>().data;
    assert.equal(data.referencia.dataInicio, '2026-10-01');
    assert.equal(data.beneficioTotal, '3100.00');
    assert.equal(data.salarioBruto, '3000.00');
    assert.equal(new Decimal(data.custoTotal).greaterThan(6100), true);

    const bad = await send('POST', '/simulator/custo-hh', fin.token, { salario: '', beneficio: 'x', dependentes: -1, regime: '', funcao: '', filial: '' });
    assert.equal(bad.statusCode, 400);
    const messages = Object.fromEntries(bad.json<{ errors: { field: string; errorMessage: string }[] }>().errors.map((e) => [e.field, e.errorMessage]));
    assert.equal(messages.salario, 'Valor do salário deve ser informado.');
    assert.equal(messages.beneficio, 'Preencher com valor numérico');
    assert.equal(messages.dependentes, 'Preencher com valor numérico');
    assert.equal(messages.regime, 'Preencher com uma das opções.');

    const unknown = await send('POST', '/simulator/custo-hh', fin.token, { ...form, funcao: 99999 });
    assert.equal(unknown.statusCode, 400);
  });

  it('options and the simulation function (ativo 2)', async () => {
    const created = await send('POST', '/simulator/funcao', fin.token, { cbo: '1234567', nome: 'Arquiteto Simulado', descricao: '' });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().message, 'Função cadastrada com sucesso');
    assert.equal(created.json().data.ativo, 2);
    const bad = await send('POST', '/simulator/funcao', fin.token, { cbo: '12a', nome: '' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      bad.json().errors.map((e: { errorMessage: string }) => e.errorMessage).sort(),
      ['CBO deve conter apenas números', 'Nome não pode ser vazio'],
    );
    const opcoes = await send('GET', '/simulator/opcoes', fin.token);
    assert.equal(opcoes.statusCode, 200);
    const { funcoes, regimes, filiais } = opcoes.json().data;
    assert.ok(funcoes.some((f: { nome: string; ativo: number }) => f.nome === 'Arquiteto Simulado' && f.ativo === 2));
    assert.ok(regimes.length > 0 && filiais.length > 0);
  });

  it('create, list, get, update, soft delete — scoped to the signed-in user', async () => {
    const created = await send('POST', '/simulator/create', fin.token, { ...form, email: fin.email, custoTotal: '1.00' });
    assert.equal(created.statusCode, 200, created.body);
    const body = created.json<{ result: boolean; data: SimulacaoCusto; message: string }>();
    assert.equal(body.result, true);
    assert.equal(body.message, 'Criado nova simulação');
    const sim = body.data;
    assert.notEqual(sim.custo_total, '1.00', 'figures are recomputed by the server');
    const calc = (await send('POST', '/simulator/custo-hh', fin.token, form)).json<{ data: SimulacaoCalculada }>().data;
    assert.equal(sim.custo_total, calc.custoTotal);
    assert.equal(sim.custo_hora_colaborador, calc.custoHH);
    assert.equal(sim.salario_bruto, '3000.00');

    const list = await send('GET', `/simulator/${encodeURIComponent(fin.email)}`, fin.token);
    assert.deepEqual(list.json().data.map((s: SimulacaoCusto) => s.id), [sim.id]);
    const one = await send('GET', `/simulator/${encodeURIComponent(fin.email)}/${sim.id}`, fin.token);
    assert.equal(one.json().data[0].id, sim.id);

    const updated = await send('PUT', `/simulator/${encodeURIComponent(fin.email)}/${sim.id}`, fin.token, { ...form, salario: 5000, email: fin.email });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().message, 'Dados da simulação atualizados com sucesso!');
    assert.equal(updated.json().data.salario_bruto, '5000.00');

    // Another user: 403 with the other's e-mail in the path or body, 404 on the other's id, never the data.
    const other = encodeURIComponent(fin.email);
    for (const response of [
      await send('GET', `/simulator/${other}`, admin.token),
      await send('GET', `/simulator/${other}/${sim.id}`, admin.token),
      await send('PUT', `/simulator/${other}/${sim.id}`, admin.token, form),
      await send('PATCH', `/simulator/${other}/change-active`, admin.token, { id: sim.id, ativo: false }),
      await send('POST', '/simulator/create', admin.token, { ...form, email: fin.email }),
    ]) {
      assert.equal(response.statusCode, 403, response.body);
      assert.ok(!response.body.includes('custo_total'));
    }
    const mine = encodeURIComponent(admin.email);
    for (const response of [
      await send('GET', `/simulator/${mine}/${sim.id}`, admin.token),
      await send('PUT', `/simulator/${mine}/${sim.id}`, admin.token, form),
      await send('PATCH', `/simulator/${mine}/change-active`, admin.token, { id: sim.id, ativo: false }),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.ok(!response.body.includes('custo_total'));
    }
    assert.deepEqual((await send('GET', `/simulator/${mine}`, admin.token)).json().data, []);
    // Without the section (rh): 403.
    assert.equal((await send('POST', '/simulator/custo-hh', rh, form)).statusCode, 403);
    assert.equal((await send('GET', '/simulator/opcoes', rh)).statusCode, 403);

    const deleted = await send('PATCH', `/simulator/${encodeURIComponent(fin.email)}/change-active`, fin.token, { id: sim.id, ativo: false });
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual((await send('GET', `/simulator/${encodeURIComponent(fin.email)}`, fin.token)).json().data, []);
    const [row] = (await ctx.database.db.execute(sql`SELECT ativo FROM simulacao_custo WHERE id = ${sim.id}`) as unknown as { rows: { ativo: boolean }[] }).rows;
    assert.equal(row!.ativo, false, 'soft delete keeps the row');
  });

  it('margin result simulations (/simulacao/margem): typed hour cost, recalculated; another user gets 403/404', async () => {
    await ctx.database.db.execute(sql`INSERT INTO projeto (id, chave, nome) VALUES (990101, 'SIMR', 'Projeto de simulação')`);
    const corpo = {
      email: fin.email,
      nomeRelatorio: 'Resultado teste',
      projeto: 'SIMR',
      periodoInicio: '2026-01-01',
      periodoFim: '2026-03-31',
      receitaBruta: '100000.00',
      custoHH: '40000.00',
      taxaImposto: '0.0935',
      taxaImpostoResultado: '0.34',
      taxaRv: '0.0399',
      taxaRateio: '0.121',
      taxaDespesas: '0.137',
      custosIndiretos: [{ tipo_custo: 'OUTROS', descricao: 'Licenças', valor: '1000.00', moeda: 'BRL', cotacao: '0' }],
    };
    const calc = await send('POST', '/simulacao/margem/simulator', fin.token, { ...corpo, keys: ['SIMR'] });
    assert.equal(calc.statusCode, 200, calc.body);
    assert.equal(calc.json().data.custoHH, '40000.00');
    assert.equal(calc.json().data.resultadoBruto, '49650.00');
    // The result screen's call answers spec 03 section 7's names in data[0], the same figures.
    const resultado = await send('POST', '/simulacao/margem/calcular', fin.token, { ...corpo, keys: ['SIMR'] });
    assert.equal(resultado.statusCode, 200, resultado.body);
    assert.equal(resultado.json().data[0].totalResultadoBruto, '49650.00');
    assert.equal(resultado.json().data[0].totalImpostos, calc.json().data.impostos);
    assert.equal(resultado.json().data[0].totalMargemLiquida, calc.json().data.margemLiquida);
    assert.equal((await send('POST', '/simulacao/margem/calcular', rh, { ...corpo, keys: ['SIMR'] })).statusCode, 403);

    const saved = await send('POST', '/simulacao/margem', fin.token, corpo);
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.json().data.id as number;
    assert.equal(saved.json().data.custo_hora_colaborador, '40000.00');
    const updated = await send('PUT', `/simulacao/margem/${id}`, fin.token, { ...corpo, receitaBruta: '120000.00' });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().data.receita_bruta, '120000.00');

    const other = encodeURIComponent(fin.email);
    for (const response of [
      await send('GET', `/simulacao/margem/${other}`, admin.token),
      await send('GET', `/simulacao/margem/${other}/${id}`, admin.token),
      await send('PATCH', `/simulacao/margem/${other}/change-active`, admin.token, { id, ativo: false }),
      await send('PUT', `/simulacao/margem/${id}`, admin.token, corpo),
    ]) {
      assert.equal(response.statusCode, 403, response.body);
      assert.ok(!response.body.includes('receita_bruta'));
    }
    const mine = encodeURIComponent(admin.email);
    for (const response of [
      await send('GET', `/simulacao/margem/${mine}/${id}`, admin.token),
      await send('PATCH', `/simulacao/margem/${mine}/change-active`, admin.token, { id, ativo: false }),
      await send('PUT', `/simulacao/margem/${id}`, admin.token, { ...corpo, email: admin.email, nomeRelatorio: 'Outro' }),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.ok(!response.body.includes('receita_bruta'));
    }
    assert.deepEqual((await send('GET', `/simulacao/margem/${mine}`, admin.token)).json().data, []);
    const deleted = await send('PATCH', `/simulacao/margem/${other}/change-active`, fin.token, { id, ativo: false });
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual((await send('GET', `/simulacao/margem/${other}`, fin.token)).json().data, []);
  });
});
