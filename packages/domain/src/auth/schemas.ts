import * as yup from 'yup';

export const REQUIRED_MESSAGE = 'Campo obrigatório.';

/** Fields-based login (spec 03 section 5: usuario and senha required). */
export const loginSchema = yup.object({
  usuario: yup.string().trim().required(REQUIRED_MESSAGE).max(120, 'Usuário deve possuir no máximo 120 caracteres.'),
  senha: yup.string().required(REQUIRED_MESSAGE).max(256, 'Senha deve possuir no máximo 256 caracteres.'),
});

export type LoginForm = yup.InferType<typeof loginSchema>;
