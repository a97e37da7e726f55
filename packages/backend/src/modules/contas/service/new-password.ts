/**
 * The password rule of @financeiro/domain with its kept list of common passwords (server only:
 * `@financeiro/domain/auth/common-passwords`), for every place a password is set: sign-up, profile,
 * reset, first administrator and `admin:create`. The screens run the same rule without the list.
 */
import { newPasswordProblem } from '@financeiro/domain/auth/common-passwords';
import type { PasswordOwner } from '@financeiro/domain';
import { badRequest } from '../../../http/errors';

export type { PasswordOwner };

/** Throws the 400 with the rule's pt-BR reason on `field` when the new password is refused. */
export function assertNewPassword(field: string, password: string, owner: PasswordOwner): void {
  const problem = newPasswordProblem(password, owner);
  if (problem) throw badRequest([{ field, errorMessage: problem }]);
}
