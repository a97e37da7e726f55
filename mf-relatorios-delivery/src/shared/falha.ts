/** Report-loading failures are only logged (spec 03 section 8); the screen shows its empty message. */
export function registrarFalha(contexto: string, error: unknown): void {
  console.error(`[relatorios-delivery] ${contexto}`, error);
}
