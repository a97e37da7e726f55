import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { HStack, Link, Stack } from '@chakra-ui/react';
import { useSession } from '@financeiro/api';
import { ADMIN_ROLE, permittedSegments } from '@financeiro/domain';
import { RefusedSection } from '../guard/guards';
import { AdminUsersPage } from './AdminUsersPage';
import { OutboxPage } from './OutboxPage';
import { ProjecaoPage } from './ProjecaoPage';
import { AuditoriaPage } from './AuditoriaPage';

export function useIsAdmin(): boolean {
  const user = useSession((state) => state.user);
  return permittedSegments(user?.roles).includes(ADMIN_ROLE);
}

/**
 * /administracao: users and grants, the mail outbox and the audit trail. Administrators only; anyone else gets what
 * every refused section shows (the refusal message, then the dashboard page when they may see it).
 */
export function AdminArea() {
  const admin = useIsAdmin();
  if (!admin) return <RefusedSection />;
  return (
    <Stack gap={4}>
      <HStack as="nav" aria-label="Administração" gap={2}>
        {[
          { to: '/administracao/usuarios', label: 'Usuários e acessos' },
          { to: '/administracao/caixa-de-saida', label: 'Caixa de saída' },
          { to: '/administracao/projecao', label: 'Projeção e alertas' },
          { to: '/administracao/auditoria', label: 'Auditoria' },
        ].map((item) => (
          <Link key={item.to} asChild px={3} py={1} rounded="md" fontSize="sm" css={{ '&.active': { bg: 'blue.50', color: 'blue.700' } }}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </Link>
        ))}
      </HStack>
      <Routes>
        <Route index element={<Navigate to="usuarios" replace />} />
        <Route path="usuarios" element={<AdminUsersPage />} />
        <Route path="caixa-de-saida" element={<OutboxPage />} />
        <Route path="projecao" element={<ProjecaoPage />} />
        <Route path="auditoria" element={<AuditoriaPage />} />
        <Route path="*" element={<Navigate to="usuarios" replace />} />
      </Routes>
    </Stack>
  );
}
