/**
 * What the audit trail (issue 37) records of taxes, their brackets and values per branch, and of the
 * contracting regimes: one list of compared fields per record (options by their labels, the branch
 * and the tax by name).
 */
import { BASE_IMPOSTO_OPTIONS, PERIODO_VALOR_OPTIONS, rotuloDaOpcao, TIPO_IMPOSTO_OPTIONS } from '@financeiro/domain';
import type { CampoComparado } from '../../auditoria';
import type * as q from '../queries';

export const CAMPOS_IMPOSTO: CampoComparado<q.ImpostoColumns>[] = [
  { campo: 'Sigla', valor: (i) => i.sigla },
  { campo: 'Nome', valor: (i) => i.nome },
  { campo: 'Descrição', valor: (i) => i.descricao },
  { campo: 'Ativo', valor: (i) => i.ativo, tipo: 'booleano' },
];

export const CAMPOS_FAIXA: CampoComparado<q.FaixaColumns>[] = [
  { campo: 'Comparação do início', valor: (f) => f.comparaInicio },
  { campo: 'Início da faixa', valor: (f) => f.valorFaixaInicio, tipo: 'dinheiro' },
  { campo: 'Comparação do fim', valor: (f) => f.comparaFim },
  { campo: 'Fim da faixa', valor: (f) => f.valorFaixaFim, tipo: 'dinheiro' },
  { campo: 'Alíquota', valor: (f) => f.aliqFaixa, tipo: 'percentual' },
  { campo: 'Base da alíquota', valor: (f) => rotuloDaOpcao(BASE_IMPOSTO_OPTIONS, f.baseAliqFaixa) },
  { campo: 'Valor da faixa', valor: (f) => f.valorFaixa, tipo: 'dinheiro' },
  { campo: 'Dedução', valor: (f) => f.valorDeducao, tipo: 'dinheiro' },
  { campo: 'Observação', valor: (f) => f.observacao },
  { campo: 'Início da vigência', valor: (f) => f.vigenciaInicio, tipo: 'data' },
  { campo: 'Fim da vigência', valor: (f) => f.vigenciaFim, tipo: 'data' },
  { campo: 'Ativo', valor: (f) => f.ativo, tipo: 'booleano' },
];

export type ValorImpostoAuditado = NonNullable<Awaited<ReturnType<typeof q.buscarValorImpostoAuditado>>>;

export const CAMPOS_VALOR_IMPOSTO: CampoComparado<ValorImpostoAuditado>[] = [
  { campo: 'Imposto', valor: (v) => v.impostoSigla },
  { campo: 'Filial', valor: (v) => v.filialLabel },
  { campo: 'Tipo', valor: (v) => rotuloDaOpcao(TIPO_IMPOSTO_OPTIONS, v.tipoImposto) },
  { campo: 'Valor fixo', valor: (v) => v.valorFixo, tipo: 'dinheiro' },
  { campo: 'Período do valor', valor: (v) => rotuloDaOpcao(PERIODO_VALOR_OPTIONS, v.periodoValor) },
  { campo: 'Desconto', valor: (v) => v.valorDesc, tipo: 'dinheiro' },
  { campo: 'Alíquota de desconto', valor: (v) => v.aliquotaDesc, tipo: 'percentual' },
  { campo: 'Base da alíquota de desconto', valor: (v) => rotuloDaOpcao(BASE_IMPOSTO_OPTIONS, v.baseAliqDesc) },
  { campo: 'Valor da filial', valor: (v) => v.valorFilial, tipo: 'dinheiro' },
  { campo: 'Alíquota da filial', valor: (v) => v.aliquotaFilial, tipo: 'percentual' },
  { campo: 'Base da alíquota da filial', valor: (v) => rotuloDaOpcao(BASE_IMPOSTO_OPTIONS, v.baseAliqFilial) },
];

export const CAMPOS_REGIME: CampoComparado<q.RegimeColumns>[] = [
  { campo: 'Sigla', valor: (r) => r.sigla },
  { campo: 'Nome', valor: (r) => r.nome },
  { campo: 'Descrição', valor: (r) => r.descricao },
  { campo: 'Ativo', valor: (r) => r.ativo, tipo: 'booleano' },
  { campo: 'Provisiona 13º salário', valor: (r) => r.provisionaDecimoTerceiro, tipo: 'booleano' },
  { campo: 'Provisiona férias', valor: (r) => r.provisionaFerias, tipo: 'booleano' },
  { campo: 'Provisiona 1/3 de férias', valor: (r) => r.provisionaTercoFerias, tipo: 'booleano' },
  { campo: 'Provisiona rescisão', valor: (r) => r.provisionaRescisao, tipo: 'booleano' },
  { campo: 'Provisiona FGTS', valor: (r) => r.provisionaFgts, tipo: 'booleano' },
  { campo: 'Recesso remunerado', valor: (r) => r.recessoRemunerado, tipo: 'booleano' },
];
