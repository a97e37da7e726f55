import type { Beneficio, BeneficioDetail, BeneficioRecord, ValorBeneficio, ValorBeneficioRecord } from '@financeiro/domain';
import { http } from '../http';
import { resourceClient, type AtivoFilter, type ListResponse } from '../resource';

export type { BeneficioRecord, ValorBeneficioRecord, BeneficioDetail } from '@financeiro/domain';

export interface BeneficioFilters {
  ativo?: AtivoFilter;
  /** Part of the sigla (any case). */
  sigla?: string;
  /** Part of the name (any case). */
  nome?: string;
}

export interface ValorBeneficioFilters {
  benefCod?: number;
  filialCod?: number;
}

/** Drops empty filters; values travel as text. */
function query(filters: object): Record<string, string> | undefined {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

const beneficios = resourceClient<BeneficioDetail, Beneficio>({
  list: '/beneficio/list',
  get: '/beneficio',
  create: '/beneficio/create',
  update: '/beneficio/update',
});

/** Benefits (spec 02 section 7): list with filters, detail with `valores`, create, update. */
export const beneficiosApi = {
  get: beneficios.get,
  create: beneficios.create,
  update: beneficios.update,
  async list(filters: BeneficioFilters = {}): Promise<BeneficioRecord[]> {
    const { data } = await http.get<ListResponse<BeneficioRecord>>('/beneficio/list', { params: query(filters) });
    return data.result;
  },
  /** GET /beneficio/filial/{cod}: the benefit's values per branch, with the branch labels. */
  async valoresPorFilial(cod: number | string): Promise<ValorBeneficioRecord[]> {
    const { data } = await http.get<ListResponse<ValorBeneficioRecord>>(`/beneficio/filial/${cod}`);
    return data.result;
  },
};

const valores = resourceClient<ValorBeneficioRecord, ValorBeneficio>({
  list: '/valor-beneficio/list',
  get: '/valor-beneficio',
  create: '/valor-beneficio/create',
  update: '/valor-beneficio/update',
});

/** Benefit values per branch (spec 02 section 7): /valor-beneficio. */
export const valoresBeneficioApi = {
  get: valores.get,
  create: valores.create,
  update: valores.update,
  async list(filters: ValorBeneficioFilters = {}): Promise<ValorBeneficioRecord[]> {
    const { data } = await http.get<ListResponse<ValorBeneficioRecord>>('/valor-beneficio/list', { params: query(filters) });
    return data.result;
  },
};
