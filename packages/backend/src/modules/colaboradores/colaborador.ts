/**
 * Employees (spec 02 sections 3, 4 and 7):
 *
 *   GET   /employee?departamento&funcao&ativo   -> { result: Colaborador[] }  (active only by default, by mat)
 *   GET   /employee/:mat?ativo                  -> { result: Colaborador }    (404 when absent)
 *   POST  /employee/create                      -> { result: { insertId } }
 *   PUT   /employee/update/:mat                 -> { result: { affectedRows } }
 *   PATCH /employee/change-active {mat, ativo}  -> { result: { affectedRows } } (soft delete)
 *   GET   /colaborador/classificacoes           -> { result: string[] }
 *   GET   /colaborador/:mat                     -> { result: HistoryRow[] }   (newest first)
 *
 * The body is validated with the domain's colaboradorSchema (the form's), then against the other
 * records: branch/department/regime/function exist and are active, CPF and e-mail unique among
 * the active employees, classification is a project category. A create writes the first history
 * row; an update that changes department, regime, workload, function, salary or classification
 * writes one more with the record's data_inicio, in the same transaction. The employee's benefits
 * live in ./colaborador-beneficio.ts and are registered from here.
 */
import Decimal from 'decimal.js';
import { and, asc, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { classificationOptions, colaboradorSchema, type Colaborador, type FieldError } from '@financeiro/domain';
import type { Db } from '../../db/client';
import {
  categoriaProjeto,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  departamento,
  filial,
  funcao,
  regimeContrato,
  valorBeneficio,
  beneficio,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { validateOrThrow } from '../../http/crud';
import { registerColaboradorBeneficioRoutes } from './colaborador-beneficio';
import { Body, Id, IdParams, Options, Query, Type, typed, yupBody } from '../../http/fields';

export type ColaboradorRow = typeof colaborador.$inferSelect;

export const COLABORADOR_MESSAGES = {
  cpfDuplicado: 'CPF já cadastrado para outro colaborador ativo.',
  emailDuplicado: 'E-mail já cadastrado para outro colaborador ativo.',
  filial: 'Filial não encontrada ou inativa.',
  departamento: 'Departamento não encontrado ou inativo.',
  regime: 'Regime de contrato não encontrado ou inativo.',
  funcao: 'Função não encontrada ou inativa.',
  classificacao: 'Classificação deve ser uma das categorias de projeto permitidas.',
  beneficiosSemValor: (siglas: string) =>
    `Os benefícios do colaborador não têm valor cadastrado para a filial escolhida: ${siglas}.`,
} as const;

/** The fields whose change is recorded in colaborador_historico. */
export const HISTORY_FIELDS = ['departamento', 'regime', 'carga_horaria', 'funcao', 'salario', 'classificacao'] as const;

const money = (value: number | string) => new Decimal(value).toFixed(2);
const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** Validated body -> colaborador columns. */
export function toColumns(value: Colaborador) {
  return {
    nome: value.nome,
    sobrenome: value.sobrenome,
    cpf: value.cpf,
    email: value.email.toLowerCase(),
    dependentes: value.dependentes,
    endereco: value.endereco ?? null,
    cidade: value.cidade ?? null,
    uf: value.uf ?? null,
    filial: value.filial,
    departamento: value.departamento,
    regime: value.regime,
    funcao: value.funcao,
    admissao: value.admissao,
    demissao: value.demissao ?? null,
    salario: money(value.salario),
    classificacao: value.classificacao ?? null,
    cargaHoraria: value.carga_horaria,
    dataInicio: value.data_inicio,
    observacao: value.observacao ?? null,
  };
}

const listColumns = {
  ...getTableColumns(colaborador),
  filialNome: filial.label,
  departamentoNome: departamento.nome,
  regimeNome: regimeContrato.nome,
  funcaoNome: funcao.nome,
};

type ListRow = ColaboradorRow & { filialNome: string; departamentoNome: string; regimeNome: string; funcaoNome: string };

/** Database row -> API object (field names of spec 02 section 3, plus the names for lists). */
export function colaboradorToApi(row: ListRow) {
  return {
    mat: row.mat,
    nome: row.nome,
    sobrenome: row.sobrenome,
    cpf: row.cpf,
    email: row.email,
    dependentes: row.dependentes,
    endereco: row.endereco,
    cidade: row.cidade,
    uf: row.uf,
    filial: row.filial,
    departamento: row.departamento,
    regime: row.regime,
    funcao: row.funcao,
    admissao: row.admissao,
    demissao: row.demissao,
    salario: Number(row.salario),
    classificacao: row.classificacao,
    carga_horaria: row.cargaHoraria,
    data_inicio: row.dataInicio,
    observacao: row.observacao,
    ativo: row.ativo,
    filial_nome: row.filialNome,
    departamento_nome: row.departamentoNome,
    regime_nome: row.regimeNome,
    funcao_nome: row.funcaoNome,
  };
}

function selectWithNames(db: Db) {
  return db
    .select(listColumns)
    .from(colaborador)
    .innerJoin(filial, eq(filial.cod, colaborador.filial))
    .innerJoin(departamento, eq(departamento.cod, colaborador.departamento))
    .innerJoin(regimeContrato, eq(regimeContrato.cod, colaborador.regime))
    .innerJoin(funcao, eq(funcao.cod, colaborador.funcao));
}

/** '?ativo=true|1' (default) -> active, 'false|0' -> inactive, 'todos' -> both. */
function ativoFilter(raw: string | undefined): SQL | undefined {
  if (raw === 'todos') return undefined;
  return eq(colaborador.ativo, !(raw === 'false' || raw === '0'));
}

/** The classification options: project category names except Financiado, Projetos Internos, Produtos. */
export async function loadClassificacoes(db: Db): Promise<string[]> {
  const rows = await db.select({ nome: categoriaProjeto.nome }).from(categoriaProjeto).orderBy(asc(categoriaProjeto.nome));
  return classificationOptions(rows.map((row) => row.nome));
}

export type ReferenceField = 'filial' | 'departamento' | 'regime' | 'funcao';

/**
 * How the cross-record checks find the other records: one query each (the form's routes) or sets
 * loaded once for a whole file (the bulk import).
 */
export interface ColaboradorLookups {
  /** The reference's ativo flag; undefined when there is no such code. */
  reference(field: ReferenceField, cod: number): Promise<boolean | undefined>;
  /** Another active employee (not `exceptMat`) holds this CPF / e-mail (compared lower-case). */
  cpfInUse(cpf: string, exceptMat?: number): Promise<boolean>;
  emailInUse(email: string, exceptMat?: number): Promise<boolean>;
  classificacoes(): Promise<string[]>;
}

const referenceTables = { filial, departamento, regime: regimeContrato, funcao } as const;

export function databaseLookups(db: Db): ColaboradorLookups {
  const others = async (condition: SQL, mat?: number) =>
    (
      await db
        .select({ mat: colaborador.mat })
        .from(colaborador)
        .where(and(condition, eq(colaborador.ativo, true), mat === undefined ? undefined : ne(colaborador.mat, mat)))
        .limit(1)
    ).length > 0;
  return {
    async reference(field, cod) {
      const table = referenceTables[field];
      const [row] = await db.select({ ativo: table.ativo }).from(table).where(eq(table.cod, cod));
      // funcao.ativo is 0/1/2 (2 = simulation only): only 1 is an active function.
      return row ? row.ativo === true || row.ativo === 1 : undefined;
    },
    cpfInUse: (cpf, mat) => others(eq(colaborador.cpf, cpf), mat),
    emailInUse: (email, mat) => others(sql`lower(${colaborador.email}) = ${email.toLowerCase()}`, mat),
    classificacoes: () => loadClassificacoes(db),
  };
}

/** CPF / e-mail already used by another active employee. */
async function uniquenessErrors(lookups: ColaboradorLookups, cpf: string, email: string, mat?: number): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (await lookups.cpfInUse(cpf, mat)) errors.push({ field: 'cpf', errorMessage: COLABORADOR_MESSAGES.cpfDuplicado });
  if (await lookups.emailInUse(email, mat)) errors.push({ field: 'email', errorMessage: COLABORADOR_MESSAGES.emailDuplicado });
  return errors;
}

/**
 * Checks against the other records, collecting every problem as a field error. A reference must
 * exist and be active, except when it is the one the employee already has (an employee whose
 * department was switched off can still have the address corrected).
 */
export async function colaboradorErrors(
  lookups: ColaboradorLookups,
  value: Colaborador,
  current?: ColaboradorRow,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const field of ['filial', 'departamento', 'regime', 'funcao'] as const) {
    const ativo = await lookups.reference(field, value[field]);
    const kept = current !== undefined && current[field] === value[field];
    if (ativo === undefined || (!kept && !ativo)) errors.push({ field, errorMessage: COLABORADOR_MESSAGES[field] });
  }

  if (current === undefined || current.ativo) errors.push(...(await uniquenessErrors(lookups, value.cpf, value.email, current?.mat)));

  const classificacao = value.classificacao ?? null;
  if (classificacao !== null && classificacao !== current?.classificacao) {
    if (!(await lookups.classificacoes()).includes(classificacao)) {
      errors.push({ field: 'classificacao', errorMessage: COLABORADOR_MESSAGES.classificacao });
    }
  }
  return errors;
}

async function checkColaborador(db: Db, value: Colaborador, current?: ColaboradorRow): Promise<void> {
  const errors = await colaboradorErrors(databaseLookups(db), value, current);
  if (errors.length > 0) throw badRequest(errors);
}

/** Whether an update changes one of the HISTORY_FIELDS. */
export function changesHistory(previous: ColaboradorRow, value: Colaborador): boolean {
  return (
    previous.departamento !== value.departamento ||
    previous.regime !== value.regime ||
    previous.cargaHoraria !== value.carga_horaria ||
    previous.funcao !== value.funcao ||
    !new Decimal(previous.salario).equals(value.salario) ||
    (previous.classificacao ?? null) !== (value.classificacao ?? null)
  );
}

/** The colaborador_historico row of a created or changed employee. */
export function historyValues(mat: number, value: Colaborador, alteradoPor: number | null) {
  return {
    mat,
    dataInicio: value.data_inicio,
    departamento: value.departamento,
    regimeContrato: value.regime,
    cargaHoraria: value.carga_horaria,
    funcao: value.funcao,
    salario: money(value.salario),
    classificacao: value.classificacao ?? null,
    alteradoPor,
  };
}

export async function writeHistory(tx: Db, mat: number, value: Colaborador, request: FastifyRequest): Promise<void> {
  await tx.insert(colaboradorHistorico).values(historyValues(mat, value, request.user?.id ?? null));
}

/**
 * When the branch changes, the employee's active benefits move to the new branch (their values
 * come from valor_beneficio of the employee's branch); refused when a benefit has no value there.
 */
export async function moveBenefitsToBranch(tx: Db, mat: number, filialCod: number): Promise<void> {
  const rows = await tx
    .select({ id: colaboradorBeneficio.id, sigla: beneficio.sigla, valorId: valorBeneficio.id })
    .from(colaboradorBeneficio)
    .innerJoin(beneficio, eq(beneficio.cod, colaboradorBeneficio.benefCod))
    .leftJoin(
      valorBeneficio,
      and(eq(valorBeneficio.benefCod, colaboradorBeneficio.benefCod), eq(valorBeneficio.filialCod, filialCod)),
    )
    .where(and(eq(colaboradorBeneficio.rolMat, mat), eq(colaboradorBeneficio.ativo, true)));
  const missing = rows.filter((row) => row.valorId === null).map((row) => row.sigla);
  if (missing.length > 0) {
    throw badRequest([{ field: 'filial', errorMessage: COLABORADOR_MESSAGES.beneficiosSemValor(missing.join(', ')) }]);
  }
  if (rows.length > 0) {
    await tx
      .update(colaboradorBeneficio)
      .set({ filialCod, updatedAt: new Date() })
      .where(and(eq(colaboradorBeneficio.rolMat, mat), eq(colaboradorBeneficio.ativo, true)));
  }
}

/**
 * Writes a validated and checked update: the benefits follow a branch change, and a change of
 * department, regime, workload, function, salary or classification adds a history row.
 */
export async function applyColaboradorUpdate(
  tx: Db,
  previous: ColaboradorRow,
  value: Colaborador,
  alteradoPor: number | null,
): Promise<void> {
  if (previous.filial !== value.filial) await moveBenefitsToBranch(tx, previous.mat, value.filial);
  await tx
    .update(colaborador)
    .set({ ...toColumns(value), updatedAt: new Date() })
    .where(eq(colaborador.mat, previous.mat));
  if (changesHistory(previous, value)) await tx.insert(colaboradorHistorico).values(historyValues(previous.mat, value, alteradoPor));
}

/** Whether a database error is the active-CPF unique index (two writers racing past the checks). */
export function isCpfUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && String(cause.constraint ?? '').startsWith('colaborador_cpf');
}

/** A unique-index violation answers like the check would. */
function translateUniqueViolation(error: unknown): never {
  if (isCpfUniqueViolation(error)) throw badRequest([{ field: 'cpf', errorMessage: COLABORADOR_MESSAGES.cpfDuplicado }]);
  throw error;
}

const matParams = IdParams('mat');

const listQuery = Query({
  departamento: Type.Optional(Id('Código do departamento')),
  funcao: Type.Optional(Id('Código da função')),
  ativo: Type.Optional(Options(['true', 'false', '1', '0', 'todos'], { description: 'Situação; padrão: somente ativos' })),
});

const getQuery = Query({ ativo: Type.Optional(Options(['true', 'false', '1', '0'], { description: 'Filtra por situação' })) });

const changeActiveBody = Body({ mat: Id(), ativo: Type.Boolean() });

const body = yupBody(colaboradorSchema);

export function registerColaboradorRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const config = sectionRoute('cadastros');
  const tags = ['Cadastros'];

  const findOne = async (db: Db, mat: number, ativo?: string) => {
    const filter = ativo === undefined ? undefined : eq(colaborador.ativo, ativo === 'true' || ativo === '1');
    const [row] = await selectWithNames(db)
      .where(and(eq(colaborador.mat, mat), filter))
      .limit(1);
    return row as ListRow | undefined;
  };

  app.get(
    '/employee',
    { config, schema: { tags, summary: 'Lista de colaboradores', querystring: listQuery, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const query = request.query;
      const rows = await selectWithNames(app.db)
        .where(
          and(
            ativoFilter(query.ativo),
            query.departamento === undefined ? undefined : eq(colaborador.departamento, query.departamento),
            query.funcao === undefined ? undefined : eq(colaborador.funcao, query.funcao),
          ),
        )
        .orderBy(asc(colaborador.mat));
      return { result: (rows as ListRow[]).map(colaboradorToApi) };
    },
  );

  app.get(
    '/employee/:mat',
    {
      config,
      schema: { tags, summary: 'Detalhe de colaborador', params: matParams, querystring: getQuery, response: errorResponses(401, 403, 404) },
    },
    async (request) => {
      const { mat } = request.params;
      const row = await findOne(app.db, mat, request.query.ativo);
      if (!row) throw notFound();
      return { result: colaboradorToApi(row) };
    },
  );

  app.post(
    '/employee/create',
    { config, schema: { tags, summary: 'Cadastra colaborador (e a primeira linha do histórico)', body, response: errorResponses(400, 401, 403) } },
    async (request) => {
      const value = validateOrThrow<Colaborador>(colaboradorSchema, request.body);
      const insertId = await app.db
        .transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          await checkColaborador(txDb, value);
          const [inserted] = await tx.insert(colaborador).values(toColumns(value)).returning({ mat: colaborador.mat });
          await writeHistory(txDb, inserted.mat, value, request);
          return inserted.mat;
        })
        .catch(translateUniqueViolation);
      return { result: { insertId } };
    },
  );

  app.put(
    '/employee/update/:mat',
    {
      config,
      schema: {
        tags,
        summary: 'Atualiza colaborador (registra histórico quando mudam departamento, regime, carga, função, salário ou classificação)',
        params: matParams,
        body,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { mat } = request.params;
      const value = validateOrThrow<Colaborador>(colaboradorSchema, request.body);
      const affectedRows = await app.db
        .transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          const [previous] = await tx.select().from(colaborador).where(eq(colaborador.mat, mat)).for('update');
          if (!previous) throw notFound();
          await checkColaborador(txDb, value, previous);
          await applyColaboradorUpdate(txDb, previous, value, request.user?.id ?? null);
          return 1;
        })
        .catch(translateUniqueViolation);
      return { result: { affectedRows } };
    },
  );

  app.patch(
    '/employee/change-active',
    {
      config,
      schema: {
        tags,
        summary: 'Ativa ou desativa colaborador (exclusão lógica)',
        body: changeActiveBody,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { mat, ativo } = request.body;
      const affectedRows = await app.db
        .transaction(async (tx) => {
          const [current] = await tx.select().from(colaborador).where(eq(colaborador.mat, mat)).for('update');
          if (!current) throw notFound();
          if (ativo && !current.ativo) {
            const errors = await uniquenessErrors(databaseLookups(tx as unknown as Db), current.cpf, current.email, mat);
            if (errors.length > 0) throw badRequest(errors);
          }
          await tx.update(colaborador).set({ ativo, updatedAt: new Date() }).where(eq(colaborador.mat, mat));
          return 1;
        })
        .catch(translateUniqueViolation);
      return { result: { affectedRows } };
    },
  );

  app.get(
    '/colaborador/classificacoes',
    {
      config,
      schema: {
        tags,
        summary: 'Classificações de colaborador (categorias de projeto, exceto Financiado, Projetos Internos e Produtos)',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ result: await loadClassificacoes(app.db) }),
  );

  app.get(
    '/colaborador/:mat',
    {
      config,
      schema: { tags, summary: 'Histórico do colaborador (mais recente primeiro)', params: matParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => {
      const { mat } = request.params;
      const [exists] = await app.db.select({ mat: colaborador.mat }).from(colaborador).where(eq(colaborador.mat, mat));
      if (!exists) throw notFound();
      const rows = await app.db
        .select({
          dataInicio: colaboradorHistorico.dataInicio,
          departamentoCod: departamento.cod,
          departamentoNome: departamento.nome,
          regimeCod: regimeContrato.cod,
          regimeSigla: regimeContrato.sigla,
          regimeNome: regimeContrato.nome,
          cargaHoraria: colaboradorHistorico.cargaHoraria,
          funcaoCod: funcao.cod,
          funcaoNome: funcao.nome,
          salario: colaboradorHistorico.salario,
          classificacao: colaboradorHistorico.classificacao,
        })
        .from(colaboradorHistorico)
        .innerJoin(departamento, eq(departamento.cod, colaboradorHistorico.departamento))
        .innerJoin(regimeContrato, eq(regimeContrato.cod, colaboradorHistorico.regimeContrato))
        .innerJoin(funcao, eq(funcao.cod, colaboradorHistorico.funcao))
        .where(eq(colaboradorHistorico.mat, mat))
        .orderBy(desc(colaboradorHistorico.dataInicio), desc(colaboradorHistorico.id));
      return {
        result: rows.map((row) => ({
          data_inicio: row.dataInicio,
          departamento: { cod: row.departamentoCod, nome: row.departamentoNome },
          regime_contrato: { cod: row.regimeCod, sigla: row.regimeSigla, nome: row.regimeNome },
          carga_horaria: row.cargaHoraria,
          funcao: { cod: row.funcaoCod, nome: row.funcaoNome },
          salario: toNumber(row.salario),
          classificacao: row.classificacao,
        })),
      };
    },
  );

  registerColaboradorBeneficioRoutes(app);
}
