import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

export interface HelpTourStep {
  title: ReactNode;
  content: ReactNode;
}

export interface HelpTourProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title (e.g. the screen name). */
  title: ReactNode;
  steps: HelpTourStep[];
}

/** Stepped help dialog with the footer buttons Voltar, Próximo and Fechar (spec 01 section 2.1). */
export function HelpTour({ open, onClose, title, steps }: HelpTourProps) {
  const [index, setIndex] = useState(0);
  const last = Math.max(0, steps.length - 1);
  const current = Math.min(index, last);
  const step = steps[current];

  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{title}</Dialog.Title>
              {steps.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  Passo {current + 1} de {steps.length}
                </Text>
              )}
            </Dialog.Header>
            <Dialog.Body>
              {step && (
                <>
                  <Text fontWeight="semibold" mb="2" data-testid="help-step-title">
                    {step.title}
                  </Text>
                  {typeof step.content === 'string' ? <Text whiteSpace="pre-line">{step.content}</Text> : step.content}
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={current === 0} onClick={() => setIndex(current - 1)}>
                Voltar
              </Button>
              <Button colorPalette="brand" disabled={current >= last} onClick={() => setIndex(current + 1)}>
                Próximo
              </Button>
              <Button variant="ghost" onClick={onClose}>
                Fechar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
