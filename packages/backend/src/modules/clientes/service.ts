/**
 * Clients and their projects (spec 01 section 2.1 'Clients'). Associating is all or none: an unknown
 * key refuses the whole list before the one UPDATE. Client names are unique among active clients.
 */
import { PROJETO_MESSAGES, type Cliente, type ProjetoItem } from '@financeiro/domain';
import type { Conn, Db } from '../../db/client';
import { badRequest, MESSAGES, notFound } from '../../http/errors';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import { exigirProjetos, listarProjetos } from '../projetos';
import * as q from './queries';

export { listarClientes } from './queries';

/** What the audit trail records of a client. */
const CAMPOS_AUDITADOS: CampoComparado<{ nome: string; chave: string }>[] = [
  { campo: 'Nome', valor: (c) => c.nome },
  { campo: 'Chave', valor: (c) => c.chave },
];

/** Sets the client of the projects (404 unknown client or project). */
async function associar(db: Conn, clienteId: number, chaves: readonly string[]): Promise<void> {
  if (!(await q.clienteAtivo(db, clienteId))) throw notFound(PROJETO_MESSAGES.clienteNaoEncontrado);
  if (chaves.length === 0) return;
  const lista = await exigirProjetos(db, [...chaves]);
  await q.definirCliente(db, clienteId, lista.map((p) => p.id));
}

/** POST /cliente/associar: one key (chaveProjeto) or several (chavesProjetos). */
export async function associarChaves(db: Db, clienteId: number, chaveProjeto?: string, chavesProjetos?: string[]): Promise<void> {
  const chaves = chavesProjetos ?? (chaveProjeto === undefined ? [] : [chaveProjeto]);
  if (chaves.length === 0) throw badRequest([{ field: 'chaveProjeto', errorMessage: MESSAGES.required }]);
  await associar(db, clienteId, chaves);
}

export function trocarCliente(db: Db, clienteId: number, chaveProjeto: string): Promise<void> {
  return associar(db, clienteId, [chaveProjeto]);
}

export const clienteDoProjetoPorId = (db: Db, id: number) => q.clienteDoProjeto(db, { id });
export const clienteDoProjetoPorChave = (db: Db, chave: string) => q.clienteDoProjeto(db, { chave: chave.toUpperCase() });

export async function projetosDoCliente(db: Db, clienteId: number): Promise<{ data: ProjetoItem[]; message?: string }> {
  const pagina = await listarProjetos(db, { cliente: clienteId }, 1, null);
  return pagina.data.length ? { data: pagina.data } : { data: [], message: PROJETO_MESSAGES.clienteSemProjetos };
}

export const chavesDosProjetos = (db: Db, clienteId: number) => q.projetosDoCliente(db, clienteId);

/** Creates a client and associates projects to it, in one transaction. */
export async function criarComProjetos(db: Db, body: { cliente: { name: string; key: string }; projeto?: string[] }): Promise<Cliente> {
  const { name: nome, key: chave } = body.cliente;
  if (await q.existeOutro(db, { chave, nome })) throw badRequest([{ field: 'cliente', errorMessage: PROJETO_MESSAGES.clienteDuplicado }]);
  const criado = await db.transaction(async (tx) => {
    const row = await q.inserirCliente(tx, nome, chave);
    await associar(tx, row.id, body.projeto ?? []);
    const projetos = body.projeto?.length ? { projetos: body.projeto.map((p) => p.toUpperCase()) } : undefined;
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'cliente', chave: row.id, campos: diferencas(null, row, CAMPOS_AUDITADOS), detalhes: projetos });
    return row;
  });
  return { id: criado.id, name: criado.nome, key: criado.chave };
}

export async function renomear(db: Db, id: number, nome: string): Promise<Cliente> {
  const salvo = await db.transaction(async (tx) => {
    const antes = await q.clienteAtivo(tx, id, true);
    if (!antes) throw notFound(PROJETO_MESSAGES.clienteNaoEncontrado);
    if (await q.existeOutro(tx, { nome }, id)) throw badRequest([{ field: 'name', errorMessage: PROJETO_MESSAGES.clienteNomeDuplicado }]);
    const depois = await q.renomearCliente(tx, id, nome);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'cliente', chave: id, campos: diferencas(antes, depois, CAMPOS_AUDITADOS) });
    return depois;
  });
  return { id: salvo.id, name: salvo.nome, key: salvo.chave };
}

export async function desassociar(db: Db, clienteId: number, chaveProjeto: string): Promise<void> {
  const linhas = await q.desassociar(db, clienteId, chaveProjeto.trim().toUpperCase());
  if (!linhas.length) throw notFound(PROJETO_MESSAGES.projetoNaoAssociado);
}
