import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alvosDoAquecimento } from './aquecimento';
import { ANTES_GUARDADOS, BASES_GUARDADAS } from './calculo';

describe('the warm-up targets (alvosDoAquecimento)', () => {
  it('the closings of the scenarios changed last, as many as are kept, each with its start months as many as are kept', () => {
    assert.equal(BASES_GUARDADAS, 2);
    assert.equal(ANTES_GUARDADOS, 2);
    const recentes = [
      { fechamentoId: 7, mesInicio: '2026-10' },
      { fechamentoId: 7, mesInicio: '2026-10' },
      { fechamentoId: 3, mesInicio: '2026-05' },
      { fechamentoId: 7, mesInicio: '2027-01' },
      { fechamentoId: 9, mesInicio: '2026-10' },
      { fechamentoId: 7, mesInicio: '2027-02' },
      { fechamentoId: 3, mesInicio: '2026-06' },
    ];
    assert.deepEqual(alvosDoAquecimento(recentes), [
      { fechamentoId: 7, meses: ['2026-10', '2027-01'] },
      { fechamentoId: 3, meses: ['2026-05', '2026-06'] },
    ]);
    assert.deepEqual(alvosDoAquecimento([]), []);
  });
});
