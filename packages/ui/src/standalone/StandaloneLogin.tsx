import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { errorToText, login, useSession } from '@financeiro/api';

export const STANDALONE_LOGIN_TEXTS = {
  titulo: 'Entrar (página isolada do remoto)',
  explicacao: 'Página de QA de um remoto fora da shell: entre com um usuário da API configurada.',
} as const;

/**
 * The standalone page's own sign-in (QA of one remote outside the shell): a plain form against the
 * configured API. No credential is ever written into a build; the session stays in this origin.
 */
export function StandaloneLogin({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const [usuario, setUsuario] = useState('');
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  if (token) return <>{children}</>;

  const entrar = async (event: FormEvent) => {
    event.preventDefault();
    setEnviando(true);
    setErro(null);
    try {
      await login(usuario.trim(), senha);
    } catch (error) {
      setErro(errorToText(error));
      setEnviando(false);
    }
  };

  return (
    <Box display="flex" justifyContent="center" pt={16}>
      <Card.Root w="full" maxW="400px">
        <Card.Body>
          <form onSubmit={entrar} noValidate>
            <Stack gap={4}>
              <Heading size="md">{STANDALONE_LOGIN_TEXTS.titulo}</Heading>
              <Text fontSize="sm" color="fg.muted">
                {STANDALONE_LOGIN_TEXTS.explicacao}
              </Text>
              <Field.Root required>
                <Field.Label>Usuário</Field.Label>
                <Input value={usuario} onChange={(event) => setUsuario(event.target.value)} autoComplete="username" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Senha</Field.Label>
                <Input type="password" value={senha} onChange={(event) => setSenha(event.target.value)} autoComplete="current-password" />
              </Field.Root>
              {erro ? (
                <Text role="alert" color="red.600">
                  {erro}
                </Text>
              ) : null}
              <Button type="submit" colorPalette="blue" loading={enviando} disabled={!usuario.trim() || !senha}>
                Entrar
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
