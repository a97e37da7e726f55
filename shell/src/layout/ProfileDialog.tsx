import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useSession } from '@financeiro/api';

/** 'Dados de Usuário' (spec 03 section 2.8), read-only here; editing comes with the accounts work. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession((state) => state.user);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Dados de Usuário</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {user?.id ? (
                  <Field.Root readOnly>
                    <Field.Label>Id</Field.Label>
                    <Input value={String(user.id)} readOnly />
                  </Field.Root>
                ) : null}
                <Field.Root readOnly>
                  <Field.Label>Nome</Field.Label>
                  <Input value={user?.name ?? ''} readOnly />
                </Field.Root>
                <Field.Root readOnly>
                  <Field.Label>E-mail</Field.Label>
                  <Input value={user?.email ?? ''} readOnly />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
