import { todayInSaoPaulo } from '@financeiro/domain';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * HOJE_FIXO (yyyy-MM-dd): the browser journeys' API counts from the day their demo company was written for. Refused
 * with NODE_ENV=production: a server whose forecasts stop at a fixed day would answer wrong figures without a sign.
 */
export function diaDoAmbiente(env: NodeJS.ProcessEnv = process.env): string | null {
  const dia = env.HOJE_FIXO?.trim();
  if (!dia) return null;
  if (env.NODE_ENV === 'production') throw new Error('HOJE_FIXO não vale com NODE_ENV=production: a API conta do dia de hoje.');
  if (!DIA.test(dia)) throw new Error(`HOJE_FIXO: '${dia}' não é uma data aaaa-mm-dd`);
  return dia;
}

let diaFixo: string | null = diaDoAmbiente();

/**
 * The business day (São Paulo) the server's forecasts, reports, alerts, scenarios and demo seed count from:
 * today's, unless a test run pinned it (fixarHoje, or HOJE_FIXO in the environment; never set in production).
 * The backend tests and the browser journeys pin it because the demo company they read is dated from it (its
 * worklogs up to that day, its plans of 2026): on a day of their own the same expectations held in November 2026
 * and failed from 1/12, and a run that crossed midnight seeded on one day and computed on the next. Validations
 * of typed dates ('Não pode ser maior que hoje') and the audit trail's days use the real day.
 */
export const hojeNoServidor = (): string => diaFixo ?? todayInSaoPaulo();

/** Tests only: pins hojeNoServidor() to `dia` ('yyyy-MM-dd'), or back to the real day with null. */
export function fixarHoje(dia: string | null): void {
  if (dia !== null && !DIA.test(dia)) throw new Error(`fixarHoje: '${dia}' não é yyyy-MM-dd`);
  diaFixo = dia;
}
