/**
 * Cost scenarios (issue 39): the stored definitions (author-scoped, like the other simulations). Nothing
 * here writes anywhere but the `cenario` table: a scenario never changes real data.
 */
import { cenarioSchema, validate, type AlteracaoCenario } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { diferencas, registrarAuditoria, type CampoComparado } from '../../auditoria';
import * as q from '../queries';

export const CENARIO_NAO_ENCONTRADO = 'Cenário não encontrado.';
export const MENSAGENS_CENARIO = {
  criado: 'Cenário criado com sucesso!',
  atualizado: 'Cenário atualizado com sucesso!',
  duplicado: 'Cenário duplicado com sucesso!',
  excluido: 'Cenário excluído com sucesso!',
  fechamento: 'Fechamento de origem não encontrado ou inativo.',
  copia: (nome: string) => `${nome} (cópia)`.slice(0, 60),
} as const;

/** A scenario's definition as the route validated it (the domain's cenarioSchema without references). */
export interface DefinicaoCenario {
  nome: string;
  descricao?: string | null;
  fechamentoId: number;
  mesInicio: string;
  alteracoes: AlteracaoCenario[];
}

export interface AlteracaoParcial {
  nome?: string;
  descricao?: string | null;
  fechamentoId?: number;
  mesInicio?: string;
  alteracoes?: AlteracaoCenario[];
}

const definicao = (row: q.LinhaCenario) => ({
  id: row.id,
  nome: row.nome,
  descricao: row.descricao,
  fechamentoId: row.fechamentoId,
  mesInicio: row.mesInicio,
  alteracoes: row.alteracoes,
  atualizadoEm: row.updatedAt.toISOString(),
});
export type CenarioSalvo = ReturnType<typeof definicao>;

export async function listar(db: Db, email: string) {
  const rows = await q.cenariosDoUsuario(db, email);
  return rows.map(({ updatedAt, ...row }) => ({ ...row, atualizadoEm: updatedAt.toISOString() }));
}

export async function linhaDoUsuario(db: Db, email: string, id: number): Promise<q.LinhaCenario> {
  const row = await q.cenarioDoUsuario(db, email, id);
  if (!row) throw notFound(CENARIO_NAO_ENCONTRADO);
  return row;
}

export async function buscar(db: Db, email: string, id: number): Promise<CenarioSalvo> {
  return definicao(await linhaDoUsuario(db, email, id));
}

/** The codes a scenario may name: the references check of the domain schema (every scope and code must exist). */
async function conferirReferencias(db: Db, entrada: DefinicaoCenario): Promise<DefinicaoCenario> {
  const fechamento = await q.fechamentoAtivo(db, entrada.fechamentoId);
  if (!fechamento) throw badRequest([{ field: 'fechamentoId', errorMessage: MENSAGENS_CENARIO.fechamento }]);
  const opcoes = await q.opcoesDoEditor(db);
  // The codes are the database's: this part of the rules cannot run at the edge.
  const conferido = validate<DefinicaoCenario>(
    cenarioSchema({
      departamentos: opcoes.departamentos.map((row) => row.cod),
      funcoes: opcoes.funcoes.map((row) => row.cod),
      filiais: opcoes.filiais.map((row) => row.cod),
      regimes: opcoes.regimes.map((row) => row.cod),
      colaboradores: opcoes.colaboradores.map((row) => row.mat),
      beneficios: opcoes.beneficios.map((row) => row.cod),
      impostos: opcoes.impostos.map((row) => row.cod),
    }),
    entrada,
  );
  if (!conferido.ok) throw badRequest(conferido.errors);
  return conferido.value;
}

const valoresDe = (entrada: DefinicaoCenario) => ({
  nome: entrada.nome.trim(),
  descricao: entrada.descricao?.trim() || null,
  fechamentoId: entrada.fechamentoId,
  mesInicio: entrada.mesInicio,
  alteracoes: entrada.alteracoes,
});

/** What the audit trail records of a scenario (its changes may move salaries: sigilo). */
const CAMPOS_AUDITADOS: CampoComparado<Omit<q.NovoCenario, 'email'>>[] = [
  { campo: 'Nome', valor: (c) => c.nome },
  { campo: 'Descrição', valor: (c) => c.descricao },
  { campo: 'Fechamento base (id)', valor: (c) => c.fechamentoId, tipo: 'numero' },
  { campo: 'Mês de início', valor: (c) => c.mesInicio },
  { campo: 'Alterações', valor: (c) => JSON.stringify(c.alteracoes ?? []), sigilo: 'salario' },
];

/** Inserts a scenario and records its creation, in one transaction. */
function inserirAuditado(db: Db, values: q.NovoCenario, detalhes?: Record<string, unknown>): Promise<q.LinhaCenario> {
  return db.transaction(async (tx) => {
    const row = await q.inserirCenario(tx, values);
    await registrarAuditoria(tx, { acao: 'criar', entidade: 'cenario', chave: row.id, campos: diferencas(null, row, CAMPOS_AUDITADOS), detalhes });
    return row;
  });
}

export async function criar(db: Db, email: string, entrada: DefinicaoCenario): Promise<CenarioSalvo> {
  const conferida = await conferirReferencias(db, entrada);
  return definicao(await inserirAuditado(db, { email, ...valoresDe(conferida) }));
}

/** Rename, description, closing, start month or changes: the stored definition merged with `parcial`, validated whole. */
export async function atualizar(db: Db, email: string, id: number, parcial: AlteracaoParcial): Promise<CenarioSalvo> {
  const atual = await linhaDoUsuario(db, email, id);
  const entrada: DefinicaoCenario = {
    nome: parcial.nome ?? atual.nome,
    descricao: parcial.descricao !== undefined ? parcial.descricao : atual.descricao,
    fechamentoId: parcial.fechamentoId ?? atual.fechamentoId,
    mesInicio: parcial.mesInicio ?? atual.mesInicio,
    alteracoes: parcial.alteracoes ?? atual.alteracoes,
  };
  const conferida = await conferirReferencias(db, entrada);
  const row = await db.transaction(async (tx) => {
    const salvo = await q.atualizarCenario(tx, email, id, valoresDe(conferida));
    if (!salvo) throw notFound(CENARIO_NAO_ENCONTRADO);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'cenario', chave: id, campos: diferencas(atual, salvo, CAMPOS_AUDITADOS) });
    return salvo;
  });
  return definicao(row);
}

export async function duplicar(db: Db, email: string, id: number): Promise<CenarioSalvo> {
  const atual = await linhaDoUsuario(db, email, id);
  return definicao(
    await inserirAuditado(
      db,
      {
        email,
        nome: MENSAGENS_CENARIO.copia(atual.nome),
        descricao: atual.descricao,
        fechamentoId: atual.fechamentoId,
        mesInicio: atual.mesInicio,
        alteracoes: atual.alteracoes,
      },
      { duplicadoDe: atual.id },
    ),
  );
}

export async function excluir(db: Db, email: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await q.desativarCenario(tx, email, id))) throw notFound(CENARIO_NAO_ENCONTRADO);
    await registrarAuditoria(tx, { acao: 'remover', entidade: 'cenario', chave: id });
  });
}

