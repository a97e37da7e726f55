import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { MonthInput } from './MonthInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (chave: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MonthInput
      aria-label="Mês inicial"
      value={value}
      onChange={(chave) => {
        setValue(chave);
        onValue?.(chave);
      }}
    />
  );
}

describe('MonthInput', () => {
  it.each([
    ['6/2026', '06/2026'],
    ['06/2026', '06/2026'],
    ['062026', '06/2026'],
  ])('takes %s typed key by key as June 2026 and shows %s after leaving the field', async (keys, shown) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Mês inicial' });
    await user.type(input, keys);
    expect(onValue).toHaveBeenLastCalledWith('06-2026');
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(screen.queryByText('Mês inválido.')).not.toBeInTheDocument();
  });

  it('shows the stored month, says a month outside 1–12 at once and an unfinished one on leaving, and gives no value for either', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Harness initial="11-2026" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Mês inicial' });
    expect(input).toHaveValue('11/2026');
    await user.clear(input);
    await user.type(input, '13/2026');
    expect(screen.getByText('Mês inválido.')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.clear(input);
    await user.type(input, '06/20');
    expect(screen.queryByText('Mês inválido.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Mês inválido.')).toBeInTheDocument();
    expect(input).toHaveValue('06/20');
  });
});
