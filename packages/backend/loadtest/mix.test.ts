import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { papeisDosUsuarios, pickWeighted, seeded, spreadOffsets, thinkTime, timetable } from './mix';

describe('load test scheduler', () => {
  it('spreads the users over the three roles, one admin in five', () => {
    const papeis = papeisDosUsuarios(100);
    const count = (papel: string) => papeis.filter((item) => item === papel).length;
    assert.deepEqual({ admin: count('admin'), financeiro: count('financeiro'), rh: count('rh') }, { admin: 20, financeiro: 40, rh: 40 });
    assert.deepEqual(papeisDosUsuarios(3), ['admin', 'financeiro', 'rh']);
  });

  it('draws the same sequence from the same seed, within [0, 1)', () => {
    const a = seeded(42);
    const b = seeded(42);
    const values = Array.from({ length: 1000 }, () => a());
    assert.deepEqual(values, Array.from({ length: 1000 }, () => b()));
    assert.ok(values.every((value) => value >= 0 && value < 1));
    assert.notDeepEqual(values.slice(0, 10), Array.from({ length: 10 }, seeded(43)));
  });

  it('picks screens in proportion to their weights', () => {
    const random = seeded(7);
    const items = [
      { weight: 30, value: 'lista' },
      { weight: 10, value: 'detalhe' },
      { weight: 0, value: 'nunca' },
    ];
    const counts = new Map<string, number>();
    for (let i = 0; i < 40_000; i++) {
      const value = pickWeighted(random, items);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    assert.equal(counts.get('nunca'), undefined);
    assert.ok(Math.abs(counts.get('lista')! / 40_000 - 0.75) < 0.01, String(counts.get('lista')));
    assert.throws(() => pickWeighted(random, [{ weight: 0, value: 'x' }]));
    // The edges of the draw: 0 is the first item, just under 1 the last with weight.
    assert.equal(pickWeighted(() => 0, items), 'lista');
    assert.equal(pickWeighted(() => 0.9999999, items), 'detalhe');
  });

  it('keeps think times within half and one and a half of the mean', () => {
    assert.equal(thinkTime(() => 0, 3000), 1500);
    assert.equal(thinkTime(() => 0.5, 3000), 3000);
    assert.ok(thinkTime(() => 0.9999, 3000) < 4500);
  });

  it('times the periodic writes: one margin save per user per minute, an import a minute, a recalculation every 2 minutes', () => {
    assert.deepEqual(timetable(600_000, 120_000, 45_000), [45_000, 165_000, 285_000, 405_000, 525_000]);
    assert.equal(timetable(600_000, 60_000, 20_000).length, 10);
    assert.deepEqual(timetable(60_000, 60_000, 59_999), [59_999]);
    assert.deepEqual(timetable(60_000, 60_000, 60_000), []);
    const offsets = spreadOffsets(60, 60_000);
    assert.equal(offsets.length, 60);
    assert.deepEqual(offsets.slice(0, 3), [0, 1000, 2000]);
    assert.equal(offsets.flatMap((offset) => timetable(600_000, 60_000, offset)).length, 600);
  });
});
