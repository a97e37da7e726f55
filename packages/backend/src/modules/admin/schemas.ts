/** Request and response schemas of the administration routes. */
import { SECTIONS } from '@financeiro/domain';
import { Body, IdParams, Query, Text, Type } from '../../http/fields';
import { PAGINACAO_DESCRICAO, paginacaoQuery } from '../../http/paginacao';
import { errorResponses } from '../../http/schemas';
import { MAX_USUARIOS } from './service';

const TAG = 'Administração';

const adminUser = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    usuario: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    ativo: { type: 'boolean' },
    admin: { type: 'boolean' },
    secoes: { type: 'array', items: { type: 'string' } },
    googleLinkAllowed: { type: 'boolean' },
    googleLinked: { type: 'boolean' },
  },
  required: ['id', 'usuario', 'name', 'email', 'ativo', 'admin', 'secoes', 'googleLinkAllowed', 'googleLinked'],
} as const;

export const listUsersSchema = {
  tags: [TAG],
  summary: 'Lista os usuários com suas seções (paginável)',
  description: PAGINACAO_DESCRICAO(MAX_USUARIOS),
  querystring: Query(paginacaoQuery),
  response: { 200: { type: 'array', items: adminUser }, ...errorResponses(500) },
};

export const updateUserSchema = {
  tags: [TAG],
  summary: 'Altera seções, situação e vínculo Google de um usuário',
  description:
    `secoes substitui as seções concedidas (de ${SECTIONS.join(', ')}); o papel admin não muda por aqui. ` +
    'ativo falso desativa a conta e encerra as sessões (vale na próxima requisição). googleLinkAllowed permite ' +
    'vincular uma conta Google pelo e-mail verificado. Um administrador não pode desativar a própria conta.',
  params: IdParams('id'),
  body: Body({
    secoes: Type.Optional(Type.Array(Text(40), { maxItems: 20 })),
    ativo: Type.Optional(Type.Boolean()),
    googleLinkAllowed: Type.Optional(Type.Boolean()),
  }),
  response: { 200: adminUser, ...errorResponses(400, 404, 500) },
};

export const outboxSchema = {
  tags: [TAG],
  summary: 'Caixa de saída de e-mails',
  description:
    "As 200 mensagens mais recentes. modo 'outbox' (sem MAIL_SMTP_URL): nada é enviado e a caixa de saída é o canal de entrega " +
    "(links utilizáveis, que o administrador repassa). modo 'smtp': cada mensagem com a sua situação (pendente: o envio falhou e será " +
    "repetido; enviada; falhou: tentativas esgotadas), as tentativas e o último erro, com os links mascarados (token trocado por '…').",
  response: {
    200: {
      type: 'object',
      properties: {
        modo: { type: 'string', enum: ['smtp', 'outbox'] },
        mensagens: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              para: { type: 'string' },
              assunto: { type: 'string' },
              texto: { type: 'string' },
              criadoEm: { type: 'string', format: 'date-time' },
              situacao: { type: 'string', enum: ['caixa', 'pendente', 'enviada', 'falhou'] },
              tentativas: { type: 'integer' },
              ultimoErro: { type: ['string', 'null'] },
              proximaTentativa: { type: ['string', 'null'], format: 'date-time' },
            },
            required: ['id', 'para', 'assunto', 'texto', 'criadoEm', 'situacao', 'tentativas', 'ultimoErro', 'proximaTentativa'],
          },
        },
      },
      required: ['modo', 'mensagens'],
    },
    ...errorResponses(500),
  },
};
