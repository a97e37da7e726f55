import { Field, Input } from '@chakra-ui/react';
import { SQUAD_LIMITES } from '@financeiro/domain';

/** The limit and how much of it is used: 'Até 10 caracteres (4/10)'; at the limit it says so. */
export function contadorNomeTime(tamanho: number, max: number = SQUAD_LIMITES.nome): string {
  return tamanho >= max ? `Limite de ${max} caracteres atingido (${max}/${max})` : `Até ${max} caracteres (${tamanho}/${max})`;
}

export interface NomeTimeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The validation message shown under the field (null: none); cleared on the next keystroke. */
  error: string | null;
  onClearError: () => void;
  disabled?: boolean;
  maxW?: string;
}

/**
 * 'Nome do time' (spec 03 sections 5 and 9: the field holds at most 10 characters). The field stops
 * at the limit, so the limit and a counter are shown under it (issue 34 point 7): a name is never cut
 * without a word.
 */
export function NomeTimeField({ value, onChange, error, onClearError, disabled, maxW }: NomeTimeFieldProps) {
  const max = SQUAD_LIMITES.nome;
  return (
    <Field.Root maxW={maxW} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>Nome do time</Field.Label>
      <Input
        size="sm"
        maxLength={max}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          onClearError();
        }}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!disabled && (
        <Field.HelperText aria-live="polite" color={value.length >= max ? 'fg.warning' : undefined}>
          {contadorNomeTime(value.length, max)}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
