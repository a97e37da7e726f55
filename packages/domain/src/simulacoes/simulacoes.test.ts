import { validate } from '../validation';
import { calcularMargem } from '../projetos/margem';
import {
  basesDoResultado,
  margemDoResultadoCalculo,
  resultadoCalculoDaMargem,
  beneficiosDaSimulacao,
  custoIndiretoResultadoSchema,
  funcaoSimulacaoSchema,
  gerarCbo,
  rotuloFuncao,
  rotuloRegime,
  simulacaoFormSchema,
  SIMULACAO_FORM_VAZIO,
} from './index';

const erros = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.errorMessage]));
};

describe('simulation form', () => {
  it('defaults: salário 0, benefício 3100, dependentes 0', () => {
    expect(SIMULACAO_FORM_VAZIO).toMatchObject({ salario: 0, beneficio: 3100, dependentes: 0 });
  });

  it('spec messages', () => {
    expect(erros(simulacaoFormSchema, { salario: '', beneficio: '', dependentes: 'x', regime: '', funcao: '', filial: '' })).toEqual({
      salario: 'Valor do salário deve ser informado.',
      beneficio: 'Valor do benefício deve ser informado.',
      dependentes: 'Preencher com valor numérico',
      regime: 'Preencher com uma das opções.',
      funcao: 'Preencher com uma das opções.',
      filial: 'Preencher com uma das opções.',
    });
    expect(erros(simulacaoFormSchema, { salario: 'abc', beneficio: -1, dependentes: -1, regime: 1, funcao: 1, filial: 1 })).toEqual({
      salario: 'Preencher com valor numérico',
      beneficio: 'Preencher com valor numérico',
      dependentes: 'Preencher com valor numérico',
    });
  });

  it('reads pt-BR amounts and codes', () => {
    const result = validate(simulacaoFormSchema, { salario: '5.000,50', beneficio: 3100, dependentes: '2', regime: '1', funcao: 3, filial: '1' });
    expect(result).toEqual({ ok: true, value: { salario: 5000.5, beneficio: 3100, dependentes: 2, regime: 1, funcao: 3, filial: 1 } });
  });

  it('one monthly company benefit, none for 0', () => {
    expect(beneficiosDaSimulacao(3100)).toEqual([{ sigla: 'BENEFICIO', nome: 'Benefício (simulação)', valor: '3100', periodoValor: 'mes' }]);
    expect(beneficiosDaSimulacao(0)).toEqual([]);
  });

  it('option texts', () => {
    expect(rotuloFuncao({ nome: 'Dev', cbo: '212405', ativo: 1 })).toBe('Dev - 212405');
    expect(rotuloFuncao({ nome: 'Dev', cbo: '1234567', ativo: 2 })).toBe('Dev - Simulação');
    expect(rotuloRegime({ sigla: 'CLT', nome: 'Consolidação' })).toBe('CLT - Consolidação');
  });
});

describe('new simulation function', () => {
  it('7 random digits', () => {
    expect(gerarCbo()).toMatch(/^\d{7}$/);
    expect(gerarCbo(() => 0.999999)).toBe('9999999');
  });

  it('spec messages', () => {
    expect(erros(funcaoSimulacaoSchema, { cbo: '', nome: ' ' })).toEqual({ cbo: 'CBO não pode ser vazio', nome: 'Nome não pode ser vazio' });
    expect(erros(funcaoSimulacaoSchema, { cbo: '12a', nome: 'x' })).toEqual({ cbo: 'CBO deve conter apenas números' });
  });
});

describe('margin result simulation', () => {
  const relatorio = {
    receita_bruta: '100000.00',
    impostos: '9350.00',
    receita_liquida: '90650.00',
    rv: '3990.00',
    despesas_operacionais: '12419.05',
    rateio_administrativo: '10968.65',
    resultado_ir_csll: '10000.00',
    imposto_sem_resultado: '3400.00',
  };

  it('percent bases from the stored amounts', () => {
    expect(basesDoResultado(relatorio)).toEqual({
      baseImpostoSemReceitaBruto: '0.093500',
      baseImpostoSemResultado: '0.340000',
      baseRV: '0.039900',
      margemDespesaOperacional: '0.137000',
      baseRateio: '0.121000',
    });
  });

  it('0 when the divisor is 0', () => {
    const zero = { ...relatorio, receita_bruta: '0.00', receita_liquida: '0.00', resultado_ir_csll: '0.00' };
    expect(basesDoResultado(zero)).toEqual({
      baseImpostoSemReceitaBruto: '0',
      baseImpostoSemResultado: '0',
      baseRV: '0',
      margemDespesaOperacional: '0',
      baseRateio: '0',
    });
  });

  it('indirect cost rules of spec 03 section 5', () => {
    expect(erros(custoIndiretoResultadoSchema, { tipo_custo: '', descricao: '', valor: '0', moeda: 'BRL', cotacao: '5' })).toEqual({
      tipo_custo: 'Campo obrigatório.',
      descricao: 'Campo obrigatório.',
      valor: 'Valor tem que ser maior que 0.',
      cotacao: 'Real precisa ter cotação 0.',
    });
    expect(erros(custoIndiretoResultadoSchema, { tipo_custo: 'OUTROS', descricao: 'x', valor: '10', moeda: 'BRL', cotacao: '0' })).toEqual({});
    expect(erros(custoIndiretoResultadoSchema, { tipo_custo: 'OUTROS', descricao: 'x', valor: '10', moeda: 'USD', cotacao: '' })).toEqual({
      cotacao: 'Campo obrigatório.',
    });
  });
});

describe('margin result calculation answer (spec 03 section 7 names)', () => {
  it('maps the margin formula to the total* names and back without losing a figure', () => {
    const margem = calcularMargem({ receitaBruta: '100000.00', custoHH: '40000.00', totalCustoIndireto: '5000.00' });
    const resultado = resultadoCalculoDaMargem(margem);
    expect(resultado.totalImpostos).toBe(margem.impostos);
    expect(resultado.totalAntesIRCSLL).toBe(margem.resultadoAntesIRCSLL);
    expect(resultado.totalMargemLiquida).toBe(margem.margemLiquida);
    expect(Object.keys(resultado)).toHaveLength(14);
    expect(margemDoResultadoCalculo(resultado, { receitaBruta: margem.receitaBruta, custoHH: margem.custoHH })).toEqual(margem);
  });
});
