/**
 * The hour cost of a closing (DOMAIN.md item 8): its hour bases, the company's option and the
 * division of the stored total cost by the hours.
 */
import type { Exato } from './exato';

/** Hours of the half-period hour cost (DOMAIN.md item 8). */
export const HORAS_MEIO_PERIODO = 4;
/** The daily hours of the full-time hour base (spec 02 section 9: 'The hourly base is 8 hours per day'). */
export const HORAS_BASE_DIA = 8;

/**
 * The company setting 'Base diária do custo-hora' (closings README, 'Base do custo-hora'):
 * `carga_colaborador` divides by each employee's own daily workload (DOMAIN.md item 8, the default);
 * `oito_horas` divides every employee's cost by the 8-hour base of spec 02 section 9.
 */
export const BASES_HORAS_CUSTO_HORA = ['carga_colaborador', 'oito_horas'] as const;
export type BaseHorasCustoHora = (typeof BASES_HORAS_CUSTO_HORA)[number];
export const BASE_HORAS_CUSTO_HORA_PADRAO: BaseHorasCustoHora = 'carga_colaborador';
export const BASE_HORAS_CUSTO_HORA_OPTIONS: ReadonlyArray<{ value: BaseHorasCustoHora; label: string; descricao: string }> = [
  {
    value: 'carga_colaborador',
    label: 'Carga horária de cada colaborador',
    descricao: 'Custo-hora = custo total ÷ (dias úteis × carga horária diária do colaborador).',
  },
  {
    value: 'oito_horas',
    label: '8 horas por dia para todos',
    descricao: 'Custo-hora = custo total ÷ (dias úteis × 8 horas), qualquer que seja a carga horária.',
  },
];

export function isBaseHorasCustoHora(value: unknown): value is BaseHorasCustoHora {
  return typeof value === 'string' && (BASES_HORAS_CUSTO_HORA as readonly string[]).includes(value);
}

export interface OpcoesFechamento {
  /**
   * true (default): a part-time employee's hour cost is over their own daily workload
   * (custoTotal / (diasUteis x cargaHoraria)); false: over the 8-hour base of the spec.
   */
  partTimeColab?: boolean;
  /** The company's hour base (default `carga_colaborador`); `oito_horas` puts everyone on 8 hours. */
  baseHoras?: BaseHorasCustoHora;
}

/**
 * Hour cost as stored (NUMERIC(14,4)): the stored total cost (cents) / hours, half-up to 4 decimals,
 * so that custo_total / hours gives custo_hora back; a zero divisor gives 0.
 */
export function custoPorHora(custoTotalCentavos: Exato, horas: Exato): string {
  return horas.isZero() ? '0.0000' : custoTotalCentavos.quocienteFixo(horas, 4);
}
