/**
 * Clients and their projects (spec 01 section 2.1 'Clients'). Associating is all or none: an unknown
 * key refuses the whole list before the one UPDATE. Client names are unique among active clients.
 */
import { PROJETO_MESSAGES, type Cliente, type ProjetoItem } from '@financeiro/domain';
import type { Conn, Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, MESSAGES, notFound } from '../../http/errors';
import { diferencas, registrarAuditoria, type CampoComparado, type NovaEntradaDeAuditoria } from '../auditoria';
import { exigirProjetos, listarProjetos } from '../projetos';
import * as q from './queries';


/**
 * The check before the write sees no other client, but a request beside it may create the same name or key
 * before this one commits: the unique index refuses it, and the answer is the check's own message.
 */
const duplicadoComo =
  (field: string, errorMessage: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error, 'cliente_')) throw badRequest([{ field, errorMessage }]);
    throw error;
  };

export { listarClientes } from './queries';

/** What the audit trail records of a client. */
const CAMPOS_AUDITADOS: CampoComparado<{ nome: string; chave: string }>[] = [
  { campo: 'Nome', valor: (c) => c.nome },
  { campo: 'Chave', valor: (c) => c.chave },
];

/** The audit entry of a project linked to ('vincular') or unlinked from ('desvincular') a client. */
function entradaDoVinculo(acao: 'vincular' | 'desvincular', clienteId: number, projeto: string, outroCliente: string | null): NovaEntradaDeAuditoria {
  const vinculado = acao === 'vincular';
  return {
    acao,
    entidade: 'cliente',
    chave: clienteId,
    campos: [{ campo: 'Projeto', antes: vinculado ? null : projeto, depois: vinculado ? projeto : null }],
    detalhes: { projeto, [vinculado ? 'clienteAnterior' : 'novoCliente']: outroCliente },
  };
}

/**
 * Sets the client of the projects (404 unknown client or project); the audit entries of the projects
 * whose client changed: 'vincular' on the client, 'desvincular' on the one they leave.
 */
async function associar(tx: Conn, clienteId: number, chaves: readonly string[]): Promise<NovaEntradaDeAuditoria[]> {
  const alvo = await q.clienteAtivo(tx, clienteId);
  if (!alvo) throw notFound(PROJETO_MESSAGES.clienteNaoEncontrado);
  if (chaves.length === 0) return [];
  const lista = await exigirProjetos(tx, [...chaves]);
  const atuais = await q.travarClientesDosProjetos(tx, lista.map((p) => p.id));
  await q.definirCliente(tx, clienteId, lista.map((p) => p.id));
  const entradas: NovaEntradaDeAuditoria[] = [];
  for (const projeto of atuais.filter((p) => p.clienteId !== clienteId).sort((a, b) => a.chave.localeCompare(b.chave))) {
    if (projeto.clienteId !== null) entradas.push(entradaDoVinculo('desvincular', projeto.clienteId, projeto.chave, alvo.nome));
    entradas.push(entradaDoVinculo('vincular', clienteId, projeto.chave, projeto.clienteNome));
  }
  return entradas;
}

/** POST /cliente/associar: one key (chaveProjeto) or several (chavesProjetos). */
export async function associarChaves(db: Db, clienteId: number, chaveProjeto?: string, chavesProjetos?: string[]): Promise<void> {
  const chaves = chavesProjetos ?? (chaveProjeto === undefined ? [] : [chaveProjeto]);
  if (chaves.length === 0) throw badRequest([{ field: 'chaveProjeto', errorMessage: MESSAGES.required }]);
  await db.transaction(async (tx) => registrarAuditoria(tx, await associar(tx, clienteId, chaves)));
}

export async function trocarCliente(db: Db, clienteId: number, chaveProjeto: string): Promise<void> {
  await db.transaction(async (tx) => registrarAuditoria(tx, await associar(tx, clienteId, [chaveProjeto])));
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
    const row = await q.inserirCliente(tx, nome, chave).catch(duplicadoComo('cliente', PROJETO_MESSAGES.clienteDuplicado));
    const vinculos = await associar(tx, row.id, body.projeto ?? []);
    const projetos = body.projeto?.length ? { projetos: body.projeto.map((p) => p.toUpperCase()) } : undefined;
    await registrarAuditoria(tx, [{ acao: 'criar', entidade: 'cliente', chave: row.id, campos: diferencas(null, row, CAMPOS_AUDITADOS), detalhes: projetos }, ...vinculos]);
    return row;
  });
  return { id: criado.id, name: criado.nome, key: criado.chave };
}

export async function renomear(db: Db, id: number, nome: string): Promise<Cliente> {
  const salvo = await db.transaction(async (tx) => {
    const antes = await q.clienteAtivo(tx, id, true);
    if (!antes) throw notFound(PROJETO_MESSAGES.clienteNaoEncontrado);
    if (await q.existeOutro(tx, { nome }, id)) throw badRequest([{ field: 'name', errorMessage: PROJETO_MESSAGES.clienteNomeDuplicado }]);
    const depois = await q.renomearCliente(tx, id, nome).catch(duplicadoComo('name', PROJETO_MESSAGES.clienteNomeDuplicado));
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'cliente', chave: id, campos: diferencas(antes, depois, CAMPOS_AUDITADOS) });
    return depois;
  });
  return { id: salvo.id, name: salvo.nome, key: salvo.chave };
}

export async function desassociar(db: Db, clienteId: number, chaveProjeto: string): Promise<void> {
  const chave = chaveProjeto.trim().toUpperCase();
  await db.transaction(async (tx) => {
    const linhas = await q.desassociar(tx, clienteId, chave);
    if (!linhas.length) throw notFound(PROJETO_MESSAGES.projetoNaoAssociado);
    await registrarAuditoria(tx, entradaDoVinculo('desvincular', clienteId, chave, null));
  });
}
