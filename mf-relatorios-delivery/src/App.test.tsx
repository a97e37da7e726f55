import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import App from './App';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounted the way the shell mounts it: under /relatorios-delivery/*. */
function renderAt(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/relatorios-delivery/*" element={<><App /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-relatorios-delivery routes', () => {
  it.each([
    ['/relatorios-delivery', 'Relatórios Delivery'],
    ['/relatorios-delivery/relatorio-fluxo-caixa', 'Fluxo de Caixa'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    renderAt('/relatorios-delivery/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/relatorios-delivery$/);
    expect(await screen.findByRole('heading', { name: 'Relatórios Delivery' })).toBeInTheDocument();
  });
});
