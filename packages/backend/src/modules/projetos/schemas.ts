/** Request schemas of the projects routes (list, detail, comparison, real per month). */
import { Body, COLUMN, DateText, Id, Int, KeyList, LIST_MAX, Options, Params, ProjectKey, Query, Text, Type } from '../../http/fields';

export const TAG = 'Projetos';

/** Page of a paged list. */
const pageParam = Int(1, 1_000_000, 'Página');

export const listaQuery = Query({
  anos: Type.Optional(Text(200, { description: 'Anos separados por vírgula (ano da última atualização de issue, horário de São Paulo)' })),
  cliente: Type.Optional(Id('Id do cliente')),
  lider: Type.Optional(Text(128, { description: 'accountId do líder' })),
  categoria: Type.Optional(Id('Id da categoria')),
  texto: Type.Optional(Text(200, { description: 'Parte do nome ou da chave (sem diferenciar maiúsculas e acentos)' })),
  ordem: Type.Optional(Options(['key', 'name', 'category', 'lead', 'lastIssueUpdateTime'], { default: 'key' })),
  direcao: Type.Optional(Options(['asc', 'desc'], { default: 'asc' })),
  tamanho: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'Itens por página' })),
});

export const paginaParams = Params({ page: pageParam });
export const buscaParams = Params({ page: pageParam, text: Text(200, { description: 'Texto' }) });
export const buscaCategoriaParams = Params({ page: pageParam, text: Text(200, { description: 'Nome (ou parte) da categoria' }) });
export const chaveParams = Params({ key: ProjectKey() });

export const detalheParams = Params({ keys: KeyList('Chaves'), startDate: DateText('Início'), endDate: DateText('Fim') });
export const detalheBody = Body({
  key: Type.Optional(Type.Array(Text(COLUMN.chaveProjeto), { maxItems: LIST_MAX })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});

export const comparacaoParams = Params({ pares: KeyList('KEY:ID,...'), startDate: DateText('Início'), endDate: DateText('Fim') });
export const comparacaoCorpoParams = Params({ startDate: DateText('Início'), endDate: DateText('Fim') });
export const comparacaoBody = Body({ pares: KeyList('KEY:ID,...') });

/** GET <path>/:key/:inicio/:fim of the planned-vs-real figures of one project. */
export const anoParams = Params({ key: ProjectKey(), ano: Int(1999, 2100) });
