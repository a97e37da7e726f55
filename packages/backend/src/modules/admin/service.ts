/**
 * Administration of accounts (role admin): the users with their sections, granting and revoking
 * sections (the permitted first path segments, 'dashboard' included), disabling an account,
 * allowing a Google account to be linked by verified e-mail, and the mail outbox.
 * Grants are read from the database on every request, so a change applies to the user's next call.
 */
import { ADMIN_ROLE, isSection, nomesDasSecoes } from '@financeiro/domain';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { maskLinks } from '../../mail/messages';
import { endAllSessions, sortSections } from '../contas';
import { diferencas, registrarAuditoria, type CampoComparado, type NovaEntradaDeAuditoria } from '../auditoria';
import { contarUsuarios, travarUsuario, substituirSecoes, listarIdsDeUsuariosVinculados, listarEmailsRecentes, listarSecoes, listarUsuariosComSecoes, atualizarUsuario } from './queries';
import { janelaDaLista, lerPagina, type Janela } from '../../http/paginacao';

const SITUACAO = { outbox: 'caixa', pending: 'pendente', sent: 'enviada', failed: 'falhou' } as const;

export interface UserAccessChange {
  secoes?: string[];
  ativo?: boolean;
  googleLinkAllowed?: boolean;
}

/** The most users an unpaged GET /admin/usuarios answers (the screen asks for the whole list). */
export const MAX_USUARIOS = 2_000;

/** GET /admin/usuarios: one window of the users (`http/paginacao.ts`) and how many there are. */
export async function listarUsuarios(db: Db, query: { pagina?: number; limite?: number } = {}) {
  const janela = janelaDaLista(query, MAX_USUARIOS);
  return lerPagina(janela, (j) => usuariosListados(db, { janela: j }), () => contarUsuarios(db));
}

/** Users as GET /admin/usuarios lists them: one window of the list, or the one user `id`. */
async function usuariosListados(db: Db, quais: { janela: Janela } | { id: number }) {
  const [rows, linked] = await Promise.all([listarUsuariosComSecoes(db, quais), listarIdsDeUsuariosVinculados(db, quais)]);
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

/** The sections as the audit trail shows them: their names, in the menu's order, one text (domain: nomesDasSecoes). */
const CAMPO_SECOES: CampoComparado<string[]> = { campo: 'Seções', valor: nomesDasSecoes };
const CAMPO_ATIVO: CampoComparado<{ ativo: boolean }> = { campo: 'Ativo', valor: (u) => u.ativo, tipo: 'booleano' };
const CAMPO_GOOGLE: CampoComparado<{ googleLinkAllowed: boolean }> = { campo: 'Vínculo com Google permitido', valor: (u) => u.googleLinkAllowed, tipo: 'booleano' };

/** Applies an administrator's change to a user's access and answers the user as listed. */
export async function changeUserAccess(db: Db, adminId: number, id: number, body: UserAccessChange) {
  if (body.secoes) {
    const unknown = body.secoes.filter((value) => !isSection(value));
    if (unknown.length) throw badRequest([{ field: 'secoes', errorMessage: `Seção desconhecida: ${unknown.join(', ')}.` }]);
  }
  if (body.ativo === false && id === adminId) {
    throw badRequest([{ field: 'ativo', errorMessage: 'Você não pode desativar a própria conta.' }]);
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    const target = await travarUsuario(tx, id);
    if (!target) throw notFound('Usuário não encontrado.');
    const entradas: NovaEntradaDeAuditoria[] = [];
    const detalhes = { usuario: target.usuario };
    if (body.secoes) {
      // Roles (admin) are not sections: they stay whatever the new grants are.
      const atuais = await listarSecoes(tx, id);
      const keep = atuais.filter((section) => !isSection(section));
      const novas = [...new Set([...keep, ...body.secoes])];
      const campos = diferencas(atuais, novas, [CAMPO_SECOES]);
      // Nothing to write when the grants stay the same.
      if (campos.length) await substituirSecoes(tx, id, novas);
      entradas.push({ acao: 'alterar', entidade: 'secao_usuario', chave: id, campos, detalhes });
    }
    const changes: Partial<typeof users.$inferInsert> = {};
    if (body.ativo !== undefined) changes.ativo = body.ativo;
    if (body.googleLinkAllowed !== undefined) changes.googleLinkAllowed = body.googleLinkAllowed;
    if (Object.keys(changes).length) await atualizarUsuario(tx, id, { ...changes, updatedAt: now });
    if (body.ativo === false && target.ativo) await endAllSessions(tx, id, now);
    if (body.ativo !== undefined && body.ativo !== target.ativo) {
      entradas.push({ acao: body.ativo ? 'ativar' : 'desativar', entidade: 'usuario', chave: id, campos: diferencas(target, { ativo: body.ativo }, [CAMPO_ATIVO]), detalhes });
    }
    if (body.googleLinkAllowed !== undefined) {
      entradas.push({ acao: 'alterar', entidade: 'usuario', chave: id, campos: diferencas(target, { googleLinkAllowed: body.googleLinkAllowed }, [CAMPO_GOOGLE]), detalhes });
    }
    await registrarAuditoria(tx, entradas);
  });
  const [updated] = await usuariosListados(db, { id });
  if (!updated) throw notFound('Usuário não encontrado.');
  return updated;
}

/** The 200 most recent messages; with SMTP the page is a record: no live link (not even of messages kept before SMTP was configured). */
export async function outbox(db: Db, modo: 'smtp' | 'outbox') {
  const rows = await listarEmailsRecentes(db, 200);
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
}
