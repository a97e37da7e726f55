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
import { FormikMoneyField, FormikPercentField, FormikSelectField, type DataTableColumn } from '@financeiro/ui';
import { PERCENT_MAX_LENGTH } from '../shared/ParteComAliquota';
import { ValoresPorFilial as ValoresPorFilialComum, type ParteDoValor } from '../shared/ValoresPorFilial';

const periodoLabel = (periodo: string) => PERIODO_VALOR_OPTIONS.find((option) => option.value === periodo)?.label.toLowerCase() ?? periodo;
const filialDe = (row: ValorBeneficioRecord) => ({ cod: row.filialCod, label: row.filialLabel ?? `Filial ${row.filialCod}` });

const columns: DataTableColumn<ValorBeneficioRecord>[] = [
  {
    key: 'valor',
    header: 'Valor',
    accessor: (row) => row.valor,
    render: (row) => `${formatMoney(row.valor)} / ${periodoLabel(row.periodoValor)}`,
    align: 'end',
  },
];

const isPositive = (value: unknown) => Number(value) > 0;

const PARTES: ParteDoValor[] = [
  {
    title: 'Desconto do colaborador',
    valor: { name: 'valorDesc', label: 'Desconto fixo' },
    aliquota: { name: 'aliquotaDesc', label: 'Alíquota de desconto' },
    base: { name: 'baseAliqDesc', label: 'Base da alíquota de desconto', options: BASE_BENEFICIO_OPTIONS },
  },
  {
    title: 'Parte da empresa',
    valor: { name: 'valorFilial', label: 'Valor pago pela empresa' },
    aliquota: { name: 'aliquotaFilial', label: 'Alíquota da empresa' },
    base: { name: 'baseAliqFilial', label: 'Base da alíquota da empresa', options: BASE_BENEFICIO_OPTIONS, required: true },
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
    <ValoresPorFilialComum<ValorBeneficioRecord, ValorBeneficioForm, ValorBeneficio>
      rows={rows}
      filiais={filiais}
      editable={editable}
      onChanged={onChanged}
      filialDe={filialDe}
      getRowId={(row) => row.id}
      columns={columns}
      titulos={{ ver: 'Valor', editar: 'Editar valor', novo: 'Novo valor por filial' }}
      schema={valorBeneficioSchema}
      toForm={(row) => toValorForm(row, benefCod)}
      campoFilial="filialCod"
      principais={(form, readOnly) => (
        <>
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
          <FormikPercentField form={form} name="aliquotaBenef" label="Alíquota do benefício" readOnly={readOnly} maxLength={PERCENT_MAX_LENGTH} />
          <FormikSelectField
            form={form}
            name="baseAliqBenef"
            label="Base da alíquota do benefício"
            required={isPositive(form.values.aliquotaBenef)}
            readOnly={readOnly}
            options={[...BASE_BENEFICIO_OPTIONS]}
            placeholder="Selecione"
          />
        </>
      )}
      partes={PARTES}
      onSave={async (values, row) => {
        if (row) await valoresBeneficioApi.update(row.id, { ...values, benefCod });
        else await valoresBeneficioApi.create({ ...values, benefCod });
        return CADASTRO_MESSAGES.valoresBeneficioSalvos;
      }}
    />
  );
}
