import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { AvisoCotacao } from './AvisoCotacao';

describe('AvisoCotacao', () => {
  it('says that the quotes are the last stored ones, with when each was quoted (Sao Paulo time)', () => {
    renderWithUi(
      <AvisoCotacao
        cotacoes={[
          { moeda: 'USD', cotadoEm: '2026-11-25T20:59:00Z', atual: false },
          { moeda: 'EUR', cotadoEm: '2026-11-25T20:58:00Z', atual: false },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Serviço de cotação indisponível: a cotação sugerida é a última registrada (USD de 25/11/2026 às 17:59; EUR de 25/11/2026 às 17:58).',
    );
  });

  it('says nothing when the quotes are current, or before they are loaded', () => {
    const { rerender } = renderWithUi(<AvisoCotacao cotacoes={[{ moeda: 'USD', cotadoEm: '2026-11-25T20:59:00Z', atual: true }]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<AvisoCotacao cotacoes={undefined} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
