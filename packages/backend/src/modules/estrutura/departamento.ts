import { departamentoSchema } from '@financeiro/domain';
import { departamento } from '../../db/schema';
import type { CrudResource } from '../../http/crud';

/** Departments (spec 02 section 7): /departamento/list, /{cod}, /create, /update/{cod}. */
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
