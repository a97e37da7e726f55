import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Flex, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { adminApi, errorToText, refreshCurrentUser, useApi, useSession, type AdminUser } from '@financeiro/api';
import { HistoricoAlteracoesDialog, PageHeader, notify, pendingLoad, ROW_ACTIONS_CELL, useUnsavedChangesGuard, TabelaRolavel } from '@financeiro/ui';
import { MENU } from '../layout/menu';

export const ACCESS_SAVED = 'Acesso do usuário atualizado.';
export const NAO_SALVO = 'Não salvo';
export const pendentes = (quantidade: number) =>
  quantidade === 1
    ? 'Há alterações não salvas em 1 usuário: use Salvar na linha dele.'
    : `Há alterações não salvas em ${quantidade} usuários: use Salvar na linha de cada um.`;

function UserRow({
  user,
  self,
  onSaved,
  onDirty,
}: {
  user: AdminUser;
  self: boolean;
  onSaved: (user: AdminUser) => void;
  /** Tells the page whether the row holds unsaved changes (the page guards leaving). */
  onDirty: (id: number, dirty: boolean) => void;
}) {
  const [secoes, setSecoes] = useState(user.secoes);
  const [ativo, setAtivo] = useState(user.ativo);
  const [google, setGoogle] = useState(user.googleLinkAllowed);
  const [busy, setBusy] = useState(false);
  const [historico, setHistorico] = useState(false);
  const dirty =
    ativo !== user.ativo || google !== user.googleLinkAllowed || [...secoes].sort().join() !== [...user.secoes].sort().join();
  useEffect(() => {
    onDirty(user.id, dirty);
  }, [onDirty, user.id, dirty]);
  useEffect(() => () => onDirty(user.id, false), [onDirty, user.id]);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await adminApi.updateUser(user.id, { secoes, ativo, googleLinkAllowed: google });
      onSaved(saved);
      notify.success(ACCESS_SAVED);
      if (self) await refreshCurrentUser();
    } catch (error) {
      notify.error(errorToText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Table.Row aria-label={user.usuario}>
      <Table.Cell>
        <Text fontWeight="semibold">{user.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {user.usuario} · {user.email}
        </Text>
        {user.admin && <Badge colorPalette="purple">Administrador</Badge>}
      </Table.Cell>
      <Table.Cell>
        <Flex wrap="wrap" rowGap="1.5" columnGap="4" role="group" aria-label={`Seções — ${user.usuario}`}>
          {MENU.map((entry) => (
            <Checkbox.Root
              key={entry.section}
              size="sm"
              checked={secoes.includes(entry.section)}
              onCheckedChange={(details) =>
                setSecoes((current) => (details.checked === true ? [...current, entry.section] : current.filter((value) => value !== entry.section)))
              }
            >
              <Checkbox.HiddenInput aria-label={`${entry.label} — ${user.usuario}`} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal" whiteSpace="nowrap">
                {entry.label}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </Table.Cell>
      <Table.Cell textAlign="center">
        <Switch.Root checked={ativo} disabled={self} onCheckedChange={(details) => setAtivo(details.checked)}>
          <Switch.HiddenInput aria-label={`Ativo — ${user.usuario}`} />
          <Switch.Control />
        </Switch.Root>
      </Table.Cell>
      <Table.Cell textAlign="center">
        <Switch.Root checked={google} onCheckedChange={(details) => setGoogle(details.checked)}>
          <Switch.HiddenInput aria-label={`Vincular Google — ${user.usuario}`} />
          <Switch.Control />
        </Switch.Root>
        {user.googleLinked && (
          <Text fontSize="xs" color="fg.muted">
            vinculado
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="center" {...ROW_ACTIONS_CELL}>
        <Stack gap="1" align="center">
          <Button size="xs" colorPalette="blue" onClick={save} disabled={!dirty} loading={busy}>
            Salvar
          </Button>
          <Button size="xs" variant="outline" onClick={() => setHistorico(true)} aria-label={`Histórico de alterações de ${user.name}`}>
            Histórico
          </Button>
          {dirty && (
            <Badge colorPalette="orange" size="sm">
              {NAO_SALVO}
            </Badge>
          )}
        </Stack>
        {historico && <HistoricoAlteracoesDialog entidade="usuario" chave={user.id} tambem={['secao_usuario', 'vinculo_google']} titulo={user.name} onClose={() => setHistorico(false)} />}
      </Table.Cell>
    </Table.Row>
  );
}

/** Administration: users, the sections granted to each, account status and Google linking. */
export function AdminUsersPage() {
  const me = useSession((state) => state.user);
  const lista = useApi(() => adminApi.users(), []);
  // Rows saved on this page, over the loaded list (a retry loads everything afresh).
  const [salvos, setSalvos] = useState<Record<number, AdminUser>>({});
  const users = lista.data?.map((user) => salvos[user.id] ?? user);
  const recarregar = async () => {
    setSalvos({});
    await lista.reload();
  };
  // Rows with unsaved changes: leaving the page or reloading asks first (like the other forms).
  const [sujos, setSujos] = useState<ReadonlySet<number>>(new Set());
  const onDirty = useCallback((id: number, dirty: boolean) => {
    setSujos((current) => {
      if (current.has(id) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  useUnsavedChangesGuard(sujos.size > 0, 'edit');

  return (
    <Stack gap={4}>
      <PageHeader title="Usuários e acessos" />
      <Text fontSize="sm" color="fg.muted">
        As seções marcadas valem na próxima ação do usuário. Desativar a conta encerra as sessões abertas.
      </Text>
      {sujos.size > 0 && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{pendentes(sujos.size)}</Alert.Title>
        </Alert.Root>
      )}
      {pendingLoad({ ...lista, reload: recarregar }) ?? (
        <TabelaRolavel borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Usuários" bg="white">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Usuário</Table.ColumnHeader>
                <Table.ColumnHeader>Seções</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">Ativo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">Vincular Google</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center" {...ROW_ACTIONS_CELL}>
                  Ações
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(users ?? []).map((user) => (
                <UserRow
                  key={`${user.id}-${user.secoes.join()}-${user.ativo}-${user.googleLinkAllowed}`}
                  user={user}
                  self={user.id === me?.id}
                  onSaved={(saved) => setSalvos((current) => ({ ...current, [saved.id]: saved }))}
                  onDirty={onDirty}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </TabelaRolavel>
      )}
    </Stack>
  );
}
