import { projetar, textoDaCausa, type ProjecaoProjeto } from '..';
import { entradaAgregada, entradaExemplo, FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO } from './testFixtures';

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

describe('projetar com as horas já precificadas por mês e função (a carteira sem nada guardado)', () => {
  it.each([
    ['dois fechamentos', entradaExemplo({ fechamentos: [FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO] })],
    ['um fechamento (meses provisórios)', entradaExemplo()],
    ['outro mês atual', entradaExemplo({ fechamentos: [FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO], hoje: '2026-12-02' })],
  ])('%s: every figure of the line equals the forecast from each person', (_nome, entrada) => {
    const porPessoa = projetar(entrada, { degraus: false });
    const porFuncao = projetar(entradaAgregada(entrada), { degraus: false });
    const semDetalhe = ({ variacao: { porPessoa: _p, porFuncao: _f, porMes: _m, ...variacao }, ...resto }: ProjecaoProjeto) => ({ ...resto, variacao });
    expect(semDetalhe(porFuncao)).toEqual(semDetalhe(porPessoa));
    expect(textoDaCausa(porFuncao.variacao)).toBe(textoDaCausa(porPessoa.variacao));
    expect(textoDaCausa(porPessoa.variacao)).not.toBe('');
  });

  it('asks for the projected hour costs with the priced parts', () => {
    expect(() => projetar({ ...entradaExemplo(), partesPrecificadas: [] })).toThrow('custosHoraProjetados');
  });
});
