import { itemDoAviso, resumoAvisos, textoAviso } from './avisos';

describe('resumoAvisos', () => {
  it('counts the employees with warnings, the items and each distinct warning', () => {
    const resumo = resumoAvisos([
      { matricula: 1, nome: 'Ana', avisos: ['IRRF: nenhuma faixa vigente em 2025-04-30.'] },
      { matricula: 2, nome: 'Bia', avisos: [] },
      { matricula: 3, nome: 'Caio', avisos: ['IRRF: nenhuma faixa vigente em 2025-04-30.', 'INSS: sem valor cadastrado para a filial.'] },
    ]);
    expect(resumo).toEqual({
      colaboradores: 2,
      itens: ['IRRF', 'INSS'],
      avisos: [
        { texto: 'IRRF: nenhuma faixa vigente em 30/04/2025.', colaboradores: 2 },
        { texto: 'INSS: sem valor cadastrado para a filial.', colaboradores: 1 },
      ],
      texto: '2 colaboradores com avisos em IRRF e INSS.',
    });
  });

  it('words one employee and warnings without an item', () => {
    expect(resumoAvisos([{ matricula: 7, nome: 'Ana', avisos: ['Colaborador sem dias de vínculo no período 2025-04-01 a 2025-04-30.'] }]).texto).toBe(
      '1 colaborador com avisos.',
    );
    expect(itemDoAviso('Colaborador sem dias de vínculo no período 2025-04-01 a 2025-04-30.')).toBeNull();
    expect(itemDoAviso('IRRF: nenhuma faixa contém a base 100.00.')).toBe('IRRF');
  });

  it('shows the dates of a warning as dd/MM/yyyy', () => {
    expect(textoAviso('Colaborador sem dias de vínculo no período 2025-04-01 a 2025-04-30.')).toBe(
      'Colaborador sem dias de vínculo no período 01/04/2025 a 30/04/2025.',
    );
    expect(textoAviso('IRRF: nenhuma faixa contém a base 100.00.')).toBe('IRRF: nenhuma faixa contém a base 100.00.');
  });
});
