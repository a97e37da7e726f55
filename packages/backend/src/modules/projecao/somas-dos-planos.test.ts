import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { centavos } from '@financeiro/domain';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/support';
import * as q from './queries';
import { projetarProjetos } from './service';

/**
 * The Carteira's projects never computed show what their plan gives (`somasDosPlanos`: sale value and
 * budget), summed per project in SQL. The domain's budget (`projetar`'s `custoPrevisto`) sums each
 * month's functions + indirect costs rounded to cents; both columns are numeric(14,2), so the month's
 * rounding changes nothing and the per-project sum must equal it to the cent. Plans here: odd cents in
 * every line (hours × rate stored rounded, 0.01, x.99, indirect in another currency), months with
 * functions only, indirect only, neither, sale value absent, one-month and 36-month plans.
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

  before(async () => {
    ctx = await createTestApp();
    const db = ctx.app.db;
    const exec = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
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

  it("sale value and budget of every project equal projetar's valorVenda and custoPrevisto", async () => {
    const somas = await q.somasDosPlanos(ctx.app.db, chaves);
    const dominio = await projetarProjetos(ctx.app.db, { chaves }, HOJE);
    assert.deepEqual(
      somas.map((s) => s.projeto.chave),
      chaves.toSorted(),
      'every project, in key order',
    );
    const esperado = new Map(dominio.map(({ projeto, projecao }) => [projeto.chave, [projecao.valorVenda, projecao.custoPrevisto]]));
    for (const soma of somas) assert.deepEqual([centavos(soma.venda), centavos(soma.orcamento)], esperado.get(soma.projeto.chave), soma.projeto.chave);
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
