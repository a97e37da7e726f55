/**
 * Employees (spec 02 sections 3, 4 and 7) and their history.
 *
 * The body arrives validated by the domain's colaboradorSchema (the form's, at the edge), then is
 * checked against the other records: branch/department/regime/function exist and are active, CPF
 * and e-mail unique among the active employees, classification is a project category. A create
 * writes the first history row; an update that changes department, regime, workload, function,
 * salary or classification writes one more with the record's data_inicio, in the same transaction.
 */
import Decimal from 'decimal.js';
import {
  classificationOptions,
  type Colaborador,
  type FieldError,
} from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import { lerAtivo } from '../../../http/ativo';
import { badRequest, notFound } from '../../../http/errors';
import { janelaDaLista, lerPagina } from '../../../http/paginacao';
import * as q from '../queries';
import type { ColaboradorRow, ListRow } from '../queries';
import { isUniqueViolation } from '../../../db/errors';
import { diferencas, registrarAuditoria } from '../../auditoria';
import { CAMPO_ATIVO, CAMPOS_COLABORADOR } from './auditoria';

export type { ColaboradorRow } from '../queries';

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

const money = (value: number | string) => new Decimal(value).toFixed(2);
export const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

// ---------------------------------------------------------------- columns and answers

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

/** Whether an update changes department, regime, workload, function, salary or classification. */
function changesHistory(previous: ColaboradorRow, value: Colaborador): boolean {
  return (
    previous.departamento !== value.departamento ||
    previous.regime !== value.regime ||
    previous.cargaHoraria !== value.carga_horaria ||
    previous.funcao !== value.funcao ||
    !new Decimal(previous.salario).equals(value.salario) ||
    (previous.classificacao ?? null) !== (value.classificacao ?? null)
  );
}

// ---------------------------------------------------------------- checks

/** The classification options: project category names except Financiado, Projetos Internos, Produtos. */
export async function listarClassificacoes(db: Conn): Promise<string[]> {
  return classificationOptions(await q.listarNomesDeCategoria(db));
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

function databaseLookups(db: Conn): ColaboradorLookups {
  return {
    async reference(field, cod) {
      const ativo = await q.referenciaAtiva(db, field, cod);
      // funcao.ativo is 0/1/2 (2 = simulation only): only 1 is an active function.
      return ativo === undefined ? undefined : ativo === true || ativo === 1;
    },
    cpfInUse: (cpf, mat) => q.cpfInUse(db, cpf, mat),
    emailInUse: (email, mat) => q.emailInUse(db, email, mat),
    classificacoes: () => listarClassificacoes(db),
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

async function validarColaborador(db: Conn, value: Colaborador, current?: ColaboradorRow): Promise<void> {
  const errors = await colaboradorErrors(databaseLookups(db), value, current);
  if (errors.length > 0) throw badRequest(errors);
}

/** Whether a database error is the active-CPF unique index (two writers racing past the checks). */
export function isCpfUniqueViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'colaborador_cpf');
}

/** A unique-index violation answers like the check would. */
function translateUniqueViolation(error: unknown): never {
  if (isCpfUniqueViolation(error)) throw badRequest([{ field: 'cpf', errorMessage: COLABORADOR_MESSAGES.cpfDuplicado }]);
  throw error;
}

// ---------------------------------------------------------------- employees

/**
 * GET /employee: '?ativo=true|1' (default) -> active, 'false|0' -> inactive, 'todos' -> both; one window of the list
 * (`http/paginacao.ts`: a page, or everything up to MAX_COLABORADORES) and its total.
 */
export async function listarColaboradores(db: Db, query: { ativo?: string; departamento?: number; funcao?: number; pagina?: number; limite?: number }) {
  const ativo = query.ativo === 'todos' ? undefined : (lerAtivo(query.ativo) ?? true);
  const filtros = { ativo, departamento: query.departamento, funcao: query.funcao };
  const { itens, total } = await lerPagina(
    janelaDaLista(query, MAX_COLABORADORES),
    (janela) => q.listarColaboradores(db, filtros, janela),
    () => q.contarColaboradores(db, filtros),
  );
  return { itens: itens.map(colaboradorToApi), total };
}

/** The most employees an unpaged GET /employee answers (the screens ask for the whole list). */
export const MAX_COLABORADORES = 5_000;

/** GET /employee/:mat: '?ativo=true|1' -> active only, 'false|0' -> inactive only; 404 when absent. */
export async function colaboradorDetalhe(db: Db, mat: number, ativo?: string) {
  const row = await q.buscarColaborador(db, mat, lerAtivo(ativo));
  if (!row) throw notFound();
  return { result: colaboradorToApi(row) };
}

/** Creates the employee and its first history row. */
export async function criarColaborador(db: Db, value: Colaborador, alteradoPor: number | null) {
  const insertId = await db
    .transaction(async (tx) => {
      await validarColaborador(tx, value);
      const mat = await q.inserirColaborador(tx, toColumns(value));
      await q.inserirHistorico(tx, historyValues(mat, value, alteradoPor));
      const depois = await q.buscarColaborador(tx, mat);
      await registrarAuditoria(tx, { acao: 'criar', entidade: 'colaborador', chave: mat, campos: diferencas(null, depois, CAMPOS_COLABORADOR) });
      return mat;
    })
    .catch(translateUniqueViolation);
  return { result: { insertId } };
}

/**
 * When the branch changes, the employee's active benefits move to the new branch (their values
 * come from valor_beneficio of the employee's branch); refused when a benefit has no value there.
 */
async function moveBenefitsToBranch(tx: Conn, mat: number, filialCod: number): Promise<void> {
  const rows = await q.listarBeneficiosNaFilial(tx, mat, filialCod);
  const missing = rows.filter((row) => row.valorId === null).map((row) => row.sigla);
  if (missing.length > 0) {
    throw badRequest([{ field: 'filial', errorMessage: COLABORADOR_MESSAGES.beneficiosSemValor(missing.join(', ')) }]);
  }
  if (rows.length > 0) await q.moverBeneficiosAtivos(tx, mat, filialCod);
}

/**
 * Writes a validated and checked update: the benefits follow a branch change, and a change of
 * department, regime, workload, function, salary or classification adds a history row.
 */
export async function aplicarAtualizacaoDoColaborador(
  tx: Conn,
  previous: ColaboradorRow,
  value: Colaborador,
  alteradoPor: number | null,
): Promise<void> {
  if (previous.filial !== value.filial) await moveBenefitsToBranch(tx, previous.mat, value.filial);
  await q.atualizarColaborador(tx, previous.mat, toColumns(value));
  if (changesHistory(previous, value)) await q.inserirHistorico(tx, historyValues(previous.mat, value, alteradoPor));
}

export async function atualizarColaborador(db: Db, mat: number, value: Colaborador, alteradoPor: number | null) {
  const affectedRows = await db
    .transaction(async (tx) => {
      const previous = await q.travarColaborador(tx, mat);
      if (!previous) throw notFound();
      await validarColaborador(tx, value, previous);
      const antes = await q.buscarColaborador(tx, mat);
      await aplicarAtualizacaoDoColaborador(tx, previous, value, alteradoPor);
      const depois = await q.buscarColaborador(tx, mat);
      await registrarAuditoria(tx, { acao: 'alterar', entidade: 'colaborador', chave: mat, campos: diferencas(antes, depois, CAMPOS_COLABORADOR) });
      return 1;
    })
    .catch(translateUniqueViolation);
  return { result: { affectedRows } };
}

/** Switches an employee on or off; switching on checks that CPF and e-mail are still free. */
export async function mudarAtivo(db: Db, mat: number, ativo: boolean) {
  const affectedRows = await db
    .transaction(async (tx) => {
      const current = await q.travarColaborador(tx, mat);
      if (!current) throw notFound();
      if (ativo && !current.ativo) {
        const errors = await uniquenessErrors(databaseLookups(tx), current.cpf, current.email, mat);
        if (errors.length > 0) throw badRequest(errors);
      }
      await q.atualizarColaborador(tx, mat, { ativo });
      if (current.ativo !== ativo) {
        await registrarAuditoria(tx, { acao: ativo ? 'ativar' : 'desativar', entidade: 'colaborador', chave: mat, campos: diferencas(current, { ativo }, CAMPO_ATIVO) });
      }
      return 1;
    })
    .catch(translateUniqueViolation);
  return { result: { affectedRows } };
}

/** GET /colaborador/:mat: the history, newest first (404 unknown employee). */
export async function historico(db: Db, mat: number) {
  if (!(await q.existeColaborador(db, mat))) throw notFound();
  const rows = await q.listarHistorico(db, mat);
  return {
    result: rows.map((row) => ({
      data_inicio: row.dataInicio,
      departamento: { cod: row.departamentoCod, nome: row.departamentoNome },
      regime_contrato: { cod: row.regimeCod, sigla: row.regimeSigla, nome: row.regimeNome },
      carga_horaria: row.cargaHoraria,
      funcao: { cod: row.funcaoCod, nome: row.funcaoNome },
      salario: Number(row.salario),
      classificacao: row.classificacao,
    })),
  };
}
