import type { Funcao, FuncaoRecord } from '@financeiro/domain';
import { http } from '../http';
import { resourceClient, type ListResponse } from '../resource';

export type { FuncaoRecord } from '@financeiro/domain';

const funcoes = resourceClient<FuncaoRecord, Funcao>({
  list: '/funcao/list',
  get: '/funcao',
  create: '/funcao/create',
  update: '/funcao/update',
});

/** Job functions (spec 02 section 7). */
export const funcoesApi = {
  ...funcoes,
  /** GET /funcao/listFuncoesAtivos1e2: active functions and those created by the simulator (for pickers). */
  async listAtivos1e2(): Promise<FuncaoRecord[]> {
    const { data } = await http.get<ListResponse<FuncaoRecord>>('/funcao/listFuncoesAtivos1e2');
    return data.result;
  },
};
