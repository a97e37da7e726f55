import { Input, Stack } from '@chakra-ui/react';
import { regimesApi, useApi, type RegimeImpostoRecord } from '@financeiro/api';
import { CADASTRO_MESSAGES, regimeImpostoAtivoSchema } from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikField, FormikSelectField, RelatedList, simNao, type DataTableColumn } from '@financeiro/ui';

/** The link form: the tax (chosen when adding) and the link's situation (as PUT /regime/imposto/{cod} takes it). */

interface LinkForm {
  regime_cod: number;
  imposto_cod: number | '';
  ativo: boolean | string;
}
interface LinkValues {
  regime_cod: number;
  imposto_cod: number;
  ativo: boolean;
}

const columns: DataTableColumn<RegimeImpostoRecord>[] = [
  { key: 'imposto_cod', header: 'Cod.', width: '100px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => simNao(row.ativo) },
];

export interface RegimeImpostosProps {
  regimeCod: number;
  /** The regime is in edit mode: links can be added and switched on or off. */
  editable: boolean;
}

/** 'Impostos do regime': the taxes linked to the regime (regime_imposto). */
export function RegimeImpostos({ regimeCod, editable }: RegimeImpostosProps) {
  const links = useApi(() => regimesApi.impostos(regimeCod), [regimeCod]);
  const taxes = useApi(() => regimesApi.impostosAtivos(), []);
  const activeLinked = new Set((links.data ?? []).filter((link) => link.ativo).map((link) => link.imposto_cod));
  const options = (taxes.data ?? [])
    .filter((tax) => !activeLinked.has(tax.cod))
    .map((tax) => ({ value: String(tax.cod), label: `${tax.sigla} - ${tax.nome}` }));

  return (
    <Stack gap="2">
      <RelatedList<RegimeImpostoRecord, LinkForm, LinkValues>
        title="Impostos do regime"
        addLabel="Adic.Imposto"
        editable={editable}
        columns={columns}
        rows={links.data ?? []}
        getRowId={(row) => row.id}
        modalTitle={(row, canEdit) => (row ? (canEdit ? 'Editar vínculo do imposto' : 'Imposto do regime') : 'Vincular imposto')}
        schema={regimeImpostoAtivoSchema}
        toForm={(row) => ({ regime_cod: regimeCod, imposto_cod: row?.imposto_cod ?? '', ativo: row?.ativo ?? true })}
        fields={(form, canEdit, row) =>
          row ? (
            <Stack gap="4">
              <FormikField form={form} name="imposto_cod" label="Imposto" readOnly>
                {() => <Input name="imposto_cod" value={`${row.sigla} - ${row.nome}`} readOnly />}
              </FormikField>
              <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!canEdit} disabled={!canEdit} options={ATIVO_OPTIONS} />
            </Stack>
          ) : (
            <FormikSelectField
              form={form}
              name="imposto_cod"
              label="Imposto"
              required
              readOnly={!canEdit}
              disabled={!canEdit}
              options={options}
              placeholder="Selecione"
              helperText={taxes.error ?? (options.length === 0 && !taxes.loading ? 'Nenhum imposto ativo disponível.' : undefined)}
            />
          )
        }
        onSave={async (values, row) => {
          if (row) await regimesApi.setImpostoAtivo(row.imposto_cod, regimeCod, values.ativo);
          else await regimesApi.linkImposto(values.imposto_cod, regimeCod);
          return CADASTRO_MESSAGES.regimeImpostoAtualizado;
        }}
        onChanged={() => void links.reload()}
        emptyMessage="Nenhum imposto vinculado a este regime."
        error={links.error}
        onRetry={links.reload}
      />
    </Stack>
  );
}
