import { formatarValorAuditado, mascararCpf, podeVerEntidade, protegerCampos, resumoDaEntrada, veSalarios, type CampoAuditado } from './index';

const salario: CampoAuditado = { campo: 'Salário', antes: '4500.00', depois: '5200.5', tipo: 'dinheiro', sigilo: 'salario' };
const cpf: CampoAuditado = { campo: 'CPF', antes: null, depois: '123.456.789-09', sigilo: 'cpf' };

describe('audit trail privacy and display', () => {
  it('sees salaries only with the employees registration or the closings', () => {
    expect(veSalarios(['cadastros'])).toBe(true);
    expect(veSalarios(['fechamentos', 'admin'])).toBe(true);
    expect(veSalarios(['admin', 'projetos', 'simulacoes'])).toBe(false);
  });

  it('hides salary values (null, oculto) from who does not see salaries and masks CPFs in lists', () => {
    expect(protegerCampos([salario, cpf], { salarios: false, mascararCpfs: true })).toEqual([
      { ...salario, antes: null, depois: null, oculto: true },
      { ...cpf, depois: '***.456.789-**' },
    ]);
    expect(protegerCampos([salario, cpf], { salarios: true, mascararCpfs: false })).toEqual([salario, cpf]);
    expect(mascararCpf('12345678909')).toBe('***.456.789-**');
    expect(mascararCpf('123')).toBe('***');
  });

  it("lets a record's history be read by the sections of its screens", () => {
    expect(podeVerEntidade('colaborador', ['cadastros'])).toBe(true);
    expect(podeVerEntidade('colaborador', ['projetos'])).toBe(false);
    expect(podeVerEntidade('fechamento', ['fechamentos'])).toBe(true);
    expect(podeVerEntidade('usuario', ['cadastros', 'fechamentos'])).toBe(false);
    expect(podeVerEntidade('usuario', ['admin'])).toBe(true);
  });

  it('shows money as R$, rates as %, dates dd/mm/aaaa and hidden values as oculto', () => {
    expect(formatarValorAuditado('5200.5', 'dinheiro')).toBe('R$\u00a05.200,50');
    expect(formatarValorAuditado('0.075', 'percentual')).toBe('7,50%');
    expect(formatarValorAuditado('2026-10-01', 'data')).toBe('01/10/2026');
    expect(formatarValorAuditado(null, 'texto')).toBe('—');
    expect(resumoDaEntrada({ campos: [{ ...salario, antes: null, depois: null, oculto: true }], detalhes: null })).toBe('Salário: oculto → oculto');
  });
});
