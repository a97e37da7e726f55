import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Checkbox, DataList, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { accountsApi, errorToText, type Solicitation } from '@financeiro/api';
import { LINK_USED_MESSAGE } from '@financeiro/domain';
import { LoadingState, notify } from '@financeiro/ui';
import { MENU } from '../layout/menu';
import { AuthCard, BackToLogin, Outcome } from './AuthCard';

export const SOLICITATION_INVALID = 'Problema ao validar dados enviados.';
export const ADMIN_AUTH_FAILURE = 'Erro ao validar usuário.';
export const APPROVED = 'Cadastro aprovado. O solicitante foi avisado por e-mail.';
export const REJECTED = 'Solicitação rejeitada. O solicitante foi avisado por e-mail.';

type Phase = 'loading' | 'invalid' | 'auth' | 'decide' | 'approved' | 'rejected';

/**
 * /register/:token: loads the request (nome, email, mensagem), the administrator authenticates
 * (user fixed, only the password typed), then approves choosing the sections, or rejects.
 */
export function RegisterConfirmPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const usuario = search.get('usuario') || 'admin';
  const [phase, setPhase] = useState<Phase>('loading');
  const [request, setRequest] = useState<Solicitation | null>(null);
  const [senha, setSenha] = useState('');
  const [adminToken, setAdminToken] = useState('');
  const [secoes, setSecoes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [usado, setUsado] = useState(false);

  useEffect(() => {
    let active = true;
    accountsApi
      .verifySolicitation(token)
      .then((data) => {
        if (!active) return;
        setRequest(data);
        setPhase('auth');
      })
      .catch((error: unknown) => {
        if (!active) return;
        setUsado(errorToText(error) === LINK_USED_MESSAGE);
        setPhase('invalid');
      });
    return () => {
      active = false;
    };
  }, [token]);

  const authenticate = async () => {
    setBusy(true);
    try {
      setAdminToken(await accountsApi.authenticateRegister(usuario, senha));
      setPhase('decide');
    } catch {
      notify.error(ADMIN_AUTH_FAILURE);
    } finally {
      setBusy(false);
    }
  };

  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      await accountsApi.confirmRegister(adminToken, token, approve, approve ? secoes : []);
      setPhase(approve ? 'approved' : 'rejected');
    } catch {
      notify.error(SOLICITATION_INVALID);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (section: string, checked: boolean) =>
    setSecoes((current) => (checked ? [...current, section] : current.filter((value) => value !== section)));

  return (
    <AuthCard title="Confirmação de cadastro" maxW="560px">
      {phase === 'loading' && <LoadingState />}
      {phase === 'invalid' && <Outcome ok={false}>{usado ? LINK_USED_MESSAGE : SOLICITATION_INVALID}</Outcome>}
      {phase === 'approved' && <Outcome ok>{APPROVED}</Outcome>}
      {phase === 'rejected' && <Outcome ok>{REJECTED}</Outcome>}
      {request && (phase === 'auth' || phase === 'decide') && (
        <DataList.Root orientation="horizontal" aria-label="Solicitação">
          <DataList.Item>
            <DataList.ItemLabel>Nome</DataList.ItemLabel>
            <DataList.ItemValue>{`${request.nome} ${request.sobrenome}`.trim()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>E-mail</DataList.ItemLabel>
            <DataList.ItemValue>{request.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Mensagem</DataList.ItemLabel>
            <DataList.ItemValue>{request.mensagem || '—'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
      {phase === 'auth' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (senha) void authenticate();
          }}
        >
          <Stack gap={4}>
            <Text fontSize="sm" color="fg.muted">
              Autentique-se como administrador para decidir.
            </Text>
            <Field.Root readOnly>
              <Field.Label>Usuário</Field.Label>
              <Input value={usuario} readOnly />
            </Field.Root>
            <Field.Root>
              <Field.Label>Senha</Field.Label>
              <Input type="password" autoComplete="current-password" value={senha} onChange={(event) => setSenha(event.target.value)} />
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={busy} disabled={!senha}>
              Autenticar
            </Button>
          </Stack>
        </form>
      )}
      {phase === 'decide' && (
        <Stack gap={4}>
          <Fieldset.Root>
            <Fieldset.Legend>Seções liberadas</Fieldset.Legend>
            <SimpleGrid columns={2} gap={2}>
              {MENU.map((entry) => (
                <Checkbox.Root
                  key={entry.section}
                  checked={secoes.includes(entry.section)}
                  onCheckedChange={(details) => toggle(entry.section, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{entry.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Fieldset.Root>
          <HStack justify="flex-end">
            <Button variant="outline" colorPalette="red" onClick={() => decide(false)} loading={busy}>
              Rejeitar
            </Button>
            <Button colorPalette="green" onClick={() => decide(true)} loading={busy}>
              Aprovar
            </Button>
          </HStack>
        </Stack>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
