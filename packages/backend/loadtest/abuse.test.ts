import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validarPeriodo } from '@financeiro/domain';
import { periodos } from './abuse';
import { addressOf } from './scenario';

describe('abuse scenario (pure parts)', () => {
  it('floods with the longest period the API accepts and with the far one it refuses', () => {
    const [longo, distante] = periodos(new Date(Date.UTC(2026, 10, 29)));
    assert.deepEqual(longo, ['2016-12-01', '2026-11-30']);
    assert.equal(validarPeriodo(longo[0], longo[1]).ok, true);
    assert.equal(validarPeriodo(distante[0], distante[1]).ok, false);
  });

  it('gives each virtual user an address of its own', () => {
    const addresses = new Set(Array.from({ length: 300 }, (_, i) => addressOf({ usuario: `loadtest-${i + 1}` })));
    assert.equal(addresses.size, 300);
    assert.equal(addressOf({ usuario: 'loadtest-1' }), '198.18.0.2');
  });
});
