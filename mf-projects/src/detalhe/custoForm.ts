import type { CustoProjeto } from '@financeiro/api';
import { cotacaoNoCampo, custoIndiretoSchema, parseCotacao, PROJETO_LIMITES, type CustoForm, type TipoCusto, validate } from '@financeiro/domain';
import type { CustosIndiretosEditorProps, ErrosCustoIndireto } from '@financeiro/ui';

export const CUSTO_VAZIO: CustoForm = { tipo_custo: '', descricao: '', valor: '', moeda: 'BRL', cotacao: '' };

/**
 * The cost rows of this area (spec 01 section 5): type, description (the server's limit, 300
 * characters, with the spec placeholder), value, currency and, for USD/EUR only, the rate; a BRL row holds no rate; the
 * row number follows the field names only while several costs are on screen.
 */
export const CAMPOS_CUSTO_PROJETO = {
  colunas: ['tipo_custo', 'descricao', 'valor', 'moeda', 'cotacao'],
  cotacaoReal: '',
  cotacaoEmReal: 'oculta',
  descricaoMax: PROJETO_LIMITES.descricao,
  guardarDataDaCotacao: true,
  sugerirDescricao: true,
  numerar: 'varias',
} as const satisfies Partial<CustosIndiretosEditorProps<CustoForm>>;

export function custoParaForm(custo: CustoProjeto): CustoForm {
  return {
    tipo_custo: custo.tipo_custo,
    descricao: custo.descricao ?? '',
    valor: custo.valor,
    moeda: custo.moeda,
    cotacao: custo.moeda === 'BRL' ? '' : cotacaoNoCampo(custo.cotacao),
    cotacao_data: custo.cotacao_data ?? '',
  };
}

/** The spec's messages for one cost (spec 01 section 5), by field. */
export function validarCusto(form: CustoForm): ErrosCustoIndireto {
  const result = validate<CustoForm>(custoIndiretoSchema, form);
  const erros: ErrosCustoIndireto = {};
  if (!result.ok) for (const item of result.errors) erros[item.field as keyof ErrosCustoIndireto] ??= item.errorMessage;
  return erros;
}

/**
 * The body fields of a valid form: cotacao '1' for BRL, the typed rate otherwise, and the date of the
 * quote the rate came from (without it the server stores the cost's date: a typed rate is that day's).
 */
export function custoDoForm(form: CustoForm) {
  return {
    tipo_custo: form.tipo_custo as TipoCusto,
    descricao: form.descricao.trim() === '' ? null : form.descricao.trim(),
    valor: form.valor,
    moeda: form.moeda,
    cotacao: form.moeda === 'BRL' ? '1' : (parseCotacao(form.cotacao) ?? ''),
    ...(form.moeda !== 'BRL' && form.cotacao_data ? { cotacao_data: form.cotacao_data } : {}),
  };
}
