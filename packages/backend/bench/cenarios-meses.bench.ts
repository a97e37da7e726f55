/**
 * A scenario's months route (issue 39): GET /cenarios/:id/meses?meses=12 — the totals month by month
 * for a year from the start month, each month the scenario computed in it (10.000 engine runs a month) —
 * over 5.000 employees with three changes (bench/cenarios-comum.ts), by the API on PostgreSQL, with the
 * pings and the loop's delay during it. Each run changes the raise first (nothing kept: twelve months
 * computed); then 'guardado' asks again (the twelve totals kept, recognised by the base's version,
 * migration 0105). Prints the figures; asserts nothing about time.
 *
 *   BENCH=cenarios-meses pnpm bench          (BENCH_EMPLOYEES=1000 BENCH_RUNS=1 BENCH_MESES=3 for smaller runs)
 */
import type { Database } from '../src/db/client';
import { fmt, linhaDaMedida, medirRodadas, prepararApi } from './cenarios-comum';
import { conferir, machineLine, pulado, SMOKE, volume, withBenchDatabase } from './support';

const EMPLOYEES = volume('BENCH_EMPLOYEES', 5000, 100);
const RUNS = Math.max(1, volume('BENCH_RUNS', SMOKE ? 1 : 2, 1));
const MESES = volume('BENCH_MESES', 12, 3);

async function bench(database: Database): Promise<void> {
  const api = await prepararApi(database, { colaboradores: EMPLOYEES, projetos: false });
  try {
    const id = await api.criarCenario();
    console.log(`Benchmark do mês a mês do cenário (API, PostgreSQL): ${EMPLOYEES} colaboradores, 3 alterações, ${MESES} meses, ${RUNS} execuções`);
    console.log(machineLine());
    await medirRodadas(
      RUNS,
      {
        calculado: `cenário: ${MESES} meses calculados e respondidos (mediana)`,
        cpu: `cenário: ${MESES} meses, CPU (mediana)`,
        guardado: `cenário: ${MESES} meses guardados (mediana)`,
        parcela: 'cenário: parcela dos pings respondidos durante os meses (mínima)',
      },
      async (run) => {
        await api.mudarReajuste(id, 0.05 + run / 1000);
        const calculado = await api.medir(() => api.call('GET', `/cenarios/${id}/meses?meses=${MESES}`));
        const guardado = await api.medir(() => api.call('GET', `/cenarios/${id}/meses?meses=${MESES}`));
        const { meses } = calculado.resultado.json.data;
        conferir(meses.length === MESES, () => `${meses.length} meses na resposta, esperados ${MESES}`);
        conferir(Number(meses[0].totais.empresa.diferenca.custoTotal.valor) > 0, () => 'o reajuste não mudou o custo total do primeiro mês');
        conferir(JSON.stringify(guardado.resultado.json) === JSON.stringify(calculado.resultado.json), () => 'os meses guardados diferem dos calculados');
        console.log(`  #${run}: ${MESES} meses calculados e respondidos em ${linhaDaMedida(calculado)} (${(calculado.resultado.bytes / 1e3).toFixed(0)} kB); guardados ${fmt(guardado.ms)}`);
        return { calculado, guardado };
      },
    );
  } finally {
    await api.close();
  }
}

const motivo = await withBenchDatabase('cenariosmeses', bench, 10);
if (motivo) pulado(motivo);
