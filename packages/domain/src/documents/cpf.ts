/**
 * CPF (Cadastro de Pessoas Físicas): 11 digits, the last two are check digits (módulo 11).
 * Sequences of one repeated digit ('11111111111') pass the arithmetic but are not issued,
 * so they are rejected.
 */

export const CPF_LENGTH = 11;

/** Strips the usual mask characters ('.', '-', '/', spaces); anything else is kept (and fails). */
function unmask(value: string): string {
  return value.replace(/[.\-/\s]/g, '');
}

function cpfCheckDigit(digits: number[]): number {
  // weights start at length + 1 and go down to 2
  const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CPF with 11 digits (mask characters allowed) and correct check digits. */
export function isValidCpf(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = unmask(value.trim());
  if (!/^\d{11}$/.test(text)) return false;
  if (/^(\d)\1{10}$/.test(text)) return false;
  const digits = text.split('').map(Number);
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit(digits.slice(0, 10));
  return digits[9] === first && digits[10] === second;
}

/** '52998224725' → '529.982.247-25'; other input is returned unchanged. */
export function formatCpf(value: string | null | undefined): string {
  const text = String(value ?? '');
  const match = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(text);
  return match ? `${match[1]}.${match[2]}.${match[3]}-${match[4]}` : text;
}
