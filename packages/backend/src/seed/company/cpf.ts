/**
 * CPF generation for the demo employees: nine base digits plus the two módulo-11 check digits
 * (the same rule as `isValidCpf` in @financeiro/domain).
 */
import type { SeededRandom } from '@financeiro/domain';

export function cpfCheckDigit(digits: readonly number[]): number {
  // Weights start at length + 1 and go down to 2.
  const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Completes nine base digits with both check digits. */
export function withCheckDigits(base: readonly number[]): string {
  if (base.length !== 9) throw new Error('CPF base deve ter 9 dígitos');
  const first = cpfCheckDigit(base);
  const second = cpfCheckDigit([...base, first]);
  return [...base, first, second].join('');
}

/**
 * A valid CPF whose ninth digit is the fiscal region of the employee's state (8 SP, 7 RJ/ES,
 * 9 PR/SC), as on real CPFs. Sequences of one repeated digit are never produced.
 */
export function generateCpf(random: SeededRandom, region: number): string {
  for (;;) {
    const base = [...Array.from({ length: 8 }, () => random.int(0, 9)), region];
    if (base.every((digit) => digit === base[0])) continue;
    return withCheckDigits(base);
  }
}
