/**
 * Audit tests (issue 37): the app and signed-in user every audit test file starts from (`usarAppAuditada`),
 * and reading the trail back (the entries of one record, oldest first; the entries since a mark).
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { campoLido, type CampoAuditado, type CampoGravado } from '@financeiro/domain';
import type { DEFAULT_DEMO_PASSWORDS } from '../config';
import type { Conn, Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { rows } from '../db/sql';
import { bearer, createTestApp, type TestAppOptions, type TestContext } from './support';

export interface EntradaLida {
  id: number;
  usuarioId: number | null;
  usuarioNome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: CampoAuditado[];
  detalhes: Record<string, unknown> | null;
  requestId: string | null;
}

/**
 * The entries of `entidade` (and `chave` when given), in id order; their fields as the API reads them
 * (either stored shape — tuples, or the objects of the entries before migration 0112 — read by campoLido: a creation's
 * missing `antes` is null; the stored shape itself is checked in auditoria.test.ts).
 */
export async function entradasDeAuditoria(db: Conn, entidade: string, chave?: string | number): Promise<EntradaLida[]> {
  const filtroChave = chave === undefined ? sql`` : sql` AND chave = ${String(chave)}`;
  const lidas = await rows<Omit<EntradaLida, 'campos'> & { campos: CampoGravado[] }>(
    db,
    sql`SELECT id::int AS "id", usuario_id AS "usuarioId", usuario_nome AS "usuarioNome", acao, entidade, chave, campos, detalhes, request_id AS "requestId"
        FROM auditoria WHERE entidade = ${entidade}${filtroChave} ORDER BY id`,
  );
  return lidas.map((entrada) => ({ ...entrada, campos: entrada.campos.map(campoLido) }));
}

/** The number of entries in the whole trail (a refused or no-op request adds none). */
export async function contarEntradasDeAuditoria(db: Conn): Promise<number> {
  const [linha] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM auditoria`);
  return linha?.total ?? 0;
}

/** An entry as `entradasDesde` reads it (columns as in the table). */
export interface EntradaDesde {
  usuario_id: number | null;
  usuario_nome: string;
  acao: string;
  entidade: string;
  chave: string;
  campos: CampoAuditado[];
  detalhes: Record<string, unknown> | null;
  request_id: string | null;
}

/** The id of the last entry (0 when none): read entries after it with `entradasDesde`. */
export async function marcaDaAuditoria(db: Conn): Promise<number> {
  const [linha] = await rows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM auditoria`);
  return linha?.id ?? 0;
}

/** The entries after `marca`, in order, optionally of one entity (fields read as entradasDeAuditoria reads them: campoLido). */
export async function entradasDesde(db: Conn, marca: number, entidade?: string): Promise<EntradaDesde[]> {
  const lidas = await rows<Omit<EntradaDesde, 'campos'> & { campos: CampoGravado[] }>(
    db,
    sql`SELECT usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id FROM auditoria
        WHERE id > ${marca} ${entidade ? sql`AND entidade = ${entidade}` : sql``} ORDER BY id`,
  );
  return lidas.map((entrada) => ({ ...entrada, campos: entrada.campos.map(campoLido) }));
}

export type MetodoQueMuda = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an audit test file works with: the app, the signed-in user and calls made as that user. */
export interface AppAuditada {
  /** The app and its database (built in the suite's `before`). */
  readonly ctx: TestContext;
  db(): Db;
  /** The signed-in user's bearer headers (filled in `before`; safe to destructure). */
  readonly headers: Record<string, string>;
  /** The signed-in user as the trail records the author (filled in `before`; safe to destructure). */
  readonly autor: { id: number; nome: string };
  /** A call as the signed-in user (or with `headers`). */
  call(method: MetodoQueMuda | 'GET', url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must answer 200; its `result`. */
  ok(method: MetodoQueMuda, url: string, payload?: unknown): Promise<{ insertId?: number }>;
  /** The bearer headers of another demo user. */
  sessao(usuario: keyof typeof DEFAULT_DEMO_PASSWORDS): Promise<Record<string, string>>;
}

/**
 * The setup every audit test file repeated (issue 37): builds the app before the suite's tests (seeded
 * as `opcoes` says), signs in `usuario`, and closes the app after them. Call inside `describe`.
 */
export function usarAppAuditada(usuario: keyof typeof DEFAULT_DEMO_PASSWORDS = 'rh', opcoes: TestAppOptions = {}): AppAuditada {
  let ctx: TestContext | undefined;
  const headers: Record<string, string> = {};
  const autor = { id: 0, nome: '' };
  before(async () => {
    ctx = await createTestApp(opcoes);
    const sessao = await ctx.session(usuario);
    Object.assign(headers, bearer(sessao.token));
    Object.assign(autor, { id: sessao.user.id, nome: sessao.user.name });
  });
  after(() => ctx?.close());
  const app: AppAuditada = {
    get ctx() {
      if (!ctx) throw new Error('usarAppAuditada: o app só existe depois do before da suíte.');
      return ctx;
    },
    db: () => app.ctx.database.db,
    headers,
    autor,
    call: (method, url, payload, comHeaders = headers) => app.ctx.app.inject({ method, url, payload: payload as object, headers: comHeaders }),
    async ok(method, url, payload) {
      const response = await app.call(method, url, payload);
      assert.equal(response.statusCode, 200, response.body);
      return response.json().result as { insertId?: number };
    },
    sessao: async (outro) => bearer((await app.ctx.session(outro)).token),
  };
  return app;
}

/** The last link `<appUrl><caminho>/<token>` mailed to `para` (after the mailer's pending work): its token. */
export async function linkNaCaixa(ctx: TestContext, para: string, caminho: string): Promise<string> {
  await ctx.app.mailer.idle();
  const [mensagem] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, para)).orderBy(desc(mailOutbox.id)).limit(1);
  const achado = new RegExp(`${ctx.app.config.appUrl.replace(/\./g, '\\.')}${caminho}/([A-Za-z0-9_-]{43})`).exec(mensagem?.bodyText ?? '');
  assert.ok(achado, `sem link ${caminho} para ${para}`);
  return achado[1]!;
}
