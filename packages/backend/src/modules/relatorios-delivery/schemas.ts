/** Path schemas and response descriptions of the delivery report routes. */
import { TIPOS_HISTORICO } from '@financeiro/domain';
import { Body, COLUMN, DateText, Id, KeyList, LIST_MAX, Options, Params, ProjectKey, Text, Type } from '../../http/fields';

export const RELATORIOS_DELIVERY_TAG = 'Relatórios Delivery';

const key = ProjectKey();
const id = Id('Id (Jira) do projeto');
const inicio = DateText('Data inicial yyyy-MM-dd (ou dd/MM/yyyy codificada)');
const fim = DateText('Data final yyyy-MM-dd (ou dd/MM/yyyy codificada)');

export const COMPARATIVO_CUSTO =
  '{ data: { projeto: { id, key, name }, inicio, fim, anos: [{ ano, meses: [{ mes (yyyy-MM), mesLabel, custoPrevisto, custoReal, variacao, fechado }], ' +
  'totais: { totalCustoPrevisto, totalCustoReal, totalVariacao, totalVariacaoAcumuladaFechada } }], totais } }. ' +
  'custoPrevisto = funções + custos indiretos planejados do mês; custoReal = custo HH dos worklogs do mês + custos extras do mês; ' +
  'variacao = (previsto − real) / previsto (fração; null sem previsto); acumulada fechada = variação das somas dos meses já encerrados. ' +
  'anos vazio = sem dados no período.';
export const COMPARATIVO_FATURAMENTO =
  '{ data: { projeto, inicio, fim, anos: [{ ano, meses: [{ mes, mesLabel, faturamentoPrevisto, faturamentoReal, variacao, fechado }], ' +
  'totais: { totalFaturamentoPrevisto, totalFaturamentoReal, totalVariacao, totalVariacaoAcumuladaFechada } }], totais } }. ' +
  'faturamentoPrevisto = valorVenda do planejamento; faturamentoReal = receita_bruta do relatório de margem ativo do mês.';
export const HISTORICO =
  '{ data: { periodoInicial, periodoFinal, tipoCusto, custos: [{ projeto, periodo_inicio, periodo_fim, valor, moeda, cotacao, cotacao_data (data da cotação; null em BRL), tipo_custo, descricao, valor_convertido }], ' +
  'projetos: [{ id, key, name, category, lead: { accountId, displayName }, cliente: { clienteId } }], clientes: [{ id, nome }], categorias: [{ id, name }] } }. ' +
  'Custos extras ativos cujo período cruza o filtro; VALOR_HH = custo HH de cada projeto e mês; TOTAL = todos os tipos e VALOR_HH.';

export const keyParams = Params({ key });
export const keyIdParams = Params({ key, id });
export const keyPeriodoParams = Params({ key, inicio, fim });
export const keyIdPeriodoParams = Params({ key, id, inicio, fim });
export const anoParams = Params({ key, id, ano: Text(5, { pattern: '^(\\d{4}|total)$', description: "Ano (yyyy) ou 'total'" }) });
export const historicoBody = Body({
  tipoCusto: Options(TIPOS_HISTORICO),
  periodoInicial: DateText('yyyy-MM-dd'),
  periodoFinal: DateText('yyyy-MM-dd'),
  KeysDoProjeto: Type.Array(Text(COLUMN.chaveProjeto, { minLength: 1 }), { minItems: 1, maxItems: LIST_MAX }),
});
export const historicoParams = Params({ inicio, fim, tipoCusto: Text(40) });
export const paresParams = Params({ pares: KeyList('KEY:ID separados por vírgula'), inicio, fim });
export const periodoParams = Params({ inicio, fim });
export const paresBody = Body({ pares: KeyList('KEY:ID separados por vírgula') });
export const clienteParams = Params({ id: Id('Id do cliente') });
