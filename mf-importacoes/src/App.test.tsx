import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import App from './App';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounted the way the shell mounts it: under /importacoes/*. */
function renderAt(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/importacoes/*" element={<><App /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-importacoes routes', () => {
  it.each([
    ['/importacoes', 'Importações'],
    ['/importacoes/colaboradores', 'Novos colaboradores'],
    ['/importacoes/beneficios-colaborador', 'Benefícios de colaboradores'],
    ['/importacoes/atualizar-colaboradores', 'Atualizar colaboradores'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    renderAt('/importacoes/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/importacoes$/);
    expect(await screen.findByRole('heading', { name: 'Importações' })).toBeInTheDocument();
  });
});
