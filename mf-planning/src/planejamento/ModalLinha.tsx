import { Box, Button, CloseButton, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export type ModoModal = 'novo' | 'editar' | 'detalhes';

export interface ModalLinhaProps<T> {
  title: string;
  modo: ModoModal;
  onClose: () => void;
  onSubmit: () => void;
  /** Lines of the other months, for 'Adicionar um de outro mês'. */
  outras: T[];
  descreverOutra: (linha: T) => string;
  onEscolherOutra: (linha: T) => void;
  children: ReactNode;
}

/** The frame of the line modals: fields, 'Adicionar um de outro mês' (disabled without lines), Salvar/Fechar. */
export function ModalLinha<T>({ title, modo, onClose, onSubmit, outras, descreverOutra, onEscolherOutra, children }: ModalLinhaProps<T>) {
  const [escolhendo, setEscolhendo] = useState(false);
  const leitura = modo === 'detalhes';
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {!leitura && (
                    <Box>
                      <Button size="sm" variant="outline" disabled={outras.length === 0} onClick={() => setEscolhendo((v) => !v)} aria-expanded={escolhendo}>
                        Adicionar um de outro mês
                      </Button>
                      {escolhendo && outras.length > 0 && (
                        <Stack as="ul" role="list" aria-label="Itens de outros meses" gap="1" mt="2" maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
                          {outras.map((linha, index) => (
                            <Box as="li" key={index}>
                              <Button
                                size="xs"
                                variant="ghost"
                                onClick={() => {
                                  onEscolherOutra(linha);
                                  setEscolhendo(false);
                                }}
                              >
                                {descreverOutra(linha)}
                              </Button>
                            </Box>
                          ))}
                        </Stack>
                      )}
                    </Box>
                  )}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Fechar
                </Button>
                {!leitura && (
                  <Button type="submit" colorPalette="brand">
                    Salvar
                  </Button>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function Campo({ label, error, disabled, children }: { label: string; error?: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function Valor({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" aria-label={label}>
        {children}
      </Text>
    </Box>
  );
}
