import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Box, Flex, HStack, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { logout, refreshCurrentUser, usePermittedSections, useSession } from '@financeiro/api';
import { ADMIN_ROLE, firstPathSegment } from '@financeiro/domain';
import { menuFor } from './menu';
import { ProfileDialog } from './ProfileDialog';

function MenuLinkItem({ to, label }: { to: string; label: string }) {
  return (
    <Link
      asChild
      px={3}
      py={2}
      rounded="md"
      fontSize="sm"
      color="whiteAlpha.900"
      _hover={{ bg: 'blue.700', color: 'white', textDecoration: 'none' }}
      css={{ '&.active': { bg: 'blue.600', color: 'white', fontWeight: 'semibold' } }}
    >
      <NavLink to={to}>
        {label}
      </NavLink>
    </Link>
  );
}

/** Side menu (sections), top menu (the current section's submenu) and the avatar menu. */
export function Layout({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const permitted = usePermittedSections();
  const sections = menuFor(permitted);
  const segment = firstPathSegment(pathname);
  const current = sections.find((entry) => entry.section === segment);
  const [profileOpen, setProfileOpen] = useState(false);

  // Grants are re-read when the user moves to another section: a change made by an
  // administrator shows in the menu and the guard without signing in again.
  useEffect(() => {
    void refreshCurrentUser();
  }, [segment]);

  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate('/', { replace: true });
  };

  return (
    <Flex minH="100vh">
      <Box as="nav" aria-label="Menu principal" w="240px" flexShrink={0} bg="blue.900" color="white" p={4}>
        <Text fontWeight="bold" fontSize="lg" mb={6}>
          Financeiro
        </Text>
        <Stack gap={1}>
          {sections.map((entry) => (
            <MenuLinkItem key={entry.section} to={entry.path} label={entry.label} />
          ))}
          {permitted.includes(ADMIN_ROLE) && <MenuLinkItem to="/administracao" label="Administração" />}
        </Stack>
      </Box>
      <Flex direction="column" flex="1" minW={0}>
        <Flex as="header" h="56px" px={6} align="center" justify="space-between" borderBottomWidth="1px" bg="white">
          <HStack as="nav" aria-label="Submenu" gap={1}>
            {current?.children.map((child) => (
              <Link key={child.path} asChild px={3} py={1} rounded="md" fontSize="sm" css={{ '&.active': { bg: 'blue.50', color: 'blue.700' } }}>
                <NavLink to={child.path} end={child.path === current.path}>
                  {child.label}
                </NavLink>
              </Link>
            ))}
          </HStack>
          <Menu.Root>
            <Menu.Trigger aria-label="Menu do usuário" rounded="full" cursor="pointer">
              <Avatar.Root size="sm">
                <Avatar.Fallback name={user?.name ?? ''} />
              </Avatar.Root>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="perfil" onClick={() => setProfileOpen(true)}>
                    Dados de Usuário
                  </Menu.Item>
                  <Menu.Item value="sair" onClick={signOut}>
                    Sair
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
        <Box as="main" flex="1" p={6} bg="gray.50" minW={0}>
          {children ?? <Outlet />}
        </Box>
      </Flex>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </Flex>
  );
}
