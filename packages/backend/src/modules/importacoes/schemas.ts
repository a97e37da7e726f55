/** Request and response schemas of the import routes. */
import { IMPORT_LIMITS } from '@financeiro/domain';
import { NUMBER_MAX, Type } from '../../http/fields';
import { errorResponses } from '../../http/schemas';

/** A cell of the file: text (bounded), a number within any column, a boolean or empty. */
const cell = Type.Union([
  Type.String({ maxLength: IMPORT_LIMITS.maxCellChars }),
  Type.Number({ minimum: -NUMBER_MAX, maximum: NUMBER_MAX }),
  Type.Boolean(),
  Type.Null(),
]);

// The number of rows is bounded by the route's bodyLimit and checked by the handler (its own message).
export const importBody = Type.Object({
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

export const importSchema = (summary: string) => ({
  tags: ['Importações'],
  summary,
  body: importBody,
  response: { ...result, ...errorResponses(400, 401, 403, 413) },
});
