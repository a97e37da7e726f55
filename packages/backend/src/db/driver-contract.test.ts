/**
 * The contract both database drivers keep (PGlite and node-postgres through src/db/client.ts): the same
 * JavaScript values for every column type and expression the code reads, the same parameters accepted,
 * the same failure codes. This file runs on both databases; the route tests run on one (see
 * scripts/test.mjs), which holds only while this contract does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/support';
import { databaseFailure, isUniqueViolation } from './errors';

describe('database driver contract (the same values on PGlite and PostgreSQL)', () => {
  let database: TestDatabase;

  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.dispose();
  });

  const one = async (query: ReturnType<typeof sql>): Promise<Record<string, unknown>> => {
    const result = (await database.db.execute(query)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    assert.equal(rows.length, 1);
    return rows[0]!;
  };

  it('reads integers, int8 included (count, sums, bigint columns), as numbers', async () => {
    const row = await one(sql`SELECT 1::int2 AS a, 2::int4 AS b, 3::int8 AS c, count(*) AS n, sum(5::int4) AS s,
      9007199254740991::int8 AS max_safe, ARRAY[1, NULL]::int4[] AS ints, ARRAY[3, NULL]::int8[] AS longs`);
    assert.deepEqual(row, { a: 1, b: 2, c: 3, n: 1, s: 5, max_safe: Number.MAX_SAFE_INTEGER, ints: [1, null], longs: [3, null] });
  });

  it('reads an int8 beyond the safe integers as a BigInt, not a rounded number', async () => {
    const row = await one(sql`SELECT 9007199254740993::int8 AS big`);
    assert.equal(row.big, 9007199254740993n);
  });

  it('reads numeric as its exact decimal text, floats as numbers', async () => {
    const row = await one(sql`SELECT 1.50::numeric AS money, sum(1.5::numeric) AS total, avg(5::int4) AS mean,
      ARRAY[1.5]::numeric[] AS list, 2.5::float8 AS f8, 1.5::real AS f4`);
    assert.deepEqual(row, { money: '1.50', total: '1.5', mean: '5.0000000000000000', list: '{1.5}', f8: 2.5, f4: 1.5 });
  });

  it('reads dates, times and intervals as the text PostgreSQL writes', async () => {
    const row = await one(sql`SELECT '2024-01-02'::date AS d, '2024-01-02 03:04:05'::timestamp AS ts,
      '2024-01-02 03:04:05+00'::timestamptz AS tstz, '12:00'::time AS t, '1 day'::interval AS i`);
    assert.deepEqual(row, { d: '2024-01-02', ts: '2024-01-02 03:04:05', tstz: '2024-01-02 03:04:05+00', t: '12:00:00', i: '1 day' });
  });

  it('reads booleans, json, jsonb and text arrays as JavaScript values', async () => {
    const row = await one(sql`SELECT true AS yes, '{"x":1}'::json AS j, '{"y":[2]}'::jsonb AS jb, ARRAY['a', NULL]::text[] AS texts,
      ARRAY['b', NULL]::varchar[] AS names`);
    assert.deepEqual(row, { yes: true, j: { x: 1 }, jb: { y: [2] }, texts: ['a', null], names: ['b', null] });
  });

  it('binds JavaScript parameters the same way (strings, numbers, booleans, null, arrays, json)', async () => {
    const row = await one(sql`SELECT ${'texto'}::text AS t, ${42}::int4 AS i, ${'12.345'}::numeric AS n, ${true}::boolean AS b,
      ${null}::text AS nothing, ${'2024-02-29'}::date AS d, ${JSON.stringify({ a: [1] })}::jsonb AS j,
      array_length(${sql.raw(`ARRAY[1,2,3]`)}::int4[], 1) AS len`);
    assert.deepEqual(row, { t: 'texto', i: 42, n: '12.345', b: true, nothing: null, d: '2024-02-29', j: { a: [1] }, len: 3 });
  });

  it('reports a unique violation with its SQLSTATE and constraint, through Drizzle', async () => {
    await database.db.execute(sql`CREATE TABLE contrato_driver (cod int PRIMARY KEY, nome text CONSTRAINT contrato_driver_nome UNIQUE)`);
    await database.db.execute(sql`INSERT INTO contrato_driver VALUES (1, 'a')`);
    const error = await database.db.execute(sql`INSERT INTO contrato_driver VALUES (2, 'a')`).then(
      () => assert.fail('a second row with the same name was accepted'),
      (caught: unknown) => caught,
    );
    assert.deepEqual(databaseFailure(error), { code: '23505', constraint: 'contrato_driver_nome' });
    assert.equal(isUniqueViolation(error), true);
    assert.equal(isUniqueViolation(error, 'contrato_driver'), true);
    assert.equal(isUniqueViolation(error, 'outra_restricao'), false);
  });

  it('reports foreign key, check and not-null violations with their SQLSTATE', async () => {
    await database.db.execute(sql`CREATE TABLE contrato_driver_pai (cod int PRIMARY KEY)`);
    await database.db.execute(
      sql`CREATE TABLE contrato_driver_filho (pai int REFERENCES contrato_driver_pai, valor int CHECK (valor > 0), nome text NOT NULL)`,
    );
    const codeOf = (query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(
        () => 'aceito',
        (error: unknown) => databaseFailure(error)?.code,
      );
    assert.equal(await codeOf(sql`INSERT INTO contrato_driver_filho VALUES (99, 1, 'x')`), '23503');
    assert.equal(await codeOf(sql`INSERT INTO contrato_driver_filho VALUES (NULL, -1, 'x')`), '23514');
    assert.equal(await codeOf(sql`INSERT INTO contrato_driver_filho VALUES (NULL, 1, NULL)`), '23502');
    assert.equal(await codeOf(sql`SELECT 1 / 0`), '22012');
  });

  it('rolls a failed transaction back whole', async () => {
    await database.db.execute(sql`CREATE TABLE contrato_driver_tx (cod int PRIMARY KEY)`);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO contrato_driver_tx VALUES (1)`);
        await tx.execute(sql`INSERT INTO contrato_driver_tx VALUES (1)`);
      })
      .catch((error: unknown) => assert.equal(databaseFailure(error)?.code, '23505'));
    assert.deepEqual(await one(sql`SELECT count(*) AS n FROM contrato_driver_tx`), { n: 0 });
  });
});
