import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { PasswordHasher } from '../modules/contas';
import { DEFAULT_DEMO_PASSWORDS } from '../config';
import { seedDemoData } from '../seed';
import { createTestDatabase, TEST_ARGON2, type TestDatabase } from '../test/support';
import { migrate, MIGRATIONS_DIR, readMigrations } from './migrate';
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

  it('0082 splits a city typed as "Cidade/UF" into the city and its state, and leaves anything else', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const before0082 = await fs.mkdtemp(path.join(os.tmpdir(), 'migr-uf-'));
    for (const file of await readMigrations()) {
      if (file.version < 82) await fs.copyFile(path.join(MIGRATIONS_DIR, file.file), path.join(before0082, file.file));
    }
    const scratch = await createTestDatabase();
    try {
      await migrate(scratch, { dir: before0082 });
      // Raw SQL: the Drizzle schema already has the columns this migration adds.
      const one = async (text: string) =>
        Number((await scratch.withSession((session) => session.query<{ cod: number }>(text)))[0]!.cod);
      const branch = await one("INSERT INTO filial (cnpj, label) VALUES ('11222333000181', 'Matriz') RETURNING cod");
      const dept = await one("INSERT INTO departamento (sigla, nome) VALUES ('ADM', 'Administrativo') RETURNING cod");
      const role = await one("INSERT INTO funcao (cbo, nome) VALUES ('252105', 'Administrador') RETURNING cod");
      const regime = await one("INSERT INTO regime_contrato (sigla, nome) VALUES ('CLT', 'CLT') RETURNING cod");
      const cidades = ['Curitiba/PR', 'São José dos Campos / sp', 'Lisboa/PT', 'Niterói', null];
      for (const [i, cidade] of cidades.entries()) {
        await scratch.withSession((session) =>
          session.query(
            `INSERT INTO colaborador (nome, sobrenome, cpf, email, filial, departamento, regime, funcao, admissao, salario, data_inicio, cidade)
             VALUES ('P', 'Q', $1, $2, $3, $4, $5, $6, '2024-01-01', 1000, '2024-01-01', $7)`,
            [String(i).padStart(11, '0'), `p${i}@e.example`, branch, dept, regime, role, cidade],
          ),
        );
      }
      await migrate(scratch);
      const rows = await scratch.withSession((session) =>
        session.query<{ cidade: string | null; uf: string | null }>('SELECT cidade, uf FROM colaborador ORDER BY mat'),
      );
      assert.deepEqual(
        rows.map((row) => [row.cidade, row.uf]),
        [
          ['Curitiba', 'PR'],
          ['São José dos Campos', 'SP'],
          ['Lisboa/PT', null],
          ['Niterói', null],
          [null, null],
        ],
      );
    } finally {
      await scratch.dispose();
      await fs.rm(before0082, { recursive: true, force: true });
    }
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
