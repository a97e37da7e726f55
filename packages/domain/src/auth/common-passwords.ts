/**
 * The kept list of common passwords and words for the password rule (password-rule.ts): the
 * zxcvbn-ts dictionaries `passwords-common` (@zxcvbn-ts/language-common, ~49 thousand leaked
 * passwords) and the Brazilian Portuguese common words, first names and last names
 * (@zxcvbn-ts/language-pt-br, ~44 thousand). Upgrading those packages updates the list.
 *
 * Server only: imported through its own entry `@financeiro/domain/auth/common-passwords`, never
 * from the package index, so the ~1 MB of words stays out of every browser bundle (the screens
 * show the length and personal-data parts of the rule and the server's message for the rest).
 */
import { dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as ptBr } from '@zxcvbn-ts/language-pt-br';
import { passwordProblem, type PasswordOwner } from './password-rule';

let listed: Set<string> | undefined;

function words(): Set<string> {
  listed ??= new Set(
    [common['passwords-common'], ptBr['commonWords-pt-br'], ptBr['firstnames-pt-br'], ptBr['lastnames-pt-br']]
      .flat()
      .map((word) => String(word).toLowerCase()),
  );
  return listed;
}

/** Whether the lower-cased candidate is on the kept list. */
export function isListedPassword(candidate: string): boolean {
  return words().has(candidate);
}

/** The password rule with the kept list: the message why a new password is refused, or null. */
export function newPasswordProblem(password: string, owner: PasswordOwner = {}): string | null {
  return passwordProblem(password, owner, isListedPassword);
}
