/**
 * The four routes of a registration entity of spec 02 section 7 (departamento, filial, função,
 * regime de contrato), declared once: each module gives the path, its schemas (`cadastroSchemas`,
 * in its schemas.ts), its section and its service's four functions.
 *
 *   GET  <caminho>/list?ativo=...      -> { result: listar(ativo) }
 *   GET  <caminho>/:cod?ativo=...      -> { result: buscar(cod, ativo) }
 *   POST <caminho>/create              -> { result: { insertId: criar(body) } }
 *   PUT  <caminho>/update/:cod         -> { result: { affectedRows: atualizar(cod, body) } }
 *
 * `?ativo=` is read by `lerAtivo` (boolean column) or `lerAtivoNumerico` (the 0/1/2 column of funções).
 */
import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Db } from '../db/client';
import type { cadastroSchemas } from './cadastro-schemas';
import { typed } from './fields';
import type { sectionRoute } from './guard';

export interface ServicoDeCadastro<V, A> {
  listar: (db: Db, ativo: A | undefined) => Promise<unknown>;
  buscar: (db: Db, cod: number, ativo: A | undefined) => Promise<unknown>;
  criar: (db: Db, value: V) => Promise<number>;
  atualizar: (db: Db, cod: number, value: V) => Promise<number>;
}

export function rotasDeCadastro<S extends AnyObjectSchema, A>(
  instance: FastifyInstance,
  cadastro: {
    caminho: string;
    schemas: ReturnType<typeof cadastroSchemas<S>>;
    config: ReturnType<typeof sectionRoute>;
    lerAtivo: (raw: string | undefined) => A | undefined;
    servico: ServicoDeCadastro<InferType<S>, A>;
  },
): void {
  const app = typed(instance);
  const { caminho, schemas, config, lerAtivo, servico } = cadastro;
  app.get(`${caminho}/list`, { config, schema: schemas.list }, async (request) => ({
    result: await servico.listar(app.db, lerAtivo(request.query.ativo)),
  }));
  app.get(`${caminho}/:cod`, { config, schema: schemas.get }, async (request) => ({
    result: await servico.buscar(app.db, request.params.cod, lerAtivo(request.query.ativo)),
  }));
  app.post(`${caminho}/create`, { config, schema: schemas.create }, async (request) => ({
    result: { insertId: await servico.criar(app.db, request.body) },
  }));
  app.put(`${caminho}/update/:cod`, { config, schema: schemas.update }, async (request) => ({
    result: { affectedRows: await servico.atualizar(app.db, request.params.cod, request.body) },
  }));
}
