/**
 * `pnpm --filter @financeiro/backend audit:verify`
 *
 * Walks the audit trail of the configured database (DATABASE_URL, else the PGlite of PGLITE_DIR — stop
 * the API first: PGlite is a single process) in chain order, recomputes every entry's hash and prints
 * either how many entries hold or the first broken entry. Exit code 0 when the chain holds, 1 when not,
 * 2 when the database cannot be read.
 */
import { loadDatabaseConfig } from './config';
import { createDatabase } from './db/client';
import { verificarCadeia } from './modules/auditoria';

async function main(): Promise<number> {
  const database = await createDatabase({ ...loadDatabaseConfig(), statementTimeoutMs: 0 });
  try {
    const inicio = performance.now();
    const resultado = await verificarCadeia(database.db);
    const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
    if (resultado.quebra) {
      console.error(`Cadeia da auditoria QUEBRADA na entrada ${resultado.quebra.id}: ${resultado.quebra.motivo}. ${resultado.verificadas} entradas antes dela conferem (${segundos} s).`);
      return 1;
    }
    console.log(`Cadeia da auditoria íntegra: ${resultado.verificadas} entradas conferidas em ${segundos} s (${database.description}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (erro: unknown) => {
    console.error(`Não foi possível verificar a auditoria: ${erro instanceof Error ? erro.message : String(erro)}`);
    process.exit(2);
  },
);
