/**
 * Bulk imports (spec 02 section 7, 'Imports'), guarded by the 'importacoes' section:
 *
 *   POST /import/colaborador             {data: rows} -> { result: { success, fail, applied } }
 *   POST /import/beneficios-colaborador  {data: rows} -> idem
 *   POST /import/update-colaborador      {data: rows} -> idem
 *
 * Rows are objects keyed by the file's headers (cells as text); `linhas` (optional) gives each row's
 * line in the file. success and fail are keyed by CPF; fail holds every message of the rejected rows;
 * falhas lists each rejected row by its line, sorted, with all of its messages (a CPF repeated in the
 * file is reported on each of its rows, naming the others). The whole file runs in one transaction with a
 * savepoint per chunk/row (see outcome.ts): each row is written entirely or reported, and a crash
 * leaves nothing behind. At most 20.000 rows and 10 MiB per request.
 */
import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportKind, type ImportResult } from '@financeiro/domain';
import { badRequest } from '../../http/errors';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { atualizarColaboradores } from './atualizar';
import { importarBeneficios } from './beneficios';
import { importarColaboradores, type ImportContext } from './colaboradores';
import { NUMBER_MAX, Type, typed } from '../../http/fields';

type Importer = (context: ImportContext, rows: readonly Record<string, unknown>[]) => Promise<ImportResult>;

const ROUTES: Array<{ kind: ImportKind; path: string; summary: string; run: Importer }> = [
  { kind: 'colaboradores', path: '/import/colaborador', summary: 'Importa novos colaboradores', run: importarColaboradores },
  {
    kind: 'beneficios-colaborador',
    path: '/import/beneficios-colaborador',
    summary: 'Importa benefícios de colaboradores (alíquotas em porcentagem)',
    run: importarBeneficios,
  },
  {
    kind: 'atualizar-colaboradores',
    path: '/import/update-colaborador',
    summary: 'Atualiza colaboradores pelo CPF (registra histórico como o formulário)',
    run: atualizarColaboradores,
  },
];

/** A cell of the file: text (bounded), a number within any column, a boolean or empty. */
const cell = Type.Union([
  Type.String({ maxLength: IMPORT_LIMITS.maxCellChars }),
  Type.Number({ minimum: -NUMBER_MAX, maximum: NUMBER_MAX }),
  Type.Boolean(),
  Type.Null(),
]);

// The number of rows is bounded by the route's bodyLimit and checked by the handler (its own message).
const body = Type.Object({
  data: Type.Array(Type.Record(Type.String({ maxLength: 200 }), cell, { maxProperties: 100 }), {
    description: 'Uma linha por objeto, com as células (texto) pelo cabeçalho da primeira linha do arquivo',
  }),
  linhas: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2 * IMPORT_LIMITS.maxRows + 1 }), {
      maxItems: IMPORT_LIMITS.maxRows,
      description: 'A linha de cada registro no arquivo (uma por item de data); sem ela, posição + 2 (o cabeçalho é a linha 1)',
    }),
  ),
});

const result = {
  200: {
    type: 'object',
    properties: {
      result: {
        type: 'object',
        properties: {
          success: { type: 'object', additionalProperties: true, description: 'Por CPF: matrícula (ou códigos dos benefícios)' },
          fail: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'Por CPF: mensagens' },
          applied: { type: 'integer', description: 'Registros gravados' },
          falhas: {
            type: 'array',
            description: 'Cada registro recusado, pela linha no arquivo, com todas as suas mensagens',
            items: {
              type: 'object',
              properties: { linha: { type: 'integer' }, cpf: { type: 'string' }, mensagens: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
};

export default async function importacoesRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const config = { ...sectionRoute('importacoes'), bodyTooLargeMessage: IMPORT_MESSAGES.requisicaoGrande };
  const tags = ['Importações'];
  for (const route of ROUTES) {
    app.post(
      route.path,
      {
        config,
        bodyLimit: IMPORT_LIMITS.maxBytes,
        schema: { tags, summary: route.summary, body, response: { ...result, ...errorResponses(400, 401, 403, 413) } },
      },
      async (request, reply) => {
        const { data, linhas } = request.body;
        if (data.length === 0) throw badRequest(IMPORT_MESSAGES.semRegistros);
        if (data.length > IMPORT_LIMITS.maxRows) throw badRequest(IMPORT_MESSAGES.registrosDemais);
        if (linhas !== undefined && linhas.length !== data.length) throw badRequest([{ field: 'linhas', errorMessage: IMPORT_MESSAGES.linhasInvalidas }]);
        const started = Date.now();
        const outcome = await route.run({ db: app.db, userId: request.user?.id ?? null, log: request.log, linhas }, data);
        request.log.info(
          { importacao: route.kind, registros: data.length, gravados: outcome.applied, falhas: Object.keys(outcome.fail).length, ms: Date.now() - started },
          'importação concluída',
        );
        // Serialised here: the same bytes as the response schema's serializer (fast-json-stringify), which
        // held the event loop 100-260 ms for 20.000 refused rows where JSON.stringify takes 20-30 ms.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify({ result: outcome }));
      },
    );
  }
}
