/**
 * Capacity reports (spec 03 sections 2.6, 3 'Capacity rows', 7 'Capacity'; DOMAIN.md 'Capacity').
 * Three aggregate queries each (collaborators, Tempo plans per collaborator and project, worklogs
 * per collaborator [and project]); the rows are assembled with the domain rules
 * (`@financeiro/domain` relatorios-delivery/capacidade.ts), so the screens and the server agree.
 *
 * - Client project: `projeto.cliente_id` set and a name without INT-1000.
 * - Area: every registered collaborator (`ativo`) employed during the period (admission <= end and
 *   no dismissal before the start). Planned hours = plans on client projects; vacation = plans on
 *   the absence project; realised / billable = worklog seconds / billable seconds on client projects.
 * - Project: per selected project, every person with a plan or a worklog on it in the period
 *   (a Jira user without a registration too: no department, regime absent -> 'N/A', no mandatory
 *   hours). 'TODOS' = every project with activity in the period but the absence project;
 *   'NAO-INT-1000' = the same without names containing INT-1000.
 */
import {
  arredondarHoras,
  calculadoraHorasObrigatorias,
  figurasDaLinha,
  lerSelecaoProjetosCapacidade,
  validarPeriodo,
  type LinhaCapacidadeArea,
  type LinhaCapacidadeProjeto,
  type BlocoCapacidadeProjeto,
  type RespostaCapacidadeProjeto,
  type SelecaoProjetosCapacidade,
} from '@financeiro/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import * as q from './queries';
import type { LinhaColaborador } from './queries';
import type { Leitura } from '../projetos';

const horas = (segundos: number | string | null | undefined) => Number(segundos ?? 0) / 3600;
const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

type ComPessoa = { colaborador: { nome: string; sobrenome: string; mat: number | null; accountId?: string | null } };

/**
 * A report's people in name order (pt-BR), then by matrícula and Jira account: the rows come from joins and groupings
 * whose order is the query plan's, and two people may share a name.
 */
function porNomeDaPessoa(x: ComPessoa, y: ComPessoa): number {
  return (
    `${x.colaborador.nome} ${x.colaborador.sobrenome}`.localeCompare(`${y.colaborador.nome} ${y.colaborador.sobrenome}`, 'pt-BR') ||
    (x.colaborador.mat ?? 0) - (y.colaborador.mat ?? 0) ||
    (x.colaborador.accountId ?? '').localeCompare(y.colaborador.accountId ?? '')
  );
}

/** Mandatory hours of the period's collaborators (the working days counted once per report). */
function calculadoraObrigatorias(inicio: string, fim: string): (c: LinhaColaborador) => number {
  const calcular = calculadoraHorasObrigatorias(inicio, fim);
  return (c) => calcular({ admissao: isoDate(c.admissao)!, demissao: isoDate(c.demissao), horasPorDia: Number(c.carga_horaria) });
}

/** `leitura` 'worklogs': the realised hours from the raw worklogs only (the tests' reference). */
export async function capacidadePorArea(
  db: Db,
  inicio: string,
  fim: string,
  chaveAusencia: string | null,
  leitura: Leitura = 'agregado',
): Promise<LinhaCapacidadeArea[]> {
  const colaboradores = await q.colaboradoresDoPeriodo(db, inicio, fim);
  if (colaboradores.length === 0) return [];
  const mats = colaboradores.map((c) => Number(c.mat));
  const [planos, worklogs] = await Promise.all([
    q.planosArea(db, inicio, fim, chaveAusencia),
    q.worklogsArea(db, inicio, fim, mats, leitura),
  ]);

  const planejado = new Map<number, number>();
  const ferias = new Map<number, number>();
  const maior = new Map<number, { segundos: number; projeto: number; categoria: string | null }>();
  for (const plano of planos) {
    const mat = Number(plano.mat);
    const segundos = Number(plano.segundos);
    if (plano.ausencia) {
      ferias.set(mat, (ferias.get(mat) ?? 0) + segundos);
      continue;
    }
    planejado.set(mat, (planejado.get(mat) ?? 0) + segundos);
    const atual = maior.get(mat);
    const projeto = Number(plano.projeto_id);
    // Largest planned allocation; a tie goes to the lowest project id.
    if (!atual || segundos > atual.segundos || (segundos === atual.segundos && projeto < atual.projeto)) {
      maior.set(mat, { segundos, projeto, categoria: plano.categoria });
    }
  }
  const trabalhado = new Map(worklogs.map((w) => [Number(w.mat), w]));
  const obrigatorias = calculadoraObrigatorias(inicio, fim);

  return colaboradores
    .map((c): LinhaCapacidadeArea => {
      const mat = Number(c.mat);
      const obrig = obrigatorias(c);
      const plan = horas(planejado.get(mat));
      const fer = horas(ferias.get(mat));
      const real = horas(trabalhado.get(mat)?.realizado);
      const fat = horas(trabalhado.get(mat)?.faturavel);
      return {
        colaborador: {
          mat,
          nome: c.nome,
          sobrenome: c.sobrenome,
          demissao: isoDate(c.demissao),
          departamento: { cod: Number(c.dep_cod), nome: c.dep_nome },
          regime: { cod: Number(c.reg_cod), nome: c.reg_nome },
          funcao: { nome: { nome: c.funcao_nome } },
        },
        perfil: c.classificacao,
        infoMaiorAlocacao: { categoria: maior.get(mat)?.categoria ?? null },
        horasPorDia: Number(c.carga_horaria),
        totalHorasObrigatorias: arredondarHoras(obrig),
        totalHorasPlanejadas: arredondarHoras(plan),
        ferias: arredondarHoras(fer),
        horasLivres: arredondarHoras(obrig - fer - plan),
        horasRealizadas: arredondarHoras(real),
        horasFaturaveis: arredondarHoras(fat),
        ...figurasDaLinha({ obrigatorias: obrig, planejadas: plan, realizadas: real, faturaveis: fat }),
      };
    })
    .sort(porNomeDaPessoa);
}

// -----------------------------------------------------------------------------------project

export async function capacidadePorProjeto(
  db: Db,
  inicio: string,
  fim: string,
  selecao: SelecaoProjetosCapacidade,
  chaveAusencia: string | null,
): Promise<RespostaCapacidadeProjeto> {
  const atividade = await q.atividadeProjetos(db, inicio, fim, q.filtroProjetos(selecao, chaveAusencia));
  if (atividade.length === 0) return { projetos: [] };
  const idsProjetos = [...new Set(atividade.map((a) => a.projeto_id))];
  const mats = [...new Set(atividade.filter((a) => a.mat !== null).map((a) => Number(a.mat)))];
  const contas = [...new Set(atividade.filter((a) => a.mat === null && a.conta).map((a) => a.conta!))];
  const [projetos, colaboradores, usuarios] = await Promise.all([
    q.projetosInfo(db, idsProjetos),
    mats.length ? q.colaboradoresDasMatriculas(db, mats) : Promise.resolve([] as LinhaColaborador[]),
    contas.length ? q.usuariosJira(db, contas) : Promise.resolve([] as { account_id: string; nome: string }[]),
  ]);
  const porMat = new Map(colaboradores.map((c) => [Number(c.mat), c]));
  const porConta = new Map(usuarios.map((u) => [u.account_id, u.nome]));
  const obrigatoriasDe = calculadoraObrigatorias(inicio, fim);

  const linhasPorProjeto = new Map<string, LinhaCapacidadeProjeto[]>();
  for (const a of atividade) {
    const plan = horas(a.planejado);
    const real = horas(a.realizado);
    const fat = horas(a.faturavel);
    const c = a.mat !== null ? porMat.get(Number(a.mat)) : undefined;
    const obrig = c ? obrigatoriasDe(c) : 0;
    const linha: LinhaCapacidadeProjeto = {
      colaborador: c
        ? {
            mat: Number(c.mat),
            accountId: null,
            nome: c.nome,
            sobrenome: c.sobrenome,
            demissao: isoDate(c.demissao),
            departamento: c.dep_nome,
            regime: c.reg_nome,
            funcao: { nome: c.funcao_nome },
          }
        : {
            mat: null,
            accountId: a.conta,
            nome: porConta.get(a.conta ?? '') ?? a.conta ?? '',
            sobrenome: '',
            demissao: null,
            departamento: '',
            regime: null,
            funcao: { nome: '' },
          },
      perfil: c?.classificacao ?? null,
      horasPorDia: c ? Number(c.carga_horaria) : 0,
      totalHorasObrigatorias: arredondarHoras(obrig),
      horasPlanejadas: arredondarHoras(plan),
      horasRealizadas: arredondarHoras(real),
      horasFaturaveis: arredondarHoras(fat),
      ...figurasDaLinha({ obrigatorias: obrig, planejadas: plan, realizadas: real, faturaveis: fat }),
    };
    const lista = linhasPorProjeto.get(a.projeto_id) ?? [];
    lista.push(linha);
    linhasPorProjeto.set(a.projeto_id, lista);
  }

  const resultado: BlocoCapacidadeProjeto[] = projetos
    .map((p) => ({
      projeto: { id: Number(p.id), key: p.chave, label: `${p.chave} - ${p.nome}`, categoria: p.categoria },
      colaboradores: (linhasPorProjeto.get(p.id) ?? []).sort(porNomeDaPessoa),
    }))
    .sort((x, y) => x.projeto.label.localeCompare(y.projeto.label, 'pt-BR'));
  return { projetos: resultado };
}

// --------------------------------------------------------------------------- path parameters

export const CAPACIDADE_ERROS = {
  data: 'Data inválida (use aaaa-MM-dd).',
  periodo: 'Período Inicial menor que Período Final.',
  periodoLongo: 'O período do relatório de capacidade é de no máximo 2 anos.',
  projetos: 'Informe os projetos (ids separados por vírgula, TODOS ou NAO-INT-1000).',
} as const;

/** Longest period accepted (days, inclusive). */
export const MAX_DIAS_CAPACIDADE = 731;

/** The domain's period rule (years 1900..2200, the end not before the start), with the capacity reports' own bound of two years. */
export function periodo(params: { inicio: string; fim: string }): { inicio: string; fim: string } {
  const lido = validarPeriodo(params.inicio, params.fim, { mensagemData: CAPACIDADE_ERROS.data, mensagemOrdem: CAPACIDADE_ERROS.periodo });
  if (!lido.ok) throw badRequest(lido.errors);
  const [inicio, fim] = lido.value;
  const dias = (Date.parse(fim) - Date.parse(inicio)) / 86_400_000 + 1;
  if (dias > MAX_DIAS_CAPACIDADE) throw badRequest([{ field: 'fim', errorMessage: CAPACIDADE_ERROS.periodoLongo }]);
  return { inicio, fim };
}

/** GET /relatorio/capacidade-area/:inicio/:fim. */
export function porArea(db: Db, datas: { inicio: string; fim: string }, chaveAusencia: string): Promise<LinhaCapacidadeArea[]> {
  const { inicio, fim } = periodo(datas);
  return capacidadePorArea(db, inicio, fim, chaveAusencia);
}

/** The capacity per project of a selection text (ids, TODOS or NAO-INT-1000; 400 otherwise). */
export function porProjeto(db: Db, datas: { inicio: string; fim: string }, projetos: string, chaveAusencia: string): Promise<RespostaCapacidadeProjeto> {
  const { inicio, fim } = periodo(datas);
  const selecao = lerSelecaoProjetosCapacidade(projetos);
  if (!selecao) throw badRequest([{ field: 'projetos', errorMessage: CAPACIDADE_ERROS.projetos }]);
  return capacidadePorProjeto(db, inicio, fim, selecao, chaveAusencia);
}
