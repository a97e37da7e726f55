/**
 * The calculate-before-save state of the simulation screens (spec 03 section 4): any field change
 * clears the calculated flag (the button reads Calcular); a successful calculation sets it (the
 * button reads Recalcular and Salvar is allowed); saving without it shows the spec's message.
 */
export interface EstadoCalculo<R> {
  /** The figures shown in the result panel (calculated, or the stored ones of a saved simulation). */
  resultado: R | null;
  /** True only right after a successful calculation with the current fields. */
  calculado: boolean;
}

export const inicial = <R>(resultado: R | null = null): EstadoCalculo<R> => ({ resultado, calculado: false });

/** A field changed: the figures on screen no longer match the fields. */
export const campoAlterado = <R>(estado: EstadoCalculo<R>): EstadoCalculo<R> => (estado.calculado ? { ...estado, calculado: false } : estado);

export const calculou = <R>(resultado: R): EstadoCalculo<R> => ({ resultado, calculado: true });

export const rotuloCalcular = (estado: EstadoCalculo<unknown>) => (estado.calculado ? 'Recalcular' : 'Calcular');

/** Salvar is offered once there are figures on screen; it saves only when they were just calculated. */
export const salvarHabilitado = (estado: EstadoCalculo<unknown>) => estado.resultado !== null;
export const podeSalvar = (estado: EstadoCalculo<unknown>) => estado.calculado;
