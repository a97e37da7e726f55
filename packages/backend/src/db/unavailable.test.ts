import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { databaseUnavailableCause } from './unavailable';

const withCode = (code: string, message = 'erro') => Object.assign(new Error(message), { code });

describe('databaseUnavailableCause', () => {
  it('names the server going away, a lost connection, a pool timeout and a statement timeout', () => {
    assert.equal(databaseUnavailableCause(withCode('57P01')), '57P01');
    assert.equal(databaseUnavailableCause(withCode('57P03')), '57P03');
    assert.equal(databaseUnavailableCause(withCode('08006')), '08006');
    assert.equal(databaseUnavailableCause(withCode('57014', 'canceling statement due to statement timeout')), '57014');
    assert.equal(databaseUnavailableCause(withCode('ECONNREFUSED')), 'ECONNREFUSED');
    assert.equal(databaseUnavailableCause(new Error('Connection terminated unexpectedly')), 'Connection terminated unexpectedly');
    assert.equal(databaseUnavailableCause(new Error('timeout exceeded when trying to connect')), 'timeout exceeded when trying to connect');
  });

  it('looks through Drizzle’s wrapping and a failed connect to several addresses', () => {
    assert.equal(databaseUnavailableCause(new Error('Failed query', { cause: withCode('57P01') })), '57P01');
    assert.equal(databaseUnavailableCause(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])), 'ECONNREFUSED');
  });

  it('leaves every other error alone (they keep their own answer)', () => {
    assert.equal(databaseUnavailableCause(withCode('23505')), undefined);
    assert.equal(databaseUnavailableCause(withCode('22003')), undefined);
    assert.equal(databaseUnavailableCause(withCode('55P03')), undefined);
    assert.equal(databaseUnavailableCause(new Error('Failed query', { cause: withCode('42P01') })), undefined);
    assert.equal(databaseUnavailableCause(new TypeError('x is undefined')), undefined);
    assert.equal(databaseUnavailableCause(undefined), undefined);
  });
});
