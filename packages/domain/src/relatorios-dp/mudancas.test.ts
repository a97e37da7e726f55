import { mudancasHistorico, type SituacaoColaborador } from './mudancas';

const base: SituacaoColaborador = {
  matricula: 7,
  nome: 'Ana Souza',
  salarioMensal: '5000.00',
  funcaoCod: 1,
  funcao: 'Analista',
  regimeCod: 1,
  regime: 'CLT',
  cargaHoraria: 8,
};

describe('mudancasHistorico (months where the history changed)', () => {
  it('marks nothing on the first result or when nothing changed', () => {
    expect(mudancasHistorico(null, base)).toEqual([]);
    // 5000 and 5000.00 are the same salary.
    expect(mudancasHistorico({ ...base, salarioMensal: '5000' }, base)).toEqual([]);
  });

  it('marks salary, function, regime and workload changes with pt-BR descriptions', () => {
    const atual = { ...base, salarioMensal: '5500.00', funcaoCod: 2, funcao: 'Desenvolvedor', regimeCod: 3, regime: 'PJ', cargaHoraria: 6 };
    const mudancas = mudancasHistorico(base, atual);
    expect(mudancas.map((item) => item.tipo)).toEqual(['salario', 'funcao', 'regime', 'cargaHoraria']);
    expect(mudancas.map((item) => item.descricao)).toEqual([
      'Salário: R$\u00a05.000,00 → R$\u00a05.500,00',
      'Função: Analista → Desenvolvedor',
      'Regime: CLT → PJ',
      'Carga horária: 8 h/dia → 6 h/dia',
    ]);
    expect(mudancas[0]).toMatchObject({ matricula: 7, nome: 'Ana Souza', de: 'R$\u00a05.000,00', para: 'R$\u00a05.500,00' });
  });

  it('names the employee in a department series', () => {
    const [mudanca] = mudancasHistorico(base, { ...base, cargaHoraria: 4 }, true);
    expect(mudanca.descricao).toBe('Ana Souza · Carga horária: 8 h/dia → 4 h/dia');
  });

  it('uses the code when a name is missing', () => {
    const [mudanca] = mudancasHistorico({ ...base, funcao: null }, { ...base, funcaoCod: 9, funcao: null });
    expect(mudanca.descricao).toBe('Função: #1 → #9');
  });
});
