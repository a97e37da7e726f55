import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/testing';
import App from './App';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounted the way the shell mounts it: under /cadastros/*. */
function renderAt(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cadastros/*" element={<><App /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-cadastros routes', () => {
  it.each([
    ['/cadastros', 'Cadastros'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('opens on the seven registrations, each a link to its list (not an unavailable screen)', async () => {
    renderAt('/cadastros');
    await screen.findByRole('heading', { name: 'Cadastros' });
    expect(screen.queryByText('Esta tela ainda não está disponível.')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Filial', '/cadastros/filial'],
      ['Colaboradores', '/cadastros/colaboradores'],
      ['Benefícios', '/cadastros/beneficios'],
      ['Funções', '/cadastros/funcoes'],
      ['Departamentos', '/cadastros/departamentos'],
      ['Regimes de contrato', '/cadastros/regime-contrato'],
      ['Impostos', '/cadastros/impostos'],
    ]);
  });

  it('sends unknown paths to the area root', async () => {
    renderAt('/cadastros/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/cadastros$/);
    expect(await screen.findByRole('heading', { name: 'Cadastros' })).toBeInTheDocument();
  });
});
