import type { Filial, FilialRecord } from '@financeiro/domain';
import { resourceClient } from '../resource';

export type { FilialRecord } from '@financeiro/domain';

/** Branches (spec 02 section 7): /filial/list, /filial/{cod}, /filial/create, /filial/update/{cod}. */
export const filiaisApi = resourceClient<FilialRecord, Filial>({
  list: '/filial/list',
  get: '/filial',
  create: '/filial/create',
  update: '/filial/update',
});
