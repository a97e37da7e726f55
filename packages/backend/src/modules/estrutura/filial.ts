import { and, eq, ne } from 'drizzle-orm';
import { filialSchema } from '@financeiro/domain';
import { filial } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { CrudResource } from '../../http/crud';

export const FILIAL_MESSAGES = {
  cnpjDuplicado: 'CNPJ já cadastrado em outra filial ativa.',
} as const;

/**
 * Branches (spec 02 section 7): /filial/list, /{cod}, /create, /update/{cod}.
 * cnpj travels and is stored as digits only (11 to 14, check digits verified at 14).
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
    const others = await db
      .select({ cod: filial.cod })
      .from(filial)
      .where(and(eq(filial.cnpj, String(value.cnpj)), eq(filial.ativo, true), key === undefined ? undefined : ne(filial.cod, key)))
      .limit(1);
    if (others.length > 0) throw badRequest([{ field: 'cnpj', errorMessage: FILIAL_MESSAGES.cnpjDuplicado }]);
  },
};
