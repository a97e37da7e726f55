/**
 * Benefits and their values per branch (spec 02 sections 3 and 7).
 *
 * Bodies arrive validated by the form's schemas (beneficioSchema, valorBeneficioSchema) at the edge.
 * POST /beneficio/create also accepts optional `valores` (value rows without benefCod): the
 * benefit and its values are stored in one transaction, or nothing is (errors keyed
 * `valores[i].field`). Nothing is deleted: a benefit is switched off with `ativo`.
 *
 * One value row per benefit and branch (constraint valor_beneficio_unico): a second row for the
 * same pair answers 400 on `filialCod`. The benefit and the branch must exist (400 on the field,
 * never a 500). Money travels as numbers in reais, rates as fractions 0..1.
 */
import { BASE_BENEFICIO_OPTIONS, PERIODO_VALOR_OPTIONS, rotuloDaOpcao, type Beneficio, type ValorBeneficio, type ValorBeneficioRecord } from '@financeiro/domain';
import type { Conn, Db } from '../../db/client';
import { lerAtivo } from '../../http/ativo';
import { badRequest, notFound, type ErrorItem } from '../../http/errors';
import * as q from './queries';
import type { BeneficioRow, ValorInsert, ValorRow } from './queries';
import { isUniqueViolation } from '../../db/errors';
import { diferencas, registrarAuditoria, type CampoComparado, type NovaEntradaDeAuditoria } from '../auditoria';

/** Texts of the cross-record checks. */
export const VALOR_BENEFICIO_ERRORS = {
  beneficioNaoEncontrado: 'Benefício não encontrado.',
  filialNaoEncontrada: 'Filial não encontrada.',
  filialInativa: 'Filial inativa: escolha uma filial ativa.',
  duplicado: (label: string) => `Já existe valor deste benefício para a filial ${label}.`,
  duplicadoNaLista: 'Filial repetida na lista de valores.',
} as const;

/** The validated body without the benefit code (given by the path or the parent record). */
export type ValorBeneficioValue = Omit<ValorBeneficio, 'benefCod'> & { benefCod?: number };

/** '?ativo=true|false|1|0' -> the flag; absent -> either. */

// ---------------------------------------------------------------- columns and answers

function beneficioToApi(row: BeneficioRow) {
  return { cod: row.cod, sigla: row.sigla, nome: row.nome, descricao: row.descricao, ativo: row.ativo };
}

function beneficioColumns(value: Beneficio) {
  return { sigla: value.sigla, nome: value.nome, descricao: value.descricao ?? null, ativo: value.ativo };
}

const num = (value: string | null): number => (value === null ? 0 : Number(value));
const decimal = (value: number | null | undefined): string => String(value ?? 0);

type Campo<K extends keyof ValorBeneficioRecord> = ValorBeneficioRecord[K];

// The option columns are plain varchar; every write goes through valorBeneficioSchema, so they hold one of the options.
function valorBeneficioToApi(row: ValorRow, filialLabel: string | null): ValorBeneficioRecord {
  return {
    id: row.id,
    benefCod: row.benefCod,
    filialCod: row.filialCod,
    filialLabel,
    valor: num(row.valor),
    periodoValor: row.periodoValor as Campo<'periodoValor'>,
    valorDesc: num(row.valorDesc),
    aliquotaBenef: num(row.aliquotaBenef),
    baseAliqBenef: row.baseAliqBenef as Campo<'baseAliqBenef'>,
    aliquotaDesc: num(row.aliquotaDesc),
    baseAliqDesc: row.baseAliqDesc as Campo<'baseAliqDesc'>,
    valorFilial: num(row.valorFilial),
    aliquotaFilial: num(row.aliquotaFilial),
    baseAliqFilial: row.baseAliqFilial as Campo<'baseAliqFilial'>,
  };
}

/** Validated body -> column values (empty optional amounts and rates are stored as 0). */
export function valorBeneficioColumns(value: ValorBeneficioValue, benefCod: number): ValorInsert {
  return {
    benefCod,
    filialCod: value.filialCod,
    valor: decimal(value.valor),
    periodoValor: value.periodoValor,
    valorDesc: decimal(value.valorDesc),
    aliquotaBenef: decimal(value.aliquotaBenef),
    baseAliqBenef: value.baseAliqBenef ?? null,
    aliquotaDesc: decimal(value.aliquotaDesc),
    baseAliqDesc: value.baseAliqDesc ?? null,
    valorFilial: decimal(value.valorFilial),
    aliquotaFilial: decimal(value.aliquotaFilial),
    baseAliqFilial: value.baseAliqFilial,
  };
}

/** Value rows with their branch labels, by benefit then branch code. */
export async function listarValores(db: Db, filters: { benefCod?: number; filialCod?: number } = {}): Promise<ValorBeneficioRecord[]> {
  const rows = await q.listarLinhasDeValores(db, filters);
  return rows.map((row) => valorBeneficioToApi(row.valor, row.filialLabel));
}

// ---------------------------------------------------------------- audit trail (issue 37)

/** What the trail records of a benefit. */
const CAMPOS_BENEFICIO: CampoComparado<ReturnType<typeof beneficioColumns>>[] = [
  { campo: 'Sigla', valor: (b) => b.sigla },
  { campo: 'Nome', valor: (b) => b.nome },
  { campo: 'Descrição', valor: (b) => b.descricao },
  { campo: 'Ativo', valor: (b) => b.ativo, tipo: 'booleano' },
];

type ValorAuditado = Awaited<ReturnType<typeof q.listarValoresAuditados>>[number];

/** What the trail records of a benefit's value at a branch (the benefit and the branch by name). */
const CAMPOS_VALOR: CampoComparado<ValorAuditado>[] = [
  { campo: 'Benefício', valor: (v) => v.beneficioNome },
  { campo: 'Filial', valor: (v) => v.filialLabel },
  { campo: 'Valor', valor: (v) => v.valor.valor, tipo: 'dinheiro' },
  { campo: 'Período do valor', valor: (v) => rotuloDaOpcao(PERIODO_VALOR_OPTIONS, v.valor.periodoValor) },
  { campo: 'Desconto', valor: (v) => v.valor.valorDesc, tipo: 'dinheiro' },
  { campo: 'Alíquota do benefício', valor: (v) => v.valor.aliquotaBenef, tipo: 'percentual' },
  { campo: 'Base da alíquota do benefício', valor: (v) => rotuloDaOpcao(BASE_BENEFICIO_OPTIONS, v.valor.baseAliqBenef) },
  { campo: 'Alíquota de desconto', valor: (v) => v.valor.aliquotaDesc, tipo: 'percentual' },
  { campo: 'Base da alíquota de desconto', valor: (v) => rotuloDaOpcao(BASE_BENEFICIO_OPTIONS, v.valor.baseAliqDesc) },
  { campo: 'Valor da filial', valor: (v) => v.valor.valorFilial, tipo: 'dinheiro' },
  { campo: 'Alíquota da filial', valor: (v) => v.valor.aliquotaFilial, tipo: 'percentual' },
  { campo: 'Base da alíquota da filial', valor: (v) => rotuloDaOpcao(BASE_BENEFICIO_OPTIONS, v.valor.baseAliqFilial) },
];

const entradaDoValor = (acao: 'criar' | 'alterar', id: number, antes: ValorAuditado | null | undefined, depois: ValorAuditado | undefined): NovaEntradaDeAuditoria => ({
  acao,
  entidade: 'valor_beneficio',
  chave: id,
  campos: diferencas(antes, depois, CAMPOS_VALOR),
  detalhes: { beneficio: (depois ?? antes)?.valor.benefCod },
});

async function valorAuditado(tx: Conn, id: number): Promise<ValorAuditado | undefined> {
  return (await q.listarValoresAuditados(tx, [id]))[0];
}

// ---------------------------------------------------------------- checks

/**
 * The references of value rows (one benefit, several branches): the branches exist (and are
 * active when newly chosen), no branch repeats in the list and none already has a value for the
 * benefit (other than the row being updated). Errors are keyed by `prefix(index) + field`.
 */
async function validarValoresBeneficio(
  db: Conn,
  benefCod: number | undefined,
  values: Array<{ filialCod: number; id?: number; previousFilialCod?: number }>,
  prefix: (index: number) => string = () => '',
): Promise<void> {
  const errors: ErrorItem[] = [];
  const codes = [...new Set(values.map((value) => value.filialCod))];
  const branches = codes.length ? await q.listarFiliais(db, codes) : [];
  const branchOf = new Map(branches.map((branch) => [branch.cod, branch]));
  const existing = benefCod === undefined || codes.length === 0 ? [] : await q.listarValoresNasFiliais(db, benefCod, codes);
  const seen = new Set<number>();
  values.forEach((value, index) => {
    const field = `${prefix(index)}filialCod`;
    const branch = branchOf.get(value.filialCod);
    if (!branch) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.filialNaoEncontrada });
    } else if (!branch.ativo && value.previousFilialCod !== value.filialCod) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.filialInativa });
    } else if (seen.has(value.filialCod)) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.duplicadoNaLista });
    } else if (existing.some((row) => row.filialCod === value.filialCod && row.id !== value.id)) {
      errors.push({ field, errorMessage: VALOR_BENEFICIO_ERRORS.duplicado(branch.label) });
    }
    seen.add(value.filialCod);
  });
  if (errors.length > 0) throw badRequest(errors);
}

async function validarBeneficio(db: Conn, benefCod: number): Promise<void> {
  if (!(await q.beneficioExists(db, benefCod))) {
    throw badRequest([{ field: 'benefCod', errorMessage: VALOR_BENEFICIO_ERRORS.beneficioNaoEncontrado }]);
  }
}

/** A unique-constraint race (two saves of the same benefit and branch) answers 400, not 500. */
export async function mapUniqueViolation<T>(work: () => Promise<T>, field: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'valor_beneficio_unico')) {
      throw badRequest([{ field, errorMessage: VALOR_BENEFICIO_ERRORS.duplicado('escolhida') }]);
    }
    throw error;
  }
}

// ---------------------------------------------------------------- benefits

/** GET /beneficio/list: by code; sigla and nome: contains, any case (blank = no filter). */
export async function listarBeneficios(db: Db, query: { ativo?: string; sigla?: string; nome?: string }) {
  const rows = await q.listarLinhasDeBeneficios(db, {
    ativo: lerAtivo(query.ativo),
    sigla: query.sigla?.trim() || undefined,
    nome: query.nome?.trim() || undefined,
  });
  return { result: rows.map(beneficioToApi) };
}

/** GET /beneficio/filial/:cod: the benefit's values per branch (404 unknown benefit). */
export async function valoresDoBeneficio(db: Db, cod: number) {
  if (!(await q.buscarBeneficio(db, cod))) throw notFound();
  return { result: await listarValores(db, { benefCod: cod }) };
}

/** GET /beneficio/:cod: the benefit with its values per branch. */
export async function beneficioDetalhe(db: Db, cod: number, ativo?: string) {
  const row = await q.buscarBeneficio(db, cod, lerAtivo(ativo));
  if (!row) throw notFound();
  return { result: { ...beneficioToApi(row), valores: await listarValores(db, { benefCod: cod }) } };
}

/** Creates the benefit and its optional values per branch in one transaction. */
export async function criarBeneficio(db: Db, value: Beneficio, valores: readonly ValorBeneficioValue[] = []) {
  await validarValoresBeneficio(
    db,
    undefined,
    valores.map((valor) => ({ filialCod: valor.filialCod })),
    (index) => `valores[${index}].`,
  );
  const insertId = await mapUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const colunas = beneficioColumns(value);
        const cod = await q.inserirBeneficio(tx, colunas);
        const ids = valores.length > 0 ? await q.inserirValores(tx, valores.map((valor) => valorBeneficioColumns(valor, cod))) : [];
        const criados = ids.length > 0 ? await q.listarValoresAuditados(tx, ids) : [];
        await registrarAuditoria(tx, [
          { acao: 'criar', entidade: 'beneficio', chave: cod, campos: diferencas(null, colunas, CAMPOS_BENEFICIO) },
          ...criados.map((criado) => entradaDoValor('criar', criado.id, null, criado)),
        ]);
        return cod;
      }),
    'valores',
  );
  return { result: { insertId } };
}

export async function atualizarBeneficio(db: Db, cod: number, value: Beneficio) {
  const affectedRows = await db.transaction(async (tx) => {
    const antes = await q.travarBeneficio(tx, cod);
    if (!antes) throw notFound();
    const colunas = beneficioColumns(value);
    await q.atualizarLinhaDeBeneficio(tx, cod, colunas);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'beneficio', chave: cod, campos: diferencas(antes, colunas, CAMPOS_BENEFICIO) });
    return 1;
  });
  return { result: { affectedRows } };
}

// ---------------------------------------------------------------- values per branch

export async function valorDetalhe(db: Db, id: number) {
  const row = await q.buscarValor(db, id);
  if (!row) throw notFound();
  return { result: valorBeneficioToApi(row.valor, row.filialLabel) };
}

export async function criarValor(db: Db, value: ValorBeneficio) {
  await validarBeneficio(db, value.benefCod);
  const insertId = await mapUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        await validarValoresBeneficio(tx, value.benefCod, [{ filialCod: value.filialCod }]);
        const [id] = await q.inserirValores(tx, [valorBeneficioColumns(value, value.benefCod)]);
        await registrarAuditoria(tx, entradaDoValor('criar', id!, null, await valorAuditado(tx, id!)));
        return id;
      }),
    'filialCod',
  );
  return { result: { insertId } };
}

export async function atualizarValor(db: Db, id: number, value: ValorBeneficio) {
  const affectedRows = await mapUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const previous = await q.travarValor(tx, id);
        if (!previous) throw notFound();
        if (value.benefCod !== previous.benefCod) await validarBeneficio(tx, value.benefCod);
        await validarValoresBeneficio(tx, value.benefCod, [
          { filialCod: value.filialCod, id, previousFilialCod: previous.benefCod === value.benefCod ? previous.filialCod : undefined },
        ]);
        const antes = await valorAuditado(tx, id);
        await q.atualizarLinhaDeValor(tx, id, valorBeneficioColumns(value, value.benefCod));
        await registrarAuditoria(tx, entradaDoValor('alterar', id, antes, await valorAuditado(tx, id)));
        return 1;
      }),
    'filialCod',
  );
  return { result: { affectedRows } };
}
