import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { colaboradorBeneficiosApi, useApi, type ColaboradorBeneficioRecord } from '@financeiro/api';
import {
  BASE_BENEFICIO_OPTIONS,
  CADASTRO_MESSAGES,
  colaboradorBeneficioSchema,
  emptyColaboradorBeneficio,
  formatMoney,
  formatPercent,
  PERIODO_VALOR_OPTIONS,
  type ColaboradorBeneficio,
  type ColaboradorBeneficioForm,
} from '@financeiro/domain';
import { FormikMoneyField, FormikPercentField, FormikSelectField, RelatedList, type DataTableColumn } from '@financeiro/ui';
import { loadBeneficioOptions } from './colaboradorForm';

/** '100,00' has 6 characters: the rates go up to 100 %. */
const PERCENT_MAX_LENGTH = 6;

export const BENEFICIO_REMOVIDO_MESSAGE = `Benefício removido do colaborador. ${CADASTRO_MESSAGES.recalcularFechamentos}`;

const periodoLabel = (periodo: string | null) =>
  PERIODO_VALOR_OPTIONS.find((option) => option.value === periodo)?.label.toLowerCase() ?? '';
const baseLabel = (base: string | null) => BASE_BENEFICIO_OPTIONS.find((option) => option.value === base)?.label ?? '-';

const columns: DataTableColumn<ColaboradorBeneficioRecord>[] = [
  { key: 'benefCod', header: 'Cod.', width: '80px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  {
    key: 'valor',
    header: 'Valor',
    accessor: (row) => row.valor,
    render: (row) => (row.valor === null ? '-' : `${formatMoney(row.valor)} / ${periodoLabel(row.periodoValor)}`),
    align: 'end',
  },
  { key: 'valorBenefAdic', header: 'Adicional', render: (row) => formatMoney(row.valorBenefAdic), align: 'end' },
  { key: 'valorDescAdic', header: 'Desconto adicional', render: (row) => formatMoney(row.valorDescAdic), align: 'end' },
];

function toForm(row: ColaboradorBeneficioRecord | null, mat: number, filial: number): ColaboradorBeneficioForm {
  if (!row) return { ...emptyColaboradorBeneficio, rolMat: mat, filialCod: filial };
  return {
    rolMat: row.rolMat,
    benefCod: row.benefCod,
    filialCod: row.filialCod,
    valorBenefAdic: row.valorBenefAdic,
    aliqBenefAdic: row.aliqBenefAdic,
    valorBenefSubtrai: row.valorBenefSubtrai,
    aliqBenefSubtrai: row.aliqBenefSubtrai,
    valorDescAdic: row.valorDescAdic,
    aliqDescAdic: row.aliqDescAdic,
    valorDescSubtrai: row.valorDescSubtrai,
    aliqDescSubtrai: row.aliqDescSubtrai,
  };
}

/** The branch values of the benefit (read-only: they belong to the benefit's 'Valor por Filial'). */
function BranchValues({ row }: { row: ColaboradorBeneficioRecord }) {
  const items: Array<[string, string]> = [
    ['Benefício', `${row.sigla} - ${row.nome}`],
    ['Valor na filial', row.valor === null ? '-' : `${formatMoney(row.valor)} / ${periodoLabel(row.periodoValor)}`],
    ['Desconto fixo', formatMoney(row.valorDesc ?? 0)],
    ['Alíquota de desconto', `${formatPercent(row.aliquotaDesc ?? 0)} (base: ${baseLabel(row.baseAliqDesc)})`],
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" bg="bg.muted" p="3" rounded="md">
      {items.map(([label, value]) => (
        <Text key={label} fontSize="sm">
          <Text as="span" fontWeight="semibold">
            {label}:
          </Text>{' '}
          {value}
        </Text>
      ))}
    </SimpleGrid>
  );
}

function Fields({
  form,
  editable,
  row,
  options,
}: {
  form: FormikProps<ColaboradorBeneficioForm>;
  editable: boolean;
  row: ColaboradorBeneficioRecord | null;
  options: Array<{ value: number; label: string }>;
}) {
  const readOnly = !editable;
  const money = (name: keyof ColaboradorBeneficioForm, label: string, required = false) => (
    <FormikMoneyField form={form} name={name} label={label} required={required} readOnly={readOnly} />
  );
  const percent = (name: keyof ColaboradorBeneficioForm, label: string) => (
    <FormikPercentField form={form} name={name} label={label} readOnly={readOnly} maxLength={PERCENT_MAX_LENGTH} />
  );
  return (
    <Stack gap="5">
      {row ? (
        <BranchValues row={row} />
      ) : (
        <FormikSelectField form={form} name="benefCod" label="Benefício" required options={options} placeholder="Selecione" />
      )}
      <Heading as="h3" size="sm">
        Benefício
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {money('valorBenefAdic', 'Valor adicional', true)}
        {percent('aliqBenefAdic', 'Alíquota adicional')}
        {money('valorBenefSubtrai', 'Valor a subtrair')}
        {percent('aliqBenefSubtrai', 'Alíquota a subtrair')}
      </SimpleGrid>
      <Heading as="h3" size="sm">
        Desconto do colaborador
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {money('valorDescAdic', 'Desconto adicional', true)}
        {percent('aliqDescAdic', 'Alíquota de desconto adicional')}
        {money('valorDescSubtrai', 'Desconto a subtrair')}
        {percent('aliqDescSubtrai', 'Alíquota de desconto a subtrair')}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The employee's benefits below the form: read-only unless the employee is being edited, then
 * 'Adic.Beneficio' adds one (values of the employee's branch) and a row opens its adjustments.
 */
export function BeneficiosColaborador({ mat, filial, editable }: { mat: number; filial: number; editable: boolean }) {
  const { data, error, reload } = useApi(() => colaboradorBeneficiosApi.list(mat), [mat]);
  const beneficios = useApi(loadBeneficioOptions, []);
  const rows = data ?? [];
  const assigned = new Set(rows.map((row) => row.benefCod));
  const options = (beneficios.data ?? [])
    .filter((benefit) => !assigned.has(benefit.cod))
    .map((benefit) => ({ value: benefit.cod, label: `${benefit.sigla} - ${benefit.nome}` }));

  return (
    <Stack gap="2">
      <RelatedList<ColaboradorBeneficioRecord, ColaboradorBeneficioForm, ColaboradorBeneficio>
        title="Benefícios"
        addLabel="Adic.Beneficio"
        editable={editable}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        modalTitle={(row, canEdit) =>
          row ? `${canEdit ? 'Editar' : 'Detalhes do'} benefício ${row.sigla} do colaborador` : 'Novo benefício do colaborador'
        }
        schema={colaboradorBeneficioSchema}
        toForm={(row) => toForm(row, mat, filial)}
        fields={(form, canEdit, row) => <Fields form={form} editable={canEdit} row={row} options={options} />}
        onSave={async (values, row) => {
          if (row) {
            await colaboradorBeneficiosApi.update(mat, row.benefCod, values);
            return CADASTRO_MESSAGES.beneficioColaboradorAtualizado;
          }
          await colaboradorBeneficiosApi.create(mat, values.benefCod, values);
          return CADASTRO_MESSAGES.beneficioColaboradorCriado;
        }}
        onRemove={async (row) => {
          await colaboradorBeneficiosApi.remove(mat, row.benefCod, row.filialCod);
          return BENEFICIO_REMOVIDO_MESSAGE;
        }}
        removeConfirmation={CADASTRO_MESSAGES.confirmarExclusaoBeneficioColaborador}
        onChanged={() => void reload()}
        emptyMessage="Nenhum benefício cadastrado para este colaborador."
        error={error}
        onRetry={reload}
      />
    </Stack>
  );
}
