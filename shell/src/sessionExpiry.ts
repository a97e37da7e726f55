import { activateUi } from './ui/loadUi';

/**
 * What the shell does when the session ends without the user asking here (a 401, or a logout or
 * failed refresh in another tab, see syncSessionAcrossTabs): the message as an error alert and
 * the root (which sends a visitor to /login).
 */
export function sessionExpiredHandler(router: { navigate: (to: string, options?: { replace?: boolean }) => unknown }) {
  return (message: string) => {
    void activateUi().then(({ notify }) => notify.error(message));
    void router.navigate('/', { replace: true });
  };
}
