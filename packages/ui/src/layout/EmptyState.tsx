import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Default 'Nenhum item para mostrar'. */
  message?: ReactNode;
}

/** Placeholder for lists and charts without data. */
export function EmptyState({ message = 'Nenhum item para mostrar' }: EmptyStateProps) {
  return (
    <Box role="status" py="8" px="4" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="md" bg="bg">
      <Text color="fg.muted" whiteSpace="pre-line">
        {message}
      </Text>
    </Box>
  );
}
