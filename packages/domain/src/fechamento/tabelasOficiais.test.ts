import Decimal from 'decimal.js';
import { faixasOficiais, TABELA_INSS_2025, TABELAS_OFICIAIS } from './tabelasOficiais';

describe('official tables (tabelasOficiais.ts)', () => {
  it.each(TABELAS_OFICIAIS.map((tabela) => [`${tabela.sigla} ${tabela.vigenciaInicio}`, tabela] as const))(
    '%s: brackets from 0,00, each starting a cent after the previous one, the last open-ended',
    (_nome, tabela) => {
      const { faixas } = tabela;
      expect(faixas[0]!.de).toBe('0.00');
      for (let i = 1; i < faixas.length; i++) {
        expect(new Decimal(faixas[i]!.de).minus(faixas[i - 1]!.ate!).toFixed(2)).toBe('0.01');
      }
      expect(faixas.at(-1)!.ate).toBeNull();
    },
  );

  it.each(TABELAS_OFICIAIS.filter((tabela) => tabela.sigla === 'INSS').map((tabela) => [tabela.vigenciaInicio, tabela] as const))(
    'INSS %s: the maximum contribution is the progressive sum up to the ceiling, to the cent',
    (_inicio, tabela) => {
      let soma = new Decimal(0);
      let anterior = new Decimal(0);
      for (const faixa of tabela.faixas.slice(0, -1)) {
        soma = soma.plus(new Decimal(faixa.ate!).minus(anterior).times(faixa.aliquota));
        anterior = new Decimal(faixa.ate!);
      }
      expect(tabela.faixas.at(-1)!.fixo).toBe(soma.toFixed(2, Decimal.ROUND_HALF_UP));
    },
  );

  it('no two tables of a tax are in force on the same day', () => {
    for (const a of TABELAS_OFICIAIS) {
      for (const b of TABELAS_OFICIAIS) {
        if (a === b || a.sigla !== b.sigla) continue;
        const sobrepoe = a.vigenciaInicio <= (b.vigenciaFim ?? '9999-12-31') && b.vigenciaInicio <= (a.vigenciaFim ?? '9999-12-31');
        expect([a.vigenciaInicio, b.vigenciaInicio, sobrepoe]).toEqual([a.vigenciaInicio, b.vigenciaInicio, false]);
      }
    }
  });

  it('gives the faixa_imposto rows with the ids migration 0081 gives them on a fresh database', () => {
    const linhas = faixasOficiais();
    expect(linhas.map((linha) => linha.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(faixasOficiais([TABELA_INSS_2025])[4]).toEqual({
      id: 5,
      sigla: 'INSS',
      comparaInicio: '>=',
      valorFaixaInicio: '8157.42',
      comparaFim: null,
      valorFaixaFim: null,
      aliqFaixa: '0',
      baseAliqFaixa: 'salario',
      valorFaixa: '951.63',
      valorDeducao: '0.00',
      vigenciaInicio: '2025-01-01',
      vigenciaFim: '2025-12-31',
      observacao:
        'Acima do teto: contribuição máxima. Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).',
    });
  });
});
