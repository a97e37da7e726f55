import { screen } from '@testing-library/react';
import type { EntradaDeAuditoria } from '@financeiro/domain';
import { renderWithUi } from '../test-utils';
import { DiferencasDaEntrada } from './Auditoria';

const recalculo: EntradaDeAuditoria = {
  id: 7,
  em: '2026-11-29T13:00:00.000Z',
  usuarioId: 1,
  usuarioNome: 'Administrador',
  acao: 'recalcular',
  entidade: 'fechamento',
  chave: '42',
  campos: [],
  detalhes: { fechamento: '10/2026', custoTotal: { antes: '1234.5', depois: '20000' }, colaboradores: { antes: 3, depois: 4 } },
  requestId: 'req-1',
};

describe('DiferencasDaEntrada', () => {
  it("shows an entry's details in pt-BR (names, before → after, money), not the recorded keys or JSON", () => {
    renderWithUi(<DiferencasDaEntrada entrada={recalculo} />);
    const detalhes = screen.getByLabelText('Detalhes');
    expect(detalhes).toHaveTextContent('Fechamento: 10/2026');
    expect(detalhes).toHaveTextContent(/Custo total: R\$\s1\.234,50 → R\$\s20\.000,00/);
    expect(detalhes).toHaveTextContent('Colaboradores: 3 → 4');
    expect(detalhes).not.toHaveTextContent(/custoTotal|\{|"antes"/);
  });
});
