import { Input, Stack } from '@chakra-ui/react';
import { regimesApi, type ImpostoRegimeRecord, type RegimeRecord } from '@financeiro/api';
import { CADASTRO_MESSAGES, regimeImpostoAtivoSchema } from '@financeiro/domain';
import { ATIVO_OPTIONS, FormikField, FormikSelectField, RelatedList, simNao, type DataTableColumn } from '@financeiro/ui';

/** The link form: the regime (chosen when adding) and the link's situation (as PUT /regime/imposto/{cod} takes it). */

interface LinkForm {
  regime_cod: number | '';
  imposto_cod: number;
  ativo: boolean | string;
}
interface LinkValues {
  regime_cod: number;
  imposto_cod: number;
  ativo: boolean;
}

const columns: DataTableColumn<ImpostoRegimeRecord>[] = [
  { key: 'regime_cod', header: 'Cod.', width: '100px' },
  { key: 'sigla', header: 'Sigla' },
  { key: 'nome', header: 'Nome' },
  { key: 'ativo', header: 'Ativo', accessor: (row) => simNao(row.ativo) },
];

export interface ImpostoRegimesProps {
  impostoCod: number;
  rows: ImpostoRegimeRecord[];
  /** Every regime (GET /regime/list); active ones not yet linked are offered when adding. */
  regimes: RegimeRecord[];
  /** The tax is in edit mode: links can be added and switched on or off. */
  editable: boolean;
  onChanged: () => void;
}

/**
 * 'Regimes de contrato': the regimes whose employees pay the tax (regime_imposto). The link is
 * the same row the regime screen shows, through the same calls (/regime/imposto/{cod}).
 */
export function ImpostoRegimes({ impostoCod, rows, regimes, editable, onChanged }: ImpostoRegimesProps) {
  const activeLinked = new Set(rows.filter((link) => link.ativo).map((link) => link.regime_cod));
  const options = regimes
    .filter((regime) => regime.ativo && !activeLinked.has(regime.cod))
    .map((regime) => ({ value: String(regime.cod), label: `${regime.sigla} - ${regime.nome}` }));

  return (
    <RelatedList<ImpostoRegimeRecord, LinkForm, LinkValues>
      title="Regimes de contrato"
      addLabel="Adic.Regime"
      editable={editable}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      modalTitle={(row, canEdit) => (row ? (canEdit ? 'Editar vínculo do regime' : 'Regime do imposto') : 'Vincular regime')}
      schema={regimeImpostoAtivoSchema}
      toForm={(row) => ({ imposto_cod: impostoCod, regime_cod: row?.regime_cod ?? '', ativo: row?.ativo ?? true })}
      fields={(form, canEdit, row) =>
        row ? (
          <Stack gap="4">
            <FormikField form={form} name="regime_cod" label="Regime" readOnly>
              {() => <Input name="regime_cod" value={`${row.sigla} - ${row.nome}`} readOnly />}
            </FormikField>
            <FormikSelectField form={form} name="ativo" label="Ativo" required readOnly={!canEdit} options={ATIVO_OPTIONS} />
          </Stack>
        ) : (
          <FormikSelectField
            form={form}
            name="regime_cod"
            label="Regime"
            required
            readOnly={!canEdit}
            options={options}
            placeholder="Selecione"
            helperText={options.length === 0 ? 'Nenhum regime ativo disponível.' : undefined}
          />
        )
      }
      onSave={async (values, row) => {
        if (row) await regimesApi.setImpostoAtivo(impostoCod, row.regime_cod, values.ativo);
        else await regimesApi.linkImposto(impostoCod, values.regime_cod);
        return CADASTRO_MESSAGES.regimeImpostoAtualizado;
      }}
      onChanged={onChanged}
      emptyMessage="Nenhum regime vinculado a este imposto. Em Editar, use Adic.Regime."
    />
  );
}
