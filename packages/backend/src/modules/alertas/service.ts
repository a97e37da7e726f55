/**
 * The forecast's alerts (issue 38 §3). The rules and the raise / keep / close decisions are the
 * domain's (`avaliarAlertas`, `regrasDoProjeto`, packages/domain/src/projecao/alertas.ts); this file
 * reads the forecasts through the projecao module's loader, applies the decisions to the alert table
 * and sends the e-mails of the alerts it opens through the outbox.
 */
import Decimal from 'decimal.js';
import {
  avaliarAlertas,
  REGRAS_ALERTA_PADRAO,
  regrasDoProjeto,
  type AlertasDoUsuario,
  type OrigemAlerta,
  type PreferenciaAlertas,
  type RegrasAlerta,
  type RegrasAlertaDoProjeto,
} from '@financeiro/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { alertaProjetoMail } from '../../mail/messages';
import { diferencas, registrarAuditoria, type CampoComparado } from '../auditoria';
import { projetarEGuardar, projetarProjetos } from '../projecao';
import { PROJETO_NAO_ENCONTRADO } from '../projetos';
import * as q from './queries';

export const ALERTAS_MESSAGES = {
  regrasSalvas: 'Regras de alerta salvas com sucesso!',
  regrasDoProjetoSalvas: 'Regras de alerta do projeto salvas com sucesso!',
  preferenciaSalva: 'Preferência de alertas salva com sucesso!',
  alertaNaoEncontrado: 'Alerta não encontrado ou já encerrado.',
} as const;

const CAMPOS = ['margemMinima', 'desvioMaximo', 'semanasAntecedencia'] as const satisfies readonly (keyof RegrasAlerta)[];

/** What an evaluation needs: the database, the outbox and the address of the links. */
export interface ContextoAlertas {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

export interface ResultadoAvaliacao {
  abertos: number;
  mantidos: number;
  fechados: number;
  emails: number;
}

// ------------------------------------------------------------------ rules

const fracao6 = (valor: string | null) => (valor === null ? null : new Decimal(valor).toFixed(6));

const desligada = (valor: string | number | null | undefined) => (valor === null ? 'desligada' : valor);
/** What the audit trail records of a set of rules (null: the rule is off). */
const CAMPOS_AUDITADOS: CampoComparado<Partial<RegrasAlerta>>[] = [
  { campo: 'Margem mínima no término', valor: (r) => desligada(r.margemMinima), tipo: 'percentual' },
  { campo: 'Desvio máximo do custo', valor: (r) => desligada(r.desvioMaximo), tipo: 'percentual' },
  { campo: 'Semanas de antecedência', valor: (r) => desligada(r.semanasAntecedencia), tipo: 'numero' },
];

export async function regrasGlobais(db: Db): Promise<RegrasAlerta> {
  const row = await q.lerRegrasGlobais(db);
  if (!row) return REGRAS_ALERTA_PADRAO;
  return { margemMinima: row.margemMinima, desvioMaximo: row.desvioMaximo, semanasAntecedencia: row.semanasAntecedencia };
}

/** A project's stored overrides as the domain reads them (absent inherits, null = off). */
function sobreposicoes(linha: q.LinhaRegrasProjeto | undefined): Partial<RegrasAlerta> {
  if (!linha) return {};
  const regras: Partial<RegrasAlerta> = {};
  for (const campo of CAMPOS) {
    if (linha.desligadas.includes(campo)) regras[campo] = null as never;
    else if (linha[campo] !== null) regras[campo] = linha[campo] as never;
  }
  return regras;
}

/** PUT /admin/projecao/regras-alerta: the global rules (validated at the edge); the route asks for every project's evaluation. */
export async function salvarRegrasGlobais(db: Db, valido: RegrasAlerta, usuarioId: number) {
  const regras: RegrasAlerta = {
    margemMinima: fracao6(valido.margemMinima),
    desvioMaximo: fracao6(valido.desvioMaximo),
    semanasAntecedencia: valido.semanasAntecedencia,
  };
  const antes = await regrasGlobais(db);
  await db.transaction(async (tx) => {
    await q.gravarRegrasGlobais(tx, regras, usuarioId);
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'regras_alerta', chave: 'globais', campos: diferencas(antes, regras, CAMPOS_AUDITADOS) });
  });
  return { data: await regrasGlobais(db), message: ALERTAS_MESSAGES.regrasSalvas };
}

export async function regrasDoProjetoDe(db: Db, chave: string): Promise<RegrasAlertaDoProjeto> {
  if (!(await q.buscarProjeto(db, chave))) throw notFound(PROJETO_NAO_ENCONTRADO);
  const [globais, [linha]] = await Promise.all([regrasGlobais(db), q.listarRegrasDeProjetos(db, [chave])]);
  const projeto = sobreposicoes(linha);
  return { globais, projeto, efetivas: regrasDoProjeto(globais, projeto) };
}

/**
 * PUT /projecao/:key/regras-alerta: the project's overrides (an absent field inherits, null switches
 * the rule off; no field at all removes the overrides); the route asks for the project's evaluation.
 */
export async function salvarRegrasDoProjeto(db: Db, chave: string, valido: Partial<RegrasAlerta>, usuarioId: number) {
  if (!(await q.buscarProjeto(db, chave))) throw notFound(PROJETO_NAO_ENCONTRADO);
  const presentes = CAMPOS.filter((campo) => valido[campo] !== undefined);
  await db.transaction(async (tx) => {
    const [linhaAntes] = await q.listarRegrasDeProjetos(tx, [chave]);
    const antes = sobreposicoes(linhaAntes);
    if (presentes.length === 0) await q.removerRegrasDoProjeto(tx, chave);
    else {
      await q.gravarRegrasDoProjeto(
        tx,
        chave,
        {
          margemMinima: valido.margemMinima ? fracao6(valido.margemMinima) : null,
          desvioMaximo: valido.desvioMaximo ? fracao6(valido.desvioMaximo) : null,
          semanasAntecedencia: valido.semanasAntecedencia ?? null,
          desligadas: presentes.filter((campo) => valido[campo] === null),
        },
        usuarioId,
      );
    }
    const [linhaDepois] = await q.listarRegrasDeProjetos(tx, [chave]);
    // An absent override inherits the global rule: shown as 'padrão' rather than as no value.
    const comPadrao = (r: Partial<RegrasAlerta>) => Object.fromEntries(CAMPOS.map((c) => [c, c in r ? r[c] : 'padrão'])) as Partial<RegrasAlerta>;
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'regras_alerta', chave, campos: diferencas(comPadrao(antes), comPadrao(sobreposicoes(linhaDepois)), CAMPOS_AUDITADOS) });
  });
  return { data: await regrasDoProjetoDe(db, chave), message: ALERTAS_MESSAGES.regrasDoProjetoSalvas };
}

// ------------------------------------------------------------------ evaluation

/**
 * Evaluates the rules of the projects the filter selects (every project of the portfolio without
 * `chaves`) and applies the domain's decisions: 'abrir' inserts an alert (once: an open one of the
 * same project and type blocks it) and e-mails its recipients; 'manter' refreshes its text; 'fechar'
 * closes it. An open alert of a selected key that is no longer in the portfolio (plan removed,
 * project gone from Jira) is closed too.
 */
export async function avaliarAlertasDosProjetos(
  contexto: ContextoAlertas,
  filtro: { chaves?: readonly string[] },
  origem: OrigemAlerta,
  hoje: string,
): Promise<ResultadoAvaliacao> {
  const { db } = contexto;
  const chaves = filtro.chaves ?? null;
  const [projetados, globais, sobrepostas, abertos] = await Promise.all([
    // With keys (the evaluator's batches): the Carteira lines are kept on the way (the projecao module's cache).
    chaves === null ? projetarProjetos(db, {}, hoje) : projetarEGuardar(db, chaves, hoje).then((feito) => feito.projetados),
    regrasGlobais(db),
    q.listarRegrasDeProjetos(db, chaves),
    q.listarAlertasAbertos(db, chaves),
  ]);
  const regrasPorProjeto = new Map(sobrepostas.map((linha) => [linha.projeto, linha]));
  const abertosPorProjeto = new Map<string, q.AlertaAbertoLinha[]>();
  for (const alerta of abertos) abertosPorProjeto.set(alerta.projeto, [...(abertosPorProjeto.get(alerta.projeto) ?? []), alerta]);

  const resultado: ResultadoAvaliacao = { abertos: 0, mantidos: 0, fechados: 0, emails: 0 };
  const novos: { projeto: (typeof projetados)[number]['projeto']; titulo: string; detalhe: string; causa: string }[] = [];
  const fechar: number[] = [];
  const vistos = new Set<string>();
  await db.transaction(async (tx) => {
    for (const { projeto, projecao } of projetados) {
      vistos.add(projeto.chave);
      const doProjeto = abertosPorProjeto.get(projeto.chave) ?? [];
      const decisoes = avaliarAlertas({
        projecao,
        regras: regrasDoProjeto(globais, sobreposicoes(regrasPorProjeto.get(projeto.chave))),
        abertos: doProjeto.map((alerta) => alerta.tipo),
        hoje,
      });
      for (const decisao of decisoes) {
        const aberto = doProjeto.find((alerta) => alerta.tipo === decisao.tipo);
        if (decisao.acao === 'abrir') {
          const id = await q.inserirAlerta(tx, { projeto: projeto.chave, tipo: decisao.tipo, titulo: decisao.titulo, detalhe: decisao.detalhe, causa: decisao.causa, origem });
          if (id !== null) {
            resultado.abertos += 1;
            novos.push({ projeto, titulo: decisao.titulo, detalhe: decisao.detalhe, causa: decisao.causa });
          }
        } else if (decisao.acao === 'manter' && aberto) {
          await q.atualizarAlerta(tx, aberto.id, { detalhe: decisao.detalhe, causa: decisao.causa });
          resultado.mantidos += 1;
        } else if (decisao.acao === 'fechar' && aberto) fechar.push(aberto.id);
      }
    }
    for (const alerta of abertos) if (!vistos.has(alerta.projeto)) fechar.push(alerta.id);
    await q.fecharAlertas(tx, fechar);
  });
  resultado.fechados = fechar.length;

  for (const novo of novos) {
    const destinatarios = new Map((await q.listarDestinatarios(db, novo.projeto.chave)).map((linha) => [linha.email, linha]));
    for (const destinatario of destinatarios.values()) {
      contexto.mailer.enqueue(alertaProjetoMail(contexto.appUrl, destinatario, novo));
      resultado.emails += 1;
    }
  }
  if (resultado.abertos || resultado.fechados) contexto.log.info({ origem, ...resultado }, 'alertas da projeção avaliados');
  return resultado;
}

// ------------------------------------------------------------------ the bell

export async function alertasDoUsuario(db: Db, userId: number): Promise<AlertasDoUsuario> {
  const linhas = await q.listarAlertasDoUsuario(db, userId);
  return {
    alertas: linhas.map((linha) => ({
      id: Number(linha.id),
      projeto: { id: Number(linha.projeto_id), chave: linha.projeto, nome: linha.projeto_nome },
      tipo: linha.tipo,
      titulo: linha.titulo,
      detalhe: linha.detalhe,
      causa: linha.causa,
      origem: linha.origem,
      abertoEm: new Date(linha.aberto_em).toISOString(),
      atualizadoEm: new Date(linha.atualizado_em).toISOString(),
      lido: linha.lido,
    })),
    naoLidos: linhas.filter((linha) => !linha.lido).length,
  };
}

/** Marks one open alert (or, with id null, every open one) as read by the user; the bell again. */
export async function marcarComoLido(db: Db, userId: number, id: number | null): Promise<AlertasDoUsuario> {
  const marcados = await q.marcarLidos(db, userId, id);
  if (id !== null && marcados === 0) throw notFound(ALERTAS_MESSAGES.alertaNaoEncontrado);
  return alertasDoUsuario(db, userId);
}

// ------------------------------------------------------------------ the user's choice

export async function preferenciaDo(db: Db, userId: number): Promise<PreferenciaAlertas> {
  return { receberEmail: await q.lerPreferencia(db, userId) };
}

export async function salvarPreferencia(db: Db, userId: number, valido: PreferenciaAlertas) {
  await db.transaction(async (tx) => {
    const antes = await q.lerPreferencia(tx, userId);
    await q.gravarPreferencia(tx, userId, valido.receberEmail);
    const campo: CampoComparado<boolean>[] = [{ campo: 'Receber alertas de projetos por e-mail', valor: (v) => v, tipo: 'booleano' }];
    await registrarAuditoria(tx, { acao: 'alterar', entidade: 'usuario', chave: userId, campos: diferencas(antes, valido.receberEmail, campo) });
  });
  return { data: await preferenciaDo(db, userId), message: ALERTAS_MESSAGES.preferenciaSalva };
}
