/**
 * The one mapping from database rows to the closing engine's input: the backend's loader
 * (fechamentos/entradas.ts) hands it the rows it read, the golden cases (casos/formato.ts) and the
 * test fixtures hand it rows written by hand. The row types are the columns of
 * migrations/0003_cadastros.sql under their Drizzle names (camelCase, as in
 * packages/backend/src/db/schema), with the loose value kinds the engine accepts: a NUMERIC column
 * arrives as a decimal string, a code column (periodo_valor, compara_inicio...) as plain text, which
 * the mapper narrows to the engine's option types without checking it (the registration forms do).
 * A field absent from a row stays absent (undefined) in the engine's input.
 */
import type { BaseBeneficio, BaseImposto, Comparador, PeriodoValor, TipoImposto } from '../cadastros/options';
import type {
  BeneficioFechamento,
  ColaboradorFechamento,
  FaixaImpostoFechamento,
  ImpostoFechamento,
  RegimeProvisoes,
  ValorImpostoFechamento,
} from './types';

type Opcional<T> = T | null | undefined;

/**
 * A row as the database reads it: the engine input's own fields under the same names, its option
 * fields (periodo_valor, compara_inicio, base_aliq_*...) as plain text.
 */
export type Linha<T> = { [K in keyof T]: T[K] extends Opcional<string> ? (null extends T[K] ? Opcional<string> : string) : T[K] };

/** colaborador: the record's columns the engine reads. */
export type LinhaColaborador = Pick<ColaboradorFechamento, 'salario' | 'cargaHoraria' | 'dependentes' | 'admissao' | 'demissao'>;

/** colaborador_historico: the history row in force, whose salary and daily workload replace the record's. */
export type LinhaHistorico = Pick<ColaboradorFechamento, 'salario' | 'cargaHoraria'>;

/** regime_contrato: the provision flags. */
export type LinhaRegime = RegimeProvisoes;

/**
 * One benefit link: beneficio (benefCod, sigla, nome) joined with the value row of the link's branch
 * (valor_beneficio) and the employee's adjustments (colaborador_beneficio).
 */
export type LinhaBeneficio = Linha<BeneficioFechamento>;

/** valor_imposto: the branch's values of a tax. */
export type LinhaValorImposto = Linha<ValorImpostoFechamento>;

/** faixa_imposto: a tax bracket. */
export type LinhaFaixaImposto = Linha<FaixaImpostoFechamento>;

/** imposto (cod, sigla, nome) linked to the regime, with its value row and brackets as rows. */
export type LinhaImposto = Omit<ImpostoFechamento, 'valor' | 'faixas'> & {
  valor?: Opcional<LinhaValorImposto>;
  faixas?: Opcional<readonly LinhaFaixaImposto[]>;
};

/** The employee as of the period: the record, with the salary and daily workload of the history row in force. */
export function colaboradorFechamento(pessoa: LinhaColaborador, vigente?: LinhaHistorico | null): ColaboradorFechamento {
  return {
    salario: vigente?.salario ?? pessoa.salario,
    cargaHoraria: vigente?.cargaHoraria ?? pessoa.cargaHoraria,
    dependentes: pessoa.dependentes,
    admissao: pessoa.admissao,
    demissao: pessoa.demissao,
  };
}

export function provisoesDoRegime(regime: LinhaRegime): RegimeProvisoes {
  return {
    provisionaDecimoTerceiro: regime.provisionaDecimoTerceiro,
    provisionaFerias: regime.provisionaFerias,
    provisionaTercoFerias: regime.provisionaTercoFerias,
    provisionaRescisao: regime.provisionaRescisao,
    provisionaFgts: regime.provisionaFgts,
    recessoRemunerado: regime.recessoRemunerado,
  };
}

export function beneficioFechamento(linha: LinhaBeneficio): BeneficioFechamento {
  return {
    benefCod: linha.benefCod,
    sigla: linha.sigla,
    nome: linha.nome,
    valor: linha.valor,
    periodoValor: linha.periodoValor as PeriodoValor,
    valorDesc: linha.valorDesc,
    aliquotaBenef: linha.aliquotaBenef,
    baseAliqBenef: linha.baseAliqBenef as Opcional<BaseBeneficio>,
    aliquotaDesc: linha.aliquotaDesc,
    baseAliqDesc: linha.baseAliqDesc as Opcional<BaseBeneficio>,
    valorFilial: linha.valorFilial,
    aliquotaFilial: linha.aliquotaFilial,
    baseAliqFilial: linha.baseAliqFilial as Opcional<BaseBeneficio>,
    valorBenefAdic: linha.valorBenefAdic,
    aliqBenefAdic: linha.aliqBenefAdic,
    valorBenefSubtrai: linha.valorBenefSubtrai,
    aliqBenefSubtrai: linha.aliqBenefSubtrai,
    valorDescAdic: linha.valorDescAdic,
    aliqDescAdic: linha.aliqDescAdic,
    valorDescSubtrai: linha.valorDescSubtrai,
    aliqDescSubtrai: linha.aliqDescSubtrai,
  };
}

export function valorImpostoFechamento(linha: LinhaValorImposto): ValorImpostoFechamento {
  return {
    tipoImposto: linha.tipoImposto as TipoImposto,
    periodoValor: linha.periodoValor as Opcional<PeriodoValor>,
    valorFixo: linha.valorFixo,
    valorDesc: linha.valorDesc,
    aliquotaDesc: linha.aliquotaDesc,
    baseAliqDesc: linha.baseAliqDesc as Opcional<BaseImposto>,
    valorFilial: linha.valorFilial,
    aliquotaFilial: linha.aliquotaFilial,
    baseAliqFilial: linha.baseAliqFilial as Opcional<BaseImposto>,
  };
}

export function faixaImpostoFechamento(linha: LinhaFaixaImposto): FaixaImpostoFechamento {
  return {
    id: linha.id,
    comparaInicio: linha.comparaInicio as Comparador,
    valorFaixaInicio: linha.valorFaixaInicio,
    comparaFim: linha.comparaFim as Opcional<Comparador>,
    valorFaixaFim: linha.valorFaixaFim,
    aliqFaixa: linha.aliqFaixa,
    baseAliqFaixa: linha.baseAliqFaixa as Opcional<BaseImposto>,
    valorFaixa: linha.valorFaixa,
    valorDeducao: linha.valorDeducao,
    vigenciaInicio: linha.vigenciaInicio,
    vigenciaFim: linha.vigenciaFim,
    ativo: linha.ativo,
    observacao: linha.observacao,
  };
}

/**
 * A tax of the regime with the branch's value (null: the branch has none) and the brackets, both
 * already mapped: the caller maps each row once and shares the objects between the employees.
 */
export function impostoFechamento(
  imposto: Pick<LinhaImposto, 'cod' | 'sigla' | 'nome' | 'fgts'>,
  valor: Opcional<ValorImpostoFechamento>,
  faixas: Opcional<readonly FaixaImpostoFechamento[]>,
): ImpostoFechamento {
  return { cod: imposto.cod, sigla: imposto.sigla, nome: imposto.nome, fgts: imposto.fgts, valor, faixas };
}

/** A tax given as rows (value row and brackets inside): impostoFechamento with each row mapped. */
export function impostoDasLinhas(linha: LinhaImposto): ImpostoFechamento {
  return impostoFechamento(
    linha,
    linha.valor ? valorImpostoFechamento(linha.valor) : linha.valor,
    linha.faixas ? linha.faixas.map(faixaImpostoFechamento) : linha.faixas,
  );
}
