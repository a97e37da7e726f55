import * as yup from 'yup';
import { passwordProblem, type PasswordOwner } from './password-rule';

export const REQUIRED_MESSAGE = 'Campo obrigatório.';

/** Fields-based login (spec 03 section 5: usuario and senha required). */
export const loginSchema = yup.object({
  usuario: yup.string().trim().required(REQUIRED_MESSAGE).max(120, 'Usuário deve possuir no máximo 120 caracteres.'),
  senha: yup.string().required(REQUIRED_MESSAGE).max(256, 'Senha deve possuir no máximo 256 caracteres.'),
});

export type LoginForm = yup.InferType<typeof loginSchema>;

export const INVALID_EMAIL_MESSAGE = 'Digite um e-mail válido';
/** A sign-up approval link whose request was already approved or rejected. */
export const LINK_USED_MESSAGE = 'Este link já foi usado.';
/** The e-mail confirmation link of a sign-up request (/cadastrar/:token) that is unknown or expired. */
export const CONFIRM_LINK_INVALID_MESSAGE = 'Link de confirmação inválido ou expirado.';
export const PASSWORD_MISMATCH_MESSAGE = 'Senha não confere.';
export const PROFILE_PASSWORD_MISMATCH_MESSAGE = 'Senhas não conferem.';
export const PROFILE_NAME_MAX = 60;
export const PROFILE_OBSERVACAO_MAX = 300;
/** PUT /usuario with a wrong current password (field senhaAtual). */
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Senha atual incorreta.';

/**
 * A password being set: the password rule (password-rule.ts) without the kept list, with the owner
 * the form knows (`ownerOf` its other fields); the server applies the whole rule again.
 */
const newPassword = (ownerOf: (form: Record<string, unknown>) => PasswordOwner = () => ({})) =>
  yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test('regra-da-senha', '', function check(value) {
      const problem = value ? passwordProblem(value, ownerOf(this.parent as Record<string, unknown>)) : null;
      return problem ? this.createError({ message: problem }) : true;
    });

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Forgot password (spec 03 section 5): email required and valid. */
export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().lowercase().required(REQUIRED_MESSAGE).email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE),
});
export type ForgotPasswordForm = yup.InferType<typeof forgotPasswordSchema>;

/** New password on the recovery page: the same senha/confirma rules as the registration. */
export const resetPasswordSchema = yup.object({
  senha: newPassword(),
  confirma: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .oneOf([yup.ref('senha')], PASSWORD_MISMATCH_MESSAGE),
});
export type ResetPasswordForm = yup.InferType<typeof resetPasswordSchema>;

/** Registration request (/cadastrar). */
export const registrationSchema = yup.object({
  nome: yup.string().trim().required(REQUIRED_MESSAGE).max(60, 'Nome deve possuir no máximo 60 dígitos.'),
  sobrenome: yup.string().trim().max(60, 'Sobrenome deve possuir no máximo 60 dígitos.').default(''),
  email: yup.string().trim().lowercase().required(REQUIRED_MESSAGE).email(INVALID_EMAIL_MESSAGE).max(120, INVALID_EMAIL_MESSAGE),
  senha: newPassword((form) => ({ nomes: [text(form.nome), text(form.sobrenome)], email: text(form.email) })),
  confirma: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .oneOf([yup.ref('senha')], PASSWORD_MISMATCH_MESSAGE),
  mensagem: yup.string().trim().max(500, 'Mensagem deve possuir no máximo 500 caracteres.').default(''),
});
export type RegistrationForm = yup.InferType<typeof registrationSchema>;

/** Profile form 'Dados de Usuário' (spec 03 sections 3 and 5). */
export const profileSchema = yup.object({
  name: yup.string().trim().required(REQUIRED_MESSAGE).max(PROFILE_NAME_MAX, 'Nome deve possuir no máximo 60 dígitos.'),
  email: yup.string().trim().required(REQUIRED_MESSAGE).email('E-mail preenchido é inválido.'),
  observacao: yup
    .string()
    .nullable()
    .max(PROFILE_OBSERVACAO_MAX, 'Limite máximo de 300 caracteres.')
    .transform((value: string | null | undefined) => value ?? ''),
  altera: yup.boolean().default(false),
  /** The current password: asked (and checked by the server) whenever a new password is typed. */
  senhaAtual: yup.string().when(['altera', 'novaSenha'], ([altera, novaSenha], schema) =>
    !altera ? schema.strip() : novaSenha ? schema.required(REQUIRED_MESSAGE).max(256, 'Senha deve possuir no máximo 256 caracteres.') : schema,
  ),
  novaSenha: yup.string().when('altera', {
    is: true,
    then: () => newPassword((form) => ({ nomes: [text(form.name)], email: text(form.email) })),
    otherwise: (schema) => schema.strip(),
  }),
  confirma: yup.string().when('altera', {
    is: true,
    then: (schema) => schema.required(REQUIRED_MESSAGE).oneOf([yup.ref('novaSenha')], PROFILE_PASSWORD_MISMATCH_MESSAGE),
    otherwise: (schema) => schema.strip(),
  }),
});
export type ProfileForm = yup.InferType<typeof profileSchema>;
