/**
 * Test fixtures of the scenarios (not exported from the package): a small company as the backend
 * loads it (two branches, CLT / PJ / intern regimes, the seeded CLT taxes, VR / VT / PS), and the
 * golden closing files (../fechamento/casos) turned into scenario bases.
 */
import { lerArquivoGolden, type ArquivoGolden } from '../fechamento/casos/formato';
import { beneficioFechamento, impostoDasLinhas, provisoesDoRegime } from '../fechamento/linhas';
import { CLT, ESTAGIO, FGTS, CPP, INSS, IRRF, PJ, RAT, TERCEIROS } from '../fechamento/testFixtures';
import type { BeneficioFechamento, FaixaImpostoFechamento, ImpostoFechamento, ValorImpostoFechamento } from '../fechamento/types';
import type { AjustesBeneficio, BaseCenario, BeneficioColaboradorCenario, ColaboradorCenario, ImpostoCenario, RegimeCenario, ValorBeneficioCenario } from './tipos';
import fs from 'node:fs';
import path from 'node:path';

function impostoDaEmpresa(imposto: ImpostoFechamento, filiais: number[]): ImpostoCenario {
  return {
    cod: imposto.cod!,
    sigla: imposto.sigla,
    nome: imposto.nome,
    fgts: imposto.fgts,
    faixas: imposto.faixas,
    valores: imposto.valor ? filiais.map((filialCod) => ({ ...(imposto.valor as ValorImpostoFechamento), filialCod })) : [],
  };
}

export const DEP_TI = 1;
export const DEP_FIN = 2;
export const FUNC_DEV = 10;
export const FUNC_ANALISTA = 11;
export const MATRIZ = 1;
export const FILIAL_RJ = 2;
export const REG_CLT = 1;
export const REG_PJ = 2;
export const REG_ESTAGIO = 3;
export const VR = 1;
export const PS = 3;
export const VT = 4;

/** A small company closed in October 2026 (21 working days). */
export function empresa(): BaseCenario {
  const filiais = [MATRIZ, FILIAL_RJ];
  const colaborador = (c: Partial<ColaboradorCenario> & Pick<ColaboradorCenario, 'mat' | 'salario'>): ColaboradorCenario => ({
    nome: `Colaborador ${c.mat}`,
    funcaoCod: FUNC_DEV,
    departamentoCod: DEP_TI,
    filialCod: MATRIZ,
    regimeCod: REG_CLT,
    admissao: '2020-03-02',
    beneficios: [{ benefCod: VR }, { benefCod: VT }, { benefCod: PS }],
    ...c,
  });
  return {
    fechamento: { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 },
    opcoes: {},
    departamentos: [
      { cod: DEP_TI, nome: 'Tecnologia' },
      { cod: DEP_FIN, nome: 'Financeiro' },
    ],
    funcoes: [
      { cod: FUNC_DEV, nome: 'Desenvolvedor' },
      { cod: FUNC_ANALISTA, nome: 'Analista financeiro' },
    ],
    filiais: [
      { cod: MATRIZ, nome: 'Matriz SP' },
      { cod: FILIAL_RJ, nome: 'Filial RJ' },
    ],
    regimes: [
      { cod: REG_CLT, nome: 'CLT', provisoes: CLT, impostos: [1, 2, 3, 4, 5, 6] },
      { cod: REG_PJ, nome: 'PJ', provisoes: PJ, impostos: [] },
      { cod: REG_ESTAGIO, nome: 'Estágio', provisoes: ESTAGIO, impostos: [2] },
    ],
    impostos: [INSS, IRRF, FGTS, CPP, RAT, TERCEIROS].map((imposto) => impostoDaEmpresa(imposto, filiais)),
    beneficios: [
      { benefCod: VR, sigla: 'VR', nome: 'Vale-refeição', filialCod: MATRIZ, valor: '45.00', periodoValor: 'dia', aliquotaDesc: '0.01', baseAliqDesc: 'beneficio' },
      { benefCod: VR, sigla: 'VR', nome: 'Vale-refeição', filialCod: FILIAL_RJ, valor: '50.00', periodoValor: 'dia', aliquotaDesc: '0.01', baseAliqDesc: 'beneficio' },
      { benefCod: VT, sigla: 'VT', nome: 'Vale-transporte', filialCod: MATRIZ, valor: '10.00', periodoValor: 'dia', aliquotaDesc: '0.06', baseAliqDesc: 'salario' },
      { benefCod: VT, sigla: 'VT', nome: 'Vale-transporte', filialCod: FILIAL_RJ, valor: '12.00', periodoValor: 'dia', aliquotaDesc: '0.06', baseAliqDesc: 'salario' },
      { benefCod: PS, sigla: 'PS', nome: 'Plano de saúde', filialCod: MATRIZ, valor: '780.00', periodoValor: 'mes', valorDesc: '120.00' },
      { benefCod: PS, sigla: 'PS', nome: 'Plano de saúde', filialCod: FILIAL_RJ, valor: '820.00', periodoValor: 'mes', valorDesc: '120.00' },
    ],
    colaboradores: [
      colaborador({ mat: 101, salario: '3000.00' }),
      colaborador({ mat: 102, salario: '5000.00', dependentes: 2 }),
      colaborador({ mat: 103, salario: '9500.00', dependentes: 1, filialCod: FILIAL_RJ }),
      colaborador({ mat: 104, salario: '12000.00', regimeCod: REG_PJ, beneficios: [{ benefCod: PS }] }),
      colaborador({ mat: 105, salario: '1500.00', regimeCod: REG_ESTAGIO, cargaHoraria: 6, beneficios: [{ benefCod: VT }] }),
      colaborador({ mat: 201, salario: '4200.00', departamentoCod: DEP_FIN, funcaoCod: FUNC_ANALISTA, filialCod: FILIAL_RJ }),
      colaborador({
        mat: 202,
        salario: '6800.00',
        departamentoCod: DEP_FIN,
        funcaoCod: FUNC_ANALISTA,
        // an employee's own adjustment and a link valued at the other branch
        beneficios: [{ benefCod: VR, valorBenefAdic: '50.00' }, { benefCod: PS, filialCod: FILIAL_RJ }],
      }),
      colaborador({ mat: 203, salario: '2800.00', departamentoCod: DEP_FIN, funcaoCod: FUNC_ANALISTA, admissao: '2026-10-16', cargaHoraria: 4 }),
      colaborador({ mat: 204, salario: '3500.00', departamentoCod: DEP_FIN, funcaoCod: FUNC_ANALISTA, demissao: '2026-09-30' }),
    ],
  };
}

// ------------------------------------------------------------------------------ golden files

export const PASTA_CASOS = path.join(__dirname, '..', 'fechamento', 'casos');

export function lerCaso(nome: string): ArquivoGolden {
  return lerArquivoGolden(fs.readFileSync(path.join(PASTA_CASOS, nome), 'utf8'));
}

const AJUSTES: ReadonlyArray<keyof AjustesBeneficio> = [
  'valorBenefAdic',
  'aliqBenefAdic',
  'valorBenefSubtrai',
  'aliqBenefSubtrai',
  'valorDescAdic',
  'aliqDescAdic',
  'valorDescSubtrai',
  'aliqDescSubtrai',
];

/** The branch of golden benefit row i: each row its own (the files' rows need not carry a benefCod). */
const filialDoBeneficio = (indice: number) => 1000 + indice;

/**
 * The cases of one tax list of a golden file as a scenario base (one branch; a regime per golden
 * regime, all with that tax list), with the case's index as its registration number; null when the
 * list's taxes have no distinct codes (a scenario names a tax by its code). List -1: the cases
 * without taxes.
 */
export function baseDoArquivo(arquivo: ArquivoGolden, lista: number, faixas?: (imposto: ImpostoFechamento) => readonly FaixaImpostoFechamento[] | null | undefined): BaseCenario | null {
  const impostos = lista === -1 ? [] : arquivo.impostos[lista]!.map(impostoDasLinhas);
  const cods = impostos.map((imposto) => imposto.cod);
  if (cods.some((cod) => typeof cod !== 'number') || new Set(cods).size !== cods.length) return null;
  const regimes: RegimeCenario[] = [
    { cod: 0, provisoes: null, impostos: cods as number[] },
    ...arquivo.regimes.map((regime, i) => ({ cod: i + 1, provisoes: provisoesDoRegime(regime), impostos: cods as number[] })),
  ];
  const beneficios: ValorBeneficioCenario[] = arquivo.beneficios.map((linha, i) => {
    const todos: Partial<BeneficioFechamento> = beneficioFechamento(linha);
    for (const campo of AJUSTES) delete todos[campo];
    return { ...(todos as Omit<ValorBeneficioCenario, 'filialCod'>), filialCod: filialDoBeneficio(i) };
  });
  const colaboradores: ColaboradorCenario[] = [];
  arquivo.casos.forEach((caso, mat) => {
    if ((caso.impostos ?? -1) !== lista) return;
    colaboradores.push({
      mat,
      nome: caso.nome ?? null,
      funcaoCod: 1,
      departamentoCod: 1,
      filialCod: 1,
      regimeCod: caso.regime === undefined || caso.regime === null ? 0 : caso.regime + 1,
      salario: caso.colaborador.salario,
      cargaHoraria: caso.colaborador.cargaHoraria,
      dependentes: caso.colaborador.dependentes,
      admissao: caso.colaborador.admissao,
      demissao: caso.colaborador.demissao,
      beneficios: (caso.beneficios ?? []).map((indice): BeneficioColaboradorCenario => {
        const linha = beneficioFechamento(arquivo.beneficios[indice]!);
        const link: BeneficioColaboradorCenario = { benefCod: linha.benefCod as number, filialCod: filialDoBeneficio(indice) };
        for (const campo of AJUSTES) if (linha[campo] !== undefined) link[campo] = linha[campo];
        return link;
      }),
    });
  });
  return {
    fechamento: arquivo.fechamento,
    opcoes: arquivo.opcoes,
    colaboradores,
    beneficios,
    impostos: impostos.map((imposto) => ({
      cod: imposto.cod!,
      sigla: imposto.sigla,
      nome: imposto.nome,
      fgts: imposto.fgts,
      faixas: faixas ? faixas(imposto) : imposto.faixas,
      valores: imposto.valor ? [{ ...imposto.valor, filialCod: 1 }] : [],
    })),
    regimes,
  };
}
