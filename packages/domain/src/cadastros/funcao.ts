import * as yup from 'yup';
import {
  CADASTRO_LIMITS as L,
  CADASTRO_VALIDATION_MESSAGES as M,
  type FormValues,
  optionalText,
  requiredText,
} from './common';

/** Function `ativo`: 0 inactive, 1 active, 2 created by the simulator (listed by /funcao/listFuncoesAtivos1e2). */
export const FUNCAO_ATIVO = { inativo: 0, ativo: 1, simulador: 2 } as const;
export type FuncaoAtivo = (typeof FUNCAO_ATIVO)[keyof typeof FUNCAO_ATIVO];
const FUNCAO_ATIVO_VALUES: readonly FuncaoAtivo[] = [0, 1, 2];

/** Function (spec 02 sections 3 and 5): POST /funcao/create, PUT /funcao/update/{cod}. */
export const funcaoSchema = yup.object({
  cbo: yup
    .string()
    .trim()
    .required(M.required)
    .test('cbo', M.apenasNumeros, function (value) {
      if (value === undefined || value === null || value === '') return true;
      if (!/^\d+$/.test(value)) return this.createError({ message: M.apenasNumeros });
      if (value.length > L.cbo) return this.createError({ message: M.cboMax });
      return true;
    }),
  nome: requiredText(L.nome, M.nomeMax),
  descricao: optionalText(L.descricao, M.descricaoMax),
  ativo: yup
    .number<FuncaoAtivo>()
    .transform((value: unknown, original: unknown) => {
      if (original === null || (typeof original === 'string' && original.trim() === '')) return null;
      if (typeof original === 'boolean') return original ? 1 : 0;
      return value;
    })
    .typeError(M.ativo)
    .required(M.ativo)
    .test('funcao-ativo', M.ativo, (value) => FUNCAO_ATIVO_VALUES.includes(value as FuncaoAtivo)),
});

export type Funcao = yup.InferType<typeof funcaoSchema>;
export type FuncaoForm = FormValues<Funcao>;

export const emptyFuncao: FuncaoForm = { cbo: '', nome: '', descricao: '', ativo: 1 };
