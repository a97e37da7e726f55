import {
  detalhesDaEntrada,
  formatarValorAuditado,
  ladoDoCampo,
  mascararCpf,
  podeVerEntidade,
  protegerCampos,
  resumoDaEntrada,
  veSalarios,
  tuplaDoCampo,
  campoLido,
  type CampoAuditado,
  type CampoGravado,
  type CampoGravadoObjeto,
} from './index';

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

  it('reads a creation stored without its before side as null: served antes null, shown —', () => {
    const criado: CampoGravadoObjeto = { campo: 'Nome', depois: 'Ana' };
    const salarioCriado: CampoGravadoObjeto = { campo: 'Salário', depois: '4500.00', tipo: 'dinheiro', sigilo: 'salario' };
    const cpfCriado: CampoGravadoObjeto = { campo: 'CPF', depois: '12345678909', sigilo: 'cpf' };
    // toStrictEqual: a missing `antes` is not `antes: null` (toEqual takes them as equal).
    expect(protegerCampos([criado, salarioCriado, cpfCriado], { salarios: true, mascararCpfs: false })).toStrictEqual([
      { campo: 'Nome', depois: 'Ana', antes: null },
      { ...salarioCriado, antes: null },
      { ...cpfCriado, antes: null },
    ]);
    expect(protegerCampos([criado, cpfCriado], { salarios: false, mascararCpfs: true })).toStrictEqual([
      { campo: 'Nome', depois: 'Ana', antes: null },
      { ...cpfCriado, antes: null, depois: '***.456.789-**' },
    ]);
    expect(ladoDoCampo(criado, 'antes')).toBe('—');
    expect(resumoDaEntrada({ campos: [criado as CampoAuditado, salarioCriado as CampoAuditado], detalhes: null })).toBe('Nome: — → Ana; Salário: — → R$\u00a04.500,00');
  });

  it('stores a field as a tuple [label, after, type, secrecy, before] without trailing nulls, and reads it back as the object it was', () => {
    const campos: CampoAuditado[] = [
      { campo: 'Nome', antes: null, depois: 'Ana' },
      { campo: 'Dependentes', antes: null, depois: 2, tipo: 'numero' },
      { campo: 'Salário', antes: null, depois: '6100.00', tipo: 'dinheiro', sigilo: 'salario' },
      { campo: 'CPF', antes: null, depois: '123.456.789-09', sigilo: 'cpf' },
      { campo: 'Função', antes: 'Júnior', depois: 'Pleno' },
      { campo: 'Demissão', antes: '2026-01-31', depois: null, tipo: 'data' },
      { campo: 'Ativo', antes: true, depois: false, tipo: 'booleano' },
      { campo: 'Observação', antes: null, depois: null },
    ];
    expect(campos.map(tuplaDoCampo)).toStrictEqual([
      ['Nome', 'Ana'],
      ['Dependentes', 2, 'numero'],
      ['Salário', '6100.00', 'dinheiro', 'salario'],
      ['CPF', '123.456.789-09', null, 'cpf'],
      ['Função', 'Pleno', null, null, 'Júnior'],
      ['Demissão', null, 'data', null, '2026-01-31'],
      ['Ativo', false, 'booleano', null, true],
      ['Observação'],
    ]);
    // Through JSON, as the database keeps it.
    const gravados = JSON.parse(JSON.stringify(campos.map(tuplaDoCampo))) as CampoGravado[];
    expect(gravados.map(campoLido)).toStrictEqual(campos);
  });

  it('serves a field stored as a tuple exactly as the same field stored as an object: salaries hidden, CPFs masked', () => {
    const objetos: CampoGravadoObjeto[] = [
      { campo: 'Salário', depois: '6100.00', tipo: 'dinheiro', sigilo: 'salario' },
      { campo: 'CPF', antes: '12345678901', depois: '123.456.789-09', sigilo: 'cpf' },
      { campo: 'Função', antes: 'Júnior', depois: 'Pleno' },
      { campo: 'Nome', antes: null, depois: 'Ana' },
    ];
    const tuplas: CampoGravado[] = [
      ['Salário', '6100.00', 'dinheiro', 'salario'],
      ['CPF', '123.456.789-09', null, 'cpf', '12345678901'],
      ['Função', 'Pleno', null, null, 'Júnior'],
      ['Nome', 'Ana'],
    ];
    for (const leitor of [
      { salarios: false, mascararCpfs: true },
      { salarios: true, mascararCpfs: false },
      { salarios: true, mascararCpfs: true },
    ]) {
      expect(protegerCampos(tuplas, leitor)).toStrictEqual(protegerCampos(objetos, leitor));
    }
    expect(protegerCampos(tuplas, { salarios: false, mascararCpfs: true })).toStrictEqual([
      { campo: 'Salário', antes: null, depois: null, tipo: 'dinheiro', sigilo: 'salario', oculto: true },
      { campo: 'CPF', antes: '***.456.789-**', depois: '***.456.789-**', sigilo: 'cpf' },
      { campo: 'Função', antes: 'Júnior', depois: 'Pleno' },
      { campo: 'Nome', antes: null, depois: 'Ana' },
    ]);
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

  it('shows the details in pt-BR: names for the keys, before → after, money as R$, never raw JSON', () => {
    const r$ = (valor: string) => `R$\u00a0${valor}`;
    const recalculo = { fechamento: '10/2026', custoTotal: { antes: '1234.5', depois: '20000' }, colaboradores: { antes: 3, depois: 4 } };
    expect(detalhesDaEntrada(recalculo)).toEqual([
      { rotulo: 'Fechamento', valor: '10/2026' },
      { rotulo: 'Custo total', valor: `${r$('1.234,50')} → ${r$('20.000,00')}` },
      { rotulo: 'Colaboradores', valor: '3 → 4' },
    ]);
    // A first calculation has no total before; nested counts and unknown keys read as words.
    expect(detalhesDaEntrada({ custoTotal: { antes: null, depois: 10 }, funcoes: { novas: 1, alteradas: 0 }, esperaMinutos: 2, outrasSessoesEncerradas: true })).toEqual([
      { rotulo: 'Custo total', valor: `— → ${r$('10,00')}` },
      { rotulo: 'Funções', valor: 'novas: 1, alteradas: 0' },
      { rotulo: 'Espera minutos', valor: '2' },
      { rotulo: 'Outras sessões encerradas', valor: 'Sim' },
    ]);
    expect(resumoDaEntrada({ campos: [], detalhes: recalculo })).toBe(`Fechamento: 10/2026; Custo total: ${r$('1.234,50')} → ${r$('20.000,00')}; Colaboradores: 3 → 4`);
    expect(detalhesDaEntrada(null)).toEqual([]);
  });
});
