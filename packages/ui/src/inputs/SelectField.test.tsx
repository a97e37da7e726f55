import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { SelectField, SelectInput } from './SelectField';

const OPCOES = [
  { value: '1', label: 'Um' },
  { value: '2', label: 'Dois' },
];

function Filtro({ placeholder, onChange }: { placeholder?: string; onChange: (value: string) => void }) {
  const [valor, setValor] = useState('');
  return (
    <SelectField
      label="Departamento"
      placeholder={placeholder}
      value={valor}
      options={OPCOES}
      onChange={(value) => {
        setValor(value);
        onChange(value);
      }}
    />
  );
}

describe('SelectField', () => {
  it('labels the select, starts on the empty option and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(<Filtro placeholder="Todos" onChange={onChange} />);
    const select = screen.getByLabelText('Departamento');
    expect(select).toHaveValue('');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => [option.value, option.text])).toEqual([
      ['', 'Todos'],
      ['1', 'Um'],
      ['2', 'Dois'],
    ]);
    await user.selectOptions(select, 'Dois');
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(select).toHaveValue('2');
    await user.selectOptions(select, 'Todos');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('has no empty option without a placeholder', () => {
    renderWithUi(<SelectInput aria-label="Métrica" value="2" options={OPCOES} onChange={jest.fn()} />);
    const select = screen.getByLabelText('Métrica') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['1', '2']);
    expect(select).toHaveValue('2');
  });
});
