/**
 * Team (squad) simulations: catalogue (the user's employee cost simulations), squads and their sprint entries.
 * Every query is scoped to the owner's e-mail; another user's squad is "not found" (404), never
 * data. Deletions set ativo = false. Writes of several rows run in one transaction with the squad
 * row locked (FOR UPDATE), and the squad total is recomputed by the server.
 */
import {
  quantidadeAposGravar,
  quantidadeAposRemover,
  SQUAD_MESSAGES,
  type Squad,
  type SquadColab,
  type SquadColabCreate,
  type SimulacaoCusto,
  type SquadFuncaoCatalogo,
  type SquadSprintRemove,
} from '@financeiro/domain';
import type { Conn, Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { listarSimulacoes, simulacoesAtivas } from '../simulacoes';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import * as q from './queries';
import type { ColabRow, SquadRow } from './queries';

/** A squad entry's figures from one of the user's stored simulations (one mapping, used by the catalogue and the save). */
function doCatalogo(sim: SimulacaoCusto): SquadFuncaoCatalogo {
  return {
    id: sim.id,
    funcao_nome: sim.funcao_nome,
    custo_hora_colaborador: sim.custo_hora_colaborador,
    custo_total: sim.custo_total,
    regime_sigla: sim.regime_sigla,
    filial_label: sim.filial_label,
    beneficio_total: sim.beneficio_total,
    imposto_total: sim.imposto_total,
    dependentes: sim.dependentes,
    salario_bruto: sim.salario_bruto,
    salario_filial: sim.salario_filial,
    salario_liquido: sim.salario_liquido,
    custo_hora_colaborador_meio_periodo: sim.custo_hora_colaborador_meio_periodo,
    provisao_decimo_terceiro: sim.provisao_decimo_terceiro,
    provisao_ferias: sim.provisao_ferias,
    provisao_rescisao: sim.provisao_rescisao,
  };
}

/**
 * The catalogue 'Adicionar colaborador': the user's active employee cost simulations, read by the
 * simulator's own list query (the simulacoes module's `listarSimulacoes`: same rows as GET /simulator/:email).
 */
export async function catalogo(db: Conn, email: string): Promise<SquadFuncaoCatalogo[]> {
  return (await listarSimulacoes(db as Db, email)).map(doCatalogo);
}

function entrada(row: ColabRow): SquadColab {
  return {
    id: row.simulacaoId,
    sprint: row.sprint,
    quantidade: row.quantidade,
    funcao_nome: row.funcaoNome,
    custo_hora_colaborador: row.custoHoraColaborador,
    custo_total: row.custoTotal,
    regime_sigla: row.regimeSigla,
    filial_label: row.filialLabel,
    beneficio_total: row.beneficioTotal,
    imposto_total: row.impostoTotal,
    dependentes: row.dependentes,
    salario_bruto: row.salarioBruto,
    salario_filial: row.salarioFilial,
    salario_liquido: row.salarioLiquido,
    custo_hora_colaborador_meio_periodo: row.custoHoraColaboradorMeioPeriodo,
    provisao_decimo_terceiro: row.provisaoDecimoTerceiro,
    provisao_ferias: row.provisaoFerias,
    provisao_rescisao: row.provisaoRescisao,
  };
}

async function montar(db: Conn, rows: SquadRow[]): Promise<Squad[]> {
  if (rows.length === 0) return [];
  const colabs = await q.colabsAtivos(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const squadColabMap: Record<string, SquadColab[]> = {};
    for (let sprint = 1; sprint <= row.quantidadeSprints; sprint += 1) squadColabMap[String(sprint)] = [];
    for (const colab of colabs) {
      if (colab.squadId === row.id && colab.sprint <= row.quantidadeSprints) squadColabMap[String(colab.sprint)].push(entrada(colab));
    }
    return { id: row.id, nome: row.nome, custo_total: row.custoTotal, quantidade_sprints: row.quantidadeSprints, squadColab: squadColabMap };
  });
}

/** The active squads of the e-mail, by name. */
export async function listar(db: Db, email: string): Promise<Squad[]> {
  const rows = await q.squadsDoDono(db, email);
  return montar(db, rows);
}

/** One active squad of the e-mail; 404 for a missing, deleted or another user's squad. */
export async function buscar(db: Conn, email: string, id: number): Promise<Squad> {
  const rows = await q.squadDoDono(db, email, id);
  if (rows.length === 0) throw notFound(SQUAD_MESSAGES.naoEncontrado);
  return (await montar(db, rows))[0];
}

/** Locks the owner's squad row for the rest of the transaction (404 otherwise). */
async function travar(tx: Tx, email: string, id: number): Promise<SquadRow> {
  const row = await q.travarSquad(tx, email, id);
  if (!row) throw notFound(SQUAD_MESSAGES.naoEncontrado);
  return row;
}

/** What the audit trail records of a squad: its name, sprints, total and each sprint's roles. */
const CAMPOS_AUDITADOS: CampoComparado<Squad>[] = [
  { campo: 'Nome', valor: (s) => s.nome },
  { campo: 'Sprints', valor: (s) => s.quantidade_sprints, tipo: 'numero' },
  { campo: 'Custo total', valor: (s) => s.custo_total, tipo: 'dinheiro' },
  ...[1, 2, 3, 4, 5].map(
    (sprint): CampoComparado<Squad> => ({
      campo: `Sprint ${sprint}`,
      valor: (s) => (s.squadColab[String(sprint)] ?? []).map((c) => `${c.funcao_nome} × ${c.quantidade}`).join('; '),
    }),
  ),
];

const auditarSquad = (tx: Tx, acao: 'criar' | 'alterar' | 'remover', antes: Squad | null, depois: Squad | null) =>
  registrarAuditoria(tx, { acao, entidade: 'squad', chave: (depois ?? antes)!.id, campos: diferencas(antes, depois, CAMPOS_AUDITADOS) });

export async function criar(db: Db, email: string, nome: string): Promise<Squad> {
  return db.transaction(async (tx) => {
    const [criado] = await montar(tx, [await q.inserirSquad(tx, email, nome)]);
    await auditarSquad(tx, 'criar', null, criado);
    return criado;
  });
}

export async function renomear(db: Db, email: string, id: number, nome: string): Promise<Squad> {
  return db.transaction(async (tx) => {
    const antes = await buscar(tx, email, id);
    const rows = await q.renomearSquad(tx, email, id, nome);
    const [depois] = await montar(tx, rows);
    await auditarSquad(tx, 'alterar', antes, depois);
    return depois;
  });
}

/** Soft delete (ativo false). Reactivation is not offered: a deleted squad stays deleted. */
export async function desativar(db: Db, email: string, id: number, ativo: boolean): Promise<void> {
  if (ativo !== false) throw badRequest([{ field: 'ativo', errorMessage: SQUAD_MESSAGES.somenteExcluir }]);
  await db.transaction(async (tx) => {
    const antes = await buscar(tx, email, id);
    await q.desativarSquad(tx, email, id);
    await registrarAuditoria(tx, { acao: 'remover', entidade: 'squad', chave: id, detalhes: { nome: antes.nome } });
  });
}

/**
 * POST /squad-colab/create: each sprint of the body replaces that sprint's entries (previous
 * entries set ativo = false, the body's entries with quantity > 0 written with the current
 * figures of the user's active simulations). Sprints not in the body are untouched. One transaction.
 */
export async function gravarSprints(db: Db, email: string, corpo: SquadColabCreate): Promise<Squad> {
  return db.transaction(async (tx) => {
    const atual = await travar(tx, email, corpo.squadId);
    const depois = quantidadeAposGravar(atual.quantidadeSprints, corpo.sprints.map((item) => item.sprint));
    if (!depois.ok) throw badRequest([{ field: 'sprints', errorMessage: SQUAD_MESSAGES[depois.erro] }]);
    const ids = [...new Set(corpo.sprints.flatMap((item) => item.colabs.filter((c) => c.quantidade > 0).map((c) => c.id)))];
    // Only active simulations of this e-mail, read (and locked against a concurrent edit or delete)
    // inside the transaction; another user's id is refused like a missing one, and nothing is written.
    const simulacoes = ids.length > 0 ? await simulacoesAtivas(tx, email, ids) : [];
    const porId = new Map(simulacoes.map((sim) => [sim.id, doCatalogo(sim)]));
    const faltando = ids.filter((id) => !porId.has(id));
    if (faltando.length > 0) throw badRequest([{ field: 'sprints', errorMessage: `${SQUAD_MESSAGES.simulacaoNaoEncontrada} (${faltando.join(', ')})` }]);

    const sprints = corpo.sprints.map((item) => item.sprint);
    await q.desativarSprints(tx, atual.id, sprints);
    const novos = corpo.sprints.flatMap((item) =>
      item.colabs
        .filter((colab) => colab.quantidade > 0)
        .map((colab) => {
          const f = porId.get(colab.id)!;
          return {
            squadId: atual.id,
            sprint: item.sprint,
            simulacaoId: f.id,
            funcaoNome: f.funcao_nome,
            quantidade: colab.quantidade,
            custoHoraColaborador: f.custo_hora_colaborador,
            custoTotal: f.custo_total,
            regimeSigla: f.regime_sigla,
            filialLabel: f.filial_label,
            beneficioTotal: f.beneficio_total,
            impostoTotal: f.imposto_total,
            dependentes: f.dependentes,
            salarioBruto: f.salario_bruto,
            salarioFilial: f.salario_filial,
            salarioLiquido: f.salario_liquido,
            custoHoraColaboradorMeioPeriodo: f.custo_hora_colaborador_meio_periodo,
            provisaoDecimoTerceiro: f.provisao_decimo_terceiro,
            provisaoFerias: f.provisao_ferias,
            provisaoRescisao: f.provisao_rescisao,
          };
        }),
    );
    const antes = await buscar(tx, email, atual.id);
    await q.inserirColabs(tx, novos);
    await q.atualizarTotal(tx, atual.id, depois.quantidade);
    const salvo = await buscar(tx, email, atual.id);
    await auditarSquad(tx, 'alterar', antes, salvo);
    return salvo;
  });
}

/** POST /squad-colab/sprint/remove: the trailing sprints go (their entries set ativo = false). */
export async function removerSprints(db: Db, email: string, corpo: SquadSprintRemove): Promise<Squad> {
  return db.transaction(async (tx) => {
    const atual = await travar(tx, email, corpo.squadId);
    const depois = quantidadeAposRemover(atual.quantidadeSprints, corpo.sprints);
    if (!depois.ok) throw badRequest([{ field: 'sprints', errorMessage: SQUAD_MESSAGES[depois.erro] }]);
    const antes = await buscar(tx, email, atual.id);
    await q.desativarSprints(tx, atual.id, corpo.sprints);
    await q.atualizarTotal(tx, atual.id, depois.quantidade);
    const salvo = await buscar(tx, email, atual.id);
    await auditarSquad(tx, 'alterar', antes, salvo);
    return salvo;
  });
}

/**
 * PATCH /squad-colab/:email/change-active: removes one entry (simulation of a sprint) from a squad
 * of the user — body { squadId, sprint, id (simulation id), ativo: false }.
 */
export async function desativarColab(db: Db, email: string, corpo: { squadId: number; sprint: number; id: number; ativo: boolean }): Promise<Squad> {
  if (corpo.ativo !== false) throw badRequest([{ field: 'ativo', errorMessage: SQUAD_MESSAGES.somenteExcluir }]);
  return db.transaction(async (tx) => {
    const atual = await travar(tx, email, corpo.squadId);
    const antes = await buscar(tx, email, atual.id);
    const rows = await q.desativarColab(tx, atual.id, corpo.sprint, corpo.id);
    if (rows.length === 0) throw notFound(SQUAD_MESSAGES.colabNaoEncontrado);
    await q.atualizarTotal(tx, atual.id, atual.quantidadeSprints);
    const salvo = await buscar(tx, email, atual.id);
    await auditarSquad(tx, 'alterar', antes, salvo);
    return salvo;
  });
}
