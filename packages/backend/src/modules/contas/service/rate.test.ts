import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from '../../../test/support';
import { takeRate } from './rate';

describe('rate limits in the database', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp();
  });
  after(async () => {
    await ctx?.close();
  });

  it('lets exactly `max` events of one key through when they arrive together', async () => {
    const rule = { max: 3, windowSeconds: 3600 };
    const taken = await Promise.all(Array.from({ length: 12 }, () => takeRate(ctx.app.db, 'teste', 'mesma-chave', rule)));
    assert.equal(taken.filter(Boolean).length, 3);
    assert.equal(await takeRate(ctx.app.db, 'teste', 'outra-chave', rule), true);
  });

  it('frees the key once the window has passed', async () => {
    const rule = { max: 1, windowSeconds: 60 };
    const start = new Date('2026-11-26T10:00:00Z');
    assert.equal(await takeRate(ctx.app.db, 'janela', 'k', rule, start), true);
    assert.equal(await takeRate(ctx.app.db, 'janela', 'k', rule, new Date(start.getTime() + 59_000)), false);
    assert.equal(await takeRate(ctx.app.db, 'janela', 'k', rule, new Date(start.getTime() + 61_000)), true);
  });
});
