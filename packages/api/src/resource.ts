import { http } from './http';

/** The response shapes of the registration calls (spec 02 section 7). */
export interface ListResponse<T> {
  result: T[];
}
export interface ItemResponse<T> {
  result: T;
}
export interface CreateResponse {
  result: { insertId: number };
}

export interface ResourcePaths {
  list: string;
  get: string;
  create: string;
  update: string;
}

export type AtivoFilter = boolean | 0 | 1 | 2 | undefined;

/** Typed list/get/create/update calls of one registration entity. */
export function resourceClient<T, TInput = Partial<T>>(paths: ResourcePaths) {
  const params = (ativo: AtivoFilter) => (ativo === undefined ? undefined : { ativo: String(ativo) });
  return {
    async list(ativo?: AtivoFilter): Promise<T[]> {
      const { data } = await http.get<ListResponse<T>>(paths.list, { params: params(ativo) });
      return data.result;
    },
    async get(key: number | string, ativo?: AtivoFilter): Promise<T> {
      const { data } = await http.get<ItemResponse<T>>(`${paths.get}/${key}`, { params: params(ativo) });
      return data.result;
    },
    async create(body: TInput): Promise<number> {
      const { data } = await http.post<CreateResponse>(paths.create, body);
      return data.result.insertId;
    },
    async update(key: number | string, body: TInput): Promise<void> {
      await http.put(`${paths.update}/${key}`, body);
    },
  };
}

export type ResourceClient<T, TInput = Partial<T>> = ReturnType<typeof resourceClient<T, TInput>>;
