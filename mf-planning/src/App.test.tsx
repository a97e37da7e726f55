import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithUi } from '@financeiro/ui/src/test-utils';
import App from './App';

describe('mf-planning routes', () => {
  it('renders the planning page of one project, mounted at /projetos/previsao/:key/:id', async () => {
    renderWithUi(
      <MemoryRouter initialEntries={['/projetos/previsao/ABC/10']}>
        <Routes>
          <Route path="/projetos/previsao/:key/:id/*" element={<App />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Planejamento financeiro' })).toBeInTheDocument();
  });
});
