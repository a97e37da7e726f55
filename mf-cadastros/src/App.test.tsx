import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
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

  it('sends unknown paths to the area root', async () => {
    renderAt('/cadastros/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/cadastros$/);
    expect(await screen.findByRole('heading', { name: 'Cadastros' })).toBeInTheDocument();
  });
});
