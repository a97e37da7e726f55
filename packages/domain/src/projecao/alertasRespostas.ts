import * as yup from 'yup';
import type { RegrasAlerta, TipoAlerta } from './alertas';

/**
 * The alerts as the API answers them and the screens read them (issue 38 §3): the bell, the
 * administrator's rules, a project's overrides and the user's e-mail choice.
 */

/** What made the alerts be evaluated. */
export const ORIGENS_ALERTA = ['sincronizacao', 'fechamento', 'planejamento', 'regras'] as const;
export type OrigemAlerta = (typeof ORIGENS_ALERTA)[number];

export const ROTULOS_ORIGEM_ALERTA: Record<OrigemAlerta, string> = {
  sincronizacao: 'sincronização Jira/Tempo',
  fechamento: 'cálculo de fechamento',
  planejamento: 'planejamento salvo',
  regras: 'regras de alerta alteradas',
};

/** One open alert in the bell. */
export interface AlertaAberto {
  id: number;
  /** The project (its id opens the planning's Projeção: /projetos/previsao/:chave/:id/projecao). */
  projeto: { id: number; chave: string; nome: string };
  tipo: TipoAlerta;
  titulo: string;
  detalhe: string;
  causa: string;
  origem: OrigemAlerta;
  /** ISO instants. */
  abertoEm: string;
  atualizadoEm: string;
  /** Read by the signed-in user. */
  lido: boolean;
}

export interface AlertasDoUsuario {
  alertas: AlertaAberto[];
  naoLidos: number;
}

/** A project's rules: the global ones, its own overrides (absent inherits, null = off) and the result. */
export interface RegrasAlertaDoProjeto {
  globais: RegrasAlerta;
  projeto: Partial<RegrasAlerta>;
  efetivas: RegrasAlerta;
}

export interface PreferenciaAlertas {
  /** Receive the projects' alerts by e-mail. */
  receberEmail: boolean;
}

export const preferenciaAlertasSchema = yup.object({
  receberEmail: yup.boolean().strict().defined('Campo obrigatório'),
});
