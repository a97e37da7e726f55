/**
 * Administration of accounts (role admin): the users with their sections, granting and revoking
 * sections (the permitted first path segments, 'dashboard' included), disabling an account,
 * allowing a Google account to be linked by verified e-mail, and the mail outbox.
 * Grants are read from the database on every request, so a change applies to the user's next call.
 */
import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { ADMIN_ROLE, SECTIONS, isSection } from '@financeiro/domain';
import { endAllSessions, sortSections } from '../contas/users';
import { mailOutbox, userIdentities, userSections, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { adminRoute, currentUser } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { maskLinks } from '../../mail/messages';
import { Body, IdParams, Text, Type, typed } from '../../http/fields';

const TAG = 'Administração';
const SITUACAO = { outbox: 'caixa', pending: 'pendente', sent: 'enviada', failed: 'falhou' } as const;

const adminUser = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    usuario: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    ativo: { type: 'boolean' },
    admin: { type: 'boolean' },
    secoes: { type: 'array', items: { type: 'string' } },
    googleLinkAllowed: { type: 'boolean' },
    googleLinked: { type: 'boolean' },
  },
  required: ['id', 'usuario', 'name', 'email', 'ativo', 'admin', 'secoes', 'googleLinkAllowed', 'googleLinked'],
} as const;

export default async function adminRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db } = app;

  async function listUsers() {
    const rows = await db
      .select({
        id: users.id,
        usuario: users.usuario,
        name: users.name,
        email: users.email,
        ativo: users.ativo,
        googleLinkAllowed: users.googleLinkAllowed,
        section: userSections.section,
      })
      .from(users)
      .leftJoin(userSections, eq(userSections.userId, users.id))
      .orderBy(asc(users.id));
    const linked = new Set((await db.select({ userId: userIdentities.userId }).from(userIdentities)).map((row) => row.userId));
    const byId = new Map<number, { id: number; usuario: string; name: string; email: string; ativo: boolean; googleLinkAllowed: boolean; all: string[] }>();
    for (const { section, ...row } of rows) {
      const entry = byId.get(row.id) ?? { ...row, all: [] };
      if (section) entry.all.push(section);
      byId.set(row.id, entry);
    }
    return [...byId.values()].map(({ all, ...row }) => ({
      ...row,
      admin: all.includes(ADMIN_ROLE),
      secoes: sortSections(all.filter(isSection)),
      googleLinked: linked.has(row.id),
    }));
  }

  app.get(
    '/admin/usuarios',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Lista os usuários com suas seções',
        response: { 200: { type: 'array', items: adminUser }, ...errorResponses(500) },
      },
    },
    async () => listUsers(),
  );

  app.put(
    '/admin/usuarios/:id',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Altera seções, situação e vínculo Google de um usuário',
        description:
          `secoes substitui as seções concedidas (de ${SECTIONS.join(', ')}); o papel admin não muda por aqui. ` +
          'ativo falso desativa a conta e encerra as sessões (vale na próxima requisição). googleLinkAllowed permite ' +
          'vincular uma conta Google pelo e-mail verificado. Um administrador não pode desativar a própria conta.',
        params: IdParams('id'),
        body: Body({
          secoes: Type.Optional(Type.Array(Text(40), { maxItems: 20 })),
          ativo: Type.Optional(Type.Boolean()),
          googleLinkAllowed: Type.Optional(Type.Boolean()),
        }),
        response: { 200: adminUser, ...errorResponses(400, 404, 500) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { id } = request.params;
      const body = request.body;
      if (body.secoes) {
        const unknown = body.secoes.filter((value) => !isSection(value));
        if (unknown.length) throw badRequest([{ field: 'secoes', errorMessage: `Seção desconhecida: ${unknown.join(', ')}.` }]);
      }
      if (body.ativo === false && id === admin.id) {
        throw badRequest([{ field: 'ativo', errorMessage: 'Você não pode desativar a própria conta.' }]);
      }
      const now = new Date();
      await db.transaction(async (tx) => {
        const [target] = await tx.select({ id: users.id, ativo: users.ativo }).from(users).where(eq(users.id, id)).for('update');
        if (!target) throw notFound('Usuário não encontrado.');
        if (body.secoes) {
          const current = (await tx.select({ section: userSections.section }).from(userSections).where(eq(userSections.userId, id))).map(
            (row) => row.section,
          );
          const keep = current.filter((section) => !isSection(section));
          await tx.delete(userSections).where(eq(userSections.userId, id));
          const next = [...new Set([...keep, ...body.secoes])];
          if (next.length) await tx.insert(userSections).values(next.map((section) => ({ userId: id, section })));
        }
        const changes: Partial<typeof users.$inferInsert> = {};
        if (body.ativo !== undefined) changes.ativo = body.ativo;
        if (body.googleLinkAllowed !== undefined) changes.googleLinkAllowed = body.googleLinkAllowed;
        if (Object.keys(changes).length) await tx.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, id));
        if (body.ativo === false && target.ativo) await endAllSessions(tx, id, now);
      });
      request.log.info({ adminId: admin.id, userId: id, changes: Object.keys(body) }, 'acesso de usuário alterado');
      const updated = (await listUsers()).find((user) => user.id === id);
      if (!updated) throw notFound('Usuário não encontrado.');
      return updated;
    },
  );

  app.get(
    '/admin/caixa-de-saida',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Caixa de saída de e-mails',
        description:
          "As 200 mensagens mais recentes. modo 'outbox' (sem MAIL_SMTP_URL): nada é enviado e a caixa de saída é o canal de entrega " +
          "(links utilizáveis, que o administrador repassa). modo 'smtp': cada mensagem com a sua situação (pendente: o envio falhou e será " +
          "repetido; enviada; falhou: tentativas esgotadas), as tentativas e o último erro, com os links mascarados (token trocado por '…').",
        response: {
          200: {
            type: 'object',
            properties: {
              modo: { type: 'string', enum: ['smtp', 'outbox'] },
              mensagens: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    para: { type: 'string' },
                    assunto: { type: 'string' },
                    texto: { type: 'string' },
                    criadoEm: { type: 'string', format: 'date-time' },
                    situacao: { type: 'string', enum: ['caixa', 'pendente', 'enviada', 'falhou'] },
                    tentativas: { type: 'integer' },
                    ultimoErro: { type: ['string', 'null'] },
                    proximaTentativa: { type: ['string', 'null'], format: 'date-time' },
                  },
                  required: ['id', 'para', 'assunto', 'texto', 'criadoEm', 'situacao', 'tentativas', 'ultimoErro', 'proximaTentativa'],
                },
              },
            },
            required: ['modo', 'mensagens'],
          },
          ...errorResponses(500),
        },
      },
    },
    async () => {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200);
      const modo = app.mailer.mode;
      // With SMTP the page is a record: no live link (not even of messages kept before SMTP was configured).
      const texto = (text: string) => (modo === 'smtp' ? maskLinks(text) : text);
      return {
        modo,
        mensagens: rows.map((row) => ({
          id: row.id,
          para: row.toAddress,
          assunto: row.subject,
          texto: texto(row.bodyText),
          criadoEm: row.createdAt.toISOString(),
          situacao: SITUACAO[row.status],
          tentativas: row.attempts,
          ultimoErro: row.lastError,
          proximaTentativa: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
        })),
      };
    },
  );
}
