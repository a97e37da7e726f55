import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectInputProps {
  /** The chosen option's value ('' for the empty first option). */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of a first option with the empty value ('Selecione', 'Todos'); none when omitted. */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Width of the select itself (e.g. 'auto' beside an inline label). */
  width?: string;
  minW?: string;
  id?: string;
  name?: string;
  'aria-label'?: string;
  onBlur?: () => void;
}

/** A native select over a list of options (value and label as text). */
export function SelectInput({ value, onChange, options, placeholder, size, width, minW, id, name, 'aria-label': ariaLabel, onBlur }: SelectInputProps) {
  return (
    <NativeSelect.Root size={size} width={width} minW={minW}>
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface SelectFieldProps extends Omit<SelectInputProps, 'width' | 'minW'> {
  label: ReactNode;
  /** Width of the whole field (label and select). */
  width?: string;
  maxW?: string;
}

/** A labelled native select (Field.Root + Field.Label + SelectInput): the filters and choices of the screens. */
export function SelectField({ label, width, maxW, ...select }: SelectFieldProps) {
  return (
    <Field.Root width={width} maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <SelectInput {...select} />
    </Field.Root>
  );
}
