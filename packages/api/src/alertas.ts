import type { AlertasDoUsuario, PreferenciaAlertas, RegrasAlerta, RegrasAlertaDoProjeto } from '@financeiro/domain';
import { http, seg } from './http';

/** The forecast's alerts are the domain's types. */
export type { AlertasDoUsuario, PreferenciaAlertas, RegrasAlerta, RegrasAlertaDoProjeto };

/** Forecast alerts (issue 38 §3): the bell, the user's e-mail choice and the rules. */
export const alertasApi = {
  listar: async (): Promise<AlertasDoUsuario> => (await http.get<{ data: AlertasDoUsuario }>('/alertas')).data.data,
  marcarLido: async (id: number): Promise<AlertasDoUsuario> => (await http.post<{ data: AlertasDoUsuario }>(`/alertas/${seg(id)}/lido`)).data.data,
  marcarTodosLidos: async (): Promise<AlertasDoUsuario> => (await http.post<{ data: AlertasDoUsuario }>('/alertas/lidos')).data.data,
  preferencia: async (): Promise<PreferenciaAlertas> => (await http.get<{ data: PreferenciaAlertas }>('/alertas/preferencia')).data.data,
  salvarPreferencia: async (preferencia: PreferenciaAlertas): Promise<{ data: PreferenciaAlertas; message: string }> =>
    (await http.put<{ data: PreferenciaAlertas; message: string }>('/alertas/preferencia', preferencia)).data,
  regrasGlobais: async (): Promise<RegrasAlerta> => (await http.get<{ data: RegrasAlerta }>('/admin/projecao/regras-alerta')).data.data,
  salvarRegrasGlobais: async (regras: RegrasAlerta): Promise<{ data: RegrasAlerta; message: string }> =>
    (await http.put<{ data: RegrasAlerta; message: string }>('/admin/projecao/regras-alerta', regras)).data,
  regrasDoProjeto: async (key: string): Promise<RegrasAlertaDoProjeto> =>
    (await http.get<{ data: RegrasAlertaDoProjeto }>(`/projecao/${seg(key)}/regras-alerta`)).data.data,
  salvarRegrasDoProjeto: async (key: string, regras: Partial<RegrasAlerta>): Promise<{ data: RegrasAlertaDoProjeto; message: string }> =>
    (await http.put<{ data: RegrasAlertaDoProjeto; message: string }>(`/projecao/${seg(key)}/regras-alerta`, regras)).data,
};
