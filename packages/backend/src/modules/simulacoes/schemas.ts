/** Request schemas of the employee cost simulation routes (the yup rules are the domain's). */
import { funcaoSimulacaoSchema, simulacaoFormSchema } from '@financeiro/domain';
import { Body, COLUMN, EmailParam, FormNumber, FormText, Id, INT_MAX, MONEY_MAX, OwnEmail, Params, Type, yupBody } from '../../http/fields';

export const TAG = 'Simulações';
export const paramsEmail = Params({ email: EmailParam() });
export const paramsEmailId = Params({ email: EmailParam(), id: Id() });
/**
 * The form's rules over a body that may carry the result's salarioBruto / beneficioTotal instead
 * of salario / beneficio (a saved simulation sent back whole).
 */
const simulacaoCorpoSchema = simulacaoFormSchema.transform((value: Record<string, unknown>) => ({
  ...value,
  salario: value.salario ?? value.salarioBruto,
  beneficio: value.beneficio ?? value.beneficioTotal,
}));

const resultado = {
  fechamentoId: Type.Optional(FormNumber(INT_MAX)),
  salarioBruto: Type.Optional(FormNumber(MONEY_MAX)),
  beneficioTotal: Type.Optional(FormNumber(MONEY_MAX)),
};

/** The form's inputs, the closing of the calculation and the result's salarioBruto / beneficioTotal; an e-mail is not read. */
export const simulacaoBody = yupBody(simulacaoCorpoSchema, { extra: { email: Type.Optional(FormText(COLUMN.email)), ...resultado } });
/** The same to save: the e-mail is the owner's (the user's, 403 otherwise). */
export const salvarSimulacaoBody = yupBody(simulacaoCorpoSchema, { extra: { email: OwnEmail(), ...resultado } });
export const funcaoBody = yupBody(funcaoSimulacaoSchema);
export const mudarAtivoBody = Body({ id: Id(), ativo: Type.Boolean() });

export const FORM_DESCRICAO =
  'Corpo { salario, beneficio, dependentes, regime (cod), funcao (cod), filial (cod) } ' +
  "(mensagens da spec 03 seção 5). O cálculo é o do fechamento (mesmo motor, impostos do regime com os valores da filial, faixas vigentes) sobre um colaborador hipotético de 8 h/dia com um benefício mensal pago pela empresa.";
