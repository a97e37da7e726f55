import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { CotacaoInput } from './CotacaoInput';

function Cotacao({ initial = '', onValue, disabled }: { initial?: string; onValue?: (value: string) => void; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <CotacaoInput
      aria-label="Cotação"
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('CotacaoInput', () => {
  it('shows a stored rate with as many decimals as 5 characters hold', () => {
    renderWithUi(<Cotacao initial="5.432100" />);
    expect(screen.getByRole('textbox', { name: 'Cotação' })).toHaveValue('5,432');
  });

  it('types digits and a comma (a dot is the comma) and emits the decimal string', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Cotacao onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Cotação' });
    await user.type(input, '5,');
    expect(input).toHaveValue('5,');
    expect(onValue).toHaveBeenLastCalledWith('5');
    await user.type(input, '4x3');
    expect(input).toHaveValue('5,43');
    expect(onValue).toHaveBeenLastCalledWith('5.43');
    await user.clear(input);
    await user.type(input, '6.1');
    expect(input).toHaveValue('6,1');
    expect(onValue).toHaveBeenLastCalledWith('6.1');
    await user.tab();
    expect(input).toHaveValue('6,100');
  });

  it('refuses a sixth character', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Cotacao onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Cotação' });
    await user.type(input, '5,4329');
    expect(input).toHaveValue('5,432');
    expect(onValue).toHaveBeenLastCalledWith('5.432');
  });

  it.each([
    ['5,4321', '5,432', '5.432'],
    ['5.4321', '5,432', '5.432'],
    ['5,4329', '5,433', '5.433'],
  ])('rounds a pasted %s to fit the field', async (colado, texto, valor) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Cotacao onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Cotação' });
    await user.click(input);
    await user.paste(colado);
    expect(input).toHaveValue(texto);
    expect(onValue).toHaveBeenLastCalledWith(valor);
  });

  it('emptying the field emits an empty value', () => {
    const onValue = jest.fn();
    renderWithUi(<Cotacao initial="5.4" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Cotação' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});
