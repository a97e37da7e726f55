import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  /** Called on the close button, Escape and a click outside. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The action buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** Default 'md'. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'cover' | 'full';
  /** Accessible name of the dialog when the title is not plain text. */
  ariaLabel?: string;
  /** While true (e.g. saving), closing is ignored. */
  busy?: boolean;
  /** 'inside': the body scrolls within the viewport (long forms). */
  scrollBehavior?: 'inside' | 'outside';
}

/** The one frame of the app's modal dialogs: title, body, footer actions and the 'Fechar' button. */
export function ModalDialog({ open, onClose, title, children, footer, size = 'md', ariaLabel, busy = false, scrollBehavior }: ModalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      size={size}
      placement="center"
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={ariaLabel}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
