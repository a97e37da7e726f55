import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';

const ANOS: MultiSelectOption[] = ['2026', '2025', '2024'].map((ano) => ({ value: ano, label: ano }));
const PROJETOS: MultiSelectOption[] = Array.from({ length: 12 }, (_, i) => ({ value: `P${i + 1}`, label: `P${i + 1} - Projeto ${i + 1}` }));

/** The component under a parent that keeps the choice, as a screen does; `changes` records each onChange. */
function Harness({ options, initial = [], changes }: { options: MultiSelectOption[]; initial?: string[]; changes: string[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <MultiSelect
      label="Anos"
      options={options}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('a tap (click) on each item adds it without Ctrl, in the options order, and the legend counts them', async () => {
    const changes: string[][] = [];
    const user = userEvent.setup();
    renderWithUi(<Harness options={ANOS} changes={changes} />);
    const grupo = screen.getByRole('group', { name: /Anos/ });
    await user.click(within(grupo).getByRole('checkbox', { name: '2024' }));
    await user.click(within(grupo).getByRole('checkbox', { name: '2026' }));
    expect(changes.at(-1)).toEqual(['2026', '2024']);
    expect(grupo).toHaveAccessibleName('Anos (2 selecionados)');
    await user.click(within(grupo).getByRole('checkbox', { name: '2024' }));
    expect(changes.at(-1)).toEqual(['2026']);
    await user.click(screen.getByRole('button', { name: 'Limpar Anos' }));
    expect(changes.at(-1)).toEqual([]);
  });

  it('touch: a tap on the row text ticks the box (the whole 40 px row is the target)', () => {
    const changes: string[][] = [];
    renderWithUi(<Harness options={ANOS} changes={changes} />);
    fireEvent.click(screen.getByText('2025'));
    expect(changes.at(-1)).toEqual(['2025']);
  });

  it('keyboard: one Tab stop for the list, arrows/Home/End move, Space ticks, Tab leaves', async () => {
    const changes: string[][] = [];
    const user = userEvent.setup();
    renderWithUi(
      <>
        <Harness options={ANOS} changes={changes} />
        <button type="button">depois</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: '2025' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: '2024' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('checkbox', { name: '2026' })).toHaveFocus();
    expect(changes.at(-1)).toEqual(['2025', '2024']);
    // Tab leaves the list at once (to its 'Limpar', then the next field), not item by item.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Limpar Anos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
  });

  it('a long list has a search box and the chosen items as chips that remove themselves', async () => {
    const changes: string[][] = [];
    const user = userEvent.setup();
    renderWithUi(<Harness options={PROJETOS} initial={['P3']} changes={changes} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar em Anos' }), 'projeto 1');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')!.textContent)).toEqual([
      'P1 - Projeto 1',
      'P10 - Projeto 10',
      'P11 - Projeto 11',
      'P12 - Projeto 12',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'P11 - Projeto 11' }));
    expect(changes.at(-1)).toEqual(['P3', 'P11']);
    await user.click(screen.getByRole('button', { name: 'Remover P3 - Projeto 3' }));
    expect(changes.at(-1)).toEqual(['P11']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Nenhum item encontrado.')).toBeInTheDocument();
  });

  it('says so when there is no option', () => {
    renderWithUi(<MultiSelect label="Projetos" options={[]} value={[]} onChange={() => {}} emptyText="Nenhum projeto." />);
    expect(screen.getByText('Nenhum projeto.')).toBeInTheDocument();
  });
});
