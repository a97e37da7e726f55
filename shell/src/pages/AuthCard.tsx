import type { ReactNode } from 'react';
import { Box, Card, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { IconeFechar, IconeSucesso } from '@financeiro/ui';

/** The centred card of the login area (login, forgot password, registration, recovery). */
export function AuthCard({ title, children, maxW = '420px' }: { title: string; children: ReactNode; maxW?: string }) {
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="gray.100" p={4}>
      <Card.Root w="full" maxW={maxW}>
        <Card.Body>
          <Stack gap={5}>
            <Heading size="lg">{title}</Heading>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export function BackToLogin({ label = 'Voltar para o login' }: { label?: string }) {
  return (
    <Link asChild fontSize="sm" color="blue.600">
      <RouterLink to="/login">{label}</RouterLink>
    </Link>
  );
}

/** Success or failure icon with its text (recovery and confirmation outcomes). */
export function Outcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <Stack align="center" gap={3} role="status">
      <Box
        role="img"
        aria-label={ok ? 'Sucesso' : 'Falha'}
        fontSize="3xl"
        w="56px"
        h="56px"
        rounded="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={ok ? 'green.100' : 'red.100'}
        color={ok ? 'green.700' : 'red.700'}
      >
        {ok ? <IconeSucesso aria-hidden /> : <IconeFechar aria-hidden />}
      </Box>
      <Box textAlign="center">{children}</Box>
    </Stack>
  );
}
