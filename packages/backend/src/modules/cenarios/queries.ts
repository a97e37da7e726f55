/** Every statement of the cost scenarios: the stored definitions, the editor's options and the benefits' values (the projects: the projecao module's loader). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import {
  beneficio,
  cenario,
  colaborador,
  departamento,
  faixaImposto,
  fechamento,
  filial,
  funcao,
  imposto,
  regimeContrato,
  valorBeneficio,
} from '../../db/schema';

export type LinhaCenario = typeof cenario.$inferSelect;
export type NovoCenario = Pick<typeof cenario.$inferInsert, 'email' | 'nome' | 'descricao' | 'fechamentoId' | 'mesInicio' | 'alteracoes'>;

const resumo = {
  id: cenario.id,
  nome: cenario.nome,
  descricao: cenario.descricao,
  fechamentoId: cenario.fechamentoId,
  fechamentoLabel: fechamento.label,
  mesInicio: cenario.mesInicio,
  alteracoes: sql<number>`jsonb_array_length(${cenario.alteracoes})::int`,
  updatedAt: cenario.updatedAt,
};

/** The user's active scenarios, newest first (without the changes themselves). */
export function cenariosDoUsuario(db: Conn, email: string) {
  return db
    .select(resumo)
    .from(cenario)
    .innerJoin(fechamento, eq(fechamento.id, cenario.fechamentoId))
    .where(and(eq(cenario.email, email), eq(cenario.ativo, true)))
    .orderBy(desc(cenario.id));
}

/** The user's active scenario `id` (another user's or a deleted one: undefined). */
export async function cenarioDoUsuario(db: Conn, email: string, id: number): Promise<LinhaCenario | undefined> {
  const [row] = await db
    .select()
    .from(cenario)
    .where(and(eq(cenario.id, id), eq(cenario.email, email), eq(cenario.ativo, true)));
  return row;
}

export async function inserirCenario(db: Conn, values: NovoCenario): Promise<LinhaCenario> {
  const [row] = await db.insert(cenario).values(values).returning();
  return row!;
}

export async function atualizarCenario(db: Conn, email: string, id: number, values: Partial<NovoCenario>): Promise<LinhaCenario | undefined> {
  const [row] = await db
    .update(cenario)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cenario.id, id), eq(cenario.email, email), eq(cenario.ativo, true)))
    .returning();
  return row;
}

export async function desativarCenario(db: Conn, email: string, id: number): Promise<boolean> {
  const rows = await db
    .update(cenario)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(eq(cenario.id, id), eq(cenario.email, email), eq(cenario.ativo, true)))
    .returning({ id: cenario.id });
  return rows.length > 0;
}

export type FechamentoBase = typeof fechamento.$inferSelect;

export async function fechamentoAtivo(db: Conn, id: number): Promise<FechamentoBase | undefined> {
  const [row] = await db
    .select()
    .from(fechamento)
    .where(and(eq(fechamento.id, id), eq(fechamento.ativo, true)));
  return row;
}

/** The closing and start month of the active scenarios changed last (every user's), newest first: what the warm-up reads ahead. */
export function cenariosRecentes(db: Conn, limite: number) {
  return db
    .select({ fechamentoId: cenario.fechamentoId, mesInicio: cenario.mesInicio })
    .from(cenario)
    .where(eq(cenario.ativo, true))
    .orderBy(desc(cenario.updatedAt), desc(cenario.id))
    .limit(limite);
}

/** The active closings a scenario may start from, newest first. */
export function fechamentosAtivos(db: Conn) {
  return db
    .select({ id: fechamento.id, label: fechamento.label, dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim, diasUteis: fechamento.diasUteis })
    .from(fechamento)
    .where(eq(fechamento.ativo, true))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id));
}

/** The editor's pickers: departments, functions, branches, regimes, benefits, taxes (with their brackets, to copy). */
export async function opcoesDoEditor(db: Conn) {
  const departamentos = await db
    .select({ cod: departamento.cod, sigla: departamento.sigla, nome: departamento.nome })
    .from(departamento)
    .where(eq(departamento.ativo, true))
    .orderBy(asc(departamento.nome), asc(departamento.cod));
  const funcoes = await db.select({ cod: funcao.cod, nome: funcao.nome }).from(funcao).where(eq(funcao.ativo, 1)).orderBy(asc(funcao.nome), asc(funcao.cod));
  const filiais = await db.select({ cod: filial.cod, nome: filial.label }).from(filial).where(eq(filial.ativo, true)).orderBy(asc(filial.cod));
  const regimes = await db
    .select({ cod: regimeContrato.cod, sigla: regimeContrato.sigla, nome: regimeContrato.nome })
    .from(regimeContrato)
    .where(eq(regimeContrato.ativo, true))
    .orderBy(asc(regimeContrato.cod));
  const beneficios = await db
    .select({ cod: beneficio.cod, sigla: beneficio.sigla, nome: beneficio.nome })
    .from(beneficio)
    .where(eq(beneficio.ativo, true))
    .orderBy(asc(beneficio.nome), asc(beneficio.cod));
  const impostos = await db
    .select({ cod: imposto.cod, sigla: imposto.sigla, nome: imposto.nome })
    .from(imposto)
    .where(eq(imposto.ativo, true))
    .orderBy(asc(imposto.sigla), asc(imposto.cod));
  const faixas = await db.select().from(faixaImposto).where(eq(faixaImposto.ativo, true)).orderBy(asc(faixaImposto.impostoCod), desc(faixaImposto.vigenciaInicio), asc(faixaImposto.valorFaixaInicio), asc(faixaImposto.id));
  const colaboradores = await db
    .select({ mat: colaborador.mat, nome: sql<string>`trim(${colaborador.nome} || ' ' || ${colaborador.sobrenome})` })
    .from(colaborador)
    .where(eq(colaborador.ativo, true))
    .orderBy(asc(colaborador.nome), asc(colaborador.mat));
  return { departamentos, funcoes, filiais, regimes, beneficios, impostos, faixas, colaboradores };
}

/** Every value row of the active benefits, with the benefit's acronym and name (a hire's benefits are valued at its branch). */
export function valoresDosBeneficios(db: Conn) {
  return db
    .select({ row: valorBeneficio, sigla: beneficio.sigla, nome: beneficio.nome })
    .from(valorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, valorBeneficio.benefCod))
    .where(eq(beneficio.ativo, true))
    .orderBy(asc(valorBeneficio.benefCod), asc(valorBeneficio.filialCod));
}

/** Rows of cenario_versao above which the reader folds them into one. */
const LINHAS_DA_VERSAO = 100;

/**
 * The version of every scenario's base (migration 0105): the number of committed transactions that wrote
 * to the tables the base is read from. Read before the base: a kept month is good while it is the same.
 * Folds the rows into one (same sum) when they pile up.
 */
export async function versaoDaBase(db: Conn): Promise<number> {
  const resultado = (await db.execute(sql`SELECT coalesce(sum(peso), 0)::text AS versao, count(*)::int AS linhas FROM cenario_versao`)) as unknown as {
    rows: Array<{ versao: string; linhas: number }>;
  };
  const { versao, linhas } = resultado.rows[0]!;
  if (linhas > LINHAS_DA_VERSAO) {
    await db.execute(sql`WITH apagadas AS (DELETE FROM cenario_versao RETURNING peso) INSERT INTO cenario_versao (peso) SELECT sum(peso) FROM apagadas HAVING count(*) > 0`);
  }
  return Number(versao);
}

/** One employee of a base page: the registration with the history row in force at the period's end applied, and the active links valued at their branch. */
export type PessoaDaBase = [
  mat: number,
  nome: string,
  sobrenome: string,
  funcaoCod: number,
  departamentoCod: number,
  filialCod: number,
  regimeCod: number,
  salario: string,
  cargaHoraria: number,
  dependentes: number,
  admissao: string,
  demissao: string | null,
  /** [benefCod, filialCod, valorBenefAdic, aliqBenefAdic, valorBenefSubtrai, aliqBenefSubtrai, valorDescAdic, aliqDescAdic, valorDescSubtrai, aliqDescSubtrai] */
  links: Array<[number, number, string, string, string, string, string, string, string, string]> | null,
];

/** Above every registration number (an INTEGER column). */
export const ULTIMA_MATRICULA = 2147483647;

/**
 * The registration numbers that end each `porPagina` employees of a scenario's base (the same employees
 * as `paginaDaBase`, by mat): page k is the employees after the (k-1)-th and up to the k-th, the last one
 * the employees after the last number. Pages read side by side then cover every employee exactly once,
 * each about `porPagina` long.
 */
export async function limitesDasPaginas(db: Conn, periodo: { dataInicio: string; dataFim: string }, porPagina: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    SELECT mat FROM (
      SELECT c.mat, row_number() OVER (ORDER BY c.mat) AS n
        FROM colaborador c
       WHERE c.ativo AND c.admissao <= ${periodo.dataFim}::date
         AND (c.demissao IS NULL OR c.demissao >= ${periodo.dataInicio}::date)
    ) numerados
     WHERE n % ${porPagina} = 0
     ORDER BY mat
  `)) as unknown as { rows: Array<{ mat: number }> };
  return rows.map((row) => Number(row.mat));
}

/**
 * A page of a scenario's base in ONE statement, shaped by PostgreSQL as one JSON text (an array per
 * employee): the employees of the closing's period after `ultima` up to `ate` (at most `limite`, by mat; null: no limit) as the
 * closing's loader picks them (fechamentos/service/entradas.ts — active, admitted by the end, not
 * dismissed before the start; salary, function, department, regime and workload from the history row
 * with the latest data_inicio up to the end, ties the latest id; else the record's), each with its
 * active links to active benefits that have a value row at the link's branch (the others the closing
 * skips with a warning), by benefit. The closing's loader reads three statements a page through
 * Drizzle's per-cell mapping (and the timestamps of every row); this parses one text with JSON.parse.
 * Numbers and dates as text (`::text`): the same strings Drizzle reads. Tested equal to the closing's
 * loader (cenarios.test.ts).
 */
export async function paginaDaBase(
  db: Conn,
  periodo: { dataInicio: string; dataFim: string },
  ultima: number,
  limite: number | null,
  ate: number = ULTIMA_MATRICULA,
): Promise<PessoaDaBase[]> {
  const { rows } = (await db.execute(sql`
    WITH pessoas AS (
      SELECT c.mat, c.nome, c.sobrenome, c.filial, c.dependentes, c.admissao, c.demissao,
             coalesce(h.funcao, c.funcao) AS funcao,
             coalesce(h.departamento, c.departamento) AS departamento,
             coalesce(h.regime_contrato, c.regime) AS regime,
             coalesce(h.salario, c.salario) AS salario,
             coalesce(h.carga_horaria, c.carga_horaria) AS carga_horaria
        FROM colaborador c
        LEFT JOIN LATERAL (
          SELECT h.funcao, h.departamento, h.regime_contrato, h.salario, h.carga_horaria
            FROM colaborador_historico h
           WHERE h.mat = c.mat AND h.data_inicio <= ${periodo.dataFim}::date
           ORDER BY h.data_inicio DESC, h.id DESC
           LIMIT 1
        ) h ON true
       WHERE c.ativo AND c.admissao <= ${periodo.dataFim}::date
         AND (c.demissao IS NULL OR c.demissao >= ${periodo.dataInicio}::date)
         AND c.mat > ${ultima} AND c.mat <= ${ate}
       ORDER BY c.mat
       LIMIT ${limite}
    )
    SELECT coalesce(json_agg(json_build_array(
             p.mat, p.nome, p.sobrenome, p.funcao, p.departamento, p.filial, p.regime, p.salario::text,
             p.carga_horaria, p.dependentes, p.admissao::text, p.demissao::text, l.links
           ) ORDER BY p.mat), '[]')::text AS pagina
      FROM pessoas p
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_array(
                 cb.benef_cod, cb.filial_cod,
                 cb.valor_benef_adic::text, cb.aliq_benef_adic::text, cb.valor_benef_subtrai::text, cb.aliq_benef_subtrai::text,
                 cb.valor_desc_adic::text, cb.aliq_desc_adic::text, cb.valor_desc_subtrai::text, cb.aliq_desc_subtrai::text
               ) ORDER BY cb.benef_cod, cb.id) AS links
          FROM colaborador_beneficio cb
          JOIN beneficio b ON b.cod = cb.benef_cod AND b.ativo
         WHERE cb.rol_mat = p.mat AND cb.ativo
           AND EXISTS (SELECT 1 FROM valor_beneficio vb WHERE vb.benef_cod = cb.benef_cod AND vb.filial_cod = cb.filial_cod)
      ) l ON true
  `)) as unknown as { rows: Array<{ pagina: string }> };
  return JSON.parse(rows[0]!.pagina) as PessoaDaBase[];
}
