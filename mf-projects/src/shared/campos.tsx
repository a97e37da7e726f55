import { Field, NativeSelect } from '@chakra-ui/react';
import { useSession } from '@financeiro/api';
import { ADMIN_ROLE, permittedSegments } from '@financeiro/domain';

export interface Opcao {
  value: string;
  label: string;
}

/** A labelled native select with an empty first option. */
export function SelectCampo({
  label,
  value,
  onChange,
  options,
  vazio = 'Todos',
  width = '14rem',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Opcao[];
  vazio?: string | null;
  width?: string;
}) {
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {vazio !== null && <option value="">{vazio}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The signed-in user's e-mail ('' when signed out). */
export function useEmail(): string {
  return useSession((state) => state.user?.email ?? '');
}

export function useIsAdmin(): boolean {
  return useSession((state) => permittedSegments(state.user?.roles).includes(ADMIN_ROLE));
}

/** Server errors of the detail screen are shown as a browser alert (spec 01 section 2.2). */
export function alertaNavegador(message: string): void {
  window.alert(message);
}
