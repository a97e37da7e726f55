import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireSession, PublicOnly, SectionRoute } from './guard/guards';
import { Layout } from './layout/Layout';
import { LoginPage } from './pages/LoginPage';
import { WelcomePage } from './pages/WelcomePage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { RecoverPage } from './pages/RecoverPage';
import { RegistrationPage } from './pages/RegistrationPage';
import { RegisterConfirmPage } from './pages/RegisterConfirmPage';
import { ConfirmEmailPage } from './pages/ConfirmEmailPage';
import { GoogleCallbackPage } from './pages/GoogleCallbackPage';
import { AdminArea } from './admin/AdminArea';
import { AREAS } from './remotes/areas';

export const routes: RouteObject[] = [
  { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
  { path: '/login/google', element: <PublicOnly><GoogleCallbackPage /></PublicOnly> },
  { path: '/esqueci', element: <PublicOnly><ForgotPasswordPage /></PublicOnly> },
  { path: '/cadastrar', element: <PublicOnly><RegistrationPage /></PublicOnly> },
  { path: '/cadastrar/:token', element: <ConfirmEmailPage /> },
  { path: '/recover/:token', element: <RecoverPage /> },
  { path: '/register/:token', element: <RegisterConfirmPage /> },
  {
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      { path: '/boas-vindas', element: <WelcomePage /> },
      { path: '/dashboard/*', element: <SectionRoute section="dashboard" area={AREAS.dashboard} /> },
      { path: '/projetos/previsao/:key/:id/*', element: <SectionRoute section="projetos" area={AREAS.previsao} /> },
      { path: '/projetos/*', element: <SectionRoute section="projetos" area={AREAS.projetos} /> },
      { path: '/simulacoes/*', element: <SectionRoute section="simulacoes" area={AREAS.simulacoes} /> },
      { path: '/fechamentos/*', element: <SectionRoute section="fechamentos" area={AREAS.fechamentos} /> },
      {
        path: '/relatorios-delivery/*',
        element: <SectionRoute section="relatorios-delivery" area={AREAS['relatorios-delivery']} />,
      },
      { path: '/relatorios/*', element: <SectionRoute section="relatorios" area={AREAS.relatorios} /> },
      { path: '/cadastros/*', element: <SectionRoute section="cadastros" area={AREAS.cadastros} /> },
      { path: '/importacoes/*', element: <SectionRoute section="importacoes" area={AREAS.importacoes} /> },
      { path: '/administracao/*', element: <AdminArea /> },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
