import type { BaseHorasCustoHora } from './calcular';
import type { DetalheFechamento } from './types';

/**
 * Response shapes of the closing calls (spec 02 section 7), shared by the API (which answers them)
 * and the screens (which read them). Money as decimal strings ('1234.56'); the hour cost with 4
 * decimals; dates 'yyyy-MM-dd'.
 */

export interface FechamentoRecord {
  id: number;
  label: string;
  dataInicio: string;
  dataFim: string;
  diasUteis: number;
  descricao: string | null;
  bloqueio: boolean;
  ativo: boolean;
  calculadoEm: string | null;
  /** Has per-employee results (spec 02 section 4). */
  calculado: boolean;
  colaboradores: number;
}

/** One employee's result (GET /fechamento/custo-hh/{id}). */
export interface ResultadoColaborador {
  matricula: number;
  nome: string;
  funcao: string | null;
  funcaoCod: number | null;
  departamento: string | null;
  departamentoCod: number | null;
  departamentoSigla: string | null;
  regime: string | null;
  regimeCod: number | null;
  regimeSigla: string | null;
  filial: string | null;
  filialCod: number | null;
  salarioBase: string;
  beneficioTotal: string;
  impostoTotal: string;
  salarioLiquido: string;
  salarioFilial: string;
  provisaoDecimoTerceiro: string;
  provisaoFerias: string;
  provisaoRescisao: string;
  custoTotal: string;
  custoHora: string;
  custoHoraMeioPeriodo: string;
  cargaHoraria: number;
  meioPeriodo: number;
  /** Only from GET /fechamento/custo-hh/{id}/{mat} (or ?detalhamento=true). */
  detalhamento?: DetalheFechamento;
}

export interface PreviaBeneficios {
  fechamentoId: number;
  colaboradores: number;
  beneficioTotal: string;
  descontoColaborador: string;
  beneficios: Array<{ benefCod: number | null; sigla: string | null; nome: string | null; colaboradores: number; total: string }>;
  avisos: string[];
}

export interface PreviaImpostos {
  fechamentoId: number;
  colaboradores: number;
  impostoTotal: string;
  encargos: string;
  impostos: Array<{ cod: number | null; sigla: string | null; nome: string | null; parteColaborador: string; parteFilial: string }>;
  avisos: string[];
}

/** GET /fechamento/avisos/{id}: the warnings saved with each employee's result (detalhamento.avisos). */
export interface AvisosColaborador {
  matricula: number;
  nome: string;
  avisos: string[];
}

export interface ResultadoCalculoFechamento {
  fechamentoId: number;
  colaboradores: number;
  totais: Record<string, string | number>;
  avisos: string[];
  tempos: { carregar: number; calcular: number; gravar: number; total: number };
}

export interface MediaFechamento {
  fechamentoId: number;
  label: string;
  dataInicio: string;
  dataFim: string;
  calculado: boolean;
  colaboradores: number;
  custoHoraMedio: string | null;
  custoHoraPonderado: string | null;
  custoTotal: string | null;
  custoTotalMedio: string | null;
  salarioBaseMedio: string | null;
  beneficioTotalMedio: string | null;
  impostoTotalMedio: string | null;
  salarioLiquidoMedio: string | null;
  salarioFilialMedio: string | null;
}

export interface MediaBeneficiosFechamento {
  fechamentoId: number;
  label: string;
  calculado: boolean;
  colaboradores: number;
  beneficioTotal: string;
  beneficioMedio: string;
  beneficios: Array<{ benefCod: number | null; sigla: string | null; nome: string | null; colaboradores: number; total: string; media: string; descontoColaborador: string }>;
}

/** GET /fechamento/custo/todosDepartamentoArea/{id}: name = department, label = closing. */
export interface CustoArea {
  name: string;
  label: string;
  custo: string;
  departamentoCod: number | null;
  sigla: string | null;
  fechamentoId: number;
}

/** GET /fechamento/custo/departamentos: nome = department, label = closing. */
export interface CustoDepartamento {
  nome: string;
  label: string;
  custo: string;
  departamentoCod: number | null;
  sigla: string | null;
  fechamentoId: number;
  dataInicio: string;
}

export interface DashboardPeriodo {
  inicio: string | null;
  fim: string | null;
  fechamentos: MediaFechamento[];
  disponiveis: Array<Pick<FechamentoRecord, 'id' | 'label' | 'dataInicio' | 'dataFim' | 'calculado'>>;
}


/** GET/PUT /fechamento/configuracao: the company's hour base of the hour cost. */
export interface ConfiguracaoCustoHora {
  baseHorasCustoHora: BaseHorasCustoHora;
  /** ISO timestamp of the last change. */
  atualizadoEm: string;
}
