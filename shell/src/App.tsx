import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly } from './guard/session';
import { LoginPage } from './pages/LoginPage';
import { activateUi } from './ui/loadUi';
import type { ScreenName } from './appRoutes';

/**
 * The login page is the only screen in the first download (no Chakra: see pages/LoginPage). Every
 * other screen is a lazy route: its chunk and the UI provider load before it renders.
 */
/** What every lazy route waits for: the screens' module and the UI provider. */
export async function loadScreens() {
  const [{ screens }] = await Promise.all([import('./appRoutes'), activateUi()]);
  return screens;
}

const screen = (name: ScreenName): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await loadScreens())[name] }),
});

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  { path: '/login/google', ...screen('googleCallback') },
  { path: '/esqueci', ...screen('forgotPassword') },
  { path: '/cadastrar', ...screen('registration') },
  { path: '/cadastrar/:token', ...screen('confirmEmail') },
  { path: '/recover/:token', ...screen('recover') },
  { path: '/register/:token', ...screen('registerConfirm') },
  {
    ...screen('layout'),
    children: [
      { path: '/boas-vindas', ...screen('welcome') },
      { path: '/dashboard/*', ...screen('dashboard') },
      { path: '/projetos/previsao/:key/:id/*', ...screen('previsao') },
      { path: '/projetos/*', ...screen('projetos') },
      { path: '/simulacoes/*', ...screen('simulacoes') },
      { path: '/fechamentos/*', ...screen('fechamentos') },
      { path: '/relatorios-delivery/*', ...screen('relatoriosDelivery') },
      { path: '/relatorios/*', ...screen('relatorios') },
      { path: '/cadastros/*', ...screen('cadastros') },
      { path: '/importacoes/*', ...screen('importacoes') },
      { path: '/administracao/*', ...screen('admin') },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
