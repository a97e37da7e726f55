import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import App from './App';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Mounted the way the shell mounts it: under /fechamentos/*. */
function renderAt(path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/fechamentos/*" element={<><App /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mf-fechamentos routes', () => {
  it.each([
    ['/fechamentos', 'Fechamentos'],
  ])('renders %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the area root', async () => {
    renderAt('/fechamentos/nao-existe/1');
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/fechamentos$/);
    expect(await screen.findByRole('heading', { name: 'Fechamentos' })).toBeInTheDocument();
  });
});
