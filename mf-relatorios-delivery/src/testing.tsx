import { useSession, type ProjetoItem } from '@financeiro/api';
import { startFakeApi, type FakeApi } from '@financeiro/api/testing';
import { API_NAME } from '@financeiro/domain';
import { UiProvider } from '@financeiro/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import App from './App';

/** Test helpers of this remote (jest only). */

export const projeto = (id: number, key: string, name: string, clienteId: number | null, lider: string | null): ProjetoItem => ({
  id,
  key,
  name,
  category: null,
  lead: lider ? { accountId: `acc-${lider}`, displayName: lider, email: null } : null,
  lastIssueUpdateTime: null,
  clients: clienteId === null ? [] : [{ id: clienteId, name: `Cliente ${clienteId}`, key: `C${clienteId}` }],
  blocked: false,
});

export const PROJETOS = [
  projeto(10, 'ABC', 'Projeto ABC', 1, 'Ana'),
  projeto(11, 'XYZ', 'Projeto XYZ', 2, 'Bruno'),
  projeto(12, 'INT', 'INT-1000 Interno', null, 'Ana'),
];
export const CLIENTES = [
  { id: 1, name: 'Cliente 1', key: 'C1' },
  { id: 2, name: 'Cliente 2', key: 'C2' },
];

export async function iniciarApi(): Promise<FakeApi> {
  useSession.getState().signIn({ token: 't', refresh_token: 'r', user: { name: 'Ana', email: 'ana@x.com', roles: { [API_NAME]: ['relatorios-delivery'] } } });
  const api = await startFakeApi();
  api.on('GET /relatorio/projetos', () => ({ body: { data: PROJETOS } }));
  api.on('GET /relatorio/clientes', () => ({ body: { data: CLIENTES } }));
  return api;
}

/** Mounted the way the shell mounts it (/relatorios-delivery/*), with an optional navigation state; a catch-all shows where it went. */
export function renderArea(at: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/relatorios-delivery/*', element: <App /> },
      { path: '*', element: <p>fora</p> },
    ],
    { initialEntries: [{ pathname: at, state }] },
  );
  // Every location it went through, with its state (the capacity routes are added by their own screens).
  const visitados: { pathname: string; state: unknown }[] = [];
  router.subscribe((estado) => visitados.push({ pathname: estado.location.pathname, state: estado.location.state }));
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return Object.assign(router, { visitados });
}
