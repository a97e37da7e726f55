/**
 * Closings (spec 02): the use cases of the routes. The engine and its transaction are calculo.ts
 * (with entradas.ts loading the inputs); the reads are queries.ts.
 */
import Decimal from 'decimal.js';
import { FECHAMENTO_MESSAGES, type Fechamento, type FechamentoRecord } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { diferencas, registrarAuditoria, type CampoComparado, type NovaEntradaDeAuditoria } from '../../auditoria';
import { calcularFechamento, conflict, FECHAMENTO_NAO_ENCONTRADO, previaFechamento } from './calculo';
import * as q from '../queries';
import type { FechamentoRow } from '../queries';

/** At most this many warnings in an answer (the rest is counted). */
const MAX_AVISOS = 50;
const resumirAvisos = (avisos: string[]) =>
  avisos.length <= MAX_AVISOS ? avisos : [...avisos.slice(0, MAX_AVISOS), `... e mais ${avisos.length - MAX_AVISOS} avisos.`];

export function fechamentoParaApi(row: FechamentoRow, colaboradores: number): FechamentoRecord {
  return {
    id: row.id,
    label: row.label,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    diasUteis: row.diasUteis,
    descricao: row.descricao,
    bloqueio: row.bloqueio,
    ativo: row.ativo,
    calculadoEm: row.calculadoEm ? row.calculadoEm.toISOString() : null,
    calculado: colaboradores > 0,
    colaboradores,
  };
}

/** GET /fechamento/list: every closing (or the active/inactive ones), the latest period first, each with its result count. */
export async function listarFechamentos(db: Db, ativo?: boolean): Promise<FechamentoRecord[]> {
  const [rows, contagens] = await Promise.all([q.listarFechamentos(db, ativo), q.contarResultadosPorFechamento(db)]);
  const porId = new Map(contagens.map((row) => [row.id, Number(row.total)]));
  return rows.map((row) => fechamentoParaApi(row, porId.get(row.id) ?? 0));
}

/** GET /fechamento/:id (404 for an unknown closing). */
export async function buscarFechamento(db: Db, id: number): Promise<FechamentoRecord> {
  const [row, [contagem]] = await Promise.all([q.buscarFechamento(db, id), q.contarResultadosPorFechamento(db, [id])]);
  if (!row) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
  return fechamentoParaApi(row, Number(contagem?.total ?? 0));
}

function toColumns(value: Fechamento) {
  return {
    label: value.label,
    dataInicio: value.dataInicio as string,
    dataFim: value.dataFim as string,
    diasUteis: value.diasUteis,
    descricao: value.descricao ?? null,
    bloqueio: value.bloqueio,
  };
}

/** 'yyyy-MM' -> 'yyyy-MM-01'; checks the month. The `ate` of the dashboard and of the Relatórios DP. */
export function normalizarAte(ate: string | undefined): string | undefined {
  if (!ate) return undefined;
  const iso = ate.length === 7 ? `${ate}-01` : ate;
  const month = Number(iso.slice(5, 7));
  if (month < 1 || month > 12) throw badRequest([{ field: 'ate', errorMessage: 'Mês inválido.' }]);
  return iso;
}

type ColunasAuditadas = ReturnType<typeof toColumns>;

/** What the audit trail records of a closing (the lock is its own action: travar / destravar). */
const CAMPOS_AUDITADOS: CampoComparado<ColunasAuditadas>[] = [
  { campo: 'Nome', valor: (f) => f.label },
  { campo: 'Início', valor: (f) => f.dataInicio, tipo: 'data' },
  { campo: 'Fim', valor: (f) => f.dataFim, tipo: 'data' },
  { campo: 'Dias úteis', valor: (f) => f.diasUteis, tipo: 'numero' },
  { campo: 'Descrição', valor: (f) => f.descricao },
];
const CAMPO_BLOQUEIO: CampoComparado<ColunasAuditadas> = { campo: 'Bloqueado', valor: (f) => f.bloqueio, tipo: 'booleano' };

export async function criar(db: Db, value: Fechamento): Promise<{ insertId: number; id: number }> {
  const columns = toColumns(value);
  const id = await db.transaction(async (tx) => {
    const novo = await q.inserirFechamento(tx, columns);
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'fechamento', chave: novo, campos: diferencas(null, columns, [...CAMPOS_AUDITADOS, CAMPO_BLOQUEIO]) });
    return novo;
  });
  return { insertId: id, id };
}

/** A blocked closing only changes its block flag (409 otherwise). */
export async function atualizar(db: Db, id: number, value: Fechamento): Promise<{ affectedRows: number }> {
  const columns = toColumns(value);
  const affectedRows = await db.transaction(async (tx) => {
    const current = await q.travarFechamento(tx, id);
    if (!current) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
    if (current.bloqueio) {
      const changed = (['label', 'dataInicio', 'dataFim', 'diasUteis', 'descricao'] as const).some((key) => current[key] !== columns[key]);
      if (changed) throw conflict(FECHAMENTO_MESSAGES.bloqueadoEdicao);
    }
    await q.atualizarFechamento(tx, id, columns);
    const entradas: NovaEntradaDeAuditoria[] = [{ acao: 'alterar', entidade: 'fechamento', chave: id, campos: diferencas(current, columns, CAMPOS_AUDITADOS) }];
    if (current.bloqueio !== columns.bloqueio) {
      entradas.push({ acao: columns.bloqueio ? 'travar' : 'destravar', entidade: 'fechamento', chave: id, campos: diferencas(current, columns, [CAMPO_BLOQUEIO]) });
    }
    await registrarAuditoria(tx, entradas);
    return 1;
  });
  return { affectedRows };
}

/** POST /beneficio/calculate/:id: the benefits of the calculation, per benefit, without writing. */
export async function previaBeneficios(db: Db, id: number, isRecalculate: boolean) {
  const porBeneficio = new Map<string, { benefCod: number | null; sigla: string | null; nome: string | null; colaboradores: number; total: Decimal }>();
  let descontos = new Decimal(0);
  const previa = await previaFechamento(db, id, isRecalculate, (parte) => {
    for (const { resultado } of parte.colaboradores) {
      descontos = descontos.plus(resultado.detalhamento.descontoBeneficios);
      for (const beneficio of resultado.detalhamento.beneficios) {
        const key = String(beneficio.benefCod ?? beneficio.sigla);
        const item = porBeneficio.get(key) ?? { benefCod: beneficio.benefCod, sigla: beneficio.sigla, nome: beneficio.nome, colaboradores: 0, total: new Decimal(0) };
        item.colaboradores += 1;
        item.total = item.total.plus(beneficio.valorEmpresa);
        porBeneficio.set(key, item);
      }
    }
  });
  return {
    fechamentoId: id,
    colaboradores: previa.colaboradores,
    beneficioTotal: previa.totais.beneficioTotal,
    descontoColaborador: descontos.toFixed(2),
    beneficios: [...porBeneficio.values()].map(({ total, ...item }) => ({ ...item, total: total.toFixed(2) })),
    avisos: resumirAvisos(previa.avisos),
  };
}

/** POST /imposto/calculate/:closingId: the taxes of the calculation, per tax, without writing. */
export async function previaImpostos(db: Db, closingId: number, isRecalculate: boolean) {
  const porImposto = new Map<string, { cod: number | null; sigla: string | null; nome: string | null; colaborador: Decimal; filial: Decimal }>();
  let encargos = new Decimal(0);
  const previa = await previaFechamento(db, closingId, isRecalculate, (parte) => {
    for (const { resultado } of parte.colaboradores) {
      encargos = encargos.plus(resultado.detalhamento.encargos.total);
      for (const imposto of resultado.detalhamento.impostos) {
        const key = String(imposto.cod ?? imposto.sigla);
        const item = porImposto.get(key) ?? { cod: imposto.cod, sigla: imposto.sigla, nome: imposto.nome, colaborador: new Decimal(0), filial: new Decimal(0) };
        item.colaborador = item.colaborador.plus(imposto.parteColaborador);
        item.filial = item.filial.plus(imposto.parteFilial);
        porImposto.set(key, item);
      }
    }
  });
  return {
    fechamentoId: closingId,
    colaboradores: previa.colaboradores,
    impostoTotal: previa.totais.impostoTotal,
    encargos: encargos.toFixed(2),
    impostos: [...porImposto.values()]
      .sort((a, b) => (a.cod ?? 0) - (b.cod ?? 0))
      .map(({ colaborador, filial, ...item }) => ({
        ...item,
        parteColaborador: colaborador.toFixed(2),
        parteFilial: filial.toFixed(2),
      })),
    avisos: resumirAvisos(previa.avisos),
  };
}

/** POST /fechamento/custo-hh/:id: the whole calculation in one transaction. */
export async function calcular(db: Db, id: number, partTimeColab: boolean) {
  const resultado = await calcularFechamento(db, id, { partTimeColab });
  return { ...resultado, avisos: resumirAvisos(resultado.avisos) };
}
