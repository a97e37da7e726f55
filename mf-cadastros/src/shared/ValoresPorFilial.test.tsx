import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormikMoneyField } from '@financeiro/ui';
import { findDialog, renderWithUi } from '@financeiro/ui/testing';
import { valorImpostoSchema } from '@financeiro/domain';
import { filialOptions, ValoresPorFilial, type FilialOpcao } from './ValoresPorFilial';

interface Linha {
  id: number;
  filial: number;
  valor: number;
}
const FILIAIS: FilialOpcao[] = [
  { cod: 1, label: 'Matriz SP' },
  { cod: 2, label: 'Rio' },
  { cod: 3, label: 'Recife', ativo: false },
  { cod: 4, label: 'Curitiba', ativo: true },
];
const filialDe = (linha: Linha) => ({ cod: linha.filial, label: FILIAIS.find((f) => f.cod === linha.filial)?.label ?? `Filial ${linha.filial}` });
const mesma = (a: Linha, b: Linha) => a.id === b.id;
const LINHAS: Linha[] = [
  { id: 10, filial: 1, valor: 5 },
  { id: 11, filial: 3, valor: 7 },
];

describe('filialOptions', () => {
  it('offers the active branches without a value yet; a row keeps its own branch, even one switched off', () => {
    const rotulos = (linha: Linha | null) => filialOptions(FILIAIS, LINHAS, linha, filialDe, mesma).map((o) => o.label);
    expect(rotulos(null)).toEqual(['Rio', 'Curitiba']);
    expect(rotulos(LINHAS[0]!)).toEqual(['Matriz SP', 'Rio', 'Curitiba']);
    expect(rotulos(LINHAS[1]!)).toEqual(['Recife', 'Rio', 'Curitiba']);
  });
});

function Editor({ filialFixa, editable }: { filialFixa: boolean; editable: boolean }) {
  return (
    <ValoresPorFilial<Linha, { filial: number | ''; valor: number }, { filial: number; valor: number }>
      rows={LINHAS}
      filiais={FILIAIS}
      editable={editable}
      onChanged={() => undefined}
      filialDe={filialDe}
      getRowId={(linha) => linha.id}
      columns={[{ key: 'valor', header: 'Valor', accessor: (linha) => linha.valor }]}
      titulos={{ ver: 'Valores', editar: 'Editar valores', novo: 'Novos valores por filial' }}
      schema={valorImpostoSchema}
      toForm={(linha) => ({ filial: linha?.filial ?? '', valor: linha?.valor ?? 0 })}
      campoFilial="filial"
      filialFixa={filialFixa}
      principais={(form, readOnly) => <FormikMoneyField form={form} name="valor" label="Valor fixo" readOnly={readOnly} />}
      partes={[]}
      onSave={async () => 'Salvo!'}
    />
  );
}

describe('ValoresPorFilial', () => {
  it("shows 'Valor por Filial' with Filial first, titles each modal, and fixes a saved row's branch only when asked", async () => {
    const { unmount } = renderWithUi(<Editor filialFixa editable />);
    const tabela = screen.getByRole('table', { name: 'Valor por Filial' });
    expect(within(tabela).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Filial'), expect.stringContaining('Valor')]));
    await userEvent.click(within(tabela).getByText('Matriz SP'));
    let dialog = await findDialog('Editar valores da filial Matriz SP');
    expect(within(dialog).getByLabelText(/^Filial/)).toBeDisabled();
    unmount();

    renderWithUi(<Editor filialFixa={false} editable />);
    await userEvent.click(within(screen.getByRole('table', { name: 'Valor por Filial' })).getByText('Matriz SP'));
    dialog = await findDialog('Editar valores da filial Matriz SP');
    expect(within(dialog).getByLabelText(/^Filial/)).toBeEnabled();
    await userEvent.click(within(dialog).getAllByRole('button', { name: /Cancelar|Fechar/ })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Adic.Filial' }));
    dialog = await findDialog('Novos valores por filial');
    expect(within(within(dialog).getByLabelText(/^Filial/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione', 'Rio', 'Curitiba']);
  });
});
