import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import App from './App';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounted the way the shell mounts it: under /simulacoes/*. */
function renderAt(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/simulacoes/*" element={<><App /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-simulacoes routes', () => {
  it.each([
    ['/simulacoes', 'Simulações'],
    ['/simulacoes/colaboradores', 'Simulações de colaboradores'],
    ['/simulacoes/my-teams', 'Lista de simulações de times'],
    ['/simulacoes/results', 'Lista de simulações de resultados'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    renderAt('/simulacoes/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/simulacoes$/);
    expect(await screen.findByRole('heading', { name: 'Simulações' })).toBeInTheDocument();
  });
});
