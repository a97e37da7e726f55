import { useState } from 'react';
import { useFormik } from 'formik';
import { Button, Stack, Text } from '@chakra-ui/react';
import { accountsApi } from '@financeiro/api';
import { forgotPasswordSchema, type ForgotPasswordForm } from '@financeiro/domain';
import { FormikTextField, notify } from '@financeiro/ui';
import { AuthCard, BackToLogin } from './AuthCard';

export const FORGOT_FAILURE = 'Problema com ao validar o e-mail inserido.';
export const FORGOT_SENT = 'Se o e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.';

/** /esqueci: one field, e-mail; the server sends the recovery message (spec 03 section 2.2). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useFormik<ForgotPasswordForm>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      try {
        await accountsApi.forgotPassword(values.email.trim());
        setSent(true);
      } catch {
        notify.error(FORGOT_FAILURE);
      }
    },
  });
  return (
    <AuthCard title="Esqueci minha senha">
      {sent ? (
        <Text role="status">{FORGOT_SENT}</Text>
      ) : (
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack gap={4}>
            <Text fontSize="sm" color="fg.muted">
              Informe o e-mail da sua conta para receber o link de recuperação.
            </Text>
            <FormikTextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
            <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
              Enviar
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
