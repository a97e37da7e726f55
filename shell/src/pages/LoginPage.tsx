import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Formik, Form, Field as FormikField, type FieldProps } from 'formik';
import { Box, Button, Card, Field, Heading, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { errorToText, login, startGoogleLogin } from '@financeiro/api';
import { loginSchema, type LoginForm } from '@financeiro/domain';
import { notify } from '@financeiro/ui';

function TextField({ name, label, type = 'text', autoComplete }: { name: keyof LoginForm; label: string; type?: string; autoComplete: string }) {
  return (
    <FormikField name={name}>
      {({ field, meta }: FieldProps<string>) => (
        <Field.Root invalid={Boolean(meta.touched && meta.error)} required>
          <Field.Label>{label}</Field.Label>
          <Input {...field} type={type} autoComplete={autoComplete} />
          <Field.ErrorText>{meta.error}</Field.ErrorText>
        </Field.Root>
      )}
    </FormikField>
  );
}

export const GOOGLE_FAILURE = 'Erro ao autenticar com o Google.';

export function LoginPage() {
  const navigate = useNavigate();
  const [googleBusy, setGoogleBusy] = useState(false);

  const submit = async (values: LoginForm) => {
    try {
      await login(values.usuario.trim(), values.senha);
      navigate('/boas-vindas', { replace: true });
    } catch (error) {
      notify.error(errorToText(error));
    }
  };

  const google = async () => {
    setGoogleBusy(true);
    try {
      window.location.assign(await startGoogleLogin());
    } catch {
      notify.error(GOOGLE_FAILURE);
      setGoogleBusy(false);
    }
  };

  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="gray.100" p={4}>
      <Card.Root w="full" maxW="400px">
        <Card.Body>
          <Stack gap={5}>
            <Heading size="lg">Entrar</Heading>
            <Button variant="outline" onClick={google} loading={googleBusy}>
              Entrar com Google
            </Button>
            <Separator />
            <Formik<LoginForm> initialValues={{ usuario: '', senha: '' }} validationSchema={loginSchema} onSubmit={submit}>
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Stack gap={4}>
                    <TextField name="usuario" label="Usuário" autoComplete="username" />
                    <TextField name="senha" label="Senha" type="password" autoComplete="current-password" />
                    <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                      Entrar
                    </Button>
                  </Stack>
                </Form>
              )}
            </Formik>
            <Stack direction="row" justify="space-between" fontSize="sm">
              <Link asChild color="blue.600">
                <RouterLink to="/esqueci">Esqueci minha senha</RouterLink>
              </Link>
              <Link asChild color="blue.600">
                <RouterLink to="/cadastrar">Solicitar cadastro</RouterLink>
              </Link>
            </Stack>
            <Text fontSize="xs" color="fg.muted">
              Acesso restrito aos colaboradores da empresa.
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
