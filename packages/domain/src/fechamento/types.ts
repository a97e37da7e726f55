import type { NumericInput } from '../format/numbers';
import type { DateValue } from '../format/dates';
import type { BaseBeneficio, BaseImposto, Comparador, PeriodoValor, TipoImposto } from '../cadastros/options';

/**
 * Inputs of the payroll closing engine (DOMAIN.md 'Payroll closing'; field names of
 * migrations/0003_cadastros.sql and of the cadastros schemas). Plain data: money and rates as
 * decimal strings (NUMERIC columns) or numbers; rates are fractions 0..1. A missing or null
 * value counts as 0 (or the field's default).
 */
export type ValorDecimal = NumericInput;
type Opcional<T> = T | null | undefined;

/** Provision settings of the contract regime (regime_contrato; defaults = the CLT defaults of the table). */
export interface RegimeProvisoes {
  provisionaDecimoTerceiro?: Opcional<boolean>;
  provisionaFerias?: Opcional<boolean>;
  provisionaTercoFerias?: Opcional<boolean>;
  provisionaRescisao?: Opcional<boolean>;
  provisionaFgts?: Opcional<boolean>;
  recessoRemunerado?: Opcional<boolean>;
}

/** The employee as of the closing's period (the history row in force, or the record itself). */
export interface ColaboradorFechamento extends RegimeProvisoes {
  /** Monthly salary. */
  salario: ValorDecimal;
  /** Daily workload in hours; default 8. */
  cargaHoraria?: Opcional<number | string>;
  dependentes?: Opcional<number | string>;
  /** 'yyyy-MM-dd' (or any date the format helpers read). */
  admissao?: Opcional<DateValue>;
  demissao?: Opcional<DateValue>;
}

/**
 * One benefit of the employee: the branch value row (valor_beneficio) joined with the
 * employee's own additions and subtractions (colaborador_beneficio).
 */
export interface BeneficioFechamento {
  benefCod?: Opcional<number>;
  sigla?: Opcional<string>;
  nome?: Opcional<string>;
  // valor_beneficio (the branch's values)
  valor: ValorDecimal;
  periodoValor: PeriodoValor;
  valorDesc?: Opcional<ValorDecimal>;
  aliquotaBenef?: Opcional<ValorDecimal>;
  baseAliqBenef?: Opcional<BaseBeneficio>;
  aliquotaDesc?: Opcional<ValorDecimal>;
  baseAliqDesc?: Opcional<BaseBeneficio>;
  valorFilial?: Opcional<ValorDecimal>;
  aliquotaFilial?: Opcional<ValorDecimal>;
  baseAliqFilial?: Opcional<BaseBeneficio>;
  // colaborador_beneficio (the employee's adjustments)
  valorBenefAdic?: Opcional<ValorDecimal>;
  aliqBenefAdic?: Opcional<ValorDecimal>;
  valorBenefSubtrai?: Opcional<ValorDecimal>;
  aliqBenefSubtrai?: Opcional<ValorDecimal>;
  valorDescAdic?: Opcional<ValorDecimal>;
  aliqDescAdic?: Opcional<ValorDecimal>;
  valorDescSubtrai?: Opcional<ValorDecimal>;
  aliqDescSubtrai?: Opcional<ValorDecimal>;
}

/** The branch's value row of a tax (valor_imposto). */
export interface ValorImpostoFechamento {
  tipoImposto: TipoImposto;
  valorFixo?: Opcional<ValorDecimal>;
  periodoValor?: Opcional<PeriodoValor>;
  valorDesc?: Opcional<ValorDecimal>;
  aliquotaDesc?: Opcional<ValorDecimal>;
  baseAliqDesc?: Opcional<BaseImposto>;
  valorFilial?: Opcional<ValorDecimal>;
  aliquotaFilial?: Opcional<ValorDecimal>;
  baseAliqFilial?: Opcional<BaseImposto>;
}

/** A tax bracket (faixa_imposto). */
export interface FaixaImpostoFechamento {
  id?: Opcional<number>;
  comparaInicio: Comparador;
  valorFaixaInicio: ValorDecimal;
  comparaFim?: Opcional<Comparador>;
  valorFaixaFim?: Opcional<ValorDecimal>;
  aliqFaixa?: Opcional<ValorDecimal>;
  baseAliqFaixa?: Opcional<BaseImposto>;
  /** A fixed amount (e.g. the INSS ceiling contribution); replaces base x aliq - dedução. */
  valorFaixa?: Opcional<ValorDecimal>;
  valorDeducao?: Opcional<ValorDecimal>;
  /** 'yyyy-MM-dd'; null = always. */
  vigenciaInicio?: Opcional<string>;
  /** 'yyyy-MM-dd'; null = open-ended. */
  vigenciaFim?: Opcional<string>;
  ativo?: Opcional<boolean>;
  observacao?: Opcional<string>;
}

/** A bracket with JSON values (decimal strings or numbers, never a Decimal): as a stored scenario change or an official table holds it. */
export type FaixaImpostoJson = {
  [K in keyof FaixaImpostoFechamento]: Exclude<FaixaImpostoFechamento[K], ValorDecimal> | Extract<FaixaImpostoFechamento[K], string | number>;
};

/** A tax linked to the employee's regime, with the branch's value row and its brackets. */
export interface ImpostoFechamento {
  cod?: Opcional<number>;
  sigla?: Opcional<string>;
  nome?: Opcional<string>;
  /** True for FGTS (its company rate drives the termination provision); default: sigla = 'FGTS'. */
  fgts?: Opcional<boolean>;
  /** The branch's value row; null when the branch has none (brackets alone still apply). */
  valor?: Opcional<ValorImpostoFechamento>;
  /** All the tax's brackets; those in force on the closing's reference date are used. */
  faixas?: Opcional<readonly FaixaImpostoFechamento[]>;
}

/** The closing (fechamento). */
export interface PeriodoFechamento {
  dataInicio: DateValue;
  dataFim: DateValue;
  /** Default 30. */
  diasUteis?: Opcional<number | string>;
  /**
   * Date whose brackets and legal constants apply; default `dataFim` (choice: the salary of a
   * period is due at its end).
   */
  dataReferencia?: Opcional<DateValue>;
}

export interface FechamentoColaboradorInput {
  colaborador: ColaboradorFechamento;
  /** Provision settings of the regime; when absent, the flags on `colaborador` (else CLT defaults). */
  regime?: Opcional<RegimeProvisoes>;
  beneficios?: Opcional<readonly BeneficioFechamento[]>;
  impostos?: Opcional<readonly ImpostoFechamento[]>;
  fechamento: PeriodoFechamento;
}

// ------------------------------------------------------------------------------------ outputs

/** Money as a decimal string rounded half-up to cents ('1234.56'). */
export type Centavos = string;

export interface FaixaEscolhida {
  id: number | null;
  compara_inicio: Comparador;
  valor_faixa_inicio: string;
  compara_fim: Comparador | null;
  valor_faixa_fim: string | null;
  aliq_faixa: string;
  valor_faixa: string | null;
  valor_deducao: string;
  vigencia_inicio: string | null;
  vigencia_fim: string | null;
  observacao: string | null;
}

export interface DetalheIrrf {
  bruto: Centavos;
  /** Employee taxes on base salario (INSS). */
  deducaoImpostos: Centavos;
  dependentes: number;
  deducaoPorDependente: Centavos;
  deducaoDependentes: Centavos;
  /** deducaoImpostos + deducaoDependentes. */
  deducaoLegal: Centavos;
  descontoSimplificado: Centavos;
  /** Which deduction was used: the larger one ('legal' on a tie). */
  deducaoUsada: 'legal' | 'simplificado';
  deducao: Centavos;
  base: Centavos;
  impostoTabela: Centavos;
  reducaoLei15270: Centavos;
  imposto: Centavos;
}

export interface DetalheBeneficio {
  benefCod: number | null;
  sigla: string | null;
  nome: string | null;
  periodoValor: PeriodoValor;
  /** diasUteis for a per-day benefit, 1 for a monthly one. */
  quantidade: string;
  /** valor x quantidade. */
  valorBase: Centavos;
  /** aliquotaBenef x base + valorBenefAdic + aliqBenefAdic x base. */
  acrescimos: Centavos;
  /** valorBenefSubtrai + aliqBenefSubtrai x base. */
  subtracoes: Centavos;
  /** The benefit's value (floor 0). */
  valorBeneficio: Centavos;
  /** What the employee pays (discounted from the salary), between 0 and valorBeneficio. */
  descontoColaborador: Centavos;
  /** valorFilial + aliquotaFilial x base: the company's extra part. */
  parteFilial: Centavos;
  /** What the company pays: valorBeneficio - descontoColaborador + parteFilial. */
  valorEmpresa: Centavos;
}

export interface DetalheImposto {
  cod: number | null;
  sigla: string | null;
  nome: string | null;
  /** How the employee part was computed. */
  calculo: 'fixo' | 'percentual' | 'faixas' | 'sem_valor';
  fgts: boolean;
  /** Base of the employee part (null for fixo / no value row without brackets). */
  base: BaseImposto | null;
  /** The base amount used for the employee part. */
  baseCalculo: Centavos | null;
  /** The bracket chosen (calculo 'faixas'); null when none matched (see avisos). */
  faixa: FaixaEscolhida | null;
  /** The bracket's tax before the Lei 15.270 reducer. */
  impostoFaixa: Centavos | null;
  /** True when a percentage bracket exceeded the table's fixed ceiling and was capped. */
  limitadoAoTeto: boolean;
  /** Present for a bracketed tax on base imposto (income tax). */
  irrf: DetalheIrrf | null;
  parteColaborador: Centavos;
  baseFilial: BaseImposto | null;
  aliquotaFilial: string;
  parteFilial: Centavos;
}

export interface DetalheFechamento {
  dataInicio: string;
  dataFim: string;
  dataReferencia: string;
  diasUteis: number;
  proporcional: {
    ativoNoPeriodo: boolean;
    admitidoNoPeriodo: boolean;
    demitidoNoPeriodo: boolean;
    /** Calendar days worked inside the period (when prorated). */
    diasTrabalhados: number;
    /** Days of the month of dataInicio (when prorated). */
    diasMes: number;
    /** Salary factor (1 when not prorated). */
    fator: string;
    salarioMensal: Centavos;
  };
  beneficios: DetalheBeneficio[];
  descontoBeneficios: Centavos;
  impostos: DetalheImposto[];
  /** IRRF base (base imposto) used by taxes on base imposto; null when none. */
  irrf: DetalheIrrf | null;
  encargos: {
    /** Sum of the company-part rates on base salario (CPP + RAT + Terceiros + FGTS). */
    aliquotaEncargos: string;
    /** Company rate of the FGTS tax(es) on base salario. */
    aliquotaFgts: string;
    /** Rate applied on the provisions: aliquotaEncargos, minus FGTS when the regime does not provision FGTS. */
    aliquotaEncargosProvisoes: string;
    /** Company taxes other than FGTS. */
    encargosSemFgts: Centavos;
    fgts: Centavos;
    /** All company taxes (salarioFilial - salarioBase). */
    total: Centavos;
  };
  provisoes: {
    /** gross / 12 when the 13th is provisioned. */
    baseDecimoTerceiro: Centavos;
    /** gross / 12 (x 4/3 with the 1/3) when vacation is provisioned. */
    baseFerias: Centavos;
    /** The 1/3 part of baseFerias. */
    tercoFerias: Centavos;
    /** baseDecimoTerceiro + baseFerias. */
    baseProvisoes: Centavos;
    /** Charges on baseProvisoes (x aliquotaEncargosProvisoes). */
    encargosProvisoes: Centavos;
    /** Paid recess (intern) = gross / 12, reported in provisaoFerias. */
    recesso: Centavos;
    /** gross + baseDecimoTerceiro + baseFerias: the FGTS base of the termination provision. */
    baseRescisao: Centavos;
  };
  /** The hour cost's divisor: diasUteis x carga_horaria (x 8 h for a part-time employee when partTimeColab is false). */
  horasMes: string;
  avisos: string[];
}

/** The per-employee closing result (spec 02 section 3) plus the breakdown. */
export interface FechamentoColaboradorResultado {
  salarioBase: Centavos;
  beneficioTotal: Centavos;
  impostoTotal: Centavos;
  salarioLiquido: Centavos;
  salarioFilial: Centavos;
  provisaoDecimoTerceiro: Centavos;
  provisaoFerias: Centavos;
  provisaoRescisao: Centavos;
  custoTotal: Centavos;
  /** custoTotal / detalhamento.horasMes, 4 decimals ('20.7535'); see calcular.ts. */
  custoHora: string;
  /** custoTotal / (diasUteis x 4 h), 4 decimals. */
  custoHoraMeioPeriodo: string;
  cargaHoraria: number;
  /** 1 when carga_horaria <= 4. */
  meioPeriodo: 0 | 1;
  detalhamento: DetalheFechamento;
}
