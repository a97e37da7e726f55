import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ModalDialog } from '@financeiro/ui';

/**
 * The filter modal of a report (spec 03 sections 2.6 and 4): the fields, 'Gerar' and the spec's
 * validation text. `gerar` answers the message to show, or null after it navigated.
 */
export function FiltroDialog({ titulo, onClose, gerar, children }: { titulo: string; onClose: () => void; gerar: () => string | null; children: ReactNode }) {
  const [erro, setErro] = useState<string | null>(null);
  return (
    <ModalDialog
      open
      onClose={onClose}
      ariaLabel={titulo}
      title={titulo}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button colorPalette="brand" onClick={() => setErro(gerar())}>
            Gerar
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {children}
        {erro && (
          <Text role="alert" color="red.600" fontSize="sm">
            {erro}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
