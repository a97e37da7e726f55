/**
 * The bodies the tests of the registers send, complete and valid, one of each (the module's own tests and its
 * audit tests sent the same, each file with its copy): a test passes what it checks in `extra`.
 */
import { withCheckDigits } from '../seed/company/cpf';

type Json = Record<string, unknown>;

/** Who a test creates: the fields that must differ from one employee to the next. */
export interface PessoaDeTeste {
  nome: string;
  sobrenome: string;
  cpf: string;
  email: string;
}

/** A valid CPF from a five-digit base of the test file (none of the demo's) and a sequence number. */
export function cpfDeTeste(base: string, n: number): string {
  return withCheckDigits(`${base}${String(n).padStart(4, '0')}`.split('').map(Number));
}

/** POST /employee/create (and PUT /employee/update/:mat): demo branch 1, department 5, regime 1, function 2. */
export function colaboradorDeTeste(pessoa: PessoaDeTeste, extra: Json = {}) {
  return {
    ...pessoa,
    dependentes: 1,
    endereco: 'Rua das Flores, 10',
    cidade: 'São Paulo',
    uf: 'SP',
    filial: 1,
    departamento: 5,
    regime: 1,
    funcao: 2,
    admissao: '2024-03-01',
    demissao: '',
    salario: 8500.5,
    classificacao: 'Desenvolvimento',
    carga_horaria: 8,
    data_inicio: '2024-03-01',
    observacao: '',
    ...extra,
  };
}

/** A row of POST /import/colaborador, as the screen sends it (text, pt-BR money and dates). */
export function linhaDeColaboradorDeTeste(pessoa: PessoaDeTeste, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...pessoa,
    dependentes: '0',
    endereco: '',
    cidade: 'São Paulo',
    filial: '1',
    departamento: '5',
    regime: '1',
    funcao: '2',
    admissao: '01/03/2024',
    demissao: '',
    salario: '7.500,00',
    carga_horaria: '8',
    classificacao: 'Desenvolvimento',
    data_inicio: '2024-03-01',
    observacao: '',
    ...extra,
  };
}

/** A complete value row of benefit `benefCod` for branch `filialCod` (money in reais, rates as fractions). */
export function valorDeBeneficioDeTeste(benefCod: number, filialCod: number, extra: Json = {}) {
  return {
    benefCod,
    filialCod,
    valor: 45.5,
    periodoValor: 'dia',
    valorDesc: 0,
    aliquotaBenef: 0,
    baseAliqBenef: null,
    aliquotaDesc: 0.2,
    baseAliqDesc: 'beneficio',
    valorFilial: 0,
    aliquotaFilial: 0.8,
    baseAliqFilial: 'beneficio',
    ...extra,
  };
}

/** A tax bracket (POST /imposto/faixa/:cod): 0 to 1.000, 7,5 % of the salary, in force in 2025. */
export function faixaDeImpostoDeTeste(extra: Json = {}): Json {
  return {
    compara_inicio: '>=',
    valor_faixa_inicio: 0,
    compara_fim: '<=',
    valor_faixa_fim: 1000,
    aliq_faixa: 0.075,
    base_aliq_faixa: 'salario',
    valor_faixa: null,
    valor_deducao: 0,
    observacao: 'Primeira faixa',
    vigencia_inicio: '2025-01-01',
    vigencia_fim: '2025-12-31',
    ...extra,
  };
}

/** A tax's value for a branch (POST /valor-imposto/create): 8 % of the salary paid by the branch. */
export function valorDeImpostoDeTeste(impostoCod: number | undefined, filialCod: number, extra: Json = {}): Json {
  return {
    imposto_cod: impostoCod,
    filial_cod: filialCod,
    tipo_imposto: 'percentual',
    periodo_valor: 'mes',
    valor_fixo: 0,
    valor_desc: 0,
    aliquota_desc: 0,
    base_aliq_desc: '',
    valor_filial: 0,
    aliquota_filial: 0.08,
    base_aliq_filial: 'salario',
    ...extra,
  };
}
