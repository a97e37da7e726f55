import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { fechamentosApi, useApi } from '@financeiro/api';
import { Detalhamento, LoadState } from '@financeiro/ui';

/** The breakdown of one employee (GET /fechamento/custo-hh/{id}/{mat}) in a dialog. */
export function DetalhamentoDialog({ fechamentoId, mat, onClose }: { fechamentoId: number; mat: number; onClose: () => void }) {
  const resultado = useApi(() => fechamentosApi.resultado(fechamentoId, mat), [fechamentoId, mat]);
  const row = resultado.data;
  const title = row ? `Detalhamento: ${row.matricula} · ${row.nome}` : `Detalhamento: matrícula ${mat}`;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LoadState state={resultado}>{(loaded) => loaded.detalhamento && <Detalhamento row={loaded} detalhe={loaded.detalhamento} />}</LoadState>
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
