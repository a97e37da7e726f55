/**
 * A planned-vs-real route of one project over a period (section 'projetos'):
 * GET <path>/:key/:inicio/:fim -> { data }. The projetos module declares two of them (real cost and
 * revenue per month) and custos-projeto one (extra costs per month); `ler` is the module's service
 * function, which finds the project and reads the period.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DateText, Params, ProjectKey, typed } from './fields';
import { sectionRoute } from './guard';
import { errorResponses } from './schemas';

export const periodoDoProjetoParams = Params({ key: ProjectKey(), inicio: DateText('Início (dd/MM/yyyy ou yyyy-MM-dd)'), fim: DateText('Fim') });

export function rotaRealPorPeriodo(
  instance: FastifyInstance,
  path: string,
  tag: string,
  summary: string,
  description: string,
  ler: (db: Db, key: string, inicio: string, fim: string) => Promise<unknown>,
): void {
  const app = typed(instance);
  app.get(
    `${path}/:key/:inicio/:fim`,
    { config: sectionRoute('projetos'), schema: { tags: [tag], summary, description, params: periodoDoProjetoParams, response: errorResponses(400, 404) } },
    async (request) => {
      const { key, inicio, fim } = request.params;
      return { data: await ler(app.db, key, inicio, fim) };
    },
  );
}
