import type { Regime, RegimeImpostoOption, RegimeImpostoRecord, RegimePerfil, RegimeRecord } from '@financeiro/domain';
import { http } from '../http';
import { resourceClient, type ListResponse } from '../resource';

export type { RegimeRecord, RegimeImpostoRecord, RegimePerfil, RegimeImpostoOption } from '@financeiro/domain';

const regimes = resourceClient<RegimeRecord, Regime>({
  list: '/regime/list',
  get: '/regime',
  create: '/regime/create',
  update: '/regime/update',
});

/** Contracting regimes (spec 02 section 7) and their tax links (see backend REGIME_IMPOSTO_API.md). */
export const regimesApi = {
  ...regimes,
  /** GET /regime/imposto/{regimeCod}: the regime's tax links, active and inactive. */
  async impostos(regimeCod: number | string): Promise<RegimeImpostoRecord[]> {
    const { data } = await http.get<ListResponse<RegimeImpostoRecord>>(`/regime/imposto/${regimeCod}`);
    return data.result;
  },
  /** POST /regime/imposto/{impostoCod} { regime_cod }: links the tax; returns the link id. */
  async linkImposto(impostoCod: number, regimeCod: number): Promise<number> {
    const { data } = await http.post<{ result: { insertId: number } }>(`/regime/imposto/${impostoCod}`, { regime_cod: regimeCod });
    return data.result.insertId;
  },
  /** PUT /regime/imposto/{impostoCod} { regime_cod, ativo }: switches the link on or off. */
  async setImpostoAtivo(impostoCod: number, regimeCod: number, ativo: boolean): Promise<void> {
    await http.put(`/regime/imposto/${impostoCod}`, { regime_cod: regimeCod, ativo });
  },
  /** GET /regime/perfis/{regimeCod}: distinct functions of the regime's active employees. */
  async perfis(regimeCod: number | string): Promise<RegimePerfil[]> {
    const { data } = await http.get<ListResponse<RegimePerfil>>(`/regime/perfis/${regimeCod}`);
    return data.result;
  },
  /** The active taxes (GET /imposto/list?ativo=true), for the link picker. */
  async impostosAtivos(): Promise<RegimeImpostoOption[]> {
    const { data } = await http.get<ListResponse<RegimeImpostoOption>>('/imposto/list', { params: { ativo: 'true' } });
    return data.result;
  },
};
