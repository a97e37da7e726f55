/**
 * `pnpm --filter @financeiro/backend admin:create --email <e-mail> [--name <nome>]`
 *
 * Creates an administrator (every section) on the configured database (DATABASE_URL, else the
 * PGlite of PGLITE_DIR — stop the API first: PGlite is a single process), or, when the e-mail
 * already has an account, reactivates it as administrator with the new password and ends its
 * sessions. The password comes from ADMIN_PASSWORD or is asked twice on the terminal, without echo;
 * it is never printed nor logged.
 */
import { parseArgs } from 'node:util';
import { AdminAccountError, criarOuRedefinirAdmin, validarContaDoAdmin, validarCamposDoAdmin, PasswordHasher } from './modules/contas';
import { defaultAppConfig, loadDatabaseConfig } from './config';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';

async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new AdminAccountError('Sem terminal para perguntar a senha: defina ADMIN_PASSWORD.');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData);
            resolve(typed);
            return;
          }
          if (char === '\u0003') {
            stdin.off('data', onData);
            reject(new AdminAccountError('Cancelado.'));
            return;
          }
          if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    stdout.write('\n');
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await askHidden('Senha do administrador: ');
  const second = await askHidden('Repita a senha: ');
  if (first !== second) throw new AdminAccountError('As senhas não conferem.');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  // The fields are checked before the password is asked and before the database is opened.
  validarCamposDoAdmin({ email: values.email ?? '', name: values.name });
  const password = await readPassword();
  const account = { email: values.email!, name: values.name, password };
  validarContaDoAdmin(account);

  const database = await createDatabase(loadDatabaseConfig());
  try {
    await migrate(database);
    const outcome = await criarOuRedefinirAdmin(database.db, new PasswordHasher(defaultAppConfig().argon2), account);
    console.log(
      outcome === 'criado'
        ? `Administrador ${account.email.trim().toLowerCase()} criado em ${database.description}.`
        : `Conta ${account.email.trim().toLowerCase()} redefinida como administrador (sessões encerradas) em ${database.description}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof AdminAccountError ? error.message : error);
  process.exit(1);
});
