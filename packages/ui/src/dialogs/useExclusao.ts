import { errorToText } from '@financeiro/api';
import { useState } from 'react';
import { notify } from '../toaster/notify';

export interface UseExclusaoResult<T> {
  /** The row waiting for confirmation (null: no confirmation open). */
  aConfirmar: T | null;
  /** Opens the confirmation for a row. */
  pedir: (item: T | null) => void;
  cancelar: () => void;
  /** The confirm button: deletes `aConfirmar` on the server. */
  confirmar: () => Promise<void>;
  /** True while the server's call runs (the confirm button's loading). */
  excluindo: boolean;
}

/**
 * The soft delete of a list row behind a confirmation: the row to confirm, then the server's call
 * (its message shown), `depois` (close the detail, reload) on success, the error text otherwise.
 * Used by the lists of mf-simulacoes and mf-projects.
 */
export function useExclusao<T>(
  excluirNoServidor: (item: T) => Promise<string>,
  depois: () => Promise<unknown> | void,
): UseExclusaoResult<T> {
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
