/**
 * The one rule for a password being set (OWASP ASVS 4.0 2.1.1 / 2.1.7, 5.0 V6.2): at least 12
 * characters, at most 256, no composition rules; refused when it contains the owner's name, login
 * or e-mail, or is common or trivially guessable. Sign-up, profile, password reset, the first
 * administrator and `admin:create` all call it; screens call it without the dictionary (through
 * the yup schemas of schemas.ts), the server with it (`newPasswordProblem` of ./common-passwords,
 * which keeps the big list out of the browser bundles). Passwords already stored keep working: the
 * rule applies only when a password is set.
 */

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const PASSWORD_MIN_MESSAGE = `Senha deve possuir no mínimo ${PASSWORD_MIN} caracteres.`;
export const PASSWORD_MAX_MESSAGE = `Senha deve possuir no máximo ${PASSWORD_MAX} caracteres.`;
export const PASSWORD_PERSONAL_MESSAGE = 'Senha não pode conter o seu nome, usuário ou e-mail.';
export const PASSWORD_COMMON_MESSAGE = 'Senha muito comum ou fácil de adivinhar. Escolha outra.';
/** The hint the screens show under a new-password field. */
export const PASSWORD_HINT = `Mínimo de ${PASSWORD_MIN} caracteres. Uma frase fácil de lembrar serve; senhas comuns e o seu nome ou e-mail não são aceitos.`;

/**
 * Who the password is for: the whole e-mail and every part of 4 characters or more of these (the
 * words of the names, the login, the e-mail's local part and domain) must not appear in it.
 */
export interface PasswordOwner {
  nomes?: Array<string | null | undefined>;
  usuario?: string | null;
  email?: string | null;
}

/** Whether a lower-cased candidate is on a kept list of common passwords and words. */
export type CommonPasswordList = (candidate: string) => boolean;

/** Shorter parts of a name or e-mail are too common inside unrelated words to refuse them. */
const OWNER_PART_MIN = 4;

/** Lower case without accents, so 'Conceição' is found in 'conceicao2026'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function ownerParts(owner: PasswordOwner): string[] {
  const email = owner.email?.trim() ?? '';
  // The e-mail's domain counts too ('veecode' of ana@veecode.com.br): the organisation's name.
  const texts = [...(owner.nomes ?? []), owner.usuario?.split('@')[0], ...email.split('@')];
  const parts = new Set<string>(email ? [fold(email)] : []);
  for (const text of texts) {
    if (!text) continue;
    const folded = fold(text.trim());
    parts.add(folded);
    for (const part of folded.split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/)) parts.add(part);
  }
  return [...parts].filter((part) => part.length >= OWNER_PART_MIN);
}

/** Walks a guesser tries first: alphabet, digits and keyboard rows, forwards and backwards. */
const WALKS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiopasdfghjklzxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'].flatMap((walk) => {
  const long = walk.repeat(4);
  return [long, [...long].reverse().join('')];
});

const LEET: Record<string, string> = { '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', $: 's', '7': 't' };

/** The candidate without the digits and symbols around it ('Senha@2026!' -> 'senha'). */
function core(candidate: string): string {
  return candidate.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** The shortest unit the candidate repeats ('abcabcabc' -> 'abc'), or the candidate. */
function repeatedUnit(candidate: string): string {
  const match = /^(.+?)\1+$/su.exec(candidate);
  return match ? match[1]! : candidate;
}

/** Common or trivially guessable: few distinct characters, a walk, a repetition, or a listed word dressed up. */
export function isGuessablePassword(password: string, isListed?: CommonPasswordList): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  if (new Set(lower).size < 5) return true;
  if (WALKS.some((walk) => walk.includes(lower))) return true;
  const unit = repeatedUnit(lower);
  if (unit !== lower && (unit.length < PASSWORD_MIN / 2 || isGuessablePassword(unit, isListed))) return true;
  if (!isListed) return false;
  const deLeet = [...lower].map((char) => LEET[char] ?? char).join('');
  return [lower, deLeet, fold(lower)].some((candidate) => {
    const stripped = core(candidate);
    return isListed(candidate) || (stripped.length > 0 && isListed(stripped)) || isListed(repeatedUnit(stripped));
  });
}

/**
 * Why a new password is refused (the message, in pt-BR), or null when it is accepted. Without
 * `isListed` (the screens) only the kept list is not consulted.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}, isListed?: CommonPasswordList): string | null {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_MIN_MESSAGE;
  if (password.length > PASSWORD_MAX) return PASSWORD_MAX_MESSAGE;
  const folded = fold(password);
  if (ownerParts(owner).some((part) => folded.includes(part))) return PASSWORD_PERSONAL_MESSAGE;
  if (isGuessablePassword(password, isListed)) return PASSWORD_COMMON_MESSAGE;
  return null;
}
