import type { Cliente, Moeda, TipoCusto } from '../projetos/respostas';

/**
 * Financial planning of one project (spec 02 sections 3, 4, 7 and 9). Shared by the API (which
 * answers and stores it) and mf-planning (which edits it). Conventions:
 * - money as decimal strings with 2 places ('1234.56'); hours with 2 places ('160.00');
 *   exchange quotes as decimal strings (BRL per unit, '5.430000' or '5.43');
 * - the month key is 'MM-YYYY' (spec 02 section 9); the tab label is 'MM/YYYY';
 * - ids given by the server start at 3000; the screen numbers new lines with `tempId` and every
 *   line of a month with `indice`, both from 1 (spec 02 section 9);
 * - the margin (Margem Prevista) is a fraction 0..1 (DOMAIN.md 'Rates').
 */

/** 'MM-YYYY'. */
export type ChaveMes = string;

/** Planned function line (spec 02 section 3). */
export interface LinhaFuncao {
  /** Server id (>= 3000); absent on a line the server does not know yet. */
  id?: number;
  /** Client-side id of a new line (from 1). */
  tempId?: number;
  /** Position of the line in its month (from 1). */
  indice: number;
  codigo_funcao: number;
  nome_funcao: string;
  /** Hours, decimal string ('160.00'). */
  horas_funcao: string;
  /** Hourly rate (Taxa de Custo), decimal string with 2 places. */
  custo_venda_funcao: string;
  /** horas_funcao x custo_venda_funcao, rounded to cents. */
  custo_total_funcao: string;
  projeto: string;
  mes_ano: ChaveMes;
}

/** Planned indirect cost line (spec 02 section 3). */
export interface LinhaIndireto {
  id?: number;
  tempId?: number;
  indice: number;
  descricao_custo_indireto: string;
  tipo: TipoCusto;
  /** Amount in the line's currency. */
  valor_original_custo_indireto: string;
  moeda: Moeda;
  /** BRL per unit of `moeda`; '1' for BRL. */
  cotacao: string;
  /** valor_original x cotacao in BRL, rounded to cents. */
  valor_custo_indireto: string;
  projeto: string;
  mes_ano: ChaveMes;
}

export interface TotalPrevistoFuncao {
  soma_horas_funcao: string;
  soma_custo_total_funcao: string;
}

/** One month of the plan (spec 02 section 3, `meses[MM-YYYY]`). */
export interface MesPlanejamento {
  /** Planned revenue (Valor venda), or null when not given. */
  valorVenda: string | null;
  total_previsto_funcao: TotalPrevistoFuncao;
  total_previsto_indireto: string;
  previstoFuncao: LinhaFuncao[];
  previstoIndireto: LinhaIndireto[];
}

/**
 * The plan's totals (spec 02 section 3, previstoTotal), always recomputed by the server:
 * - total_funcao: sum of the function lines; total_horas: sum of their hours;
 * - total_custo_indireto: sum of the indirect lines (BRL);
 * - total_custo_venda: planned cost = total_funcao + total_custo_indireto (DOMAIN.md 'Planned vs real');
 * - total_valor_venda: sum of the months' valorVenda (planned revenue);
 * - total: total_valor_venda - total_custo_venda (planned gross result; the spec only names it);
 * - margem_custo_projeto: the Margem Prevista typed by the user (fraction), or null.
 */
export interface PrevistoTotal {
  id: number | null;
  projeto: string;
  total_horas: string;
  total_funcao: string;
  total_custo_indireto: string;
  total_custo_venda: string;
  total_valor_venda: string;
  total: string;
  margem_custo_projeto: string | null;
}

/** GET /planejamento/:key. */
export interface Planejamento {
  /** Project key. */
  projeto: string;
  /** Optimistic version: the save must carry the version it was built on. 0 = never saved. */
  versao: number;
  cliente: Cliente | null;
  /** Margem Prevista (fraction) or null. */
  margemCusto: string | null;
  meses: Record<ChaveMes, MesPlanejamento>;
  previstoTotal: PrevistoTotal;
}

/** A function line as the save sends it (the server recomputes custo_total_funcao and the name). */
export type LinhaFuncaoEntrada = Omit<LinhaFuncao, 'projeto' | 'custo_total_funcao' | 'nome_funcao'> &
  Partial<Pick<LinhaFuncao, 'projeto' | 'custo_total_funcao' | 'nome_funcao'>>;

/** An indirect line as the save sends it (the server recomputes valor_custo_indireto). */
export type LinhaIndiretoEntrada = Omit<LinhaIndireto, 'projeto' | 'valor_custo_indireto'> &
  Partial<Pick<LinhaIndireto, 'projeto' | 'valor_custo_indireto'>>;

/**
 * The save payload (spec 02 section 7): only the differences from the loaded plan.
 * Absent `updates.margemCusto` / `updates.cliente` = unchanged; null = removed.
 */
export interface DiffPlanejamento {
  projeto: string;
  /** The `versao` of the plan the diff was built on (stale -> 409). */
  versao: number;
  novosMeses: ChaveMes[];
  novos: { previstoFuncao: LinhaFuncaoEntrada[]; previstoIndireto: LinhaIndiretoEntrada[] };
  updates: {
    /** Month -> new sale value (set or changed). */
    valorVenda: Record<ChaveMes, string>;
    previstoFuncao: LinhaFuncaoEntrada[];
    previstoIndireto: LinhaIndiretoEntrada[];
    margemCusto?: string | null;
    /** Client id. */
    cliente?: number | null;
  };
  deletados: {
    previstoFuncao: number[];
    previstoIndireto: number[];
    meses: ChaveMes[];
    /** Months whose sale value was removed. */
    valorVenda: ChaveMes[];
  };
}

/** A job function the planning screen offers, with its average HH of the latest calculated closing. */
export interface FuncaoPlanejamento {
  cod: number;
  nome: string;
  /** Average custo_hora of the function in the latest calculated closing (2 places), or null. */
  custoHoraMedio: string | null;
}

/** GET /planejamento/funcoes. */
export interface FuncoesPlanejamento {
  fechamento: { id: number; label: string; dataInicio: string; dataFim: string } | null;
  funcoes: FuncaoPlanejamento[];
}

/** One month of GET /planejamento/previsto/:key. */
export interface PrevistoMes {
  /** 'yyyy-MM'. */
  mes: string;
  /** 'MM-YYYY'. */
  chave: ChaveMes;
  horas: string;
  custoFuncao: string;
  custoIndireto: string;
  /** custoFuncao + custoIndireto (DOMAIN.md 'Planned vs real'). */
  custoPrevisto: string;
  /** The month's valorVenda, or null. */
  receitaPrevista: string | null;
}

/** Cost categories of the planned-vs-actual comparison. */
export const CATEGORIA_CUSTO_HH = 'CUSTO_HH' as const;
export type CategoriaComparacao = typeof CATEGORIA_CUSTO_HH | TipoCusto;

/** One category of GET /custo-projeto/curto-real/:key/:id/:start/:end. */
export interface ComparacaoCategoria {
  categoria: CategoriaComparacao;
  label: string;
  previsto: string;
  real: string;
  /** (real - previsto) / previsto (fraction); null when nothing was planned ('sem previsto'). */
  desvio: string | null;
}

export interface ComparacaoPrevistoReal {
  projeto: string;
  /** 'yyyy-MM-dd'. */
  inicio: string;
  fim: string;
  categorias: ComparacaoCategoria[];
  total: { previsto: string; real: string; desvio: string | null };
  receita: { previsto: string; real: string };
  /** True when some hours were costed with an earlier closing (no closing for that month). */
  estimado: boolean;
  horas: { previsto: string; real: string };
}
