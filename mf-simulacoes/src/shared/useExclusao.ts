import { errorToText } from '@financeiro/api';
import { notify } from '@financeiro/ui';
import { useState } from 'react';

/**
 * The soft delete of a list row behind a confirmation: the row to confirm, then the server's call
 * (its message shown), `depois` (close the detail, reload) on success, the error text otherwise.
 */
export function useExclusao<T>(excluirNoServidor: (item: T) => Promise<string>, depois: () => Promise<unknown> | void) {
  const [aConfirmar, setAConfirmar] = useState<T | null>(null);
  const [excluindo, setExcluindo] = useState(false);
  const confirmar = async () => {
    if (!aConfirmar) return;
    setExcluindo(true);
    try {
      notify.success(await excluirNoServidor(aConfirmar));
      setAConfirmar(null);
      await depois();
    } catch (error) {
      notify.error(errorToText(error));
      setAConfirmar(null);
    } finally {
      setExcluindo(false);
    }
  };
  return { aConfirmar, pedir: setAConfirmar, cancelar: () => setAConfirmar(null), confirmar, excluindo };
}
