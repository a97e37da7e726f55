import * as yup from 'yup';
import { isValidCpf } from '../documents/cpf';
import { parseIsoDate } from '../format/dates';
import {
  CADASTRO_LIMITS as L,
  CADASTRO_VALIDATION_MESSAGES as M,
  codeField,
  dateField,
  type DateSchemaOptions,
  type FormValues,
  notAfterToday,
  optionalText,
  optionalUf,
  requiredMoneyField,
  requiredText,
} from './common';

/** Daily workload (hours) used when carga_horaria is left empty (form hint; DOMAIN.md). */
export const DEFAULT_CARGA_HORARIA = 8;

function integerField(defaultValue?: number) {
  const base = yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (original === null || (typeof original === 'string' && original.trim() === '')) {
        return defaultValue === undefined ? null : undefined;
      }
      return value;
    })
    .typeError(M.inteiro)
    .integer(M.inteiro)
    .min(0, M.inteiroIgualOuMaiorZero);
  return defaultValue === undefined ? base.required(M.required) : base.default(defaultValue).required(M.required);
}

/**
 * Employee (spec 02 sections 3 and 5): POST /employee/create, PUT /employee/update/{mat}.
 * Dates are 'yyyy-MM-dd' and may not be after today (America/Sao_Paulo). Today comes from the
 * validation context (`{ context: { today: 'yyyy-MM-dd' } }`), else from `options.today`, else
 * the clock. `data_inicio` is the start date of this version of the record (kept in the history).
 * An empty carga_horaria becomes DEFAULT_CARGA_HORARIA.
 */
export function makeColaboradorSchema(options: DateSchemaOptions = {}) {
  return yup.object({
    nome: requiredText(L.nome, M.nomeMax),
    sobrenome: requiredText(L.nome, M.sobrenomeMax),
    email: yup.string().trim().required(M.required).email(M.email).max(L.email, M.emailMax),
    cpf: yup
      .string()
      .trim()
      .required(M.required)
      .test('cpf', M.cpfInvalido, function (value) {
        if (value === undefined || value === null || value === '') return true;
        if (!/^\d+$/.test(value)) return this.createError({ message: M.apenasNumeros });
        if (value.length !== L.cpf) return this.createError({ message: M.cpfTamanho });
        if (!isValidCpf(value)) return this.createError({ message: M.cpfInvalido });
        return true;
      }),
    dependentes: integerField().max(L.dependentes, M.valorAcimaDoLimite),
    endereco: optionalText(L.endereco, M.enderecoMax),
    cidade: optionalText(L.cidade, M.cidadeMax),
    uf: optionalUf(),
    filial: codeField(),
    departamento: codeField(),
    regime: codeField(),
    funcao: codeField(),
    admissao: dateField().required(M.required).test(notAfterToday(options)),
    demissao: dateField()
      .test(notAfterToday(options))
      .test('demissao-apos-admissao', M.demissaoAntesAdmissao, function (value) {
        const admissao = (this.parent as { admissao?: unknown } | undefined)?.admissao;
        if (typeof value !== 'string' || typeof admissao !== 'string') return true;
        if (parseIsoDate(value) === null || parseIsoDate(admissao) === null) return true;
        return value >= admissao;
      }),
    salario: requiredMoneyField(M.valorIgualOuMaiorZero, M.numerico, M.salario),
    carga_horaria: integerField(DEFAULT_CARGA_HORARIA).max(L.cargaHoraria, M.cargaHorariaMax),
    classificacao: optionalText(L.classificacao, M.classificacaoMax),
    data_inicio: dateField().required(M.required).test(notAfterToday(options)),
    observacao: optionalText(L.observacao, M.observacaoMax),
  });
}

export const colaboradorSchema = makeColaboradorSchema();

export type Colaborador = yup.InferType<typeof colaboradorSchema>;
export type ColaboradorForm = FormValues<Colaborador>;

export const emptyColaborador: ColaboradorForm = {
  nome: '',
  sobrenome: '',
  email: '',
  cpf: '',
  dependentes: 0,
  endereco: '',
  cidade: '',
  uf: '',
  filial: '',
  departamento: '',
  regime: '',
  funcao: '',
  admissao: '',
  demissao: '',
  salario: '',
  carga_horaria: DEFAULT_CARGA_HORARIA,
  classificacao: '',
  data_inicio: '',
  observacao: '',
};
