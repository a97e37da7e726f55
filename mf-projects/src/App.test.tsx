import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import App from './App';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounted the way the shell mounts it: under /projetos/*. */
function renderAt(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/projetos/*" element={<><App /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-projects routes', () => {
  it.each([
    ['/projetos', 'Lista de Projetos'],
    ['/projetos/meus/relatorios/margem', 'Relatórios'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    renderAt('/projetos/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/projetos$/);
    expect(await screen.findByRole('heading', { name: 'Lista de Projetos' })).toBeInTheDocument();
  });
});
