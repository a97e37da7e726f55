import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
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
import {
  FormikMoneyField,
  FormikSelectField,
  RelatedList,
  type DataTableColumn,
  type SelectOption,
} from '@financeiro/ui';
import { ParteComAliquota } from '../shared/ParteComAliquota';


const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? value ?? '';
const filialText = (row: ValorImpostoRecord) => row.filial_label ?? `Filial ${row.filial_cod}`;

const columns: DataTableColumn<ValorImpostoRecord>[] = [
  { key: 'filial', header: 'Filial', accessor: filialText },
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

/**
 * The branches offered for a row: the active ones without a value for this tax yet, plus the
 * row's own branch (even if switched off since).
 */
export function filialOptions(
  filiais: readonly FilialRecord[],
  rows: readonly ValorImpostoRecord[],
  row: ValorImpostoRecord | null,
): SelectOption[] {
  const used = new Set(rows.filter((other) => other.id !== row?.id).map((other) => other.filial_cod));
  const options: SelectOption[] = filiais
    .filter((filial) => filial.ativo && !used.has(filial.cod))
    .map((filial) => ({ value: filial.cod, label: filial.label }));
  if (row && !options.some((option) => option.value === row.filial_cod)) {
    options.unshift({ value: row.filial_cod, label: filialText(row) });
  }
  return options;
}

function ValorFields({
  form,
  editable,
  filiais,
  existing,
}: {
  form: FormikProps<ValorImpostoForm>;
  editable: boolean;
  filiais: SelectOption[];
  existing: boolean;
}) {
  const readOnly = !editable;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormikSelectField
          form={form}
          name="filial_cod"
          label="Filial"
          required
          readOnly={readOnly || existing}
          options={filiais}
          placeholder="Selecione"
        />
        <FormikSelectField form={form} name="tipo_imposto" label="Tipo" required readOnly={readOnly} options={[...TIPO_IMPOSTO_OPTIONS]} placeholder="Selecione" />
        <FormikSelectField form={form} name="periodo_valor" label="Período" required readOnly={readOnly} options={[...PERIODO_VALOR_OPTIONS]} placeholder="Selecione" />
        <FormikMoneyField form={form} name="valor_fixo" label="Valor fixo" required readOnly={readOnly} />
      </SimpleGrid>

      <ParteComAliquota
        form={form}
        title="Desconto do colaborador"
        readOnly={readOnly}
        valor={{ name: 'valor_desc', label: 'Valor do colaborador' }}
        aliquota={{ name: 'aliquota_desc', label: 'Alíquota colaborador' }}
        base={{ name: 'base_aliq_desc', label: 'Base da alíquota do colaborador', options: BASE_IMPOSTO_OPTIONS }}
      />
      <ParteComAliquota
        form={form}
        title="Parte da empresa"
        readOnly={readOnly}
        valor={{ name: 'valor_filial', label: 'Valor da empresa' }}
        aliquota={{ name: 'aliquota_filial', label: 'Alíquota empresa' }}
        base={{ name: 'base_aliq_filial', label: 'Base da alíquota da empresa', options: BASE_IMPOSTO_OPTIONS }}
      />
    </Stack>
  );
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

/** 'Valor por Filial' of a tax: one row per branch, each opening the value form in a modal. */
export function ValoresImposto({ impostoCod, rows, filiais, editable, onChanged }: ValoresImpostoProps) {
  return (
    <RelatedList<ValorImpostoRecord, ValorImpostoForm, ValorImposto>
      title="Valor por Filial"
      addLabel="Adic.Filial"
      editable={editable}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      modalTitle={(row, canEdit) => (row ? `${canEdit ? 'Editar valores' : 'Valores'} da filial ${filialText(row)}` : 'Novos valores por filial')}
      schema={valorImpostoSchema}
      toForm={(row) => toValorImpostoForm(row, impostoCod)}
      fields={(form, canEdit, row) => (
        <ValorFields form={form} editable={canEdit} filiais={filialOptions(filiais, rows, row)} existing={row !== null} />
      )}
      onSave={async (values, row) => {
        if (row) await valoresImpostoApi.update(row.id, { ...values, imposto_cod: impostoCod });
        else await valoresImpostoApi.create({ ...values, imposto_cod: impostoCod });
        return CADASTRO_MESSAGES.valoresImpostoSalvos;
      }}
      onChanged={onChanged}
      emptyMessage="Nenhum valor por filial cadastrado. Em Editar, use Adic.Filial."
    />
  );
}
