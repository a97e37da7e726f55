import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { MoneyInput } from './MoneyInput';
import { PercentInput } from './PercentInput';

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

function Percent({ initial = '', onValue, valueAs }: { initial?: string; onValue?: (value: string) => void; valueAs?: 'fraction' | 'percent' }) {
  const [value, setValue] = useState(initial);
  return (
    <PercentInput
      aria-label="Imposto"
      value={value}
      valueAs={valueAs}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('reads typed digits as cents and emits a decimal string', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '1');
    expect(input).toHaveValue('0,01');
    await user.type(input, '234');
    expect(input).toHaveValue('12,34');
    expect(onValue).toHaveBeenLastCalledWith('12.34');
    await user.type(input, '5678');
    expect(input).toHaveValue('123.456,78');
    expect(onValue).toHaveBeenLastCalledWith('123456.78');
    expect(screen.getByText('R$')).toBeInTheDocument();
  });

  it('ignores non-digits', async () => {
    const user = userEvent.setup();
    renderWithUi(<Money />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, 'a1b-2,c');
    expect(input).toHaveValue('0,12');
  });

  it('shows a stored value and stops at 16 characters', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Money initial="999999999.5" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveValue('999.999.999,50');
    await user.type(input, '12');
    expect(input).toHaveValue('9.999.999.995,01');
    expect((input as HTMLInputElement).value).toHaveLength(16);
    await user.type(input, '3');
    expect(input).toHaveValue('9.999.999.995,01');
    expect(onValue).toHaveBeenLastCalledWith('9999999995.01');
  });

  it('emits an empty string when cleared, and honours a shorter maxLength', async () => {
    const onValue = jest.fn();
    renderWithUi(<Money initial="5.43" onValue={onValue} maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    fireEvent.change(input, { target: { value: '5,431' } });
    expect(input).toHaveValue('54,31');
    fireEvent.change(input, { target: { value: '54,312' } });
    expect(input).toHaveValue('54,31');
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});

describe('PercentInput', () => {
  it('formats 2 decimals, at most 5 characters, and emits a fraction', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Percent onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Imposto' });
    await user.type(input, '935');
    expect(input).toHaveValue('9,35');
    expect(onValue).toHaveBeenLastCalledWith('0.0935');
    await user.type(input, '12');
    expect(input).toHaveValue('93,51');
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it('shows stored fractions and supports percent values', () => {
    const { unmount } = renderWithUi(<Percent initial="0.34" />);
    expect(screen.getByRole('textbox', { name: 'Imposto' })).toHaveValue('34,00');
    unmount();
    const onValue = jest.fn();
    renderWithUi(<Percent initial="12.1" valueAs="percent" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Imposto' });
    expect(input).toHaveValue('12,10');
    fireEvent.change(input, { target: { value: '12,103' } });
    expect(input).toHaveValue('12,10');
    fireEvent.change(input, { target: { value: '12,1' } });
    expect(input).toHaveValue('1,21');
    expect(onValue).toHaveBeenLastCalledWith('1.21');
  });
});
