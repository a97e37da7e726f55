import { SeededRandom } from '../aleatorio';
import { proximaChave } from '../planejamento/meses';
import { funcao, indireto, mes, plano } from '../planejamento/testFixtures';
import type { LinhaFuncao, MesPlanejamento } from '../planejamento/tipos';
import { custoHoraProjetadoPorFuncao } from './restante';
import { precificarHoras, TabelaPrecos, type ParteReal } from './real';
import type { EntradaProjecao, FechamentoCalculado, FuncaoRef, HorasPessoaMes } from './tipos';

/**
 * The hand-computed project of the forecast tests (tests only; the figures are worked out in
 * projecao.test.ts). Today 10/12/2026. Plan 10/2026..01/2027, sale value R$ 20.000,00 a month:
 *   10/2026, 11/2026: Desenvolvedor Pleno 100 h x 100,00; Analista de Testes 50 h x 60,00; indirect 500,00
 *   12/2026: the same + Arquiteto 10 h x 200,00 (nobody on the project holds Arquiteto)
 *   01/2027: Desenvolvedor Pleno 80 h x 100,00; Arquiteto 20 h x 200,00; no indirect
 * People: Ana (1) and Bruno (2) Desenvolvedor Pleno, Carla (3) Analista de Testes, Davi (4) Gerente de
 * Projetos (not in the plan), a Jira user without an employee. One calculated closing, 10/2026.
 */

export const DEV: FuncaoRef = { cod: 1, nome: 'Desenvolvedor Pleno' };
export const TESTES: FuncaoRef = { cod: 2, nome: 'Analista de Testes' };
export const ARQUITETO: FuncaoRef = { cod: 3, nome: 'Arquiteto' };
export const GERENTE: FuncaoRef = { cod: 9, nome: 'Gerente de Projetos' };

export function linha(chave: string, indice: number, f: FuncaoRef, horas: string, taxa: string, total: string): LinhaFuncao {
  return funcao(chave, indice, { codigo_funcao: f.cod, nome_funcao: f.nome, horas_funcao: horas, custo_venda_funcao: taxa, custo_total_funcao: total });
}

export function mesPlano(chave: string, funcoes: LinhaFuncao[], indiretoValor: string | null, venda: string | null): MesPlanejamento {
  const indiretos = indiretoValor === null ? [] : [indireto(chave, 1, { valor_original_custo_indireto: indiretoValor, valor_custo_indireto: indiretoValor })];
  return mes(funcoes, indiretos, venda);
}

export function planoExemplo() {
  return plano({
    '10-2026': mesPlano('10-2026', [linha('10-2026', 1, DEV, '100.00', '100.00', '10000.00'), linha('10-2026', 2, TESTES, '50.00', '60.00', '3000.00')], '500.00', '20000.00'),
    '11-2026': mesPlano('11-2026', [linha('11-2026', 1, DEV, '100.00', '100.00', '10000.00'), linha('11-2026', 2, TESTES, '50.00', '60.00', '3000.00')], '500.00', '20000.00'),
    '12-2026': mesPlano(
      '12-2026',
      [
        linha('12-2026', 1, DEV, '100.00', '100.00', '10000.00'),
        linha('12-2026', 2, TESTES, '50.00', '60.00', '3000.00'),
        linha('12-2026', 3, ARQUITETO, '10.00', '200.00', '2000.00'),
      ],
      '500.00',
      '20000.00',
    ),
    '01-2027': mesPlano('01-2027', [linha('01-2027', 1, DEV, '80.00', '100.00', '8000.00'), linha('01-2027', 2, ARQUITETO, '20.00', '200.00', '4000.00')], null, '20000.00'),
  });
}

export const FECHAMENTO_OUTUBRO: FechamentoCalculado = {
  id: 1,
  mes: '10-2026',
  colaboradores: [
    { mat: '1', custoHora: '110.0000', funcao: DEV },
    { mat: '2', custoHora: '90.0000', funcao: DEV },
    { mat: '3', custoHora: '55.0000', funcao: TESTES },
    { mat: '4', custoHora: '150.0000', funcao: GERENTE },
  ],
};

export const FECHAMENTO_NOVEMBRO: FechamentoCalculado = {
  id: 2,
  mes: '11-2026',
  colaboradores: [
    { mat: '1', custoHora: '115.1234', funcao: DEV },
    { mat: '2', custoHora: '95.0000', funcao: DEV },
    { mat: '3', custoHora: '58.3333', funcao: TESTES },
    { mat: '4', custoHora: '150.0000', funcao: GERENTE },
  ],
};

const NOMES: Record<string, string> = { '1': 'Ana', '2': 'Bruno', '3': 'Carla', '4': 'Davi' };

export const h = (mat: string | null, chave: string, horas: number): HorasPessoaMes => ({
  mat,
  nome: mat === null ? 'jira.usuario' : NOMES[mat]!,
  mes: chave,
  segundos: horas * 3600,
});

export const HORAS_EXEMPLO: HorasPessoaMes[] = [
  h('1', '10-2026', 60),
  h('2', '10-2026', 50),
  h('3', '10-2026', 40),
  h('4', '10-2026', 5),
  h(null, '10-2026', 2),
  h('1', '11-2026', 55),
  h('2', '11-2026', 45),
  h('3', '11-2026', 45),
  h('1', '12-2026', 20),
  h('3', '12-2026', 10),
];

export function entradaExemplo(overrides: Partial<EntradaProjecao> = {}): EntradaProjecao {
  return {
    plano: planoExemplo(),
    fechamentos: [FECHAMENTO_OUTUBRO],
    horas: HORAS_EXEMPLO,
    custosExtras: [
      { mes: '10-2026', valor: '700.00' },
      { mes: '11-2026', valor: '400.00' },
      { mes: '12-2026', valor: '100.00' },
    ],
    hoje: '2026-12-10',
    ...overrides,
  };
}

/** What the backend's aggregate keeps (migration 0107): the priced parts summed per month and function. */
export function partesAgregadas(entrada: EntradaProjecao): ParteReal[] {
  const grupos = new Map<string, ParteReal>();
  for (const parte of precificarHoras(entrada.horas, new TabelaPrecos(entrada.fechamentos))) {
    const chave = `${parte.mes}|${parte.funcao?.cod ?? ''}`;
    const atual = grupos.get(chave);
    if (!atual) grupos.set(chave, { ...parte, mat: null, nome: '' });
    else grupos.set(chave, { ...atual, horas: atual.horas.plus(parte.horas), custo: atual.custo.plus(parte.custo), estimado: atual.estimado || parte.estimado, semCusto: atual.semCusto && parte.semCusto });
  }
  return [...grupos.values()];
}

/** The entry as the Carteira's loader gives it (`partesAgregadas`, the projected hour costs, the closings' months only). */
export function entradaAgregada(entrada: EntradaProjecao): EntradaProjecao {
  const pessoas = entrada.horas.flatMap((item) => (item.mat === null ? [] : [item.mat]));
  return {
    ...entrada,
    horas: [],
    partesPrecificadas: partesAgregadas(entrada),
    custosHoraProjetados: custoHoraProjetadoPorFuncao(entrada.fechamentos, pessoas),
    fechamentos: entrada.fechamentos.map((f) => ({ ...f, colaboradores: [] })),
  };
}

const FUNCOES_ALEATORIAS: FuncaoRef[] = [DEV, TESTES, ARQUITETO, GERENTE, { cod: 12, nome: 'Designer' }];
const decimais = (r: SeededRandom, max: number, casas: number) => (r.int(0, max * 10 ** casas) / 10 ** casas).toFixed(casas);

/**
 * A varied project, the same for a seed (tests only): plans of 1 to 30 months (function lines with
 * repeated functions, zero hours, odd rates; indirect lines; months without a sale value or without a
 * plan), people holding functions in some of 0 to 3 closings (a function nobody holds, a Jira user
 * without an employee), seconds that are not whole hours, extra costs, "today" before, inside or
 * after the plan.
 */
export function entradaAleatoria(semente: number): EntradaProjecao {
  const r = new SeededRandom(semente);
  const inicio = `${String(r.int(1, 12)).padStart(2, '0')}-${r.int(2024, 2026)}`;
  const nMeses = r.int(1, 30);
  const meses: Record<string, ReturnType<typeof mes>> = {};
  for (let k = 0; k < nMeses; k++) {
    const chave = proximaChave(inicio, k);
    if (k > 0 && r.chance(0.1)) continue;
    const funcoes = Array.from({ length: r.int(0, 4) }, (_, i) => {
      const f = r.pick(FUNCOES_ALEATORIAS);
      const horas = r.chance(0.1) ? '0.00' : decimais(r, 200, 2);
      const taxa = decimais(r, 300, 2);
      return linha(chave, i + 1, f, horas, taxa, (Number(horas) * Number(taxa)).toFixed(2));
    });
    const indiretos = Array.from({ length: r.int(0, 2) }, (_, i) => indireto(chave, i + 1, { valor_custo_indireto: decimais(r, 3000, 2) }));
    meses[chave] = mes(funcoes, indiretos, r.chance(0.15) ? null : decimais(r, 60000, 2));
  }
  const pessoas = Array.from({ length: r.int(1, 6) }, (_, i) => String(i + 1));
  const fechamentos: FechamentoCalculado[] = Array.from({ length: r.int(0, 3) }, (_, i) => ({
    id: i + 1,
    mes: proximaChave(inicio, r.int(-3, nMeses)),
    colaboradores: pessoas.filter(() => r.chance(0.8)).map((mat) => ({ mat, custoHora: decimais(r, 250, 4), funcao: r.chance(0.9) ? r.pick(FUNCOES_ALEATORIAS) : null })),
  }));
  const horas: HorasPessoaMes[] = [];
  for (let k = -2; k < nMeses + 1; k++) {
    const chave = proximaChave(inicio, k);
    for (const mat of [...pessoas, null]) if (r.chance(0.5)) horas.push({ mat, nome: mat ?? 'jira.usuario', mes: chave, segundos: r.int(1, 180 * 3600) });
  }
  const custosExtras = Array.from({ length: r.int(0, 4) }, () => ({ mes: proximaChave(inicio, r.int(-1, nMeses)), valor: decimais(r, 5000, 2) }));
  const hoje = proximaChave(inicio, r.int(-2, nMeses + 2));
  return {
    plano: plano(meses, { margemCusto: r.chance(0.5) ? decimais(r, 1, 4) : null }),
    fechamentos,
    horas,
    custosExtras,
    hoje: `${hoje.slice(3)}-${hoje.slice(0, 2)}-${String(r.int(1, 28)).padStart(2, '0')}`,
  };
}
