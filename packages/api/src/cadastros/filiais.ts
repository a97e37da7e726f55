import type { Filial } from '@financeiro/domain';
import { resourceClient } from '../resource';

/** A branch (spec 02 section 3): cnpj as digits only. */
export interface FilialRecord extends Filial {
  cod: number;
}

/** Branches (spec 02 section 7): /filial/list, /filial/{cod}, /filial/create, /filial/update/{cod}. */
export const filiaisApi = resourceClient<FilialRecord, Filial>({
  list: '/filial/list',
  get: '/filial',
  create: '/filial/create',
  update: '/filial/update',
});
