import { useState } from 'react';
import { useFormik } from 'formik';
import { Button, Field, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { accountsApi, fieldErrors } from '@financeiro/api';
import { PASSWORD_HINT, registrationSchema, type RegistrationForm } from '@financeiro/domain';
import { FormikTextField, fieldError, notify } from '@financeiro/ui';
import { AuthCard, BackToLogin, Outcome } from './AuthCard';

export const REGISTRATION_FAILURE = 'Problema com ao validar dados enviados.';
export const REGISTRATION_SENT =
  'Solicitação registrada! Enviamos um link de confirmação para o seu e-mail: abra-o para que a solicitação chegue aos administradores. ' +
  'Você receberá outro e-mail quando um administrador analisar o seu pedido.';

/**
 * /cadastrar: request registration (nome, sobrenome, email, senha, confirma, mensagem). The server
 * sends a confirmation link to the e-mail; the administrators see the request only after it is
 * opened (/cadastrar/:token, ConfirmEmailPage).
 */
export function RegistrationPage() {
  const [sent, setSent] = useState(false);
  const form = useFormik<RegistrationForm>({
    initialValues: { nome: '', sobrenome: '', email: '', senha: '', confirma: '', mensagem: '' },
    validationSchema: registrationSchema,
    onSubmit: async (values) => {
      try {
        await accountsApi.requestAccess({ ...values, email: values.email.trim().toLowerCase() });
        setSent(true);
      } catch (error) {
        // The server's reason for a refused password (e.g. a common one: its list is not in the browser).
        const senha = fieldErrors(error).senha;
        if (senha) form.setFieldError('senha', senha);
        notify.error(REGISTRATION_FAILURE);
      }
    },
  });
  const mensagemError = fieldError(form, 'mensagem');
  return (
    <AuthCard title="Solicitar cadastro" maxW="560px">
      {sent ? (
        <Outcome ok>{REGISTRATION_SENT}</Outcome>
      ) : (
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack gap={4}>
            <Text fontSize="sm" color="fg.muted">
              Você confirma o seu e-mail pelo link que enviaremos; depois, um administrador analisa o pedido e escolhe as
              seções liberadas.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <FormikTextField form={form} name="nome" label="Nome" autoComplete="given-name" required />
              <FormikTextField form={form} name="sobrenome" label="Sobrenome" autoComplete="family-name" />
            </SimpleGrid>
            <FormikTextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} alignItems="start">
              <FormikTextField form={form} name="senha" label="Senha" type="password" autoComplete="new-password" required helperText={PASSWORD_HINT} />
              <FormikTextField form={form} name="confirma" label="Confirmar senha" type="password" autoComplete="new-password" required />
            </SimpleGrid>
            <Field.Root invalid={Boolean(mensagemError)}>
              <Field.Label>Mensagem</Field.Label>
              <Textarea name="mensagem" value={form.values.mensagem} onChange={form.handleChange} onBlur={form.handleBlur} rows={3} />
              <Field.ErrorText>{mensagemError}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
              Solicitar
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
