import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { PasswordHasher } from '../auth/passwords';
import { DEFAULT_DEMO_PASSWORDS } from '../config';
import { seedDemoData } from '../seed';
import { createTestDatabase, TEST_ARGON2, type TestDatabase } from '../test/support';
import { migrate, readMigrations } from './migrate';
import { departamento, filial, funcao, regimeContrato, userSections, users } from './schema';

describe('migrations and seed', () => {
  let database: TestDatabase;

  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.dispose();
  });

  it('applies every migration once and is idempotent on a second run', async () => {
    const files = await readMigrations();
    assert.ok(files.length >= 2);
    assert.deepEqual(
      files.map((file) => file.version),
      [...files.map((file) => file.version)].sort((a, b) => a - b),
    );

    const first = await migrate(database);
    assert.deepEqual(first.applied, files.map((file) => file.version));
    assert.deepEqual(first.alreadyApplied, []);

    const second = await migrate(database);
    assert.deepEqual(second.applied, []);
    assert.deepEqual(second.alreadyApplied, files.map((file) => file.version));

    const rows = await database.withSession((session) =>
      session.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version'),
    );
    assert.deepEqual(rows.map((row) => Number(row.version)), files.map((file) => file.version));
  });

  it('rolls back a failing migration and does not record it', async () => {
    const dir = await import('node:fs/promises').then(async (fs) => {
      const os = await import('node:os');
      const path = await import('node:path');
      const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'migr-'));
      await fs.writeFile(path.join(tmp, '0001_ok.sql'), 'CREATE TABLE IF NOT EXISTS migr_probe (id int);');
      await fs.writeFile(path.join(tmp, '0002_bad.sql'), 'CREATE TABLE migr_probe_2 (id int); SELECT * FROM tabela_inexistente;');
      return tmp;
    });
    // A separate schema_migrations would clash with the real one: use a throwaway database.
    const scratch = await createTestDatabase();
    try {
      await assert.rejects(migrate(scratch, { dir }), /0002_bad\.sql/);
      const applied = await scratch.withSession((s) => s.query<{ version: number }>('SELECT version FROM schema_migrations'));
      assert.deepEqual(applied.map((row) => Number(row.version)), [1]);
      const probe = await scratch.withSession((s) =>
        s.query<{ name: string | null }>("SELECT to_regclass('migr_probe_2')::text AS name"),
      );
      assert.equal(probe[0]?.name, null);
    } finally {
      await scratch.dispose();
    }
  });

  it('seeds the demo data once, deterministically', async () => {
    const hasher = new PasswordHasher(TEST_ARGON2);
    assert.equal(await seedDemoData(database.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher }), true);
    assert.equal(await seedDemoData(database.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher }), false);

    const accounts = await database.db.select().from(users).orderBy(users.id);
    assert.deepEqual(
      accounts.map((user) => [user.usuario, user.email, user.ativo]),
      [
        ['admin', 'admin@veecode.com.br', true],
        ['financeiro', 'financeiro@veecode.com.br', true],
        ['rh', 'rh@veecode.com.br', true],
      ],
    );
    assert.ok(accounts.every((user) => user.passwordHash?.startsWith('$argon2id$')));

    const sectionsOf = async (usuario: string) => {
      const id = accounts.find((user) => user.usuario === usuario)!.id;
      const rows = await database.db.select().from(userSections).where(eq(userSections.userId, id));
      return rows.map((row) => row.section).sort();
    };
    assert.deepEqual(await sectionsOf('financeiro'), ['dashboard', 'projetos', 'relatorios-delivery', 'simulacoes']);
    assert.deepEqual(await sectionsOf('rh'), ['cadastros', 'fechamentos', 'importacoes', 'relatorios']);
    assert.ok((await sectionsOf('admin')).includes('admin'));
    assert.equal((await sectionsOf('admin')).length, 9);

    const [branches] = await database.db.select({ total: count() }).from(filial);
    assert.equal(branches?.total, 3);
    const departments = await database.db.select().from(departamento);
    assert.equal(departments.find((d) => d.cod === 5)?.nome, 'Delivery');
    assert.equal(departments.find((d) => d.cod === 16)?.nome, 'ENGESOL');
    const regimes = await database.db.select().from(regimeContrato).orderBy(regimeContrato.cod);
    assert.deepEqual(regimes.map((r) => [r.cod, r.sigla]), [[1, 'CLT'], [2, 'PJ'], [3, 'EST']]);
    const functions = await database.db.select().from(funcao);
    assert.ok(functions.length >= 25);
    assert.ok(functions.every((f) => /^\d{6}$/.test(f.cbo) && f.ativo === 1));

    // Identity sequences continue after the seeded codes.
    const [created] = await database.db.insert(departamento).values({ sigla: 'NOVO', nome: 'Novo' }).returning();
    assert.equal(created?.cod, 17);
  });

  it('stores e-mails lowercased only', async () => {
    await assert.rejects(
      database.db.insert(users).values({ usuario: 'x', email: 'X@Veecode.com.br', name: 'X' }),
    );
  });
});
