/**
 * Company structure (spec 02 section 7): departments, branches and job functions, each served by
 * the generic registration CRUD (src/http/crud.ts: /list, /{cod}, /create, /update/{cod}).
 */
import { departamentoSchema, filialSchema, funcaoSchema } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { departamento, filial, funcao } from '../../db/schema';
import type { CrudResource } from '../../http/crud';
import { badRequest } from '../../http/errors';
import { otherActiveBranchHasCnpj, selectFuncoesAtivas1e2 } from './queries';

export const departamentoResource: CrudResource<typeof departamento> = {
  label: 'departamentos',
  tag: 'Cadastros',
  table: departamento,
  key: departamento.cod,
  keyName: 'cod',
  active: departamento.ativo,
  schema: departamentoSchema,
  paths: { list: '/departamento/list', get: '/departamento', create: '/departamento/create', update: '/departamento/update' },
  toColumns: (value) => ({
    sigla: value.sigla,
    nome: value.nome,
    descricao: value.descricao ?? null,
    ativo: value.ativo,
  }),
  toApi: (row) => ({ cod: row.cod, sigla: row.sigla, nome: row.nome, descricao: row.descricao, ativo: row.ativo }),
};

export const FILIAL_MESSAGES = {
  cnpjDuplicado: 'CNPJ já cadastrado em outra filial ativa.',
} as const;

/**
 * Branches. cnpj travels and is stored as digits only (11 to 14, check digits verified at 14).
 * A CNPJ identifies one establishment, so two active branches cannot share it (choice: the spec
 * is silent; an inactive branch keeps its CNPJ and does not block a new one).
 */
export const filialResource: CrudResource<typeof filial> = {
  label: 'filiais',
  tag: 'Cadastros',
  table: filial,
  key: filial.cod,
  keyName: 'cod',
  active: filial.ativo,
  schema: filialSchema,
  paths: { list: '/filial/list', get: '/filial', create: '/filial/create', update: '/filial/update' },
  toColumns: (value) => ({ cnpj: value.cnpj, label: value.label, uf: value.uf ?? null, ativo: value.ativo }),
  toApi: (row) => ({ cod: row.cod, cnpj: row.cnpj, label: row.label, uf: row.uf, ativo: row.ativo }),
  async check(db, value, key) {
    if (!value.ativo) return;
    if (await otherActiveBranchHasCnpj(db, String(value.cnpj), key)) {
      throw badRequest([{ field: 'cnpj', errorMessage: FILIAL_MESSAGES.cnpjDuplicado }]);
    }
  },
};

/**
 * Job functions. `ativo` is 0 (inactive), 1 (active) or 2 (created from the cost simulator). The
 * CBO is not unique: one CBO code legitimately covers several job titles (Desenvolvedor Pleno and
 * Sênior are both 2124-05).
 */
export const funcaoResource: CrudResource<typeof funcao> = {
  label: 'funções',
  tag: 'Cadastros',
  table: funcao,
  key: funcao.cod,
  keyName: 'cod',
  active: funcao.ativo,
  schema: funcaoSchema,
  paths: { list: '/funcao/list', get: '/funcao', create: '/funcao/create', update: '/funcao/update' },
  toColumns: (value) => ({
    cbo: value.cbo,
    nome: value.nome,
    descricao: value.descricao ?? null,
    ativo: value.ativo,
  }),
  toApi: (row) => ({ cod: row.cod, cbo: row.cbo, nome: row.nome, descricao: row.descricao, ativo: row.ativo }),
};

export async function funcoesAtivas1e2(db: Db) {
  return { result: (await selectFuncoesAtivas1e2(db)).map((row) => funcaoResource.toApi(row)) };
}
