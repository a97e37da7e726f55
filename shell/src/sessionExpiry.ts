import { loginPath } from './guard/returnPath';

interface ShellRouter {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * What the shell does when the session ends without the user asking here (a 401, or a logout or
 * failed refresh in another tab, see syncSessionAcrossTabs): the login page, which says why
 * ('Sessão expirada...', from the session store) and brings the user back to this page after the
 * sign-in.
 */
export function sessionExpiredHandler(router: ShellRouter) {
  return () => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(loginPath(`${pathname}${search}${hash}`), { replace: true });
  };
}
