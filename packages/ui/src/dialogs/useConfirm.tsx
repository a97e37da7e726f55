import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColorPalette?: string;
}

export interface UseConfirmResult {
  /** Opens the dialog; resolves true on the confirm button, false on cancel/Escape/outside click. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this element somewhere in the component. */
  dialog: ReactElement;
}

/**
 * Promise-based confirmation:
 *   const { confirm, dialog } = useConfirm();
 *   if (await confirm({ message: 'Tem certeza que deseja excluir esse colaborador?' })) ...
 *   return <>{...}{dialog}</>;
 */
export function useConfirm(): UseConfirmResult {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOpen(false);
    resolve?.(answer);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  useEffect(() => () => resolver.current?.(false), []);

  const dialog = (
    <ConfirmDialog
      open={open}
      title={options?.title}
      message={options?.message ?? ''}
      confirmLabel={options?.confirmLabel}
      cancelLabel={options?.cancelLabel}
      confirmColorPalette={options?.confirmColorPalette}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );

  return { confirm, dialog };
}
