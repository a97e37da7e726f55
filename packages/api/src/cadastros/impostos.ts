import type { FaixaImposto, FaixaImpostoRecord, Imposto, ImpostoDetail, ImpostoRecord, ValorImposto, ValorImpostoRecord } from '@financeiro/domain';
import { http } from '../http';
import { resourceClient, type AtivoFilter, type CreateResponse, type ItemResponse, type ListResponse } from '../resource';

export type { ImpostoRecord, ValorImpostoRecord, FaixaImpostoRecord, ImpostoRegimeRecord, ImpostoDetail } from '@financeiro/domain';

/** The bracket body: the form's fields plus the vigência and, to switch it off, `ativo: false`. */
export type FaixaImpostoInput = Omit<FaixaImposto, 'imposto_cod'> & {
  imposto_cod?: number;
  vigencia_inicio: string;
  vigencia_fim?: string | null;
  ativo?: boolean;
};

const impostos = resourceClient<ImpostoRecord, Imposto>({
  list: '/imposto/list',
  get: '/imposto',
  create: '/imposto/create',
  update: '/imposto/update',
});

/** Taxes (spec 02 section 7) and their brackets. */
export const impostosApi = {
  ...impostos,
  /** GET /imposto/{cod}: the detail with `valores`, `regimes` and `faixas`. */
  async detail(cod: number | string, ativo?: AtivoFilter): Promise<ImpostoDetail> {
    const params = ativo === undefined ? undefined : { ativo: String(ativo) };
    const { data } = await http.get<ItemResponse<ImpostoDetail>>(`/imposto/${cod}`, { params });
    return data.result;
  },
  /** GET /imposto/faixa/{impostoCod}: the tax's brackets (all, or filtered by `ativo`). */
  async faixas(impostoCod: number | string, ativo?: boolean): Promise<FaixaImpostoRecord[]> {
    const params = ativo === undefined ? undefined : { ativo: String(ativo) };
    const { data } = await http.get<ListResponse<FaixaImpostoRecord>>(`/imposto/faixa/${impostoCod}`, { params });
    return data.result;
  },
  /** POST /imposto/faixa/{impostoCod}: a new bracket of the tax; returns its id. */
  async createFaixa(impostoCod: number, body: FaixaImpostoInput): Promise<number> {
    const { data } = await http.post<CreateResponse>(`/imposto/faixa/${impostoCod}`, body);
    return data.result.insertId;
  },
  /** PUT /imposto/faixa/{faixaId}: here the path holds the BRACKET id. */
  async updateFaixa(faixaId: number, body: FaixaImpostoInput): Promise<void> {
    await http.put(`/imposto/faixa/${faixaId}`, body);
  },
};

export interface ValorImpostoFilter {
  imposto_cod?: number;
  filial_cod?: number;
}

/** Tax values per branch (spec 02 section 7): one row per tax and branch. */
export const valoresImpostoApi = {
  async list(filter: ValorImpostoFilter = {}): Promise<ValorImpostoRecord[]> {
    const { data } = await http.get<ListResponse<ValorImpostoRecord>>('/valor-imposto/list', { params: filter });
    return data.result;
  },
  async get(id: number): Promise<ValorImpostoRecord> {
    const { data } = await http.get<ItemResponse<ValorImpostoRecord>>(`/valor-imposto/${id}`);
    return data.result;
  },
  async create(body: ValorImposto): Promise<number> {
    const { data } = await http.post<CreateResponse>('/valor-imposto/create', body);
    return data.result.insertId;
  },
  async update(id: number, body: ValorImposto): Promise<void> {
    await http.put(`/valor-imposto/update/${id}`, body);
  },
};
