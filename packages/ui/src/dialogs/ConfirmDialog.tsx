import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** Default 'Confirmação'. */
  title?: ReactNode;
  message: ReactNode;
  /** Default 'Sim'. */
  confirmLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape and on a click outside. */
  onCancel: () => void;
  /** Colour of the confirm button, e.g. 'red' for deletions; default 'brand'. */
  confirmColorPalette?: string;
  /** Shows a spinner on the confirm button and disables both buttons. */
  loading?: boolean;
}

/** A yes/no question in a modal dialog (alertdialog). Multi-line messages keep their breaks. */
export function ConfirmDialog({
  open,
  title = 'Confirmação',
  message,
  confirmLabel = 'Sim',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  confirmColorPalette = 'brand',
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !loading) onCancel();
      }}
      role="alertdialog"
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof message === 'string' ? <Text whiteSpace="pre-line">{message}</Text> : message}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmColorPalette} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
