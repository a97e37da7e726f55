import type { Colaborador, ColaboradorBeneficio, ColaboradorBeneficioRecord, ColaboradorHistorico, ColaboradorRecord } from '@financeiro/domain';
import { http } from '../http';
import { resourceClient, type CreateResponse, type ItemResponse, type ListResponse } from '../resource';

export type { ColaboradorRecord, ColaboradorHistorico, ColaboradorBeneficioRecord } from '@financeiro/domain';

export interface ColaboradorFilters {
  departamento?: number | string;
  funcao?: number | string;
  /** Default (omitted): active employees only. */
  ativo?: boolean | 'todos';
}

const colaboradores = resourceClient<ColaboradorRecord, Colaborador>({
  list: '/employee',
  get: '/employee',
  create: '/employee/create',
  update: '/employee/update',
});

/** Employees (spec 02 section 7): /employee, /colaborador/{mat} (history), /colaborador/classificacoes. */
export const colaboradoresApi = {
  get: colaboradores.get,
  create: colaboradores.create,
  update: colaboradores.update,
  /** GET /employee with the department/function filters (empty ones are left out). */
  async list(filters: ColaboradorFilters = {}): Promise<ColaboradorRecord[]> {
    const params = Object.fromEntries(
      Object.entries(filters)
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([key, value]) => [key, String(value)]),
    );
    const { data } = await http.get<ListResponse<ColaboradorRecord>>('/employee', { params });
    return data.result;
  },
  /** PATCH /employee/change-active: soft delete (ativo false) or reactivation. */
  async changeActive(mat: number, ativo: boolean): Promise<void> {
    await http.patch('/employee/change-active', { mat, ativo });
  },
  /** GET /colaborador/{mat}: the history rows, newest first. */
  async historico(mat: number | string): Promise<ColaboradorHistorico[]> {
    const { data } = await http.get<ListResponse<ColaboradorHistorico>>(`/colaborador/${mat}`);
    return data.result;
  },
  /** GET /colaborador/classificacoes: project categories usable as classification. */
  async classificacoes(): Promise<string[]> {
    const { data } = await http.get<ListResponse<string>>('/colaborador/classificacoes');
    return data.result;
  },
};

/** The adic/subtrai fields sent when inserting or updating an employee's benefit. */
export type ColaboradorBeneficioInput = Partial<ColaboradorBeneficio>;

/** An employee's benefits (spec 02 section 7): /beneficio/colab/{mat}[/{benefCod}], DELETE /beneficio/{mat}/{benefCod}/{filialCod}. */
export const colaboradorBeneficiosApi = {
  async list(mat: number | string): Promise<ColaboradorBeneficioRecord[]> {
    const { data } = await http.get<ListResponse<ColaboradorBeneficioRecord>>(`/beneficio/colab/${mat}`);
    return data.result;
  },
  async get(mat: number | string, benefCod: number | string): Promise<ColaboradorBeneficioRecord> {
    const { data } = await http.get<ItemResponse<ColaboradorBeneficioRecord>>(`/beneficio/colab/${mat}/${benefCod}`);
    return data.result;
  },
  /** Inserts the benefit for the employee (in the employee's branch); returns the row id. */
  async create(mat: number | string, benefCod: number | string, body: ColaboradorBeneficioInput): Promise<number> {
    const { data } = await http.post<CreateResponse>(`/beneficio/colab/${mat}/${benefCod}`, body);
    return data.result.insertId;
  },
  async update(mat: number | string, benefCod: number | string, body: ColaboradorBeneficioInput): Promise<void> {
    await http.put(`/beneficio/colab/${mat}/${benefCod}`, body);
  },
  /** Soft removal (ativo false). */
  async remove(mat: number | string, benefCod: number | string, filialCod: number | string): Promise<void> {
    await http.delete(`/beneficio/${mat}/${benefCod}/${filialCod}`);
  },
};
