import { Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** Buttons on the right (Exportar, Novo, ...). */
  actions?: ReactNode;
  /** Shows a '?' button (label 'Ajuda') that opens the screen's help tour. */
  onHelp?: () => void;
}

/** Screen title with actions on the right and an optional help button. */
export function PageHeader({ title, actions, onHelp }: PageHeaderProps) {
  return (
    <Flex as="header" align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <HStack gap="2">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {onHelp && (
          <IconButton aria-label="Ajuda" title="Ajuda" size="xs" variant="ghost" rounded="full" onClick={onHelp}>
            ?
          </IconButton>
        )}
      </HStack>
      {actions && (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
