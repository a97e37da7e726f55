import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, errorToText, loginWithGoogle } from '@financeiro/api';
import { LoadingState, notify } from '@financeiro/ui';
import { GOOGLE_FAILURE } from './LoginPage';

/**
 * /login/google: Google sends the browser back here with code and state. Success goes to
 * /boas-vindas; a failure shows 'Erro ao autenticar com o Google.' and the address reverts to
 * /login. A Google person without an account is told a sign-up request was sent.
 */
export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!params.get('code')) {
      notify.error(GOOGLE_FAILURE);
      navigate('/login', { replace: true });
      return;
    }
    loginWithGoogle(params)
      .then(() => navigate('/boas-vindas', { replace: true }))
      .catch((error: unknown) => {
        if (errorCode(error) === 'REGISTRATION_REQUESTED') notify.info(errorToText(error));
        else notify.error(GOOGLE_FAILURE);
        navigate('/login', { replace: true });
      });
  }, [params, navigate]);

  return <LoadingState />;
}
