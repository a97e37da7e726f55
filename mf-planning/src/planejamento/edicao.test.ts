import { totaisMes } from '@financeiro/domain';
import { adicionarMes, linhasDeOutrosMeses, mesesIniciais, opcoesDeMes, proximoTempId, rechavearMes, removerFuncao, salvarFuncao } from './edicao';
import { planoCarregado } from './fixtures';

describe('planning screen edits', () => {
  it('opens on the current month when the plan has none', () => {
    expect(Object.keys(mesesIniciais({}, new Date('2026-11-23T12:00:00Z')))).toEqual(['11-2026']);
  });

  it('a new month follows the last one; a copied month gets new lines (temp ids, no server ids)', () => {
    const { meses } = planoCarregado();
    const vazio = adicionarMes(meses, null);
    expect(vazio.chave).toBe('01-2027');
    expect(vazio.meses['01-2027']!.previstoFuncao).toEqual([]);
    const copia = adicionarMes(meses, '11-2026');
    const linha = copia.meses['01-2027']!.previstoFuncao[0]!;
    expect(linha.id).toBeUndefined();
    expect(linha.tempId).toBe(1);
    expect(linha.mes_ano).toBe('01-2027');
    expect(copia.meses['01-2027']!.valorVenda).toBe('20000.00');
    expect(proximoTempId(copia.meses)).toBe(2);
  });

  it('re-keying moves the lines; the picker offers only unused months', () => {
    const { meses } = planoCarregado();
    const movido = rechavearMes(meses, '12-2026', '03-2027');
    expect(Object.keys(movido).sort()).toEqual(['03-2027', '11-2026']);
    expect(movido['03-2027']!.previstoIndireto[0]!.mes_ano).toBe('03-2027');
    expect(movido['03-2027']!.previstoIndireto[0]!.id).toBe(3002);
    expect(rechavearMes(meses, '12-2026', '11-2026')).toBe(meses);
    const opcoes = opcoesDeMes(meses, '12-2026');
    expect(opcoes).toContain('12-2026');
    expect(opcoes).not.toContain('11-2026');
    expect(opcoes[0]).toBe('11-2024');
    expect(opcoes[opcoes.length - 1]).toBe('12-2028');
  });

  it('adding, editing and deleting lines renumber indices and update the totals', () => {
    const { meses } = planoCarregado();
    const base = meses['11-2026']!.previstoFuncao[0]!;
    let editados = salvarFuncao(meses, '11-2026', { ...base, id: undefined, tempId: 5, horas_funcao: '10' });
    expect(editados['11-2026']!.previstoFuncao.map((l) => l.indice)).toEqual([1, 2]);
    expect(totaisMes(editados['11-2026']!).custoFuncao).toBe('5500.00');
    editados = salvarFuncao(editados, '11-2026', { ...base, horas_funcao: '1' });
    expect(totaisMes(editados['11-2026']!).custoFuncao).toBe('550.00');
    editados = removerFuncao(editados, '11-2026', base);
    expect(editados['11-2026']!.previstoFuncao.map((l) => [l.tempId, l.indice])).toEqual([[5, 1]]);
    expect(linhasDeOutrosMeses(editados, '12-2026', 'previstoFuncao')).toHaveLength(1);
    expect(linhasDeOutrosMeses(editados, '11-2026', 'previstoFuncao')).toHaveLength(0);
  });
});
