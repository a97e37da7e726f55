import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { centavos, construirDiff, margemSobreVenda, type LinhaFuncao, type LinhaIndireto, type MesPlanejamento, type Planejamento } from '@financeiro/domain';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestContext } from '../../test/support';
import * as q from './queries';
import { carteira, projetarProjetos } from './service';

/**
 * The Carteira's projects never computed show what their plan gives (`somasDosPlanos`, `semProjecao`: sale
 * value, budget, planned margin), from each plan's sums kept by the plan tables' triggers (migration 0114).
 * The domain's budget (`projetar`'s `custoPrevisto`) sums each month's functions + indirect costs rounded to
 * cents; both columns are numeric(14,2), so the month's rounding changes nothing and the per-project sum
 * must equal it to the cent. Plans here: odd cents in every line (hours × rate stored rounded, 0.01, x.99,
 * indirect in another currency), months with functions only, indirect only, neither, sale value absent,
 * one-month and 36-month plans. After every kind of write (a bulk INSERT as the bench's and the tests' plans,
 * the plan save of the API — new plan, a month edited, lines and months deleted —, UPDATEs and DELETEs in
 * SQL, a whole plan deleted, a TRUNCATE) the kept sums are the plans' own and the domain's.
 */
const HOJE = '2031-06-15';
const PROJETOS = 9;

/** A deterministic sequence (the same plans on every run and driver). */
function sorteio(semente: number) {
  let estado = semente;
  return (n: number) => {
    estado = (estado * 1_103_515_245 + 12_345) % 2_147_483_648;
    return estado % n;
  };
}

describe('projecao: the plans sums per project equal the domain to the cent', () => {
  let ctx: TestContext;
  let chaves: string[];

  const exec = async (query: ReturnType<typeof sql>) => ((await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  before(async () => {
    ctx = await createTestApp();
    const funcoes = (await exec(sql`SELECT cod, nome FROM funcao ORDER BY cod LIMIT 3`)).map((f) => ({ cod: Number(f.cod), nome: String(f.nome) }));
    const r = sorteio(38);
    chaves = Array.from({ length: PROJETOS }, (_, i) => `SOMA${i + 1}`);
    await exec(sql`INSERT INTO projeto (id, chave, nome) SELECT 970000 + g, 'SOMA' || g, 'Soma ' || g FROM generate_series(1, ${PROJETOS}::int) AS g`);
    await exec(sql`INSERT INTO planejamento (projeto) SELECT unnest(${`{${chaves.join(',')}}`}::text[])`);
    const meses: { projeto: string; mes: string; valor_venda: string | null }[] = [];
    const fs: { projeto: string; mes: string; indice: number; cod: number; nome: string; horas: string; taxa: string; total: string }[] = [];
    const is: { projeto: string; mes: string; indice: number; original: string; moeda: string; cotacao: string; valor: string }[] = [];
    const cent = (valor: number) => (valor / 100).toFixed(2);
    chaves.forEach((projeto, p) => {
      const quantos = p === 0 ? 1 : p === 1 ? 36 : 2 + r(30);
      for (let k = 0; k < quantos; k++) {
        const ano = 2030 + Math.floor((k + p) / 12);
        const mes = `${ano}-${String(((k + p) % 12) + 1).padStart(2, '0')}-01`;
        const tipo = r(5); // 0: functions only, 1: indirect only, 2: neither, 3–4: both
        meses.push({ projeto, mes, valor_venda: r(7) === 0 ? null : cent(1 + r(5_000_000)) });
        if (tipo !== 1 && tipo !== 2) {
          for (let indice = 1; indice <= 1 + r(3); indice++) {
            // Hours × rate with odd cents, stored rounded half-up to cents (the column's rule).
            const horas = (1 + r(20_000)) / 100;
            const taxa = (1 + r(30_000)) / 100;
            const total = r(11) === 0 ? '0.01' : (Math.round(horas * taxa * 100 + 1e-9) / 100).toFixed(2);
            const f = funcoes[r(funcoes.length)]!;
            fs.push({ projeto, mes, indice, cod: f.cod, nome: f.nome, horas: horas.toFixed(2), taxa: taxa.toFixed(2), total });
          }
        }
        if (tipo === 1 || tipo >= 3) {
          for (let indice = 1; indice <= 1 + r(2); indice++) {
            const dolar = r(2) === 0;
            const original = cent(1 + r(900_000));
            const cotacao = dolar ? (4 + r(2_000_000) / 1_000_000).toFixed(6) : '1.000000';
            const valor = (Math.round(Number(original) * Number(cotacao) * 100 + 1e-9) / 100).toFixed(2);
            is.push({ projeto, mes, indice, original, moeda: dolar ? 'USD' : 'BRL', cotacao, valor });
          }
        }
      }
    });
    await exec(sql`INSERT INTO planejamento_mes (projeto, mes, valor_venda)
      SELECT projeto, mes, valor_venda FROM json_to_recordset(${JSON.stringify(meses)}::json) AS x(projeto text, mes date, valor_venda numeric)`);
    await exec(sql`INSERT INTO previsto_funcao (projeto, mes, indice, codigo_funcao, nome_funcao, horas_funcao, custo_venda_funcao, custo_total_funcao)
      SELECT projeto, mes, indice, cod, nome, horas, taxa, total
      FROM json_to_recordset(${JSON.stringify(fs)}::json) AS x(projeto text, mes date, indice int, cod int, nome text, horas numeric, taxa numeric, total numeric)`);
    await exec(sql`INSERT INTO previsto_indireto (projeto, mes, indice, descricao_custo_indireto, tipo, valor_original_custo_indireto, moeda, cotacao, valor_custo_indireto)
      SELECT projeto, mes, indice, 'Indireto', 'OUTROS', original, moeda, cotacao, valor
      FROM json_to_recordset(${JSON.stringify(is)}::json) AS x(projeto text, mes date, indice int, original numeric, moeda text, cotacao numeric, valor numeric)`);
    assert.ok(fs.some((f) => !f.total.endsWith('0')) && is.some((i) => !i.valor.endsWith('0')), 'odd cents in the plans');
  });

  after(async () => {
    await ctx.close();
  });

  /**
   * The kept sums (projecao_plano_soma) are the plans' rows summed now, for every plan; and for `vistas`, what
   * `somasDosPlanos` and the Carteira's `semProjecao` answer is `projetar`'s sale value, budget and planned margin.
   */
  async function conferir(rotulo: string, vistas: readonly string[]) {
    const db = ctx.app.db;
    const diferentes = await exec(sql`
      WITH plano AS (
        SELECT m.projeto, m.meses, m.venda, COALESCE(f.custo, 0) AS custo_funcoes, COALESCE(i.custo, 0) AS custo_indiretos
        FROM (SELECT projeto, count(*)::int AS meses, COALESCE(sum(valor_venda), 0) AS venda FROM planejamento_mes GROUP BY 1) m
        LEFT JOIN (SELECT projeto, sum(custo_total_funcao) AS custo FROM previsto_funcao GROUP BY 1) f ON f.projeto = m.projeto
        LEFT JOIN (SELECT projeto, sum(valor_custo_indireto) AS custo FROM previsto_indireto GROUP BY 1) i ON i.projeto = m.projeto
      )
      SELECT COALESCE(k.projeto, plano.projeto) AS projeto, row(k.*)::text AS guardada, row(plano.*)::text AS do_plano
      FROM projecao_plano_soma k FULL JOIN plano ON plano.projeto = k.projeto
      WHERE (k.meses, k.venda, k.custo_funcoes, k.custo_indiretos) IS DISTINCT FROM (plano.meses, plano.venda, plano.custo_funcoes, plano.custo_indiretos)`);
    assert.deepEqual(diferentes, [], `${rotulo}: the kept sums are the plans' rows`);

    await ctx.app.avaliadorDeAlertas.ocioso();
    await exec(sql`DELETE FROM projecao_cache`);
    const [somas, dominio, resposta] = await Promise.all([q.somasDosPlanos(db, vistas), projetarProjetos(db, { chaves: vistas }, HOJE), carteira(db, {}, HOJE)]);
    const esperado = dominio.map(({ projeto, projecao }) => [projeto.chave, projecao.valorVenda, projecao.custoPrevisto, projecao.margemPlanejada]);
    assert.ok(esperado.length > 0, rotulo);
    assert.deepEqual(
      somas.map((soma) => [soma.projeto.chave, centavos(soma.venda), centavos(soma.orcamento), soma.margem]),
      esperado.toSorted((x, y) => (x[0]! < y[0]! ? -1 : 1)),
      `${rotulo}: somasDosPlanos = projetar, in key order`,
    );
    const naCarteira = resposta.semProjecao.filter((item) => vistas.includes(item.projeto.chave));
    assert.deepEqual(
      naCarteira.map((item) => [item.projeto.chave, item.valorVenda, item.custoPrevisto, item.margemPlanejada]),
      esperado.toSorted((x, y) => (x[0]! < y[0]! ? -1 : 1)),
      `${rotulo}: the Carteira's semProjecao = projetar`,
    );
    assert.deepEqual(
      naCarteira.map((item) => item.projeto),
      dominio.map((item) => item.projeto).toSorted((x, y) => (x.chave < y.chave ? -1 : 1)),
      `${rotulo}: the projects as the forecast shows them`,
    );
  }

  it("sale value, budget and planned margin of every project equal projetar's (a bulk INSERT in SQL)", async () => {
    await conferir('bulk insert', chaves);
  });

  it('the plan save of the API keeps the sums: a new plan, a month edited, lines and months deleted, a month added', async () => {
    const financeiro = bearer((await ctx.session('financeiro')).token);
    const chave = 'SOMA10';
    await exec(sql`INSERT INTO projeto (id, chave, nome) VALUES (970010, ${chave}, 'Soma 10')`);
    const carregar = async (): Promise<Planejamento> => {
      const resposta = await ctx.app.inject({ method: 'GET', url: `/planejamento/${chave}`, headers: financeiro });
      assert.equal(resposta.statusCode, 200, resposta.body);
      return resposta.json().data as Planejamento;
    };
    const salvar = async (original: Planejamento, editado: Planejamento) => {
      const resposta = await ctx.app.inject({ method: 'POST', url: '/planejamento', payload: construirDiff(original, editado), headers: financeiro });
      assert.equal(resposta.statusCode, 200, resposta.body);
    };
    const [f1, f2] = (await exec(sql`SELECT cod FROM funcao WHERE ativo = 1 ORDER BY cod LIMIT 2`)).map((f) => Number(f.cod));
    let tempId = 1;
    const funcao = (mes_ano: string, indice: number, cod: number, horas: string, taxa: string): LinhaFuncao => ({
      tempId: tempId++,
      indice,
      codigo_funcao: cod,
      nome_funcao: '',
      horas_funcao: horas,
      custo_venda_funcao: taxa,
      custo_total_funcao: '0.00',
      projeto: chave,
      mes_ano,
    });
    const indireto = (mes_ano: string, indice: number, moeda: 'BRL' | 'USD', valor: string, cotacao: string): LinhaIndireto => ({
      tempId: tempId++,
      indice,
      descricao_custo_indireto: 'Nuvem',
      tipo: 'INFRA_CLOUD',
      valor_original_custo_indireto: valor,
      moeda,
      cotacao,
      valor_custo_indireto: '0.00',
      projeto: chave,
      mes_ano,
    });
    const mes = (valorVenda: string | null, previstoFuncao: LinhaFuncao[], previstoIndireto: LinhaIndireto[] = []): MesPlanejamento => ({
      valorVenda,
      total_previsto_funcao: { soma_horas_funcao: '0', soma_custo_total_funcao: '0' },
      total_previsto_indireto: '0',
      previstoFuncao,
      previstoIndireto,
    });
    const vistas = [...chaves, chave];

    // A new plan (hours × rate and dollars × rate with odd cents, computed by the server).
    const vazio = await carregar();
    await salvar(vazio, {
      ...vazio,
      meses: {
        '01-2031': mes('12345.67', [funcao('01-2031', 1, f1!, '12.34', '56.78'), funcao('01-2031', 2, f2!, '0.07', '99.99')], [indireto('01-2031', 1, 'USD', '123.45', '5.123457')]),
        '02-2031': mes(null, [funcao('02-2031', 1, f1!, '160.5', '33.33')]),
        '03-2031': mes('0.01', [], [indireto('03-2031', 1, 'BRL', '-7.77', '1')]),
      },
    });
    assert.equal((await exec(sql`SELECT count(*)::int AS n FROM previsto_funcao WHERE projeto = ${chave}`))[0]!.n, 3);
    await conferir('a new plan saved', vistas);

    // A month edited (its sale value, an hour count, an indirect line removed, a line added), a month deleted, one added.
    const salvo = await carregar();
    const editado = structuredClone(salvo);
    const janeiro = editado.meses['01-2031']!;
    janeiro.valorVenda = '9999.99';
    janeiro.previstoFuncao[0]!.horas_funcao = '12.35';
    janeiro.previstoIndireto = [];
    janeiro.previstoFuncao.push(funcao('01-2031', 3, f2!, '1.01', '0.99'));
    delete editado.meses['02-2031'];
    editado.meses['04-2031'] = mes('50.05', [funcao('04-2031', 1, f2!, '3.33', '3.33')]);
    await salvar(salvo, editado);
    assert.deepEqual(Object.keys((await carregar()).meses), ['01-2031', '03-2031', '04-2031']);
    await conferir('a plan edited', vistas);
  });

  it('UPDATEs and DELETEs in SQL keep the sums: sale values, line values, lines, a month with its lines, a whole plan', async () => {
    const vistas = [...chaves, 'SOMA10'];
    await exec(sql`UPDATE planejamento_mes SET valor_venda = valor_venda + 0.01 WHERE projeto LIKE 'SOMA%' AND valor_venda IS NOT NULL`);
    await exec(sql`UPDATE planejamento_mes SET valor_venda = NULL WHERE projeto = 'SOMA2' AND mes = (SELECT min(mes) FROM planejamento_mes WHERE projeto = 'SOMA2')`);
    await exec(sql`UPDATE previsto_funcao SET custo_total_funcao = custo_total_funcao + 0.03 WHERE projeto LIKE 'SOMA%' AND id % 3 = 0`);
    await exec(sql`UPDATE previsto_indireto SET valor_custo_indireto = -valor_custo_indireto - 0.01 WHERE projeto LIKE 'SOMA%' AND id % 2 = 0`);
    await conferir('values updated', vistas);
    await exec(sql`DELETE FROM previsto_funcao WHERE projeto LIKE 'SOMA%' AND id % 4 = 1`);
    await exec(sql`DELETE FROM previsto_indireto WHERE projeto LIKE 'SOMA%' AND id % 3 = 1`);
    await exec(sql`DELETE FROM planejamento_mes WHERE projeto = 'SOMA2' AND mes = (SELECT max(mes) FROM planejamento_mes WHERE projeto = 'SOMA2')`);
    await conferir('lines and a month deleted', vistas);
    await exec(sql`DELETE FROM planejamento WHERE projeto = 'SOMA3'`);
    assert.equal((await exec(sql`SELECT count(*)::int AS n FROM projecao_plano_soma WHERE projeto = 'SOMA3'`))[0]!.n, 0, 'no row left for a deleted plan');
    await conferir('a whole plan deleted', vistas);
  });

  it('a TRUNCATE rebuilds the sums, and plans loaded again are summed again', async () => {
    const copia = async (tabela: 'planejamento_mes' | 'previsto_funcao' | 'previsto_indireto') =>
      (await exec(sql`SELECT COALESCE(json_agg(t), '[]')::text AS linhas FROM ${sql.identifier(tabela)} t`))[0]!.linhas as string;
    const [meses, funcoes, indiretos] = [await copia('planejamento_mes'), await copia('previsto_funcao'), await copia('previsto_indireto')];
    await exec(sql`TRUNCATE planejamento_mes CASCADE`);
    assert.equal((await exec(sql`SELECT count(*)::int AS n FROM projecao_plano_soma`))[0]!.n, 0);
    await exec(sql`INSERT INTO planejamento_mes SELECT * FROM json_populate_recordset(NULL::planejamento_mes, ${meses}::json)`);
    await exec(sql`INSERT INTO previsto_funcao SELECT * FROM json_populate_recordset(NULL::previsto_funcao, ${funcoes}::json)`);
    await exec(sql`INSERT INTO previsto_indireto SELECT * FROM json_populate_recordset(NULL::previsto_indireto, ${indiretos}::json)`);
    await conferir('after a TRUNCATE and the plans loaded again', [...chaves, 'SOMA10']);
  });

  it("the planned margin in SQL (MARGEM_SOBRE_VENDA) is the domain's margemSobreVenda: odd cents, exact halves, negative, zero sale value", async () => {
    const r = sorteio(3);
    const cent = (valor: number) => (valor / 100).toFixed(2);
    const pares: [string, string][] = [
      // 1/128 = 0,0078125 and 3/128: a half at the 7th place, up and (negative) away from zero
      ['1.28', '1.27'], ['1.28', '1.25'], ['1.28', '1.29'], ['1.28', '1.31'],
      ['0.00', '5.00'], ['0.00', '0.00'], ['10.00', '10.00'], ['0.01', '999.99'], ['999999999999.99', '0.01'], ['3.00', '1.00'], ['3.00', '-2.00'],
    ];
    for (let i = 0; i < 3000; i++) pares.push([cent(r(2_000_000_000)), cent(r(2_000_000_000) - 500_000_000)]);
    const linhas = await exec(sql`
      SELECT ${q.MARGEM_SOBRE_VENDA(sql`x.venda`, sql`x.custo`)} AS margem
      FROM json_array_elements(${JSON.stringify(pares)}::json) WITH ORDINALITY AS e(par, n)
      CROSS JOIN LATERAL (SELECT (e.par->>0)::numeric AS venda, (e.par->>1)::numeric AS custo) x
      ORDER BY e.n`);
    assert.deepEqual(
      linhas.map((linha) => linha.margem),
      pares.map(([venda, custo]) => margemSobreVenda(venda, custo)),
    );
  });

  it('the per-month rounded sum (the domain rule, in SQL) is the per-project sum', async () => {
    const [linha] = ((await ctx.app.db.execute(sql`
      SELECT count(*) FILTER (WHERE porMes <> porProjeto)::int AS diferentes, count(*)::int AS projetos FROM (
        SELECT pm.projeto, sum(round(coalesce(f.c, 0) + coalesce(i.c, 0), 2)) AS porMes,
               (SELECT coalesce(sum(custo_total_funcao), 0) FROM previsto_funcao WHERE projeto = pm.projeto)
                 + (SELECT coalesce(sum(valor_custo_indireto), 0) FROM previsto_indireto WHERE projeto = pm.projeto) AS porProjeto
        FROM planejamento_mes pm
        LEFT JOIN (SELECT projeto, mes, sum(custo_total_funcao) AS c FROM previsto_funcao GROUP BY 1, 2) f ON f.projeto = pm.projeto AND f.mes = pm.mes
        LEFT JOIN (SELECT projeto, mes, sum(valor_custo_indireto) AS c FROM previsto_indireto GROUP BY 1, 2) i ON i.projeto = pm.projeto AND i.mes = pm.mes
        GROUP BY pm.projeto
      ) x`)) as unknown as { rows: { diferentes: number; projetos: number }[] }).rows;
    assert.ok(linha!.projetos >= PROJETOS);
    assert.equal(linha!.diferentes, 0);
  });
});
