import { chakra, Field } from '@chakra-ui/react';
import { DateInput, SelectField } from '@financeiro/ui';
import type { ReactNode } from 'react';

/** A labelled select (value as text; first empty option 'Selecione'). */
export function Selecao({
  label,
  value,
  onChange,
  options,
  obrigatorio = true,
  placeholder = 'Selecione',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  obrigatorio?: boolean;
  placeholder?: string;
}) {
  return <SelectField label={`${label}${obrigatorio ? '*' : ''}`} aria-label={label} value={value} onChange={onChange} options={options} placeholder={placeholder} />;
}

export function Data({ label, value, onChange, obrigatorio = true }: { label: string; value: string; onChange: (iso: string) => void; obrigatorio?: boolean }) {
  return (
    <Field.Root>
      <Field.Label>
        {label}
        {obrigatorio ? '*' : ''}
      </Field.Label>
      <DateInput aria-label={label} value={value} onChange={(iso) => onChange(iso)} />
    </Field.Root>
  );
}

/** A native checkbox or radio with its label. */
export function Marcador({ type = 'checkbox', label, checked, onChange, name }: { type?: 'checkbox' | 'radio'; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name?: string }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" fontSize="sm">
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </chakra.label>
  );
}
