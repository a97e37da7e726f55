/** Request schemas of the audit trail's reading routes (the answers are in src/http/respostas.ts). */
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA, type AcaoAuditoria, type EntidadeAuditoria } from '@financeiro/domain';
import { DateText, Options, Params, Query, Text, Type } from '../../http/fields';
import { LIMITE_MAXIMO, LIMITE_PADRAO, paginacaoQuery } from '../../http/paginacao';
import { errorResponses } from '../../http/schemas';
import { PAGINA_PADRAO_DA_TRILHA, TETO_DA_BUSCA, TETO_DA_TRILHA } from './service';

const TAG = 'Auditoria';

const entidades = Object.keys(ENTIDADES_AUDITORIA) as EntidadeAuditoria[];
const acoes = Object.keys(ACOES_AUDITORIA) as AcaoAuditoria[];

const filtros = {
  de: Type.Optional(DateText('Primeiro dia do período (aaaa-MM-dd ou dd/MM/aaaa, horário de São Paulo); com `ate`')),
  ate: Type.Optional(DateText('Último dia do período, inclusive; com `de` (no máximo 10 anos)')),
  usuario: Type.Optional(Text(100, { description: "Autor: o id do usuário, ou o nome gravado de um autor sem conta (ex.: 'sistema')" })),
  entidade: Type.Optional(Options(entidades, { description: 'Tipo de registro' })),
  acao: Type.Optional(Options(acoes, { description: 'Ação' })),
  texto: Type.Optional(Text(200, { description: 'Palavras (início de palavra, todas) na chave do registro, no nome do autor e nos rótulos e valores dos campos (valores sigilosos não são buscáveis)' })),
};

const PRIVACIDADE =
  "Campos com sigilo 'salario' vêm com antes/depois nulos e `oculto: true` para quem não tem uma seção que mostra salários (cadastros, fechamentos); " +
  "CPFs vêm mascarados ('***.456.789-**').";

export const listarSchema = {
  tags: [TAG],
  summary: 'Trilha de auditoria filtrada (paginada, mais recentes primeiro)',
  description:
    `Administradores. Paginação: \`pagina\` e \`limite\` (padrão ${LIMITE_PADRAO}, máximo ${LIMITE_MAXIMO}; sem eles, as ${PAGINA_PADRAO_DA_TRILHA} mais recentes), ` +
    `alcançando as ${TETO_DA_TRILHA.toLocaleString('pt-BR')} entradas mais recentes do filtro — as ${TETO_DA_BUSCA.toLocaleString('pt-BR')} mais recentes quando há \`texto\` ` +
    '(além disso 400: refine os filtros). ' +
    `\`X-Total-Count\`: quantas entradas o filtro tem, contadas até esse alcance; quando há mais, o cabeçalho \`X-Total-Excede\` vem com \`true\`. ` +
    PRIVACIDADE,
  querystring: Query({ ...filtros, ...paginacaoQuery }),
  response: errorResponses(400, 500),
};

export const exportarSchema = {
  tags: [TAG],
  summary: 'Trilha de auditoria filtrada para exportação (xlsx na tela)',
  description:
    `Administradores. Os mesmos filtros da lista; as ${TETO_DA_TRILHA.toLocaleString('pt-BR')} entradas mais recentes do filtro (com \`texto\` também), ` +
    `com \`X-Total-Count\` e \`X-Total-Excede\` contados até esse alcance. ` +
    PRIVACIDADE,
  querystring: Query(filtros),
  response: errorResponses(400, 500),
};

export const historicoSchema = {
  tags: [TAG],
  summary: 'Histórico de alterações de um registro',
  description:
    'As 500 entradas mais recentes do registro, mais recentes primeiro, para quem pode ver o registro (as seções das telas que o mostram: ' +
    'colaborador, impostos e demais cadastros → cadastros; fechamento → fechamentos; planejamento → projetos; usuário → administradores); 403 para os demais. ' +
    "Campos com sigilo 'salario' vêm ocultos (`oculto: true`) para quem não tem cadastros nem fechamentos.",
  params: Params({ entidade: Options(entidades, { description: 'Tipo de registro' }), chave: Text(100, { minLength: 1, description: 'Chave do registro (id, matrícula, chave do projeto)' }) }),
  response: errorResponses(400, 403, 500),
};
