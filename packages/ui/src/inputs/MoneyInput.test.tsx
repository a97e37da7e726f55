import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { MoneyInput } from './MoneyInput';

function Money({ initial = '', onValue, maxLength }: { initial?: string; onValue?: (value: string) => void; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      aria-label="Valor"
      value={value}
      maxLength={maxLength}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it.each([
    ['45.000,50', '45.000,50', '45000.50'],
    ['45000,50', '45.000,50', '45000.50'],
    ['45000', '45.000,00', '45000.00'],
    ['1.234.567,89', '1.234.567,89', '1234567.89'],
  ])('typed key by key, %s is stored as %s (issue 34)', async (keys, shown, stored) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, keys);
    expect(onValue).toHaveBeenLastCalledWith(stored);
    await user.tab();
    expect(input).toHaveValue(shown);
  });

  it('backspace over a thousands dot removes the digit before it', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;
    await user.type(input, '45000');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(input).toHaveValue('4.000');
    expect(input.selectionStart).toBe(1);
    expect(onValue).toHaveBeenLastCalledWith('4000.00');
  });

  it('reads typed digits as whole reais, a comma starting the cents, and emits a decimal string', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '45000');
    expect(input).toHaveValue('45.000');
    expect(onValue).toHaveBeenLastCalledWith('45000.00');
    await user.tab();
    expect(input).toHaveValue('45.000,00');
    await user.clear(input);
    await user.type(input, '45000,5');
    expect(onValue).toHaveBeenLastCalledWith('45000.50');
    await user.tab();
    expect(input).toHaveValue('45.000,50');
    expect(screen.getByText('R$')).toBeInTheDocument();
  });

  it('gives 45.000,00 for 45000 typed into a pre-filled 0,00 wherever the click put the caret', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money initial="0" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveValue('0,00');
    await user.pointer({ target: input, offset: 0, keys: '[MouseLeft]' });
    await user.keyboard('45000');
    await user.tab();
    expect(input).toHaveValue('45.000,00');
    expect(onValue).toHaveBeenLastCalledWith('45000.00');
  });

  it('takes a pasted 45.000,00 or 45000.00 and ignores letters', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.click(input);
    await user.paste('45.000,00');
    expect(onValue).toHaveBeenLastCalledWith('45000.00');
    await user.clear(input);
    await user.paste('45000.00');
    expect(input).toHaveValue('45.000,00');
    expect(onValue).toHaveBeenLastCalledWith('45000.00');
    await user.clear(input);
    await user.type(input, 'a1b-2c');
    expect(input).toHaveValue('12');
  });

  it('backspace removes the last digit and keeps the caret after the digit it followed', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money initial="45000" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;
    await user.click(input);
    expect(input).toHaveValue('45.000,00');
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('45.000');
    expect(onValue).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('4.500');
    expect(onValue).toHaveBeenLastCalledWith('4500.00');
    // caret after '4' (position 1), a digit typed there goes after it
    input.setSelectionRange(1, 1);
    await user.keyboard('1');
    expect(input).toHaveValue('41.500');
    expect(input.selectionStart).toBe(2);
  });

  it('shows a stored value, refuses text past 16 characters, and emits an empty string when cleared', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money initial="999999999.5" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveValue('999.999.999,50');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '9999999999,99' } });
    expect(input).toHaveValue('9.999.999.999,99');
    fireEvent.change(input, { target: { value: '99999999999,99' } });
    expect(input).toHaveValue('9.999.999.999,99');
    expect(onValue).toHaveBeenLastCalledWith('9999999999.99');
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('honours a shorter maxLength', () => {
    renderWithUi(<Money initial="5.43" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '54,31' } });
    expect(input).toHaveValue('54,31');
    fireEvent.change(input, { target: { value: '543,31' } });
    expect(input).toHaveValue('54,31');
  });
});
