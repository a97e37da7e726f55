import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { Cotacao, CustoProjeto } from '@financeiro/api';
import {
  cotacaoNoCampo,
  custoIndiretoSchema,
  MOEDA_LABEL,
  MOEDAS,
  parseCotacao,
  placeholderDescricao,
  TIPO_CUSTO_LABEL,
  TIPOS_CUSTO,
  type CustoForm,
  type Moeda,
  type TipoCusto,
  validate,
} from '@financeiro/domain';
import { CotacaoInput, MoneyInput } from '@financeiro/ui';

export type ErrosCusto = Partial<Record<keyof CustoForm, string>>;

export const CUSTO_VAZIO: CustoForm = { tipo_custo: '', descricao: '', valor: '', moeda: 'BRL', cotacao: '' };

export function custoParaForm(custo: CustoProjeto): CustoForm {
  return {
    tipo_custo: custo.tipo_custo,
    descricao: custo.descricao ?? '',
    valor: custo.valor,
    moeda: custo.moeda,
    cotacao: custo.moeda === 'BRL' ? '' : cotacaoNoCampo(custo.cotacao),
  };
}

/** The spec's messages for one cost (spec 01 section 5), by field. */
export function validarCusto(form: CustoForm): ErrosCusto {
  const result = validate<CustoForm>(custoIndiretoSchema, form);
  const erros: ErrosCusto = {};
  if (!result.ok) for (const item of result.errors) erros[item.field as keyof CustoForm] ??= item.errorMessage;
  return erros;
}

/** The body fields of a valid form: cotacao '1' for BRL, the typed rate otherwise. */
export function custoDoForm(form: CustoForm) {
  return {
    tipo_custo: form.tipo_custo as TipoCusto,
    descricao: form.descricao.trim() === '' ? null : form.descricao.trim(),
    valor: form.valor,
    moeda: form.moeda,
    cotacao: form.moeda === 'BRL' ? '1' : (parseCotacao(form.cotacao) ?? ''),
  };
}

/** The rate field's value for a currency (the quote as the field holds it), from the quotes read when the form opened. */
export function cotacaoInicial(moeda: Moeda, cotacoes: readonly Cotacao[] | undefined): string {
  if (moeda === 'BRL') return '';
  return cotacaoNoCampo(cotacoes?.find((item) => item.moeda === moeda)?.bid);
}

interface CustoCamposProps {
  form: CustoForm;
  erros: ErrosCusto;
  onChange: (form: CustoForm) => void;
  cotacoes: readonly Cotacao[] | undefined;
  /** Suffix of the accessible names when several cost lines are on screen. */
  sufixo?: string;
}

/** Type, description, value, currency and (USD/EUR only) exchange rate of one cost. */
export function CustoCampos({ form, erros, onChange, cotacoes, sufixo = '' }: CustoCamposProps) {
  const set = (partial: Partial<CustoForm>) => onChange({ ...form, ...partial });
  const placeholder = placeholderDescricao(form.tipo_custo) || undefined;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field.Root invalid={Boolean(erros.tipo_custo)}>
        <Field.Label>Tipo de custo{sufixo}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={form.tipo_custo} onChange={(event) => set({ tipo_custo: event.target.value as TipoCusto | '' })}>
            <option value="">Selecione</option>
            {TIPOS_CUSTO.map((tipo) => (
              <option key={tipo} value={tipo}>
                {TIPO_CUSTO_LABEL[tipo]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{erros.tipo_custo}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(erros.descricao)}>
        <Field.Label>Descrição{sufixo}</Field.Label>
        <Input size="sm" maxLength={255} placeholder={placeholder} value={form.descricao} onChange={(event) => set({ descricao: event.target.value })} />
        <Field.ErrorText>{erros.descricao}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(erros.valor)}>
        <Field.Label>Valor{sufixo}</Field.Label>
        <MoneyInput size="sm" currencySymbol={null} value={form.valor} onChange={(valor) => set({ valor })} />
        <Field.ErrorText>{erros.valor}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Moeda{sufixo}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={form.moeda}
            onChange={(event) => {
              const moeda = event.target.value as Moeda;
              set({ moeda, cotacao: cotacaoInicial(moeda, cotacoes) });
            }}
          >
            {MOEDAS.map((moeda) => (
              <option key={moeda} value={moeda}>
                {MOEDA_LABEL[moeda]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {form.moeda !== 'BRL' && (
        <Field.Root invalid={Boolean(erros.cotacao)}>
          <Field.Label>Cotação{sufixo}</Field.Label>
          <CotacaoInput size="sm" value={form.cotacao} onChange={(cotacao) => set({ cotacao })} />
          <Field.ErrorText>{erros.cotacao}</Field.ErrorText>
        </Field.Root>
      )}
    </SimpleGrid>
  );
}
