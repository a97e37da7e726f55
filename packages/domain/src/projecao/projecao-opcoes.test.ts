import { projetar } from '..';
import { entradaExemplo, FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO } from './testFixtures';

describe('projetar sem os degraus dos fechamentos (a carteira)', () => {
  it.each([
    ['dois fechamentos', entradaExemplo()],
    ['um fechamento (meses provisórios)', entradaExemplo({ fechamentos: [FECHAMENTO_OUTUBRO] })],
    ['outro mês atual', entradaExemplo({ fechamentos: [FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO], hoje: '2026-12-02' })],
  ])('%s: every figure equals the full forecast, degraus empty', (_nome, entrada) => {
    const completa = projetar(entrada);
    expect(completa.degraus.length).toBeGreaterThan(0);
    expect(projetar(entrada, { degraus: false })).toEqual({ ...completa, degraus: [] });
  });
});
