import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { valoresBeneficioApi, type FilialRecord, type ValorBeneficioRecord } from '@financeiro/api';
import {
  BASE_BENEFICIO_OPTIONS,
  CADASTRO_MESSAGES,
  emptyValorBeneficio,
  formatMoney,
  PERIODO_VALOR_OPTIONS,
  valorBeneficioSchema,
  type ValorBeneficio,
  type ValorBeneficioForm,
} from '@financeiro/domain';
import {
  FormikMoneyField,
  FormikPercentField,
  FormikSelectField,
  RelatedList,
  type DataTableColumn,
  type SelectOption,
} from '@financeiro/ui';
import { ParteComAliquota, PERCENT_MAX_LENGTH } from '../shared/ParteComAliquota';


const periodoLabel = (periodo: string) => PERIODO_VALOR_OPTIONS.find((option) => option.value === periodo)?.label.toLowerCase() ?? periodo;
const filialText = (row: ValorBeneficioRecord) => row.filialLabel ?? `Filial ${row.filialCod}`;

const columns: DataTableColumn<ValorBeneficioRecord>[] = [
  { key: 'filial', header: 'Filial', accessor: filialText },
  {
    key: 'valor',
    header: 'Valor',
    accessor: (row) => row.valor,
    render: (row) => `${formatMoney(row.valor)} / ${periodoLabel(row.periodoValor)}`,
    align: 'end',
  },
];

/** The API row (or a new row of benefit `benefCod`) as form values ('' in empty inputs). */
export function toValorForm(row: ValorBeneficioRecord | null, benefCod: number): ValorBeneficioForm {
  if (!row) return { ...emptyValorBeneficio, benefCod };
  return {
    benefCod: row.benefCod,
    filialCod: row.filialCod,
    valor: row.valor,
    periodoValor: row.periodoValor,
    valorDesc: row.valorDesc ?? 0,
    aliquotaBenef: row.aliquotaBenef ?? 0,
    baseAliqBenef: row.baseAliqBenef ?? '',
    aliquotaDesc: row.aliquotaDesc ?? 0,
    baseAliqDesc: row.baseAliqDesc ?? '',
    valorFilial: row.valorFilial ?? 0,
    aliquotaFilial: row.aliquotaFilial ?? 0,
    baseAliqFilial: row.baseAliqFilial,
  };
}

/**
 * The branches offered for a row: the active ones without a value for this benefit yet, plus the
 * row's own branch (even if it has been switched off since).
 */
export function filialOptions(
  filiais: readonly Pick<FilialRecord, 'cod' | 'label'>[],
  rows: readonly ValorBeneficioRecord[],
  row: ValorBeneficioRecord | null,
): SelectOption[] {
  const used = new Set(rows.filter((other) => other.id !== row?.id).map((other) => other.filialCod));
  const options: SelectOption[] = filiais
    .filter((filial) => !used.has(filial.cod))
    .map((filial) => ({ value: filial.cod, label: filial.label }));
  if (row && !options.some((option) => option.value === row.filialCod)) {
    options.unshift({ value: row.filialCod, label: filialText(row) });
  }
  return options;
}

const isPositive = (value: unknown) => Number(value) > 0;

function ValorFields({ form, editable, filiais }: { form: FormikProps<ValorBeneficioForm>; editable: boolean; filiais: SelectOption[] }) {
  const readOnly = !editable;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormikSelectField form={form} name="filialCod" label="Filial" required readOnly={readOnly} options={filiais} placeholder="Selecione" />
        <FormikSelectField
          form={form}
          name="periodoValor"
          label="Período"
          required
          readOnly={readOnly}
          options={[...PERIODO_VALOR_OPTIONS]}
          placeholder="Selecione"
        />
        <FormikMoneyField form={form} name="valor" label="Valor do benefício" required readOnly={readOnly} />
        <FormikPercentField
          form={form}
          name="aliquotaBenef"
          label="Alíquota do benefício"
          readOnly={readOnly}
          maxLength={PERCENT_MAX_LENGTH}
        />
        <FormikSelectField
          form={form}
          name="baseAliqBenef"
          label="Base da alíquota do benefício"
          required={isPositive(form.values.aliquotaBenef)}
          readOnly={readOnly}
          options={[...BASE_BENEFICIO_OPTIONS]}
          placeholder="Selecione"
        />
      </SimpleGrid>

      <ParteComAliquota
        form={form}
        title="Desconto do colaborador"
        readOnly={readOnly}
        valor={{ name: 'valorDesc', label: 'Desconto fixo' }}
        aliquota={{ name: 'aliquotaDesc', label: 'Alíquota de desconto' }}
        base={{ name: 'baseAliqDesc', label: 'Base da alíquota de desconto', options: BASE_BENEFICIO_OPTIONS }}
      />
      <ParteComAliquota
        form={form}
        title="Parte da empresa"
        readOnly={readOnly}
        valor={{ name: 'valorFilial', label: 'Valor pago pela empresa' }}
        aliquota={{ name: 'aliquotaFilial', label: 'Alíquota da empresa' }}
        base={{ name: 'baseAliqFilial', label: 'Base da alíquota da empresa', options: BASE_BENEFICIO_OPTIONS, required: true }}
      />
    </Stack>
  );
}

export interface ValoresPorFilialProps {
  benefCod: number;
  rows: ValorBeneficioRecord[];
  /** Active branches (GET /filial/list?ativo=true). */
  filiais: Pick<FilialRecord, 'cod' | 'label'>[];
  /** The benefit is in edit mode. */
  editable: boolean;
  onChanged: () => void;
}

/** 'Valor por Filial' of a benefit: one row per branch, each opening the value form in a modal. */
export function ValoresPorFilial({ benefCod, rows, filiais, editable, onChanged }: ValoresPorFilialProps) {
  return (
    <RelatedList<ValorBeneficioRecord, ValorBeneficioForm, ValorBeneficio>
      title="Valor por Filial"
      addLabel="Adic.Filial"
      editable={editable}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      modalTitle={(row, canEdit) =>
        row ? `${canEdit ? 'Editar valor' : 'Valor'} da filial ${filialText(row)}` : 'Novo valor por filial'
      }
      schema={valorBeneficioSchema}
      toForm={(row) => toValorForm(row, benefCod)}
      fields={(form, canEdit, row) => <ValorFields form={form} editable={canEdit} filiais={filialOptions(filiais, rows, row)} />}
      onSave={async (values, row) => {
        if (row) await valoresBeneficioApi.update(row.id, { ...values, benefCod });
        else await valoresBeneficioApi.create({ ...values, benefCod });
        return CADASTRO_MESSAGES.valoresBeneficioSalvos;
      }}
      onChanged={onChanged}
      emptyMessage="Nenhum valor por filial cadastrado. Em Editar, use Adic.Filial."
    />
  );
}
