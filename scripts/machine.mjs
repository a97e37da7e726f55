// Which machine a `pnpm test` run had, so that two runs can be compared: its cores (and how many this
// process may use: `taskset` narrows them), a one-second CPU speed reference and the load average.
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** One round of the reference: a fixed integer computation (xorshift32), ~1 ms on the 2026 machines. */
export function referenceRound(seed = 2463534242) {
  let x = seed;
  for (let i = 0; i < 100_000; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
  }
  return x;
}

/**
 * The CPU speed reference: how many fixed rounds this process completes in `durationMs` of wall time,
 * per second, and how much CPU time it was given meanwhile (less than the wall time when the machine
 * is busy: other processes had the core).
 */
export function cpuReference(durationMs = 1000) {
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  let rounds = 0;
  let check = 0;
  while (performance.now() - began < durationMs) {
    check ^= referenceRound(2463534242 + rounds);
    rounds++;
  }
  const wallSeconds = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { rounds, perSecond: rounds / wallSeconds, wallSeconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, check };
}

/** Cores, the cores this process may run on, the CPU model and the load averages (1, 5, 15 min). */
export function machineSnapshot() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    usable: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
    model: cpus[0]?.model?.trim() ?? '',
    load: os.loadavg(),
  };
}

/** A machine's reading at one moment: the snapshot and the reference. */
export function readMachine(durationMs = 1000) {
  return { ...machineSnapshot(), reference: cpuReference(durationMs) };
}

const decimal = (value, digits = 1) => value.toFixed(digits).replace('.', ',');
const loads = (load) => load.map((value) => decimal(value, 2)).join(' / ');
// Per second of wall time (what this run got) and per second of CPU (the core's own speed: the same on a
// busy machine, where the process is given less of the core).
const reference = ({ rounds, perSecond, cpuSeconds, wallSeconds }) =>
  `${Math.round(perSecond)} voltas/s (${cpuSeconds > 0 ? Math.round(rounds / cpuSeconds) : '—'} por segundo de CPU; CPU recebida ${decimal(cpuSeconds, 2)} s em ${decimal(wallSeconds, 2)} s)`;

/** The machine lines: the reading at the start, and the one at the end when given (the closing table). */
export function describeMachine(start, end) {
  const cores = start.usable === start.cores ? `${start.cores} núcleos` : `${start.cores} núcleos (${start.usable} ${start.usable === 1 ? 'disponível' : 'disponíveis'} para este processo)`;
  const atEnd = (text) => (end ? `; fim ${text(end)}` : '');
  return [
    `Máquina: ${cores}${start.model ? `, ${start.model}` : ''}`,
    `Referência de CPU (1 s de uma conta fixa): início ${reference(start.reference)}${atEnd((reading) => reference(reading.reference))}`,
    `Carga média (1 / 5 / 15 min): início ${loads(start.load)}${atEnd((reading) => loads(reading.load))}`,
  ];
}
