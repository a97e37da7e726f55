import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Box, Button, CloseButton, Drawer, Flex, HStack, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
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

/** Below this width the side menu folds into a drawer opened from the header (tablets, phones). */
export const NARROW_LAYOUT_QUERY = '(max-width: 1023px)';

function useNarrowLayout(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_LAYOUT_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_LAYOUT_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

function SideMenu({ entries, admin }: { entries: ReturnType<typeof menuFor>; admin: boolean }) {
  return (
    <Box as="nav" aria-label="Menu principal" w="240px" flexShrink={0} bg="blue.900" color="white" p={4} minH="100%">
      <Text fontWeight="bold" fontSize="lg" mb={6}>
        Financeiro
      </Text>
      <Stack gap={1}>
        {entries.map((entry) => (
          <MenuLinkItem key={entry.section} to={entry.path} label={entry.label} />
        ))}
        {admin && <MenuLinkItem to="/administracao" label="Administração" />}
      </Stack>
    </Box>
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
  const narrow = useNarrowLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const admin = permitted.includes(ADMIN_ROLE);

  // A link chosen in the folded menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

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
      {narrow ? (
        <Drawer.Root open={menuOpen} onOpenChange={(event) => setMenuOpen(event.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="240px" bg="blue.900">
                <Drawer.Title srOnly>Menu</Drawer.Title>
                <SideMenu entries={sections} admin={admin} />
                <Drawer.CloseTrigger asChild position="absolute" top={3} right={2}>
                  <CloseButton size="sm" color="white" aria-label="Fechar menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : (
        <SideMenu entries={sections} admin={admin} />
      )}
      <Flex direction="column" flex="1" minW={0}>
        <Flex as="header" minH="56px" px={{ base: 3, md: 6 }} gap={2} align="center" justify="space-between" borderBottomWidth="1px" bg="white">
          {narrow && (
            <Button size="sm" variant="outline" aria-label="Abrir menu" onClick={() => setMenuOpen(true)} flexShrink={0}>
              Menu
            </Button>
          )}
          <HStack as="nav" aria-label="Submenu" gap={1} flex="1" minW={0} overflowX="auto">
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
        <Box as="main" flex="1" p={{ base: 3, md: 6 }} bg="gray.50" minW={0}>
          {children ?? <Outlet />}
        </Box>
      </Flex>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </Flex>
  );
}
