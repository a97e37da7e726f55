import { SimpleGrid, Stack } from '@chakra-ui/react';
import { impostosApi, type FaixaImpostoRecord } from '@financeiro/api';
import {
  BASE_IMPOSTO_OPTIONS,
  CADASTRO_MESSAGES,
  COMPARADORES,
  emptyFaixaImposto,
  faixaImpostoSchema,
  formatDate,
  formatMoney,
  formatPercent,
  type Comparador,
  type FaixaImposto,
  type FaixaImpostoForm,
} from '@financeiro/domain';
import {
  FormikDateField,
  FormikMoneyField,
  FormikPercentField,
  FormikSelectField,
  FormikTextField,
  HistoricoAlteracoes,
  RelatedList,
  type DataTableColumn,
} from '@financeiro/ui';

/** '100,00' has 6 characters: a bracket rate goes up to 100 %. */
const PERCENT_MAX_LENGTH = 6;

export type FaixaForm = FaixaImpostoForm;
export type FaixaValues = FaixaImposto;

const SYMBOL: Record<Comparador, string> = { '>': '>', '>=': '≥', '=': '=', '<=': '≤', '<': '<' };
const COMPARADOR_LABEL: Record<Comparador, string> = {
  '>': 'maior que',
  '>=': 'maior ou igual a',
  '=': 'igual a',
  '<=': 'menor ou igual a',
  '<': 'menor que',
};
const COMPARADOR_OPTIONS = COMPARADORES.map((value) => ({ value, label: `${SYMBOL[value]} (${COMPARADOR_LABEL[value]})` }));

const bound = (comparador: Comparador | null, valor: number | null) =>
  comparador && valor !== null ? `${SYMBOL[comparador]} ${formatMoney(valor)}` : '—';

export function vigenciaText(row: Pick<FaixaImpostoRecord, 'vigencia_inicio' | 'vigencia_fim'>): string {
  return row.vigencia_fim
    ? `${formatDate(row.vigencia_inicio)} a ${formatDate(row.vigencia_fim)}`
    : `a partir de ${formatDate(row.vigencia_inicio)}`;
}

const columns: DataTableColumn<FaixaImpostoRecord>[] = [
  { key: 'de', header: 'De', accessor: (row) => row.valor_faixa_inicio, render: (row) => bound(row.compara_inicio, row.valor_faixa_inicio), align: 'end' },
  { key: 'ate', header: 'Até', accessor: (row) => row.valor_faixa_fim, render: (row) => bound(row.compara_fim, row.valor_faixa_fim), align: 'end' },
  { key: 'aliq', header: 'Alíquota', accessor: (row) => row.aliq_faixa, render: (row) => formatPercent(row.aliq_faixa), align: 'end' },
  { key: 'deducao', header: 'Parcela a deduzir', accessor: (row) => row.valor_deducao, render: (row) => formatMoney(row.valor_deducao), align: 'end' },
  { key: 'fixo', header: 'Valor fixo', accessor: (row) => row.valor_faixa, render: (row) => formatMoney(row.valor_faixa) || '—', align: 'end' },
  { key: 'vigencia', header: 'Vigência', accessor: (row) => row.vigencia_inicio, render: vigenciaText },
];

/**
 * The API row as form values; a new bracket starts in the vigência of the newest table shown
 * (brackets are usually typed table by table).
 */
export function toFaixaForm(row: FaixaImpostoRecord | null, impostoCod: number, rows: readonly FaixaImpostoRecord[]): FaixaForm {
  if (!row) {
    const newest = rows[0];
    return {
      ...emptyFaixaImposto,
      imposto_cod: impostoCod,
      compara_inicio: '>=',
      valor_deducao: 0,
      vigencia_inicio: newest?.vigencia_inicio ?? '',
      vigencia_fim: newest?.vigencia_fim ?? '',
    };
  }
  return {
    imposto_cod: row.imposto_cod,
    compara_inicio: row.compara_inicio,
    valor_faixa_inicio: row.valor_faixa_inicio,
    compara_fim: row.compara_fim ?? '',
    valor_faixa_fim: row.valor_faixa_fim ?? '',
    aliq_faixa: row.aliq_faixa,
    base_aliq_faixa: row.base_aliq_faixa ?? '',
    valor_faixa: row.valor_faixa ?? '',
    valor_deducao: row.valor_deducao,
    observacao: row.observacao ?? '',
    vigencia_inicio: row.vigencia_inicio,
    vigencia_fim: row.vigencia_fim ?? '',
  };
}

const isPositive = (value: unknown) => Number(value) > 0;

export interface FaixasImpostoProps {
  impostoCod: number;
  rows: FaixaImpostoRecord[];
  /** The tax is in edit mode. */
  editable: boolean;
  onChanged: () => void;
}

/** 'Faixas' of a tax: the brackets of every table (vigência), newest first. */
export function FaixasImposto({ impostoCod, rows, editable, onChanged }: FaixasImpostoProps) {
  return (
    <RelatedList<FaixaImpostoRecord, FaixaForm, FaixaValues>
      title="Faixas"
      addLabel="Adic.Faixa"
      editable={editable}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      modalTitle={(row, canEdit) => (row ? (canEdit ? 'Editar faixa' : 'Faixa') : 'Nova faixa')}
      schema={faixaImpostoSchema}
      toForm={(row) => toFaixaForm(row, impostoCod, rows)}
      fields={(form, canEdit, row) => {
        const readOnly = !canEdit;
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormikSelectField form={form} name="compara_inicio" label="Comparador de início" required readOnly={readOnly} options={COMPARADOR_OPTIONS} placeholder="Selecione" />
              <FormikMoneyField form={form} name="valor_faixa_inicio" label="Valor de início" required readOnly={readOnly} />
              <FormikSelectField form={form} name="compara_fim" label="Comparador de fim" readOnly={readOnly} options={COMPARADOR_OPTIONS} placeholder="Sem limite" />
              <FormikMoneyField form={form} name="valor_faixa_fim" label="Valor de fim" required={Boolean(form.values.compara_fim)} readOnly={readOnly} />
              <FormikPercentField form={form} name="aliq_faixa" label="Alíquota" required readOnly={readOnly} maxLength={PERCENT_MAX_LENGTH} />
              <FormikSelectField
                form={form}
                name="base_aliq_faixa"
                label="Base da alíquota"
                required={isPositive(form.values.aliq_faixa)}
                readOnly={readOnly}
                options={[...BASE_IMPOSTO_OPTIONS]}
                placeholder="Selecione"
              />
              <FormikMoneyField form={form} name="valor_deducao" label="Parcela a deduzir" readOnly={readOnly} />
              <FormikMoneyField
                form={form}
                name="valor_faixa"
                label="Valor fixo"
                helperText="Quando informado, substitui o cálculo pela alíquota (ex.: teto do INSS)."
                readOnly={readOnly}
              />
              <FormikDateField form={form} name="vigencia_inicio" label="Início da vigência" required readOnly={readOnly} />
              <FormikDateField form={form} name="vigencia_fim" label="Fim da vigência" helperText="Vazio: sem data de término." readOnly={readOnly} />
            </SimpleGrid>
            <FormikTextField form={form} name="observacao" label="Observação" readOnly={readOnly} maxLength={300} />
            {row && <HistoricoAlteracoes entidade="faixa_imposto" chave={row.id} />}
          </Stack>
        );
      }}
      onSave={async (values, row) => {
        const body = { ...values, vigencia_fim: values.vigencia_fim ?? null };
        if (row) await impostosApi.updateFaixa(row.id, body);
        else await impostosApi.createFaixa(impostoCod, body);
        return CADASTRO_MESSAGES.faixaImpostoSalva;
      }}
      onRemove={async (row) => {
        const values = faixaImpostoSchema.cast(toFaixaForm(row, impostoCod, rows), { stripUnknown: true }) as FaixaValues;
        await impostosApi.updateFaixa(row.id, { ...values, vigencia_fim: values.vigencia_fim ?? null, ativo: false });
        return 'Faixa de imposto excluída!';
      }}
      removeConfirmation="Confirma a exclusão desta faixa de imposto? Ela deixa de valer nos próximos cálculos."
      onChanged={onChanged}
      emptyMessage="Nenhuma faixa cadastrada. Em Editar, use Adic.Faixa."
    />
  );
}
