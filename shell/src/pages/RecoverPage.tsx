import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
import { Button, Stack, Text } from '@chakra-ui/react';
import { accountsApi, fieldErrors, useSession } from '@financeiro/api';
import { PASSWORD_HINT, resetPasswordSchema, type ResetPasswordForm } from '@financeiro/domain';
import { FormikTextField, LoadingState } from '@financeiro/ui';
import { AuthCard, BackToLogin, Outcome } from './AuthCard';

export const RECOVERY_INVALID = 'Problema com ao validar requisição para nova senha.';
export const RECOVERY_FAILED = 'Erro na tentativa de registrar nova senha.';
export const RECOVERY_DONE = 'Senha alterada com sucesso!';

type Phase = 'checking' | 'invalid' | 'form' | 'done' | 'failed';

/** /recover/:token: the token is checked on load, then the new password; the outcome with a link to login. */
export function RecoverPage() {
  const { token } = useParams();
  const signedIn = useSession((state) => Boolean(state.token));
  const [phase, setPhase] = useState<Phase>('checking');

  useEffect(() => {
    if (!token || signedIn) return;
    let active = true;
    accountsApi
      .checkRecoveryToken(token)
      .then((ok) => active && setPhase(ok ? 'form' : 'invalid'))
      .catch(() => active && setPhase('invalid'));
    return () => {
      active = false;
    };
  }, [token, signedIn]);

  const form = useFormik<ResetPasswordForm>({
    initialValues: { senha: '', confirma: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      try {
        await accountsApi.resetPassword(token!, values.senha, values.confirma);
        setPhase('done');
      } catch (error) {
        // A refused password (too common, or with the account's name or e-mail, which only the
        // server knows here) keeps the form with the server's reason; the link is still valid.
        const senha = fieldErrors(error).senha;
        if (senha) form.setFieldError('senha', senha);
        else setPhase('failed');
      }
    },
  });

  if (!token || signedIn) return <Navigate to="/login" replace />;

  return (
    <AuthCard title="Nova senha">
      {phase === 'checking' && <LoadingState />}
      {phase === 'invalid' && <Outcome ok={false}>{RECOVERY_INVALID}</Outcome>}
      {phase === 'done' && <Outcome ok>{RECOVERY_DONE}</Outcome>}
      {phase === 'failed' && <Outcome ok={false}>{RECOVERY_FAILED}</Outcome>}
      {phase === 'form' && (
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack gap={4}>
            <Text fontSize="sm" color="fg.muted">
              Escolha a nova senha.
            </Text>
            <FormikTextField form={form} name="senha" label="Nova senha" type="password" autoComplete="new-password" required helperText={PASSWORD_HINT} />
            <FormikTextField form={form} name="confirma" label="Confirmar senha" type="password" autoComplete="new-password" required />
            <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
              Salvar nova senha
            </Button>
          </Stack>
        </form>
      )}
      {phase !== 'form' && phase !== 'checking' && <BackToLogin />}
    </AuthCard>
  );
}
