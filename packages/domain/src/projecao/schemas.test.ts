import { limitesCarteiraSchema, PROJECAO_MESSAGES as M, regrasAlertaProjetoSchema, regrasAlertaSchema } from '..';
import { validate } from '../validation';

describe('alert rules and portfolio thresholds (screen and server)', () => {
  it('accepts the global rules with rules switched off, and refuses out-of-range values', () => {
    expect(validate(regrasAlertaSchema, { margemMinima: '0.15', desvioMaximo: null, semanasAntecedencia: 4 }).ok).toBe(true);
    expect(validate(regrasAlertaSchema, { margemMinima: '1.5', desvioMaximo: '-0.1', semanasAntecedencia: 2.5 })).toEqual({
      ok: false,
      errors: [
        { field: 'margemMinima', errorMessage: M.margem },
        { field: 'desvioMaximo', errorMessage: M.desvio },
        { field: 'semanasAntecedencia', errorMessage: M.semanas },
      ],
    });
    expect(validate(regrasAlertaSchema, {})).toMatchObject({ ok: false });
  });

  it('a project may override some rules only', () => {
    expect(validate(regrasAlertaProjetoSchema, { margemMinima: '0.2' })).toEqual({ ok: true, value: { margemMinima: '0.2' } });
    expect(validate(regrasAlertaProjetoSchema, { semanasAntecedencia: null }).ok).toBe(true);
  });

  it('the thresholds keep their order', () => {
    expect(validate(limitesCarteiraSchema, { margemAtencao: '0.15', margemRisco: '0.05', desvioAtencao: '0.05', desvioRisco: '0.15' }).ok).toBe(true);
    expect(validate(limitesCarteiraSchema, { margemAtencao: '0.05', margemRisco: '0.15', desvioAtencao: '0.2', desvioRisco: '0.15' })).toEqual({
      ok: false,
      errors: [
        { field: 'margemRisco', errorMessage: M.margemOrdem },
        { field: 'desvioRisco', errorMessage: M.desvioOrdem },
      ],
    });
  });
});
