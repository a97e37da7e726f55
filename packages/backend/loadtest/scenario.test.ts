import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { periodos } from './abuse';
import { hojeEmSaoPaulo, linhasAtualizacao } from './scenario';

describe('load test dates are São Paulo dates', () => {
  // 22:30 in São Paulo on 30/11/2026 is already 01/12/2026 in UTC.
  const noite = new Date('2026-12-01T01:30:00Z');

  it('the update import starts the new salary today in São Paulo (the API refuses a future data_inicio)', () => {
    const [linha] = linhasAtualizacao(['12345678909'], 1, noite);
    assert.equal(linha!.data_inicio, '2026-11-30');
  });

  it('the screens and the flood open on the São Paulo month', () => {
    assert.equal(hojeEmSaoPaulo(noite).toISOString().slice(0, 10), '2026-11-30');
    assert.deepEqual(periodos(hojeEmSaoPaulo(noite))[0], ['2016-12-01', '2026-11-30']);
  });
});
