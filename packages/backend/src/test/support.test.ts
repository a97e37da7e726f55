import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { createTestApp, definitionsOf, postgresTemplate, testBackend } from './support';

/**
 * On PostgreSQL a test's seeded database is a copy of a schema seeded once per run
 * (`copySchemaData`): the copy must hold every row of the seed, continue its sequences, and keep the
 * tables' triggers working (the worklog summaries).
 */
describe('seeded test database on PostgreSQL: a copy of the seeded template', { skip: testBackend() !== 'pg' && 'só no PostgreSQL' }, () => {
  it('holds the same rows as the template, in every table, and its sequences and triggers go on from there', async () => {
    const seed = { projetos: true, simulacoesResultado: false, planejamentos: false, simulacoesCusto: false, cenarios: false };
    const ctx = await createTestApp(seed);
    const template = await postgresTemplate(seed);
    const copy = ctx.database.schema!;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY 1",
        [template],
      );
      assert.ok(tables.length > 20, `tabelas do template: ${tables.length}`);
      const digest = async (schema: string, table: string) => {
        const { rows } = await client.query<{ n: number; md5: string | null }>(
          `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM "${schema}"."${table}" t`,
        );
        return rows[0];
      };
      const differing: string[] = [];
      let rowsInTemplate = 0;
      for (const { name } of tables) {
        const [a, b] = [await digest(template, name), await digest(copy, name)];
        rowsInTemplate += a.n;
        if (a.n !== b.n || a.md5 !== b.md5) differing.push(`${name}: template ${a.n} linhas, cópia ${b.n}`);
      }
      assert.deepEqual(differing, []);
      assert.ok(rowsInTemplate > 10_000, `linhas no template: ${rowsInTemplate}`);

      const sequences = async (schema: string) =>
        (await client.query('SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = $1 ORDER BY 1', [schema])).rows;
      assert.deepEqual(await sequences(copy), await sequences(template));

      // The worklog triggers are on again: a new worklog reaches the month summary of the copy only.
      const summary = async (schema: string) =>
        (await client.query<{ s: string }>(`SELECT COALESCE(sum(segundos), 0)::text AS s FROM "${schema}".worklog_mes`)).rows[0].s;
      const before = await summary(copy);
      // The trigger functions name their tables without a schema, as the app's connections do (search_path).
      await client.query(`SET search_path = "${copy}"`);
      await client.query(
        `INSERT INTO "${copy}".worklog (id, issue_id, projeto_id, author_account_id, data, time_spent_seconds, billable_seconds)
         SELECT id + 10000000, issue_id, projeto_id, author_account_id, data, 3600, 0 FROM "${copy}".worklog ORDER BY id LIMIT 1`,
      );
      assert.equal(BigInt(await summary(copy)) - BigInt(before), 3600n);
      assert.equal(await summary(template), before);
    } finally {
      await client.end();
      await ctx.close();
    }
  });
  it('a closed database\'s schema is reused with the template\'s rows and sequences only, and dropped when a test changed its definitions', async () => {
    const seed = { projetos: false, simulacoesResultado: false, planejamentos: false, simulacoesCusto: false, cenarios: false };
    const url = process.env.TEST_DATABASE_URL!;
    const template = await postgresTemplate(seed);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const state = async (schema: string) => ({
      funcoes: (await client.query(`SELECT count(*)::int AS n FROM "${schema}".funcao`)).rows[0].n as number,
      usuarios: (await client.query(`SELECT string_agg(usuario, ',' ORDER BY usuario) AS u FROM "${schema}".users`)).rows[0].u as string,
      sequencias: (await client.query('SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = $1 ORDER BY 1', [schema])).rows,
    });
    const exists = async (schema: string) => (await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1;
    try {
      const first = await createTestApp(seed);
      const schema = first.database.schema!;
      await first.database.withSession((session) =>
        session.exec(`INSERT INTO funcao (cbo, nome) SELECT '252105', 'Função deixada pelo teste ' || g FROM generate_series(1, 3) g;
         UPDATE users SET usuario = usuario || '_alterado'`),
      );
      await first.close();
      assert.ok(await exists(schema), 'o schema de definições intactas foi apagado em vez de reaproveitado');

      const second = await createTestApp(seed);
      assert.equal(second.database.schema, schema);
      assert.deepEqual(await state(schema), await state(template));
      assert.equal(await definitionsOf(url, schema), await definitionsOf(url, template));
      await second.database.withSession((session) => session.exec("ALTER TABLE funcao ADD CONSTRAINT teste_nome_proibido CHECK (nome <> 'proibido')"));
      await second.close();
      assert.equal(await exists(schema), false, 'um schema cujas definições o teste mudou foi guardado para o próximo');

      const third = await createTestApp(seed);
      assert.notEqual(third.database.schema, schema);
      await third.close();
    } finally {
      await client.end();
    }
  });
});
