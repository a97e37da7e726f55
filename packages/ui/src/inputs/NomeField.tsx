import { Field, Input } from '@chakra-ui/react';

export interface NomeFieldProps {
  label: string;
  value: string;
  /** Receives the typed text. */
  onChange: (value: string) => void;
  /** The validation message shown under the field (null: none). */
  error: string | null;
  /** Called on every keystroke: a message shown is cleared as soon as the user types. */
  onClearError: () => void;
  maxLength: number;
  disabled?: boolean;
  maxW?: string;
  /**
   * Shows the limit and how much of it is used under the field ('Até 10 caracteres (4/10)'): for a short
   * limit, where the field stopping at it would otherwise cut a name without a word (issue 34).
   */
  counter?: boolean;
}

/** The limit and how much of it is used: 'Até 10 caracteres (4/10)'; at the limit it says so. */
export function contadorDeCaracteres(tamanho: number, max: number): string {
  return tamanho >= max ? `Limite de ${max} caracteres atingido (${max}/${max})` : `Até ${max} caracteres (${tamanho}/${max})`;
}

/**
 * The name typed in a dialog or form (a report's, a team's): a labelled text field whose validation
 * message stays until the next keystroke. Used by mf-projects and mf-simulacoes.
 */
export function NomeField({ label, value, onChange, error, onClearError, maxLength, disabled, maxW, counter = false }: NomeFieldProps) {
  return (
    <Field.Root maxW={maxW} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          onClearError();
        }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
      {counter && !disabled && (
        <Field.HelperText aria-live="polite" color={value.length >= maxLength ? 'fg.warning' : undefined}>
          {contadorDeCaracteres(value.length, maxLength)}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
