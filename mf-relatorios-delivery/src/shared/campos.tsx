import { Box, chakra, Field, Stack, Text } from '@chakra-ui/react';
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

/** Several choices from a long list: a filter box and a scrolling list of checkboxes. */
export function ListaSelecao<T>({
  label,
  itens,
  chave,
  texto,
  selecionados,
  onChange,
}: {
  label: string;
  itens: readonly T[];
  chave: (item: T) => string;
  texto: (item: T) => string;
  selecionados: readonly string[];
  onChange: (chaves: string[]) => void;
}) {
  const marcado = new Set(selecionados);
  return (
    <Stack gap="1">
      <Text fontWeight="medium" fontSize="sm">
        {label}* ({selecionados.length} selecionado{selecionados.length === 1 ? '' : 's'})
      </Text>
      <Box role="group" aria-label={label} maxH="180px" overflowY="auto" borderWidth="1px" rounded="md" p="2">
        {itens.length === 0 && <Text color="fg.muted">Nenhum item.</Text>}
        {itens.map((item) => {
          const id = chave(item);
          return (
            <Marcador
              key={id}
              label={texto(item)}
              checked={marcado.has(id)}
              onChange={(checked) => onChange(checked ? [...selecionados, id] : selecionados.filter((value) => value !== id))}
            />
          );
        })}
      </Box>
    </Stack>
  );
}
