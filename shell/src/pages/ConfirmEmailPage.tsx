import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { accountsApi, errorToText } from '@financeiro/api';
import { CONFIRM_LINK_INVALID_MESSAGE, LINK_USED_MESSAGE } from '@financeiro/domain';
import { notify } from '@financeiro/ui';
import { AuthCard, BackToLogin, Outcome } from './AuthCard';

export const EMAIL_CONFIRM_INTRO = 'Confirme que este e-mail é seu para enviar a sua solicitação de cadastro aos administradores.';
export const EMAIL_CONFIRMED =
  'E-mail confirmado! A sua solicitação foi enviada aos administradores. Você receberá um e-mail quando ela for analisada.';
export const EMAIL_CONFIRM_FAILURE = 'Problema ao validar dados enviados.';

type Phase = 'ask' | 'confirmed' | 'invalid' | 'used';

/**
 * /cadastrar/:token: the link sent to the address typed in the sign-up form. The person confirms
 * with a button (a mail scanner that only fetches the link confirms nothing); only then does the
 * request reach the administrators. Single use; an unknown or expired link says so.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [phase, setPhase] = useState<Phase>('ask');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await accountsApi.confirmRegistrationEmail(token);
      setPhase('confirmed');
    } catch (error) {
      const text = errorToText(error);
      if (text === LINK_USED_MESSAGE) setPhase('used');
      else if (text === CONFIRM_LINK_INVALID_MESSAGE) setPhase('invalid');
      else notify.error(EMAIL_CONFIRM_FAILURE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Confirmação de e-mail">
      {phase === 'ask' && (
        <Stack gap={4}>
          <Text fontSize="sm" color="fg.muted">
            {EMAIL_CONFIRM_INTRO}
          </Text>
          <Button colorPalette="blue" onClick={confirm} loading={busy}>
            Confirmar e-mail
          </Button>
        </Stack>
      )}
      {phase === 'confirmed' && <Outcome ok>{EMAIL_CONFIRMED}</Outcome>}
      {phase === 'used' && <Outcome ok={false}>{LINK_USED_MESSAGE}</Outcome>}
      {phase === 'invalid' && (
        <Stack gap={3}>
          <Outcome ok={false}>{CONFIRM_LINK_INVALID_MESSAGE}</Outcome>
          <Link asChild fontSize="sm" color="blue.600">
            <RouterLink to="/cadastrar">Solicitar cadastro novamente</RouterLink>
          </Link>
        </Stack>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
