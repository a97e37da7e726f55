import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { DateInput } from './DateInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (iso: string, parts: unknown) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        aria-label="Data"
        value={value}
        onChange={(iso, parts) => {
          setValue(iso);
          onValue?.(iso, parts);
        }}
      />
      <button type="button" onClick={() => setValue('2024-12-31')}>
        externo
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('opens the calendar from a labelled button drawn as SVG (no emoji font needed)', () => {
    renderWithUi(<Harness />);
    const botao = screen.getByRole('button', { name: 'Abrir calendário' });
    expect(botao.querySelector('svg')).not.toBeNull();
    expect(botao.textContent).toBe('');
  });

  it('masks dd/MM/yyyy while typing and emits the ISO date with its pieces', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    await user.type(input, '0501');
    expect(input).toHaveValue('05/01');
    expect(onValue).not.toHaveBeenCalled();
    await user.type(input, '2025');
    expect(input).toHaveValue('05/01/2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-01-05', { day: 5, month: 1, year: 2025 });
    expect(screen.getByTestId('date-picker-label')).toHaveTextContent('05-jan-2025');
  });

  it.each([
    ['1/10/2026', '01/10/2026'],
    ['01/10/2026', '01/10/2026'],
    ['01102026', '01/10/2026'],
  ])('takes %s typed key by key as 1 October 2026 (issue 34)', async (keys, shown) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    await user.type(input, keys);
    expect(onValue).toHaveBeenLastCalledWith('2026-10-01', { day: 1, month: 10, year: 2026 });
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(screen.queryByText('Data inválida.')).not.toBeInTheDocument();
  });

  it('refuses an impossible date with Data inválida. beside the field', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Harness initial="2025-02-10" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    expect(input).toHaveValue('10/02/2025');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(input).toHaveValue('31/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('', null);
    expect(screen.getByRole('alert')).toHaveTextContent('Data inválida.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(input).toHaveValue('31/02/2026');
    expect(screen.getByText('Data inválida.')).toBeInTheDocument();
    expect(screen.queryByTestId('date-picker-label')).not.toBeInTheDocument();
  });

  it('says an unfinished date is invalid only when the field loses the focus', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    await user.type(input, '01/10');
    expect(screen.queryByText('Data inválida.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Data inválida.')).toBeInTheDocument();
  });

  it('takes the date chosen in the native picker and follows external changes', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Harness onValue={onValue} />);
    fireEvent.change(screen.getByTestId('date-picker-native'), { target: { value: '2025-03-07' } });
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveValue('07/03/2025');
    expect(onValue).toHaveBeenLastCalledWith('2025-03-07', { day: 7, month: 3, year: 2025 });
    expect(screen.getByTestId('date-picker-label')).toHaveTextContent('07-mar-2025');

    await user.click(screen.getByRole('button', { name: 'externo' }));
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveValue('31/12/2024');
    expect(screen.getByRole('button', { name: 'Abrir calendário' })).toBeEnabled();
  });
});
