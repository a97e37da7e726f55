import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-utils';
import { NomeField } from './NomeField';

function Form({ inicial = '', erroInicial = null as string | null, disabled = false }) {
  const [nome, setNome] = useState(inicial);
  const [erro, setErro] = useState<string | null>(erroInicial);
  return <NomeField label="Nome do time" value={nome} onChange={setNome} error={erro} onClearError={() => setErro(null)} maxLength={10} disabled={disabled} />;
}

describe('NomeField', () => {
  it('shows the message until the next keystroke and keeps to maxLength', async () => {
    const user = userEvent.setup();
    renderWithUi(<Form erroInicial="Nome do time não pode ser vazio." />);
    const campo = screen.getByLabelText('Nome do time');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Nome do time não pode ser vazio.')).toBeInTheDocument();
    await user.type(campo, 'Alfa Beta Gama');
    expect(campo).toHaveValue('Alfa Beta ');
    expect(screen.queryByText('Nome do time não pode ser vazio.')).not.toBeInTheDocument();
    expect(campo).not.toHaveAttribute('aria-invalid');
  });

  it('can be disabled', () => {
    renderWithUi(<Form inicial="Alfa" disabled />);
    expect(screen.getByLabelText('Nome do time')).toBeDisabled();
    expect(screen.getByLabelText('Nome do time')).toHaveValue('Alfa');
  });

  it('with counter, says the limit and how much of it is used, so a name is never cut without a word', async () => {
    const user = userEvent.setup();
    function Contador() {
      const [nome, setNome] = useState('');
      return <NomeField label="Nome do time" value={nome} onChange={setNome} error={null} onClearError={() => undefined} maxLength={10} counter />;
    }
    renderWithUi(<Contador />);
    const campo = screen.getByLabelText('Nome do time');
    expect(campo).toHaveAccessibleDescription('Até 10 caracteres (0/10)');
    await user.type(campo, 'Alfa');
    expect(campo).toHaveAccessibleDescription('Até 10 caracteres (4/10)');
    await user.type(campo, ' Beta Gama');
    expect(campo).toHaveValue('Alfa Beta ');
    expect(campo).toHaveAccessibleDescription('Limite de 10 caracteres atingido (10/10)');
  });
});
