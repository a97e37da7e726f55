import type { Departamento } from '@financeiro/domain';
import { resourceClient } from '../resource';

export interface DepartamentoRecord extends Departamento {
  cod: number;
}

export const departamentosApi = resourceClient<DepartamentoRecord, Departamento>({
  list: '/departamento/list',
  get: '/departamento',
  create: '/departamento/create',
  update: '/departamento/update',
});
