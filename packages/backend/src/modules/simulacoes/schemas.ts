/** Request schemas of the employee cost simulation routes (the yup rules are the domain's). */
import { funcaoSimulacaoSchema, simulacaoFormSchema } from '@financeiro/domain';
import { Body, COLUMN, EmailParam, FormNumber, FormText, Id, INT_MAX, MONEY_MAX, Params, Type, yupBody } from '../../http/fields';

export const TAG = 'Simulações';
export const paramsEmail = Params({ email: EmailParam() });
export const paramsEmailId = Params({ email: EmailParam(), id: Id() });
/**
 * The form's inputs; a save body may also carry the e-mail (the user's), the closing of the
 * calculation and the result's salarioBruto / beneficioTotal (used when salario / beneficio are missing).
 */
export const simulacaoBody = yupBody(simulacaoFormSchema, {
  extra: {
    email: Type.Optional(FormText(COLUMN.email)),
    fechamentoId: Type.Optional(FormNumber(INT_MAX)),
    salarioBruto: Type.Optional(FormNumber(MONEY_MAX)),
    beneficioTotal: Type.Optional(FormNumber(MONEY_MAX)),
  },
});
export const funcaoBody = yupBody(funcaoSimulacaoSchema);
export const mudarAtivoBody = Body({ id: Id(), ativo: Type.Boolean() });

export const FORM_DESCRICAO =
  'Corpo { salario, beneficio, dependentes, regime (cod), funcao (cod), filial (cod) } ' +
  "(mensagens da spec 03 seção 5). O cálculo é o do fechamento (mesmo motor, impostos do regime com os valores da filial, faixas vigentes) sobre um colaborador hipotético de 8 h/dia com um benefício mensal pago pela empresa.";
