// The shell's screens but the login, in one chunk that loads with Chakra (see App.tsx).
import { PublicOnly, RequireSession, SectionRoute } from './guard/guards';
import { Layout } from './layout/Layout';
import { WelcomePage } from './pages/WelcomePage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { RecoverPage } from './pages/RecoverPage';
import { RegistrationPage } from './pages/RegistrationPage';
import { RegisterConfirmPage } from './pages/RegisterConfirmPage';
import { ConfirmEmailPage } from './pages/ConfirmEmailPage';
import { GoogleCallbackPage } from './pages/GoogleCallbackPage';
import { AdminArea } from './admin/AdminArea';
import { AREAS, type AreaName } from './remotes/areas';
import type { Section } from '@financeiro/domain';

const section = (name: Section, area: AreaName) =>
  function Section() {
    return <SectionRoute section={name} area={AREAS[area]} />;
  };

export const screens = {
  googleCallback: () => (
    <PublicOnly>
      <GoogleCallbackPage />
    </PublicOnly>
  ),
  forgotPassword: () => (
    <PublicOnly>
      <ForgotPasswordPage />
    </PublicOnly>
  ),
  registration: () => (
    <PublicOnly>
      <RegistrationPage />
    </PublicOnly>
  ),
  confirmEmail: ConfirmEmailPage,
  recover: RecoverPage,
  registerConfirm: RegisterConfirmPage,
  layout: () => (
    <RequireSession>
      <Layout />
    </RequireSession>
  ),
  welcome: WelcomePage,
  dashboard: section('dashboard', 'dashboard'),
  previsao: section('projetos', 'previsao'),
  projetos: section('projetos', 'projetos'),
  simulacoes: section('simulacoes', 'simulacoes'),
  fechamentos: section('fechamentos', 'fechamentos'),
  relatoriosDelivery: section('relatorios-delivery', 'relatorios-delivery'),
  relatorios: section('relatorios', 'relatorios'),
  cadastros: section('cadastros', 'cadastros'),
  importacoes: section('importacoes', 'importacoes'),
  admin: AdminArea,
};

export type ScreenName = keyof typeof screens;
