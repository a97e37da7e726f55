import { createToaster } from '@chakra-ui/react';
import { truncateMessage as truncate } from '@financeiro/domain';

/** Alerts live 4 seconds and are cut at 100 characters (spec 01 sections 8 and 9). */
export const ALERT_DURATION_MS = 4000;
export const ALERT_MAX_CHARS = 100;

/** One toaster for the whole page (the ui package is a shared singleton across remotes). */
export const toaster = createToaster({
  placement: 'top-end',
  duration: ALERT_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

/** The first `max` (100) characters followed by '…' when the text is longer; line breaks kept. */
export function truncateMessage(text: string, max: number = ALERT_MAX_CHARS): string {
  return truncate(text, max);
}

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

/**
 * A success closes the error alerts still on screen (issue 34 point 7): after a corrected form is
 * saved, 'Formulário possui erros' no longer stands beside 'salvo com sucesso'. Every screen's
 * success goes through here, so no screen has to remember it.
 */
function fecharErros(): void {
  for (const toast of toaster.getVisibleToasts()) if (toast.type === 'error' && toast.id) toaster.dismiss(toast.id);
}

function show(type: NotifyType, message: string): string {
  if (type === 'success') fecharErros();
  return toaster.create({
    type,
    description: truncateMessage(String(message ?? '')),
    duration: ALERT_DURATION_MS,
    closable: true,
  });
}

/** Shows an alert; returns the toast id. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  dismissAll: () => toaster.dismiss(),
};
