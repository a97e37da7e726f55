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
}

/**
 * The name typed in a dialog or form (a report's, a team's): a labelled text field whose validation
 * message stays until the next keystroke. Used by mf-projects and mf-simulacoes.
 */
export function NomeField({ label, value, onChange, error, onClearError, maxLength, disabled, maxW }: NomeFieldProps) {
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
    </Field.Root>
  );
}
