/**
 * Demo seed, applied on the first start of an empty database (no users) and callable from tests.
 * Deterministic: fixed codes, fixed accounts; passwords from DemoPasswords.
 */
import { count, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../modules/contas';
import type { DemoPasswords } from '../config';
import type { Conn, Db } from '../db/client';
import { departamento, filial, funcao, regimeContrato, userSections, users } from '../db/schema';
import { REGIME_PROVISIONS, seedCompanyData } from './company';
import { seedFechamentos } from './fechamentos';
import { seedPlanejamentos } from './planejamentos';
import { seedCenarios } from './cenarios';
import { seedProjetos } from './projetos';
import { seedSimulacoesCusto, seedSimulacoesResultado } from './simulacoes';
import { DEMO_DEPARTAMENTOS, DEMO_FILIAIS, DEMO_FUNCOES, DEMO_REGIMES, DEMO_USERS } from './data';

export * from './data';
export * from './company';

const SEED_LOCK_KEY = 724_311_906;

export async function isDatabaseEmpty(db: Conn): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}

/** Moves an identity column's sequence past the explicitly inserted codes. */
async function syncIdentity(db: Conn, table: string, column: string): Promise<void> {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT COALESCE(MAX(${column}), 0) FROM ${table}), 1))`,
    ),
  );
}

export interface SeedOptions {
  passwords: DemoPasswords;
  hasher: PasswordHasher;
  /** Last day of the demo worklogs ('yyyy-MM-dd'); default today in America/Sao_Paulo. */
  hoje?: string;
  /**
   * Seed the Jira/Tempo demo data (clients, projects, ~50.000 worklogs, plans; about half of the
   * seed's time). Default true; the test harness leaves it out unless a test file asks for it.
   */
  projetos?: boolean;
  /** With the projects: the demo margin result simulations (src/seed/simulacoes.ts). Default true. */
  simulacoesResultado?: boolean;
  /** With the projects: the demo plans of 2026 (src/seed/planejamentos.ts). Default true. */
  planejamentos?: boolean;
  /** The demo employee cost simulations of the financeiro user (src/seed/simulacoes.ts; the squads' catalogue). Default true. */
  simulacoesCusto?: boolean;
  /** The demo cost scenario 'Dissídio 2027: 5,5 % para todos' of the admin user (src/seed/cenarios.ts). Default true. */
  cenarios?: boolean;
}

/** Seeds when the database has no users. Returns whether it seeded. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const hashes = await Promise.all(DEMO_USERS.map((user) => options.hasher.hash(options.passwords[user.usuario])));

  return db.transaction(async (tx) => {
    // Start-up work, not a request: the seed's large inserts, and the wait below, have no statement timeout.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    // Two processes starting together on one PostgreSQL: the second waits, then finds users.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return false;
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, i) => ({
          usuario: user.usuario,
          name: user.name,
          email: user.email,
          observacao: user.observacao,
          passwordHash: hashes[i],
        })),
      )
      .returning({ id: users.id, usuario: users.usuario });
    const idOf = new Map(inserted.map((row) => [row.usuario, row.id]));
    await tx.insert(userSections).values(
      DEMO_USERS.flatMap((user) => user.sections.map((section) => ({ userId: idOf.get(user.usuario)!, section }))),
    );

    await tx.insert(filial).values(DEMO_FILIAIS).onConflictDoNothing();
    await tx.insert(departamento).values(DEMO_DEPARTAMENTOS).onConflictDoNothing();
    await tx
      .insert(regimeContrato)
      .values(DEMO_REGIMES.map((row) => ({ ...row, ...REGIME_PROVISIONS[row.cod] })))
      .onConflictDoNothing();
    await tx.insert(funcao).values(DEMO_FUNCOES.map((row) => ({ ...row, ativo: 1 }))).onConflictDoNothing();

    await syncIdentity(tx, 'filial', 'cod');
    await syncIdentity(tx, 'departamento', 'cod');
    await syncIdentity(tx, 'regime_contrato', 'cod');
    await syncIdentity(tx, 'funcao', 'cod');

    // Categories, taxes, benefits and employees (src/seed/company).
    await seedCompanyData(tx, { alteradoPor: idOf.get('rh') ?? null });
    // 18 calculated monthly closings (src/seed/fechamentos.ts).
    await seedFechamentos(tx);
    // Three employee cost simulations of the financeiro user (src/seed/simulacoes.ts).
    if (options.simulacoesCusto !== false) await seedSimulacoesCusto(tx);
    // Jira/Tempo demo data: clients, projects, issues, two years of worklogs, plans (src/seed/projetos.ts).
    if (options.projetos !== false) await seedProjetos(tx, { hoje: options.hoje });
    if (options.projetos !== false && options.simulacoesResultado !== false) await seedSimulacoesResultado(tx);
    if (options.projetos !== false && options.planejamentos !== false) await seedPlanejamentos(tx);
    // The demo cost scenario of the admin user (src/seed/cenarios.ts).
    if (options.cenarios !== false) await seedCenarios(tx);
    return true;
  });
}
