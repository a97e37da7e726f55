import { valoresImpostoApi, type FilialRecord, type ValorImpostoRecord } from '@financeiro/api';
import {
  BASE_IMPOSTO_OPTIONS,
  CADASTRO_MESSAGES,
  emptyValorImposto,
  formatMoney,
  formatPercent,
  PERIODO_VALOR_OPTIONS,
  TIPO_IMPOSTO_OPTIONS,
  valorImpostoSchema,
  type ValorImposto,
  type ValorImpostoForm,
} from '@financeiro/domain';
import { FormikMoneyField, FormikSelectField, type DataTableColumn } from '@financeiro/ui';
import { ValoresPorFilial, type ParteDoValor } from '../shared/ValoresPorFilial';

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? value ?? '';
const filialDe = (row: ValorImpostoRecord) => ({ cod: row.filial_cod, label: row.filial_label ?? `Filial ${row.filial_cod}` });

const columns: DataTableColumn<ValorImpostoRecord>[] = [
  { key: 'tipo', header: 'Tipo', accessor: (row) => labelOf(TIPO_IMPOSTO_OPTIONS, row.tipo_imposto) },
  { key: 'periodo', header: 'Período', accessor: (row) => labelOf(PERIODO_VALOR_OPTIONS, row.periodo_valor) },
  { key: 'valor_fixo', header: 'Valor fixo', accessor: (row) => row.valor_fixo, render: (row) => formatMoney(row.valor_fixo), align: 'end' },
  {
    key: 'aliquota_desc',
    header: 'Alíquota colaborador',
    accessor: (row) => row.aliquota_desc,
    render: (row) => formatPercent(row.aliquota_desc),
    align: 'end',
  },
  {
    key: 'aliquota_filial',
    header: 'Alíquota empresa',
    accessor: (row) => row.aliquota_filial,
    render: (row) => formatPercent(row.aliquota_filial),
    align: 'end',
  },
];

const PARTES: ParteDoValor[] = [
  {
    title: 'Desconto do colaborador',
    valor: { name: 'valor_desc', label: 'Valor do colaborador' },
    aliquota: { name: 'aliquota_desc', label: 'Alíquota colaborador' },
    base: { name: 'base_aliq_desc', label: 'Base da alíquota do colaborador', options: BASE_IMPOSTO_OPTIONS },
  },
  {
    title: 'Parte da empresa',
    valor: { name: 'valor_filial', label: 'Valor da empresa' },
    aliquota: { name: 'aliquota_filial', label: 'Alíquota empresa' },
    base: { name: 'base_aliq_filial', label: 'Base da alíquota da empresa', options: BASE_IMPOSTO_OPTIONS },
  },
];

/** The API row (or a new row of tax `impostoCod`) as form values ('' in empty inputs). */
export function toValorImpostoForm(row: ValorImpostoRecord | null, impostoCod: number): ValorImpostoForm {
  if (!row) return { ...emptyValorImposto, imposto_cod: impostoCod };
  return {
    imposto_cod: row.imposto_cod,
    filial_cod: row.filial_cod,
    tipo_imposto: row.tipo_imposto,
    periodo_valor: row.periodo_valor,
    valor_fixo: row.valor_fixo,
    valor_desc: row.valor_desc ?? 0,
    aliquota_desc: row.aliquota_desc ?? 0,
    base_aliq_desc: row.base_aliq_desc ?? '',
    valor_filial: row.valor_filial ?? 0,
    aliquota_filial: row.aliquota_filial ?? 0,
    base_aliq_filial: row.base_aliq_filial ?? '',
  };
}

export interface ValoresImpostoProps {
  impostoCod: number;
  rows: ValorImpostoRecord[];
  /** Every branch (GET /filial/list); only active ones are offered for a new row. */
  filiais: FilialRecord[];
  /** The tax is in edit mode. */
  editable: boolean;
  onChanged: () => void;
}

/** 'Valor por Filial' of a tax: one row per branch (its branch fixed once saved), each opening the value form in a modal. */
export function ValoresImposto({ impostoCod, rows, filiais, editable, onChanged }: ValoresImpostoProps) {
  return (
    <ValoresPorFilial<ValorImpostoRecord, ValorImpostoForm, ValorImposto>
      rows={rows}
      filiais={filiais}
      editable={editable}
      onChanged={onChanged}
      filialDe={filialDe}
      getRowId={(row) => row.id}
      columns={columns}
      titulos={{ ver: 'Valores', editar: 'Editar valores', novo: 'Novos valores por filial' }}
      schema={valorImpostoSchema}
      toForm={(row) => toValorImpostoForm(row, impostoCod)}
      campoFilial="filial_cod"
      filialFixa
      principais={(form, readOnly) => (
        <>
          <FormikSelectField form={form} name="tipo_imposto" label="Tipo" required readOnly={readOnly} options={[...TIPO_IMPOSTO_OPTIONS]} placeholder="Selecione" />
          <FormikSelectField form={form} name="periodo_valor" label="Período" required readOnly={readOnly} options={[...PERIODO_VALOR_OPTIONS]} placeholder="Selecione" />
          <FormikMoneyField form={form} name="valor_fixo" label="Valor fixo" required readOnly={readOnly} />
        </>
      )}
      partes={PARTES}
      onSave={async (values, row) => {
        if (row) await valoresImpostoApi.update(row.id, { ...values, imposto_cod: impostoCod });
        else await valoresImpostoApi.create({ ...values, imposto_cod: impostoCod });
        return CADASTRO_MESSAGES.valoresImpostoSalvos;
      }}
    />
  );
}
