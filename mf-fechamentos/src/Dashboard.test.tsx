import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@financeiro/api';
import { API_NAME } from '@financeiro/domain';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import Dashboard from './Dashboard';
import Relatorios from './Relatorios';

function signInWith(sections: string[]) {
  useSession.getState().signIn({
    token: 't',
    refresh_token: 'r',
    user: { name: 'Ana', email: 'ana@veecode.com.br', roles: { [API_NAME]: sections } },
  });
}

describe('mf-fechamentos extra entries', () => {
  afterEach(() => useSession.getState().clear());

  it('renders the dashboard only for holders of the dashboard role', async () => {
    signInWith(['dashboard']);
    const { unmount } = renderWithUi(<Dashboard />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    unmount();

    signInWith(['fechamentos']);
    renderWithUi(<Dashboard />);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('mounts Relatórios DP at /relatorios', async () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/relatorios']}>
        <Routes>
          <Route path="/relatorios/*" element={<Relatorios />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Relatórios DP' })).toBeInTheDocument();
  });
});
