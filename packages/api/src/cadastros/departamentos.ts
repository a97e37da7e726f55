import type { Departamento, DepartamentoRecord } from '@financeiro/domain';
import { resourceClient } from '../resource';

export type { DepartamentoRecord } from '@financeiro/domain';

export const departamentosApi = resourceClient<DepartamentoRecord, Departamento>({
  list: '/departamento/list',
  get: '/departamento',
  create: '/departamento/create',
  update: '/departamento/update',
});
