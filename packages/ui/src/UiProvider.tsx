import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme/system';
import { AppToaster } from './toaster/AppToaster';

/**
 * Chakra system + pt-BR locale + the alert host. Render it once: in the shell, and in each
 * remote's standalone bootstrap (never inside a remote's exposed component).
 */
export function UiProvider({ children }: { children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="pt-BR">
        {children}
        <AppToaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
