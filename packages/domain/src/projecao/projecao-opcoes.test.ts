import { custoHoraProjetadoPorFuncao, precificarHoras, projetar, TabelaPrecos, textoDaCausa, type EntradaProjecao, type ParteReal, type ProjecaoProjeto } from '..';
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

describe('projetar com as horas já precificadas por mês e função (a carteira sem nada guardado)', () => {
  /** What the backend's aggregate keeps (migration 0107): the priced parts summed per month and function. */
  function agregadas(entrada: EntradaProjecao): ParteReal[] {
    const grupos = new Map<string, ParteReal>();
    for (const parte of precificarHoras(entrada.horas, new TabelaPrecos(entrada.fechamentos))) {
      const chave = `${parte.mes}|${parte.funcao?.cod ?? ''}`;
      const atual = grupos.get(chave);
      if (!atual) grupos.set(chave, { ...parte, mat: null, nome: '' });
      else grupos.set(chave, { ...atual, horas: atual.horas.plus(parte.horas), custo: atual.custo.plus(parte.custo), estimado: atual.estimado || parte.estimado, semCusto: atual.semCusto && parte.semCusto });
    }
    return [...grupos.values()];
  }

  it.each([
    ['dois fechamentos', entradaExemplo({ fechamentos: [FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO] })],
    ['um fechamento (meses provisórios)', entradaExemplo()],
    ['outro mês atual', entradaExemplo({ fechamentos: [FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO], hoje: '2026-12-02' })],
  ])('%s: every figure of the line equals the forecast from each person', (_nome, entrada) => {
    const pessoas = entrada.horas.flatMap((item) => (item.mat === null ? [] : [item.mat]));
    const porPessoa = projetar(entrada, { degraus: false });
    const porFuncao = projetar(
      {
        ...entrada,
        horas: [],
        partesPrecificadas: agregadas(entrada),
        custosHoraProjetados: custoHoraProjetadoPorFuncao(entrada.fechamentos, pessoas),
        fechamentos: entrada.fechamentos.map((f) => ({ ...f, colaboradores: [] })),
      },
      { degraus: false },
    );
    const semDetalhe = ({ variacao: { porPessoa: _p, porFuncao: _f, ...variacao }, ...resto }: ProjecaoProjeto) => ({ ...resto, variacao });
    expect(semDetalhe(porFuncao)).toEqual(semDetalhe(porPessoa));
    expect(textoDaCausa(porFuncao.variacao)).toBe(textoDaCausa(porPessoa.variacao));
    expect(textoDaCausa(porPessoa.variacao)).not.toBe('');
  });

  it('asks for the projected hour costs with the priced parts', () => {
    expect(() => projetar({ ...entradaExemplo(), partesPrecificadas: [] })).toThrow('custosHoraProjetados');
  });
});
