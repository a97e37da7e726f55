/** Report-loading failures are logged (spec 03 section 8); the screens also show them with retry (issue 24). */
export function registrarFalha(contexto: string, error: unknown): void {
  console.error(`[relatorios-delivery] ${contexto}`, error);
}
