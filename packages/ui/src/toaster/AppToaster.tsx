import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toaster } from './notify';

/**
 * Renders the alerts created with `notify`. Rendered once, by UiProvider. The Chakra Toaster is
 * mounted on the first alert only: nothing to render before, and screens' tests that never alert
 * do not get the toast machine's start-up state update outside act().
 */
export function AppToaster() {
  const [active, setActive] = useState(() => toaster.getVisibleToasts().length > 0);

  useEffect(() => {
    if (active) return undefined;
    if (toaster.getVisibleToasts().length > 0) {
      setActive(true);
      return undefined;
    }
    return toaster.subscribe(() => setActive(true));
  }, [active]);

  if (!active) return null;
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description whiteSpace="pre-line" wordBreak="break-word">
                  {toast.description}
                </Toast.Description>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
