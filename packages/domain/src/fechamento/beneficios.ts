/**
 * Benefits of the closing (DOMAIN.md 'Payroll closing' item 2): the benefit's value, the employee's
 * discount and the company's part.
 */
import type { BaseBeneficio } from '../cadastros/options';
import { Exato, exato, maiorExato, menorExato, UM_EXATO, ZERO_EXATO } from './exato';
import type { BeneficioFechamento, DetalheBeneficio } from './types';

export interface CalculoBeneficio {
  detalhe: DetalheBeneficio;
  valorEmpresa: Exato;
  desconto: Exato;
}

/** The benefit's value (first half of item 2): what does not involve the employee's discount. */
interface ValorDoBeneficio {
  quantidade: Exato;
  valorBase: Exato;
  valorBeneficio: Exato;
  /** The breakdown's fields of this half. */
  textos: Pick<DetalheBeneficio, 'quantidade' | 'valorBase' | 'acrescimos' | 'subtracoes' | 'valorBeneficio'>;
}

const baseBeneficio = (base: BaseBeneficio | null | undefined, salario: Exato, valorBeneficio: Exato) =>
  base === 'salario' ? salario : valorBeneficio;

/** A benefit row's amounts and rates, read once (a closing's calculator reads each row once). */
interface BeneficioLido {
  beneficio: BeneficioFechamento;
  valor: Exato;
  aliquotaBenef: Exato;
  valorBenefAdic: Exato;
  aliqBenefAdic: Exato;
  valorBenefSubtrai: Exato;
  aliqBenefSubtrai: Exato;
  valorDesc: Exato;
  aliquotaDesc: Exato;
  valorDescAdic: Exato;
  aliqDescAdic: Exato;
  valorDescSubtrai: Exato;
  aliqDescSubtrai: Exato;
  valorFilial: Exato;
  aliquotaFilial: Exato;
}

function lerBeneficio(beneficio: BeneficioFechamento): BeneficioLido {
  return {
    beneficio,
    valor: exato(beneficio.valor, 'valor'),
    aliquotaBenef: exato(beneficio.aliquotaBenef, 'aliquotaBenef'),
    valorBenefAdic: exato(beneficio.valorBenefAdic, 'valorBenefAdic'),
    aliqBenefAdic: exato(beneficio.aliqBenefAdic, 'aliqBenefAdic'),
    valorBenefSubtrai: exato(beneficio.valorBenefSubtrai, 'valorBenefSubtrai'),
    aliqBenefSubtrai: exato(beneficio.aliqBenefSubtrai, 'aliqBenefSubtrai'),
    valorDesc: exato(beneficio.valorDesc, 'valorDesc'),
    aliquotaDesc: exato(beneficio.aliquotaDesc, 'aliquotaDesc'),
    valorDescAdic: exato(beneficio.valorDescAdic, 'valorDescAdic'),
    aliqDescAdic: exato(beneficio.aliqDescAdic, 'aliqDescAdic'),
    valorDescSubtrai: exato(beneficio.valorDescSubtrai, 'valorDescSubtrai'),
    aliqDescSubtrai: exato(beneficio.aliqDescSubtrai, 'aliqDescSubtrai'),
    valorFilial: exato(beneficio.valorFilial, 'valorFilial'),
    aliquotaFilial: exato(beneficio.aliquotaFilial, 'aliquotaFilial'),
  };
}

function valorDoBeneficio(lido: BeneficioLido, salario: Exato, diasUteis: Exato): ValorDoBeneficio {
  const { beneficio } = lido;
  const porDia = beneficio.periodoValor === 'dia';
  const quantidade = porDia ? diasUteis : UM_EXATO;
  const valorBase = lido.valor.times(quantidade);
  const baseBenef = baseBeneficio(beneficio.baseAliqBenef, salario, valorBase);
  const acrescimos = lido.aliquotaBenef.times(baseBenef).plus(lido.valorBenefAdic).plus(lido.aliqBenefAdic.times(baseBenef));
  const subtracoes = lido.valorBenefSubtrai.plus(lido.aliqBenefSubtrai.times(baseBenef));
  const valorBeneficio = maiorExato(ZERO_EXATO, valorBase.plus(acrescimos).minus(subtracoes));
  return {
    quantidade,
    valorBase,
    valorBeneficio,
    textos: {
      quantidade: quantidade.toString(),
      valorBase: valorBase.centavos(),
      acrescimos: acrescimos.centavos(),
      subtracoes: subtracoes.centavos(),
      valorBeneficio: valorBeneficio.centavos(),
    },
  };
}

/** The employee's discount and the company's part (second half of item 2). */
function descontoDoBeneficio(lido: BeneficioLido, valor: ValorDoBeneficio, salario: Exato): CalculoBeneficio {
  const { beneficio } = lido;
  const { valorBeneficio } = valor;
  const baseDesc = baseBeneficio(beneficio.baseAliqDesc, salario, valorBeneficio);
  const descontoBruto = lido.valorDesc
    .plus(lido.aliquotaDesc.times(baseDesc))
    .plus(lido.valorDescAdic)
    .plus(lido.aliqDescAdic.times(baseDesc))
    .minus(lido.valorDescSubtrai)
    .minus(lido.aliqDescSubtrai.times(baseDesc));
  const desconto = menorExato(valorBeneficio, maiorExato(ZERO_EXATO, descontoBruto));

  const parteFilial = lido.valorFilial.plus(
    lido.aliquotaFilial.times(baseBeneficio(beneficio.baseAliqFilial, salario, valorBeneficio)),
  );
  const valorEmpresa = valorBeneficio.minus(desconto).plus(parteFilial);

  return {
    valorEmpresa,
    desconto,
    detalhe: {
      benefCod: beneficio.benefCod ?? null,
      sigla: beneficio.sigla ?? null,
      nome: beneficio.nome ?? null,
      periodoValor: beneficio.periodoValor,
      quantidade: valor.textos.quantidade,
      valorBase: valor.textos.valorBase,
      acrescimos: valor.textos.acrescimos,
      subtracoes: valor.textos.subtracoes,
      valorBeneficio: valor.textos.valorBeneficio,
      descontoColaborador: desconto.centavos(),
      parteFilial: parteFilial.centavos(),
      valorEmpresa: valorEmpresa.centavos(),
    },
  };
}

/** One benefit (DOMAIN.md item 2), unrounded figures plus the reported breakdown. */
export function calcularBeneficio(beneficio: BeneficioFechamento, salario: Exato, diasUteis: Exato): CalculoBeneficio {
  const lido = lerBeneficio(beneficio);
  return descontoDoBeneficio(lido, valorDoBeneficio(lido, salario, diasUteis), salario);
}

/**
 * The benefits of one closing (`diasUteis`): each row is read once, and what does not depend on the
 * salary is computed once for every employee with that row (the same objects: the backend hands
 * the employees of a branch the same rows).
 */
export function beneficiosDoFechamento(diasUteis: Exato): (item: BeneficioFechamento, bruto: Exato) => CalculoBeneficio {
  const beneficiosFixos = new Map<BeneficioFechamento, CalculoBeneficio>();
  const lidos = new Map<BeneficioFechamento, BeneficioLido>();
  const valoresBeneficio = new Map<BeneficioFechamento, ValorDoBeneficio>();
  return (item: BeneficioFechamento, bruto: Exato): CalculoBeneficio => {
    let lido = lidos.get(item);
    if (lido === undefined) {
      lido = lerBeneficio(item);
      lidos.set(item, lido);
    }
    if (item.baseAliqBenef === 'salario') return descontoDoBeneficio(lido, valorDoBeneficio(lido, bruto, diasUteis), bruto);
    // The value does not depend on the salary: computed once for every employee with this row.
    let valor = valoresBeneficio.get(item);
    if (valor === undefined) {
      valor = valorDoBeneficio(lido, bruto, diasUteis);
      valoresBeneficio.set(item, valor);
    }
    if (item.baseAliqDesc === 'salario' || item.baseAliqFilial === 'salario') return descontoDoBeneficio(lido, valor, bruto);
    // Nor does the discount: the same figures and the same (frozen) breakdown for every employee.
    let calculo = beneficiosFixos.get(item);
    if (calculo === undefined) {
      calculo = descontoDoBeneficio(lido, valor, bruto);
      Object.freeze(calculo.detalhe);
      beneficiosFixos.set(item, calculo);
    }
    return calculo;
  };
}
