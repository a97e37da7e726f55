/** Audit trail (migrations/0097_auditoria.sql, 0103_auditoria_busca.sql, 0106, 0108, 0111, 0112): append-only, hash-chained. */
import { bigint, char, customType, index, integer, json, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import type { CampoGravado } from '@financeiro/domain';

export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    em: timestamp('em', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    usuarioId: integer('usuario_id'),
    usuarioNome: text('usuario_nome').notNull(),
    acao: text('acao').notNull(),
    entidade: text('entidade').notNull(),
    chave: text('chave').notNull(),
    /** json (0112): the text the API hashed, kept as written; fields as tuples, or objects in the entries before 0112. */
    campos: json('campos').$type<CampoGravado[]>().notNull().default([]),
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    hashAnterior: char('hash_anterior', { length: 64 }).notNull(),
    hash: char('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('auditoria_em_idx').on(t.em.desc(), t.id.desc()),
    index('auditoria_registro_idx').on(t.entidade, t.chave, t.id.desc()),
    index('auditoria_usuario_idx').on(t.usuarioId, t.id.desc()),
    index('auditoria_acao_idx').on(t.acao, t.id.desc()),
  ],
);

/**
 * The text search's words of each entry (migration 0108): auditoria_texto() of the recorded columns, written
 * after the entry's commit by the indexer (modules/auditoria/indexacao.ts); not hashed, append-only.
 */
export const auditoriaBusca = pgTable(
  'auditoria_busca',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    texto: tsvector('texto').notNull(),
  },
  (t) => [index('auditoria_busca_texto_idx').using('gin', t.texto)],
);
