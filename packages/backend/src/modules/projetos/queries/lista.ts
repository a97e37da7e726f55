/**
 * The list of projects and its filters, the projects of keys or KEY:ID pairs, the categories and the
 * leads.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProjetoItem, ProjetosPagina } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { arrayText, rows } from '../../../db/sql';

export const PROJETO_NAO_ENCONTRADO = 'Projeto não encontrado.';

export type OrdemProjetos = 'key' | 'name' | 'category' | 'lead' | 'lastIssueUpdateTime';

export interface FiltrosProjetos {
  anos?: number[];
  cliente?: number;
  lider?: string;
  categoria?: number;
  /** Category name (the search-by-category call). */
  categoriaNome?: string;
  texto?: string;
  ordem?: OrdemProjetos;
  direcao?: 'asc' | 'desc';
}

const SEM_ACENTO_DE = 'áàâãäåéèêëíìîïóòôõöúùûüçñ';
const SEM_ACENTO_PARA = 'aaaaaaeeeeiiiiooooouuuucn';
const semAcento = (expr: SQL) => sql`translate(lower(${expr}), ${SEM_ACENTO_DE}, ${SEM_ACENTO_PARA})`;
const normalizar = (text: string) =>
  [...text.toLowerCase()].map((char) => {
    const index = SEM_ACENTO_DE.indexOf(char);
    return index >= 0 ? SEM_ACENTO_PARA[index] : char;
  }).join('');
const like = (text: string) => `%${normalizar(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const ORDEM: Record<OrdemProjetos, SQL> = {
  key: sql`p.chave`,
  name: sql`lower(p.nome)`,
  category: sql`lower(c.nome)`,
  lead: sql`lower(u.nome)`,
  lastIssueUpdateTime: sql`p.last_issue_update_time`,
};

function whereProjetos(filtros: FiltrosProjetos): SQL {
  // Projects deleted in Jira keep their history (reachable by key) but leave the list.
  const parts: SQL[] = [sql`NOT p.excluido_no_jira`];
  if (filtros.anos?.length) {
    parts.push(
      sql`extract(year FROM p.last_issue_update_time AT TIME ZONE 'America/Sao_Paulo')::int = ANY (${`{${filtros.anos.map(Number).join(',')}}`}::int[])`,
    );
  }
  if (filtros.cliente !== undefined) parts.push(sql`p.cliente_id = ${filtros.cliente}`);
  if (filtros.lider) parts.push(sql`p.lead_account_id = ${filtros.lider}`);
  if (filtros.categoria !== undefined) parts.push(sql`p.categoria_id = ${filtros.categoria}`);
  if (filtros.categoriaNome) parts.push(sql`${semAcento(sql`c.nome`)} LIKE ${like(filtros.categoriaNome)}`);
  if (filtros.texto?.trim()) {
    const pattern = like(filtros.texto.trim());
    parts.push(sql`(${semAcento(sql`p.nome`)} LIKE ${pattern} OR lower(p.chave) LIKE ${pattern})`);
  }
  return sql.join(parts, sql` AND `);
}

interface LinhaProjeto {
  id: string | number;
  chave: string;
  nome: string;
  categoria_id: number | null;
  categoria_nome: string | null;
  lead_account_id: string | null;
  lead_nome: string | null;
  lead_email: string | null;
  last_issue_update_time: string | Date | null;
  cliente_id: number | null;
  cliente_nome: string | null;
  cliente_chave: string | null;
  bloqueado: boolean;
  total?: string | number;
}

const SELECT_PROJETO = sql`
  SELECT p.id, p.chave, p.nome, p.categoria_id, c.nome AS categoria_nome, p.lead_account_id, u.nome AS lead_nome, u.email AS lead_email,
         p.last_issue_update_time, p.cliente_id, cl.nome AS cliente_nome, cl.chave AS cliente_chave, p.bloqueado`;
const FROM_PROJETO = sql`
  FROM projeto p
  LEFT JOIN categoria_projeto c ON c.id = p.categoria_id
  LEFT JOIN jira_usuario u ON u.account_id = p.lead_account_id
  LEFT JOIN cliente cl ON cl.id = p.cliente_id`;

const isoTimestamp = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function projetoItem(row: LinhaProjeto): ProjetoItem {
  return {
    id: Number(row.id),
    key: row.chave,
    name: row.nome,
    category: row.categoria_id === null ? null : { id: row.categoria_id, name: row.categoria_nome ?? '' },
    lead: row.lead_account_id === null ? null : { accountId: row.lead_account_id, displayName: row.lead_nome ?? '', email: row.lead_email },
    lastIssueUpdateTime: isoTimestamp(row.last_issue_update_time),
    clients: row.cliente_id === null ? [] : [{ id: row.cliente_id, name: row.cliente_nome ?? '', key: row.cliente_chave ?? '' }],
    blocked: row.bloqueado,
  };
}

/** One page of the list (page from 1); `tamanho` null = every row (export). */
export async function listarProjetos(db: Conn, filtros: FiltrosProjetos, pagina: number, tamanho: number | null): Promise<ProjetosPagina> {
  const ordem = ORDEM[filtros.ordem ?? 'key'] ?? ORDEM.key;
  const direcao = sql.raw(filtros.direcao === 'desc' ? 'DESC' : 'ASC');
  const limite = tamanho === null ? sql`` : sql` LIMIT ${tamanho} OFFSET ${(Math.max(1, pagina) - 1) * tamanho}`;
  const linhas = await rows<LinhaProjeto>(
    db,
    sql`${SELECT_PROJETO}, count(*) OVER () AS total ${FROM_PROJETO} WHERE ${whereProjetos(filtros)}
        ORDER BY ${ordem} ${direcao} NULLS LAST, p.chave ${direcao}${limite}`,
  );
  let total = linhas.length ? Number(linhas[0]!.total) : 0;
  if (linhas.length === 0 && pagina > 1 && tamanho !== null) {
    // A page past the end: still answer the total.
    const [row] = await rows<{ total: string }>(db, sql`SELECT count(*) AS total ${FROM_PROJETO} WHERE ${whereProjetos(filtros)}`);
    total = Number(row?.total ?? 0);
  }
  return {
    pages: tamanho === null ? (total > 0 ? 1 : 0) : Math.ceil(total / tamanho),
    total,
    data: linhas.map(projetoItem),
  };
}

export async function buscarProjetosPorChave(db: Conn, chaves: readonly string[]): Promise<ProjetoItem[]> {
  if (chaves.length === 0) return [];
  const linhas = await rows<LinhaProjeto>(db, sql`${SELECT_PROJETO} ${FROM_PROJETO} WHERE p.chave = ANY (${arrayText(chaves)}::text[]) ORDER BY p.chave`);
  return linhas.map(projetoItem);
}

/** The projects of these keys (upper-cased); 404 when one is unknown. */
export async function exigirProjetos(db: Conn, chaves: readonly string[]): Promise<ProjetoItem[]> {
  const unicas = [...new Set(chaves.map((key) => key.trim().toUpperCase()).filter(Boolean))];
  const projetos = await buscarProjetosPorChave(db, unicas);
  if (unicas.length === 0 || projetos.length !== unicas.length) throw notFound(PROJETO_NAO_ENCONTRADO);
  // Keep the order the caller gave.
  return unicas.map((key) => projetos.find((projeto) => projeto.key === key)!);
}

/**
 * The projects of a path segment of KEY:ID pairs joined by ',' (as Fastify decoded it: never decoded
 * again; 'KEY:' or 'KEY' alone skip the id check); 404 when a key is unknown or its Jira id is not the one given.
 */
export async function exigirProjetosDosPares(db: Conn, pares: string): Promise<ProjetoItem[]> {
  const itens = pares
    .split(',')
    .map((par) => par.trim())
    .filter(Boolean)
    .map((par) => {
      const [key, id] = par.split(':');
      return { key: (key ?? '').toUpperCase(), id: id === undefined || id === '' ? null : Number(id) };
    });
  const lista = await exigirProjetos(db, itens.map((item) => item.key));
  for (const item of itens) {
    if (item.id !== null && lista.find((projeto) => projeto.key === item.key)?.id !== item.id) throw notFound(PROJETO_NAO_ENCONTRADO);
  }
  return lista;
}


export async function listarCategorias(db: Conn): Promise<{ id: number; name: string }[]> {
  return rows(db, sql`SELECT id, nome AS name FROM categoria_projeto ORDER BY nome`);
}

/** The years (São Paulo time) of the projects' last issue update: the years the list's year filter can find. */
export async function listarAnosComProjetos(db: Conn): Promise<number[]> {
  const linhas = await rows<{ ano: number }>(
    db,
    sql`SELECT DISTINCT extract(year FROM p.last_issue_update_time AT TIME ZONE 'America/Sao_Paulo')::int AS ano
        FROM projeto p WHERE NOT p.excluido_no_jira AND p.last_issue_update_time IS NOT NULL`,
  );
  return linhas.map((linha) => Number(linha.ano));
}

export async function listarLideres(db: Conn) {
  const linhas = await rows<{ account_id: string; nome: string; email: string | null }>(
    db,
    sql`SELECT u.account_id, u.nome, u.email FROM jira_usuario u WHERE EXISTS (SELECT 1 FROM projeto p WHERE p.lead_account_id = u.account_id) ORDER BY lower(u.nome), u.account_id`,
  );
  return linhas.map((row) => ({ accountId: row.account_id, displayName: row.nome, email: row.email }));
}

export async function categoriaDoProjeto(db: Conn, chave: string): Promise<{ id: number; name: string } | null> {
  const [row] = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT c.id, c.nome AS name FROM projeto p JOIN categoria_projeto c ON c.id = p.categoria_id WHERE p.chave = ${chave.toUpperCase()}`,
  );
  return row ?? null;
}
