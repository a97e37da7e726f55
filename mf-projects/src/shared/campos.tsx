import { SelectField } from '@financeiro/ui';
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
  return <SelectField label={label} width={width} size="sm" value={value} onChange={onChange} options={options} placeholder={vazio ?? undefined} />;
}

export function useIsAdmin(): boolean {
  return useSession((state) => permittedSegments(state.user?.roles).includes(ADMIN_ROLE));
}

/** Server errors of the detail screen are shown as a browser alert (spec 01 section 2.2). */
export function alertaNavegador(message: string): void {
  window.alert(message);
}
