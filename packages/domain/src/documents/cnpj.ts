/**
 * CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 digits, the last two are check digits
 * (módulo 11 with weights 5..2,9..2 and 6..2,9..2). Only the numeric CNPJ is handled, as the
 * spec asks for digits only. Sequences of one repeated digit are rejected.
 */

export const CNPJ_LENGTH = 14;

function unmask(value: string): string {
  return value.replace(/[.\-/\s]/g, '');
}

function cnpjCheckDigit(digits: number[]): number {
  // weights cycle 2..9 from the rightmost digit
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += digits[index] * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ with 14 digits (mask characters allowed) and correct check digits. */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = unmask(value.trim());
  if (!/^\d{14}$/.test(text)) return false;
  if (/^(\d)\1{13}$/.test(text)) return false;
  const digits = text.split('').map(Number);
  const first = cnpjCheckDigit(digits.slice(0, 12));
  const second = cnpjCheckDigit(digits.slice(0, 13));
  return digits[12] === first && digits[13] === second;
}

/** '11222333000181' → '11.222.333/0001-81'; other input is returned unchanged. */
export function formatCnpj(value: string | null | undefined): string {
  const text = String(value ?? '');
  const match = /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/.exec(text);
  return match ? `${match[1]}.${match[2]}.${match[3]}/${match[4]}-${match[5]}` : text;
}
