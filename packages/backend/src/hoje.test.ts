import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { todayInSaoPaulo } from '@financeiro/domain';
import { HOJE_DOS_TESTES } from './test/support';
import { diaDoAmbiente, fixarHoje, hojeNoServidor } from './hoje';

describe('hojeNoServidor (the business day)', () => {
  after(() => fixarHoje(HOJE_DOS_TESTES));

  it('is pinned for the backend tests, São Paulo’s day when not pinned, and refuses a day not written yyyy-MM-dd', () => {
    assert.equal(hojeNoServidor(), HOJE_DOS_TESTES);
    fixarHoje(null);
    const antes = todayInSaoPaulo();
    const dia = hojeNoServidor();
    assert.ok([antes, todayInSaoPaulo()].includes(dia), `${dia} (hoje em São Paulo: ${antes})`);
    fixarHoje('2027-01-31');
    assert.equal(hojeNoServidor(), '2027-01-31');
    assert.throws(() => fixarHoje('31/01/2027'), /não é yyyy-MM-dd/);
    assert.equal(hojeNoServidor(), '2027-01-31');
  });

  it('reads HOJE_FIXO from the environment, never with NODE_ENV=production, and refuses a day not written aaaa-mm-dd', () => {
    assert.equal(diaDoAmbiente({}), null);
    assert.equal(diaDoAmbiente({ HOJE_FIXO: ' 2026-11-29 ' }), '2026-11-29');
    assert.throws(() => diaDoAmbiente({ HOJE_FIXO: '2026-11-29', NODE_ENV: 'production' }), /NODE_ENV=production/);
    assert.throws(() => diaDoAmbiente({ HOJE_FIXO: '29/11/2026' }), /não é uma data aaaa-mm-dd/);
  });
});
