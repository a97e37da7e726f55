import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, errorToText, loginWithGoogle } from '@financeiro/api';
import { LoadingState, notify } from '@financeiro/ui';
import { destinationAfterLogin, loginPath } from '../guard/returnPath';
import { GOOGLE_FAILURE } from './LoginPage';

/**
 * /login/google: Google sends the browser back here with code and state. Success goes to the
 * page the user was on before the login (kept in this tab before leaving for Google) or to
 * /boas-vindas; a failure shows 'Erro ao autenticar com o Google.' and the address reverts to
 * /login (still knowing where to return). A Google person without an account is told a sign-up
 * request was sent.
 */
export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The kept path stays until the next Google start replaces it: the guard around this page
    // (PublicOnly) reads it too when the session arrives.
    const destination = destinationAfterLogin(location);
    const backToLogin = () => navigate(loginPath(destination), { replace: true });
    if (!params.get('code')) {
      notify.error(GOOGLE_FAILURE);
      backToLogin();
      return;
    }
    loginWithGoogle(params)
      .then(() => navigate(destination, { replace: true }))
      .catch((error: unknown) => {
        if (errorCode(error) === 'REGISTRATION_REQUESTED') notify.info(errorToText(error));
        else notify.error(GOOGLE_FAILURE);
        backToLogin();
      });
  }, [params, navigate, location]);

  return <LoadingState />;
}
