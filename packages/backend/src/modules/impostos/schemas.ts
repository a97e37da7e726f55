/** Request and response schemas of the taxes module's routes (tag 'Cadastros'). */
import type * as yup from 'yup';
import {
  booleanWithDefault,
  CADASTRO_MESSAGES,
  faixaImpostoSchema,
  impostoSchema,
  regimeImpostoAtivoSchema,
  regimeImpostoSchema,
  regimeSchema,
  valorImpostoSchema,
} from '@financeiro/domain';
import { cadastroSchemas } from '../../http/cadastro-schemas';
import { Id, IdParams, Options, Query, Type, yupBody, type Static } from '../../http/fields';
import { errorResponses } from '../../http/schemas';

const tags = ['Cadastros'];

/** `?ativo=true|false|1|0` on a boolean column (same values as the generic CRUD). */
export const ativoQuery = Query({ ativo: Type.Optional(Options(['true', 'false', '1', '0'], { description: 'Filtra por situação' })) });

export const codParams = IdParams('cod');

export const idParams = IdParams('id');

/** The bracket body: the domain schema plus the soft-delete flag. */
export const faixaBodySchema = faixaImpostoSchema.shape({ ativo: booleanWithDefault(true) });

export type FaixaBody = yup.InferType<typeof faixaBodySchema>;

/** PUT /imposto/faixa/:cod: without `ativo` the bracket keeps its own (null or blank switches it on, as in a POST). */
const faixaEditadaSchema = faixaBodySchema.shape({
  ativo: booleanWithDefault(true)
    .default(undefined)
    .optional()
    .transform((value: unknown, original: unknown) => (original === undefined ? undefined : (value ?? true))),
});

/** The bracket's tax is the path's (POST) or the bracket's own (PUT). */
const novaFaixaBody = yupBody(faixaBodySchema, { fromPath: ['imposto_cod'] });
const faixaEditadaBody = yupBody(faixaEditadaSchema, { fromPath: ['imposto_cod'] });
export type NovaFaixa = Static<typeof novaFaixaBody>;
export type FaixaEditada = Static<typeof faixaEditadaBody>;

// ------------------------------------------------------------------------------------- imposto

const impostoBody = yupBody(impostoSchema);

export const listImpostosSchema = { tags, summary: 'Lista de impostos', querystring: ativoQuery, response: errorResponses(401, 403) };

export const getImpostoSchema = {
  tags,
  summary: 'Detalhe de imposto, com valores por filial, regimes vinculados e faixas ativas',
  params: codParams,
  querystring: ativoQuery,
  response: errorResponses(401, 403, 404),
};

export const createImpostoSchema = { tags, summary: 'Cria imposto', body: impostoBody, response: errorResponses(400, 401, 403) };

export const updateImpostoSchema = {
  tags,
  summary: 'Atualiza imposto',
  params: codParams,
  body: impostoBody,
  response: errorResponses(400, 401, 403, 404),
};

// --------------------------------------------------------------------------------------- faixa

export const listFaixasSchema = {
  tags,
  summary: 'Faixas do imposto {cod} (cod = código do imposto), da vigência mais recente para a mais antiga',
  params: codParams,
  querystring: ativoQuery,
  response: errorResponses(401, 403, 404),
};

export const createFaixaSchema = {
  tags,
  summary: 'Cria uma faixa para o imposto {cod} (cod = código do imposto); recusa faixa sobreposta na mesma vigência',
  params: codParams,
  body: novaFaixaBody,
  response: errorResponses(400, 401, 403),
};

export const updateFaixaSchema = {
  tags,
  summary:
    'Atualiza a faixa {cod} — aqui cod é o ID DA FAIXA (não o código do imposto); ativo=false desativa a faixa; recusa faixa sobreposta na mesma vigência',
  params: codParams,
  body: faixaEditadaBody,
  response: errorResponses(400, 401, 403, 404),
};

// -------------------------------------------------------------------------------- valor-imposto

const valorBody = yupBody(valorImpostoSchema);

export const listValoresSchema = {
  tags,
  summary: 'Lista de valores de imposto por filial (filtros opcionais imposto_cod e filial_cod)',
  querystring: Query({
    imposto_cod: Type.Optional(Id('Código do imposto')),
    filial_cod: Type.Optional(Id('Código da filial')),
  }),
  response: errorResponses(400, 401, 403),
};

export const getValorSchema = { tags, summary: 'Detalhe de valor de imposto por filial', params: idParams, response: errorResponses(401, 403, 404) };

export const createValorSchema = {
  tags,
  summary: 'Cria os valores de um imposto para uma filial (um por imposto e filial)',
  body: valorBody,
  response: errorResponses(400, 401, 403),
};

export const updateValorSchema = {
  tags,
  summary: 'Atualiza os valores de imposto por filial {id}',
  params: idParams,
  body: valorBody,
  response: errorResponses(400, 401, 403, 404),
};

// -------------------------------------------------------------------------------------- regime

export const regimeSchemas = cadastroSchemas('regimes de contrato', tags[0], regimeSchema);

export const listLinksSchema = {
  tags,
  summary: 'Impostos vinculados ao regime {cod} (vínculos ativos e inativos)',
  params: codParams,
  response: errorResponses(401, 403, 404),
};

export const linkImpostoSchema = {
  tags,
  summary: 'Vincula o imposto {cod} ao regime do corpo { regime_cod }',
  description:
    'Insere o vínculo ativo (ou reativa o vínculo inativo existente). Se o imposto já está vinculado ao regime, ' +
    `responde 400 '${CADASTRO_MESSAGES.regimeImpostoNaoSalvo}'.`,
  params: codParams,
  body: yupBody(regimeImpostoSchema, { fromPath: ['imposto_cod'] }),
  response: errorResponses(400, 401, 403),
};

export const setLinkAtivoSchema = {
  tags,
  summary: 'Ativa ou desativa o vínculo do imposto {cod} com o regime do corpo { regime_cod, ativo }',
  description: `Sem vínculo entre o regime e o imposto, responde 400 '${CADASTRO_MESSAGES.regimeImpostoNaoSalvo}'.`,
  params: codParams,
  body: yupBody(regimeImpostoAtivoSchema, { fromPath: ['imposto_cod'] }),
  response: errorResponses(400, 401, 403),
};

export const perfisSchema = {
  tags,
  summary: 'Perfis do regime {cod}: funções distintas (cod, nome) dos colaboradores ativos do regime, por código',
  params: codParams,
  response: errorResponses(401, 403, 404),
};
