import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Box, Button, CloseButton, Drawer, Flex, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { logout, refreshCurrentUser, usePermittedSections, useSession } from '@financeiro/api';
import { ADMIN_ROLE, firstPathSegment } from '@financeiro/domain';
import { menuFor } from './menu';
import { AlertasBell } from './AlertasBell';
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

export const MAIN_CONTENT_ID = 'conteudo';
export const SKIP_LINK_LABEL = 'Pular para o conteúdo';

/**
 * The first thing Tab reaches on every screen: hidden until focused, it moves the focus to the
 * page's own content, past the menus (WCAG 2.4.1).
 */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      left={2}
      top={2}
      zIndex="skipNav"
      px={4}
      py={2}
      bg="white"
      color="blue.800"
      fontWeight="semibold"
      rounded="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
      _focus={{ transform: 'translateY(0)' }}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
    >
      {SKIP_LINK_LABEL}
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

  const submenu =
    current && current.children.length > 0 ? (
      <Flex as="nav" aria-label="Submenu" gap={1} wrap="wrap" align="center">
        {current.children.map((child) => (
          <Link
            key={child.path}
            asChild
            px={3}
            minH="32px"
            display="inline-flex"
            alignItems="center"
            whiteSpace="nowrap"
            flexShrink={0}
            rounded="md"
            fontSize="sm"
            css={{ '&.active': { bg: 'blue.50', color: 'blue.700' } }}
          >
            <NavLink to={child.path} end={child.path === current.path}>
              {child.label}
            </NavLink>
          </Link>
        ))}
      </Flex>
    ) : null;

  return (
    <Flex minH="100vh">
      <SkipLink />
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
        <Box as="header" borderBottomWidth="1px" bg="white">
          <Flex minH="56px" px={{ base: 3, md: 6 }} gap={2} align="center" justify="space-between">
            {narrow && (
              <Button size="sm" variant="outline" aria-label="Abrir menu" onClick={() => setMenuOpen(true)} flexShrink={0}>
                Menu
              </Button>
            )}
            {narrow ? (
              <Text flex="1" minW={0} fontWeight="semibold" truncate>
                {current?.label}
              </Text>
            ) : (
              <Box flex="1" minW={0}>
                {submenu}
              </Box>
            )}
            {permitted.includes('projetos') && <AlertasBell />}
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
          {/* On a phone the submenu has its own row, its links whole (never cut, never four lines each). */}
          {narrow && submenu && (
            <Box px={3} pb={2}>
              {submenu}
            </Box>
          )}
        </Box>
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p={{ base: 3, md: 6 }} bg="gray.50" minW={0} _focusVisible={{ outline: 'none' }}>
          {children ?? <Outlet />}
        </Box>
      </Flex>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </Flex>
  );
}
