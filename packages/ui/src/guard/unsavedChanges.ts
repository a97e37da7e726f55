/** Texts of the leave-without-saving confirmations (spec: new records vs. edited records). */
export const UNSAVED_CHANGES_MESSAGES = {
  new: 'Foram adicionados dados! Deseja realmente sair e perdê-los?',
  edit: 'Foram feitas alterações! Deseja realmente sair e perdê-las?',
} as const;

export type UnsavedChangesMode = keyof typeof UNSAVED_CHANGES_MESSAGES;

/**
 * For Cancel/Voltar buttons: asks with the browser's confirm and returns true when the user
 * accepts leaving. `dirty` false (default true) returns true without asking.
 *   onClick={() => { if (confirmLeave('edit', formik.dirty)) navigate('..'); }}
 */
export function confirmLeave(mode: UnsavedChangesMode, dirty = true): boolean {
  if (!dirty) return true;
  return window.confirm(UNSAVED_CHANGES_MESSAGES[mode]);
}
