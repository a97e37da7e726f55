import { HStack, Spinner, Text } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** Default 'Carregando...'. */
  text?: string;
}

/** Spinner with 'Carregando...' while data loads. */
export function LoadingState({ text = 'Carregando...' }: LoadingStateProps) {
  return (
    <HStack role="status" aria-live="polite" gap="3" py="8" justify="center">
      <Spinner size="sm" color="brand.solid" />
      <Text color="fg.muted">{text}</Text>
    </HStack>
  );
}
