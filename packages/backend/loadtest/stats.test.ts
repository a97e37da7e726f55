import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatSummary, percentile, Recorder } from './stats';

describe('load test figures', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 95), 95);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile([7], 99), 7);
    assert.equal(percentile([1, 2, 3], 0), 1);
    assert.ok(Number.isNaN(percentile([], 50)));
  });

  it('summarises each route: requests, req/s, percentiles and errors by status', () => {
    const recorder = new Recorder();
    for (let i = 1; i <= 200; i++) recorder.record('GET /a', 'leitura', i, i === 200 ? 500 : 200);
    recorder.record('GET /a', 'leitura', 5, 'rede');
    recorder.record('POST /b', 'escrita', 40, 201);
    recorder.record('POST /b', 'escrita', 60, 409);
    recorder.record('POST /b', 'escrita', 50, 409);
    assert.equal(recorder.total, 204);
    assert.equal(recorder.errors, 4);

    const [a, b] = recorder.summary(10);
    assert.deepEqual(
      { route: a!.route, requests: a!.requests, perSecond: a!.perSecond, p50: a!.p50, p95: a!.p95, p99: a!.p99, max: a!.max, errors: a!.errors },
      { route: 'GET /a', requests: 201, perSecond: 20.1, p50: 100, p95: 190, p99: 198, max: 200, errors: [[500, 1], ['rede', 1]] },
    );
    assert.deepEqual(b!.errors, [[409, 2]]);
    assert.equal(b!.p50, 50);
    assert.equal(recorder.percentileOf('leitura', 50), 100);
    assert.equal(recorder.percentileOf('escrita', 100), 60);

    const table = formatSummary(recorder.summary(10)).split('\n');
    assert.equal(table.length, 3);
    assert.match(table[1]!, /^GET \/a\s+leitura\s+201\s+20,10\s+100 ms\s+190 ms\s+198 ms\s+200 ms\s+500: 1, rede: 1$/);
    assert.match(table[2]!, /^POST \/b\s+escrita\s+3\s+0,30\s+50 ms\s+60 ms\s+60 ms\s+60 ms\s+409: 2$/);
  });

  it('gives the p99 of the reads of each sampling window', () => {
    const recorder = new Recorder();
    for (let i = 1; i <= 100; i++) recorder.record('GET /a', 'leitura', i, 200);
    recorder.record('POST /b', 'escrita', 5000, 200);
    assert.deepEqual(recorder.takeWindow(), { reads: 100, p99: 99 });
    recorder.record('GET /a', 'leitura', 7, 200);
    assert.deepEqual(recorder.takeWindow(), { reads: 1, p99: 7 });
    assert.equal(recorder.takeWindow().reads, 0);
    assert.equal(recorder.total, 102);
  });

  it('lists reads before writes and sign-ins', () => {
    const recorder = new Recorder();
    recorder.record('POST /login', 'login', 800, 200);
    recorder.record('POST /z', 'escrita', 1, 200);
    recorder.record('GET /y', 'leitura', 1, 200);
    assert.deepEqual(
      recorder.summary(1).map((row) => row.route),
      ['GET /y', 'POST /z', 'POST /login'],
    );
  });
});
