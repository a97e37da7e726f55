import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BaseCenario, BeneficioColaboradorCenario } from '@financeiro/domain';
import { sql } from 'drizzle-orm';
import { ehPglite, type Db } from '../../../db/client';
import { createTestApp, type TestContext } from '../../../test/support';
import { carregarDados, COLABORADORES_POR_PAGINA, COLABORADORES_POR_PAGINA_PG, montarEntradas } from '../../fechamentos';
import { fechamentoAtivo, fechamentosAtivos, type FechamentoBase } from '../queries';
import { carregarBase } from './base';

const AJUSTES = ['valorBenefAdic', 'aliqBenefAdic', 'valorBenefSubtrai', 'aliqBenefSubtrai', 'valorDescAdic', 'aliqDescAdic', 'valorDescSubtrai', 'aliqDescSubtrai'] as const;

/** The base's employees as the closing's loader gives them (carregarDados + montarEntradas: how carregarBase read them before paginaDaBase). */
async function colaboradoresPeloFechamento(db: Db, fechamento: FechamentoBase): Promise<BaseCenario['colaboradores']> {
  const periodo = { dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim };
  const dados = await carregarDados(db, periodo, ehPglite(db) ? COLABORADORES_POR_PAGINA : COLABORADORES_POR_PAGINA_PG);
  const { colaboradores } = montarEntradas(dados, periodo);
  const links = new Map<number, BeneficioColaboradorCenario[]>();
  for (const row of dados.beneficios) {
    if (row.valorId === null || row.periodoValor === null) continue;
    const link: BeneficioColaboradorCenario = { benefCod: row.benefCod, filialCod: row.filialCod };
    for (const campo of AJUSTES) if (row[campo] !== null && row[campo] !== undefined) link[campo] = row[campo];
    links.set(row.rolMat, [...(links.get(row.rolMat) ?? []), link]);
  }
  return colaboradores.map((entrada) => ({
    mat: entrada.mat,
    nome: entrada.nome,
    funcaoCod: entrada.funcaoCod,
    departamentoCod: entrada.departamentoCod,
    filialCod: entrada.filialCod,
    regimeCod: entrada.regimeCod,
    salario: entrada.colaborador.salario,
    cargaHoraria: entrada.colaborador.cargaHoraria,
    dependentes: entrada.colaborador.dependentes,
    admissao: entrada.colaborador.admissao,
    demissao: entrada.colaborador.demissao,
    beneficios: links.get(entrada.mat) ?? [],
  }));
}

describe("a scenario's base (paginaDaBase) picks what the closing's loader picks", () => {
  let ctx: TestContext;
  let fechamento: FechamentoBase;
  const executar = (comando: ReturnType<typeof sql>) => ctx.database.db.execute(comando) as unknown as Promise<{ rows: Array<Record<string, unknown>> }>;

  before(async () => {
    ctx = await createTestApp();
    const [ultimo] = await fechamentosAtivos(ctx.database.db);
    fechamento = (await fechamentoAtivo(ctx.database.db, ultimo!.id))!;
  });
  after(() => ctx.close());

  it('the same employees, history row in force and benefit links, over the cases the rules tell apart', async () => {
    const { dataInicio, dataFim } = fechamento;
    const { rows } = await executar(sql`
      SELECT c.mat FROM colaborador c
       WHERE c.ativo AND c.admissao <= ${dataFim}::date AND (c.demissao IS NULL OR c.demissao >= ${dataInicio}::date)
         AND EXISTS (SELECT 1 FROM colaborador_beneficio cb WHERE cb.rol_mat = c.mat AND cb.ativo)
       ORDER BY c.mat LIMIT 8`);
    const mats = rows.map((row) => Number(row.mat));
    assert.equal(mats.length, 8, 'eight employees of the closing with benefit links');
    const [historia, inativo, saiuAntes, saiuNoInicio, ajustado, semValor, semSobrenome, outroBeneficio] = mats as [number, number, number, number, number, number, number, number];

    // History: two rows on the period's last day (the latest id wins) and one after it (ignored).
    await executar(sql`
      INSERT INTO colaborador_historico (mat, data_inicio, departamento, regime_contrato, carga_horaria, funcao, salario)
      SELECT c.mat, d.data_inicio, c.departamento, c.regime, d.carga, c.funcao, d.salario
        FROM colaborador c, (VALUES (${dataFim}::date, 6, 1111.11), (${dataFim}::date, 7, 2222.22), (${dataFim}::date + 1, 4, 9999.99)) AS d(data_inicio, carga, salario)
       WHERE c.mat = ${historia}`);
    await executar(sql`UPDATE colaborador SET ativo = false WHERE mat = ${inativo}`);
    await executar(sql`UPDATE colaborador SET demissao = ${dataInicio}::date - 1 WHERE mat = ${saiuAntes}`);
    await executar(sql`UPDATE colaborador SET demissao = ${dataInicio}::date WHERE mat = ${saiuNoInicio}`);
    await executar(sql`UPDATE colaborador SET sobrenome = '' WHERE mat = ${semSobrenome}`);
    // The employee's own adjustments; an inactive link.
    await executar(sql`
      UPDATE colaborador_beneficio SET valor_benef_adic = 10.50, aliq_desc_adic = 0.015, valor_desc_subtrai = 3.25
       WHERE id = (SELECT min(id) FROM colaborador_beneficio WHERE rol_mat = ${ajustado} AND ativo)`);
    await executar(sql`
      UPDATE colaborador_beneficio SET ativo = false
       WHERE id = (SELECT max(id) FROM colaborador_beneficio WHERE rol_mat = ${ajustado} AND ativo)`);
    // A link at a branch without a value row for its benefit (the closing skips it).
    const [filial] = (await executar(sql`INSERT INTO filial (cnpj, label) VALUES ('12345678000199', 'Filial sem valores') RETURNING cod`)).rows;
    await executar(sql`
      UPDATE colaborador_beneficio SET filial_cod = ${Number(filial!.cod)}
       WHERE id = (SELECT min(id) FROM colaborador_beneficio WHERE rol_mat = ${semValor} AND ativo)`);
    // An inactive benefit: its links leave everyone.
    await executar(sql`
      UPDATE beneficio SET ativo = false
       WHERE cod = (SELECT max(benef_cod) FROM colaborador_beneficio WHERE rol_mat = ${outroBeneficio} AND ativo)`);

    const base = await carregarBase(ctx.database.db, fechamento);
    const esperado = await colaboradoresPeloFechamento(ctx.database.db, fechamento);
    assert.deepEqual(base.colaboradores, esperado);
    // Small pages (on PostgreSQL read side by side, each by its range of registration numbers): the same.
    for (const porPagina of [1, 7, esperado.length - 1, esperado.length, esperado.length + 1]) {
      assert.deepEqual((await carregarBase(ctx.database.db, fechamento, { porPagina })).colaboradores, esperado, `pages of ${porPagina}`);
    }

    const porMat = new Map(base.colaboradores.map((colaborador) => [colaborador.mat, colaborador]));
    assert.equal(porMat.get(historia)?.salario, '2222.22', 'the history row in force');
    assert.equal(porMat.get(historia)?.cargaHoraria, 7);
    assert.ok(!porMat.has(inativo) && !porMat.has(saiuAntes) && porMat.has(saiuNoInicio), 'inactive and dismissed before the start: out');
    assert.equal(porMat.get(semSobrenome)?.nome, porMat.get(semSobrenome)?.nome?.trim());
    assert.ok(porMat.get(ajustado)?.beneficios?.some((link) => link.valorBenefAdic === '10.50' && link.aliqDescAdic === '0.015000'));
    assert.ok(base.colaboradores.length > COLABORADORES_POR_PAGINA, 'more than a PGlite page');
    // Equal links are one object (the domain prepares one engine row per link object).
    const links = base.colaboradores.flatMap((colaborador) => colaborador.beneficios ?? []);
    assert.ok(new Set(links).size < links.length / 4, `${new Set(links).size} link objects for ${links.length} links`);
  });
});
