import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormikSelectField, RelatedList, type DataTableColumn, type RelatedListProps, type SelectOption } from '@financeiro/ui';
import { ParteComAliquota, type ParteComAliquotaProps } from './ParteComAliquota';

/** A branch as the value rows and the branch list give it; without `ativo` a branch counts as active. */
export interface FilialOpcao {
  cod: number;
  label: string;
  ativo?: boolean;
}

/** One part of the value (the employee's discount, the company's part): the same block in both editors. */
export type ParteDoValor = Omit<ParteComAliquotaProps, 'form' | 'readOnly'>;

/**
 * The branches offered for a row: the active ones without a value of this record yet, plus the
 * row's own branch (even if it has been switched off since).
 */
export function filialOptions<T>(
  filiais: readonly FilialOpcao[],
  rows: readonly T[],
  row: T | null,
  filialDe: (row: T) => FilialOpcao,
  mesmaLinha: (a: T, b: T) => boolean,
): SelectOption[] {
  const used = new Set(rows.filter((other) => !row || !mesmaLinha(other, row)).map((other) => filialDe(other).cod));
  const options: SelectOption[] = filiais
    .filter((filial) => filial.ativo !== false && !used.has(filial.cod))
    .map((filial) => ({ value: filial.cod, label: filial.label }));
  if (row && !options.some((option) => option.value === filialDe(row).cod)) {
    const propria = filialDe(row);
    options.unshift({ value: propria.cod, label: propria.label });
  }
  return options;
}

export interface ValoresPorFilialProps<T, V extends FormikValues, S>
  extends Pick<RelatedListProps<T, V, S>, 'rows' | 'editable' | 'onChanged' | 'schema' | 'toForm' | 'onSave'> {
  /** The branches (the inactive ones are not offered for a new value). */
  filiais: readonly FilialOpcao[];
  /** A row's branch, with the label the table and the modal title show. */
  filialDe: (row: T) => FilialOpcao;
  getRowId: (row: T) => number;
  /** The table's columns after Filial. */
  columns: DataTableColumn<T>[];
  /** The modal titles: a row seen, a row edited ('… da filial X' follows), a new row. */
  titulos: { ver: string; editar: string; novo: string };
  /** The form field of the branch; with `filialFixa` an existing row keeps its branch. */
  campoFilial: string;
  filialFixa?: boolean;
  /** The fields beside the branch, in the first block. */
  principais: (form: FormikProps<V>, readOnly: boolean) => ReactNode;
  /** The employee's discount and the company's part. */
  partes: readonly ParteDoValor[];
}

/**
 * 'Valor por Filial' of a benefit or a tax (spec 02 section 3): one row per branch, each opening the
 * value form in a modal — the branch and the record's own fields, then the discount and company parts.
 */
export function ValoresPorFilial<T, V extends FormikValues, S = V>({
  filiais,
  filialDe,
  getRowId,
  columns,
  titulos,
  campoFilial,
  filialFixa = false,
  principais,
  partes,
  ...lista
}: ValoresPorFilialProps<T, V, S>) {
  const colunas: DataTableColumn<T>[] = [{ key: 'filial', header: 'Filial', accessor: (row) => filialDe(row).label }, ...columns];
  return (
    <RelatedList<T, V, S>
      {...lista}
      title="Valor por Filial"
      addLabel="Adic.Filial"
      columns={colunas}
      getRowId={getRowId}
      modalTitle={(row, canEdit) => (row ? `${canEdit ? titulos.editar : titulos.ver} da filial ${filialDe(row).label}` : titulos.novo)}
      fields={(form, canEdit, row) => {
        const readOnly = !canEdit;
        const opcoes = filialOptions(filiais, lista.rows, row, filialDe, (a, b) => getRowId(a) === getRowId(b));
        return (
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormikSelectField
                form={form}
                name={campoFilial}
                label="Filial"
                required
                readOnly={readOnly || (filialFixa && row !== null)}
                options={opcoes}
                placeholder="Selecione"
              />
              {principais(form, readOnly)}
            </SimpleGrid>
            {partes.map((parte) => (
              <ParteComAliquota key={parte.title} form={form} readOnly={readOnly} {...parte} />
            ))}
          </Stack>
        );
      }}
      emptyMessage="Nenhum valor por filial cadastrado. Em Editar, use Adic.Filial."
    />
  );
}
