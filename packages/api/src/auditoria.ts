/** The audit trail (issue 37): Administração › Auditoria and each record's 'Histórico de alterações'. */
import type { AcaoAuditoria, EntidadeAuditoria, EntradaDeAuditoria } from '@financeiro/domain';
import { http } from './http';

/** The audit screen's filters (de/ate: yyyy-MM-dd, both or neither). */
export interface FiltrosAuditoria {
  de?: string;
  ate?: string;
  /** A user's id, or the recorded name of an author without an account ('sistema'). */
  usuario?: string;
  entidade?: EntidadeAuditoria;
  acao?: AcaoAuditoria;
  texto?: string;
}

export interface PaginaAuditoria {
  entradas: EntradaDeAuditoria[];
  /** Entries matching the filters, counted up to the list's reach (10.000; 1.000 with `texto`). */
  total: number;
  /** More entries match than the list reaches. */
  excede: boolean;
}

/** Drops the empty filters (the server refuses an empty `entidade`). */
function parametros(filtros: FiltrosAuditoria): Record<string, string> {
  return Object.fromEntries(Object.entries(filtros).filter(([, valor]) => typeof valor === 'string' && valor.trim() !== '')) as Record<string, string>;
}

function lerPagina(resposta: { data: EntradaDeAuditoria[]; headers: Record<string, unknown> }): PaginaAuditoria {
  return {
    entradas: resposta.data,
    total: Number(resposta.headers['x-total-count'] ?? resposta.data.length),
    excede: resposta.headers['x-total-excede'] === 'true',
  };
}

export const auditoriaApi = {
  /** GET /admin/auditoria: one page (administrators). */
  async listar(filtros: FiltrosAuditoria, pagina: number, limite: number): Promise<PaginaAuditoria> {
    return lerPagina(await http.get<EntradaDeAuditoria[]>('/admin/auditoria', { params: { ...parametros(filtros), pagina, limite } }));
  },
  /** GET /admin/auditoria/exportacao: the filtered list for the xlsx (the 10.000 newest, with `texto` too). */
  async exportar(filtros: FiltrosAuditoria): Promise<PaginaAuditoria> {
    return lerPagina(await http.get<EntradaDeAuditoria[]>('/admin/auditoria/exportacao', { params: parametros(filtros) }));
  },
  /** GET /auditoria/:entidade/:chave: a record's history (403 for who may not see the record). */
  async historico(entidade: EntidadeAuditoria, chave: string | number): Promise<EntradaDeAuditoria[]> {
    return (await http.get<EntradaDeAuditoria[]>(`/auditoria/${entidade}/${encodeURIComponent(String(chave))}`)).data;
  },
};
