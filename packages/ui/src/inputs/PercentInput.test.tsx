import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { PercentInput } from './PercentInput';

function Percent({ initial = '', onValue, valueAs, maxLength }: { initial?: string; onValue?: (value: string) => void; valueAs?: 'fraction' | 'percent'; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <PercentInput
      aria-label="Imposto"
      value={value}
      valueAs={valueAs}
      maxLength={maxLength}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('PercentInput', () => {
  it.each([
    ['10', '10,00', '0.1'],
    ['27,5', '27,50', '0.275'],
    ['27.5', '27,50', '0.275'],
    ['8,33', '8,33', '0.0833'],
    ['100', '100,00', '1'],
  ])('typed key by key, %s reads left to right: %s %% (stored %s) (issue 34)', async (keys, shown, stored) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Percent onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Imposto' });
    await user.type(input, keys);
    expect(onValue).toHaveBeenLastCalledWith(stored);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it('takes at most 5 characters and 2 decimals', async () => {
    const user = userEvent.setup();
    renderWithUi(<Percent />);
    const input = screen.getByRole('textbox', { name: 'Imposto' });
    await user.type(input, '12,345');
    expect(input).toHaveValue('12,34');
    await user.clear(input);
    await user.type(input, '123456');
    expect(input).toHaveValue('12345');
  });

  it('shows stored fractions, edits them, and supports percent values', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<Percent initial="0.34" />);
    expect(screen.getByRole('textbox', { name: 'Imposto' })).toHaveValue('34,00');
    unmount();
    const onValue = jest.fn();
    renderWithUi(<Percent initial="12.1" valueAs="percent" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Imposto' });
    expect(input).toHaveValue('12,10');
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}5');
    expect(input).toHaveValue('125');
    expect(onValue).toHaveBeenLastCalledWith('125.00');
    await user.keyboard('{Control>}a{/Control}9,35');
    expect(onValue).toHaveBeenLastCalledWith('9.35');
  });
});
