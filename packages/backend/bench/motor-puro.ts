/**
 * The closing engine's throughput (issue 4: 'the pure engine over 50.000 employees per second'):
 * calcularColaboradores (the per-employee result with its whole breakdown and the hour costs) over
 * a closing's employees already in memory. Used by fechamento.bench.ts in its own process and, run
 * as a script, in a fresh one:
 *
 *   node --import tsx bench/motor-puro.ts <arquivo.json>     ({ periodo, dados } of carregarDados)
 *
 * prints one JSON line with the figures. Asserts nothing about time.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { somarResumos } from '@financeiro/domain';
import { calcularColaboradores, LOTE_CALCULO, totaisDe } from '../src/modules/fechamentos';
import { montarEntradas, type DadosFechamento, type EntradaColaborador, type PeriodoEntradas } from '../src/modules/fechamentos';
import { SMOKE } from './support';

/** How long each throughput measurement lasts at least (a smoke run: two passes, whatever they take). */
const MIN_MS = SMOKE ? 0 : 3000;

export interface EngineFigures {
  perSecond: number;
  perCpuSecond: number;
  employees: number;
  seconds: number;
}

export interface MotorPuro {
  /** LOTE_CALCULO employees at a time, each batch's results dropped once used (as the calculation runs it). */
  emLotes: EngineFigures;
  /** Every result of the closing kept alive to the end. */
  retidos: EngineFigures;
  /** The closing's total cost: proves both processes computed the same closing. */
  somaCustoTotal: string;
}

/** Runs `pass` (one pass over the closing's employees) for at least 3 s (MIN_MS) and twice. */
function throughput(employees: number, pass: () => void): EngineFigures {
  pass(); // warm-up (JIT)
  let total = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_MS || total < employees * 2) {
    pass();
    total += employees;
    elapsed = performance.now() - t0;
  }
  const cpu = process.cpuUsage(cpu0);
  // Per CPU second as well: on a shared machine the wall clock also counts the other processes' turns.
  return {
    perSecond: Math.round(total / (elapsed / 1000)),
    perCpuSecond: Math.round(total / ((cpu.user + cpu.system) / 1e6)),
    employees: total,
    seconds: elapsed / 1000,
  };
}

export function medirMotor(periodo: PeriodoEntradas & { diasUteis: number }, colaboradores: readonly EntradaColaborador[]): MotorPuro {
  const totais = [];
  for (let i = 0; i < colaboradores.length; i += LOTE_CALCULO) {
    totais.push(totaisDe(calcularColaboradores(periodo, colaboradores.slice(i, i + LOTE_CALCULO))));
  }
  const emLotes = throughput(colaboradores.length, () => {
    for (let i = 0; i < colaboradores.length; i += LOTE_CALCULO) {
      calcularColaboradores(periodo, colaboradores.slice(i, i + LOTE_CALCULO));
    }
  });
  const retidos = throughput(colaboradores.length, () => {
    calcularColaboradores(periodo, colaboradores);
  });
  return { emLotes, retidos, somaCustoTotal: somarResumos(totais).custoTotal };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { periodo, dados } = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as {
    periodo: PeriodoEntradas & { diasUteis: number };
    dados: DadosFechamento;
  };
  console.log(JSON.stringify(medirMotor(periodo, montarEntradas(dados, periodo).colaboradores)));
}
