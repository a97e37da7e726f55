import {
  arredondarCapacidade,
  calculadoraHorasObrigatorias,
  figurasDaLinha,
  filtrarCapacidadeArea,
  filtrarCapacidadeProjeto,
  horasObrigatorias,
  lerSelecaoProjetosCapacidade,
  ocupacaoPercentual,
  ordenarCapacidade,
  planilhaCapacidadeArea,
  planilhaCapacidadeProjeto,
  proximaOrdemCapacidade,
  textoOcupacaoCapacidade,
  segmentoProjetosCapacidade,
  textoVariacaoCapacidade,
  tituloExportacaoCapacidade,
  totaisCapacidadeArea,
  totaisCapacidadeProjeto,
  totaisGeraisCapacidadeProjeto,
  VALOR_COLUNA_AREA,
  VALOR_COLUNA_PROJETO,
  variacaoFaturavelLinha,
  variacaoFaturavelTotal,
  type LinhaCapacidadeArea,
  type LinhaCapacidadeProjeto,
} from '.';
import { SEM_HORAS_OBRIGATORIAS } from '../format/percentual';

function area(
  nome: string,
  f: { obrig: number; plan: number; ferias?: number; real: number; fat: number; dep?: number; reg?: number; demissao?: string | null },
): LinhaCapacidadeArea {
  const ferias = f.ferias ?? 0;
  return {
    colaborador: {
      mat: nome.charCodeAt(0),
      nome,
      sobrenome: 'Silva',
      demissao: f.demissao ?? null,
      departamento: { cod: f.dep ?? 5, nome: f.dep === 16 ? 'ENGESOL' : 'Delivery' },
      regime: { cod: f.reg ?? 1, nome: f.reg === 3 ? 'Estagiário' : 'CLT' },
      funcao: { nome: { nome: 'Desenvolvedor Pleno' } },
    },
    perfil: 'Desenvolvimento',
    infoMaiorAlocacao: { categoria: 'Sustentação' },
    horasPorDia: 8,
    totalHorasObrigatorias: f.obrig,
    totalHorasPlanejadas: f.plan,
    ferias,
    horasLivres: f.obrig - ferias - f.plan,
    horasRealizadas: f.real,
    horasFaturaveis: f.fat,
    ...figurasDaLinha({ obrigatorias: f.obrig, planejadas: f.plan, realizadas: f.real, faturaveis: f.fat }),
  };
}

function projeto(nome: string, f: { obrig: number; plan: number; real: number; fat: number; mat?: number | null; regime?: string | null; dep?: string }): LinhaCapacidadeProjeto {
  return {
    colaborador: {
      mat: f.mat === undefined ? nome.charCodeAt(0) : f.mat,
      accountId: `acc-${nome}`,
      nome,
      sobrenome: '',
      demissao: null,
      departamento: f.dep ?? 'Delivery',
      regime: f.regime === undefined ? 'CLT' : f.regime,
      funcao: { nome: 'Tech Lead' },
    },
    perfil: null,
    horasPorDia: 8,
    totalHorasObrigatorias: f.obrig,
    horasPlanejadas: f.plan,
    horasRealizadas: f.real,
    horasFaturaveis: f.fat,
    ...figurasDaLinha({ obrigatorias: f.obrig, planejadas: f.plan, realizadas: f.real, faturaveis: f.fat }),
  };
}

describe('mandatory hours', () => {
  it('limits the period to admission and dismissal and multiplies by the daily workload', () => {
    const base = { inicio: '2026-11-01', fim: '2026-11-30', horasPorDia: 8 };
    expect(horasObrigatorias({ ...base, admissao: '2020-01-01' })).toBe(152);
    expect(horasObrigatorias({ ...base, admissao: '2026-11-16', horasPorDia: 6 })).toBe(6 * 10); // 16..30 minus 20 = 10 days
    expect(horasObrigatorias({ ...base, admissao: '2020-01-01', demissao: '2026-11-06' })).toBe(8 * 4); // 3,4,5,6
    expect(horasObrigatorias({ ...base, admissao: '2020-01-01', demissao: '2026-10-31' })).toBe(0);
    expect(horasObrigatorias({ ...base, admissao: '2026-12-01' })).toBe(0);
  });

  it('the calculator of a period gives the same hours as the single computation', () => {
    const calcular = calculadoraHorasObrigatorias('2026-10-01', '2026-12-31');
    const casos = [
      { admissao: '2020-01-01', horasPorDia: 8 },
      { admissao: '2026-11-16', horasPorDia: 6 },
      { admissao: '2020-01-01', demissao: '2026-11-06', horasPorDia: 8 },
      { admissao: '2020-01-01', demissao: '2026-09-30', horasPorDia: 8 },
      { admissao: '2027-01-01', horasPorDia: 8 },
      { admissao: '2026-12-31', horasPorDia: 4 },
      { admissao: '2026-10-01', demissao: '2026-10-01', horasPorDia: 8 },
    ];
    for (const caso of casos) {
      expect(calcular(caso)).toBe(horasObrigatorias({ inicio: '2026-10-01', fim: '2026-12-31', ...caso }));
    }
    expect(calcular(casos[0]!)).toBe(62 * 8);
  });
});

describe('rounding, occupancy and variation', () => {
  it('rounds half away from zero', () => {
    expect(arredondarCapacidade(2.5)).toBe(3);
    expect(arredondarCapacidade(-2.5)).toBe(-3);
    expect(arredondarCapacidade(2.4999)).toBe(2);
    expect(arredondarCapacidade(1.005, 2)).toBe(1.01);
    expect(arredondarCapacidade(Number.NaN)).toBe(0);
  });

  it('occupancy is 0 when the mandatory hours are 0 (not a number)', () => {
    expect(ocupacaoPercentual(80, 160)).toBe(50);
    expect(ocupacaoPercentual(0, 0)).toBe(0);
    expect(ocupacaoPercentual(10, 0)).toBe(0);
  });

  it('row variation is (planned - billable) / planned x 100, "-" without planned hours', () => {
    expect(variacaoFaturavelLinha(100, 75)).toBe(25);
    expect(variacaoFaturavelLinha(100, 130)).toBe(-30);
    expect(variacaoFaturavelLinha(0, 10)).toBeNull();
    expect(textoVariacaoCapacidade(12.345)).toBe('12,35%');
    expect(textoVariacaoCapacidade(-30)).toBe('-30,00%');
    expect(textoVariacaoCapacidade(null)).toBe('-');
  });

  it('total variation: 0 when planned and billable are 0, -100 when only planned is 0', () => {
    expect(variacaoFaturavelTotal(0, 0)).toBe(0);
    expect(variacaoFaturavelTotal(0, 12)).toBe(-100);
    expect(variacaoFaturavelTotal(200, 150)).toBe(25);
  });
});

describe('area totals row', () => {
  it('sums, rounds to whole numbers, floors free hours, ratios over the total mandatory hours', () => {
    const linhas = [
      area('Ana', { obrig: 160, plan: 100.4, ferias: 8, real: 90.6, fat: 70.25 }),
      area('Bruno', { obrig: 152, plan: 150.3, real: 151.1, fat: 140.5 }),
    ];
    const t = totaisCapacidadeArea(linhas);
    // free: (160 - 8 - 100.4) + (152 - 150.3) = 51.6 + 1.7 = 53.3 -> 53
    expect(t).toEqual({
      colaboradores: 2,
      totalHorasObrigatorias: 312,
      totalHorasPlanejadas: 251, // 250.7
      ferias: 8,
      horasLivres: 53,
      horasRealizadas: 242, // 241.7
      horasFaturaveis: 211, // 210.75
      ocupacaoPlanejada: 80, // 250.7 / 312 = 80.35 %
      ocupacaoRealizada: 77, // 241.7 / 312 = 77.47 %
      ocupacaoFaturavel: 68, // 210.75 / 312 = 67.55 %
      variacaoFaturavel: 16, // (250.7 - 210.75) / 250.7 = 15.94 %
    });
  });

  it('floors negative free hours and gives 0 occupancies without mandatory hours', () => {
    const t = totaisCapacidadeArea([area('Caio', { obrig: 0, plan: 10.5, real: 3, fat: 0 })]);
    expect(t.horasLivres).toBe(-11);
    expect(t.ocupacaoPlanejada).toBe(0);
    expect(t.ocupacaoRealizada).toBe(0);
    expect(t.variacaoFaturavel).toBe(100);
  });

  it('applies the -100 and 0 variation cases, and an empty list', () => {
    expect(totaisCapacidadeArea([area('Davi', { obrig: 160, plan: 0, real: 10, fat: 10 })]).variacaoFaturavel).toBe(-100);
    expect(totaisCapacidadeArea([area('Davi', { obrig: 160, plan: 0, real: 0, fat: 0 })]).variacaoFaturavel).toBe(0);
    expect(totaisCapacidadeArea([])).toEqual({
      colaboradores: 0, totalHorasObrigatorias: 0, totalHorasPlanejadas: 0, ferias: 0, horasLivres: 0, horasRealizadas: 0,
      horasFaturaveis: 0, ocupacaoPlanejada: 0, ocupacaoRealizada: 0, ocupacaoFaturavel: 0, variacaoFaturavel: 0,
    });
  });
});

describe('project totals', () => {
  const linhas = [projeto('Ana', { obrig: 160, plan: 80.5, real: 60.4, fat: 40.2 }), projeto('Bia', { obrig: 120, plan: 0, real: 10, fat: 10 })];

  it('rounds the hours and percentages of a project', () => {
    expect(totaisCapacidadeProjeto(linhas)).toEqual({
      colaboradores: 2,
      totalHorasObrigatorias: 280,
      horasPlanejadas: 81, // 80.5
      horasRealizadas: 70, // 70.4
      horasFaturaveis: 50, // 50.2
      ocupacaoPlanejada: 29, // 28.75
      ocupacaoRealizada: 25, // 25.14
      ocupacaoFaturavel: 18, // 17.93
      variacaoFaturavel: 38, // (80.5 - 50.2) / 80.5 = 37.64
    });
    expect(totaisCapacidadeProjeto([linhas[1]!]).variacaoFaturavel).toBe(-100);
  });

  it('the overall table counts each person once for the mandatory hours', () => {
    const outroProjeto = [projeto('Ana', { obrig: 160, plan: 20, real: 30, fat: 30 })];
    expect(totaisGeraisCapacidadeProjeto([{ colaboradores: linhas }, { colaboradores: outroProjeto }])).toEqual({
      totalHorasObrigatorias: 280,
      horasPlanejadas: 101, // 100.5
      horasRealizadas: 100, // 100.4
      horasFaturaveis: 80, // 80.2
      ocupacaoFaturavel: 29, // 80.2 / 280 = 28.64
    });
    expect(totaisGeraisCapacidadeProjeto([])).toEqual({
      totalHorasObrigatorias: 0, horasPlanejadas: 0, horasRealizadas: 0, horasFaturaveis: 0, ocupacaoFaturavel: 0,
    });
  });
});

describe('row figures', () => {
  it('gives occupancies with 2 decimals and the variation text and value', () => {
    expect(figurasDaLinha({ obrigatorias: 152, planejadas: 100, realizadas: 101, faturaveis: 99.5 })).toEqual({
      ocupacao: { ocupacaoPlanejada: 65.79, ocupacaoRealizada: 66.45, ocupacaoFaturavel: 65.46 },
      variacaoFaturavel: '0,50%',
      variacaoFaturavelValor: 0.5,
    });
    expect(figurasDaLinha({ obrigatorias: 0, planejadas: 0, realizadas: 0, faturaveis: 0 })).toEqual({
      ocupacao: { ocupacaoPlanejada: null, ocupacaoRealizada: null, ocupacaoFaturavel: null },
      variacaoFaturavel: '-',
      variacaoFaturavelValor: null,
    });
  });

  it('a row without mandatory hours has no occupancy (issue 34 point 5): null, shown "sem horas obrigatórias", never 0 %', () => {
    const { ocupacao } = figurasDaLinha({ obrigatorias: 0, planejadas: 16, realizadas: 12.5, faturaveis: 10 });
    expect(ocupacao).toEqual({ ocupacaoPlanejada: null, ocupacaoRealizada: null, ocupacaoFaturavel: null });
    expect(textoOcupacaoCapacidade(ocupacao.ocupacaoRealizada)).toBe(SEM_HORAS_OBRIGATORIAS);
    expect(textoOcupacaoCapacidade(65.79)).toBe('65,79%');
    expect(textoOcupacaoCapacidade(65.79, 0)).toBe('66%');
    expect(SEM_HORAS_OBRIGATORIAS).toBe('sem horas obrigatórias');
  });
});

describe('selections and filters', () => {
  it('maps TODOS / NAO-INT-1000 / ids to the path segment and back', () => {
    expect(segmentoProjetosCapacidade([{ id: 3, key: 'A' }, { id: 7, key: 'B' }])).toBe('3,7');
    expect(segmentoProjetosCapacidade([{ id: 0, key: 'TODOS' }])).toBe('TODOS');
    expect(segmentoProjetosCapacidade([{ id: 0, key: 'nao-int-1000' }, { id: 4, key: 'X' }])).toBe('NAO-INT-1000');
    expect(lerSelecaoProjetosCapacidade('3,7,3')).toEqual({ tipo: 'ids', ids: [3, 7] });
    expect(lerSelecaoProjetosCapacidade('todos')).toEqual({ tipo: 'todos' });
    expect(lerSelecaoProjetosCapacidade('NAO-INT-1000')).toEqual({ tipo: 'nao-int-1000' });
    expect(lerSelecaoProjetosCapacidade('3,x')).toBeNull();
    expect(lerSelecaoProjetosCapacidade('0')).toBeNull();
    expect(lerSelecaoProjetosCapacidade('')).toBeNull();
    expect(lerSelecaoProjetosCapacidade('%E0%A4%A')).toBeNull();
  });

  it('area: Delivery 5, ENGESOL 16, Overhead none; CLT 1, Estagiário 3', () => {
    const linhas = [
      area('Ana', { obrig: 1, plan: 0, real: 0, fat: 0, dep: 5, reg: 1 }),
      area('Bruno', { obrig: 1, plan: 0, real: 0, fat: 0, dep: 16, reg: 3 }),
      area('Caio', { obrig: 1, plan: 0, real: 0, fat: 0, dep: 1, reg: 2 }),
    ];
    const nomes = (rows: LinhaCapacidadeArea[]) => rows.map((r) => r.colaborador.nome);
    expect(nomes(filtrarCapacidadeArea(linhas, { departamento: 'Delivery', regime: 'Todos' }))).toEqual(['Ana']);
    expect(nomes(filtrarCapacidadeArea(linhas, { departamento: 'ENGESOL', regime: 'Todos' }))).toEqual(['Bruno']);
    expect(nomes(filtrarCapacidadeArea(linhas, { departamento: 'Overhead', regime: 'Todos' }))).toEqual([]);
    expect(nomes(filtrarCapacidadeArea(linhas, { departamento: 'Todos', regime: 'Estagiário' }))).toEqual(['Bruno']);
    expect(nomes(filtrarCapacidadeArea(linhas, { departamento: 'Todos', regime: 'CLT' }))).toEqual(['Ana']);
    expect(nomes(filtrarCapacidadeArea(linhas, { departamento: 'Todos', regime: 'Todos' }))).toHaveLength(3);
  });

  it('project: texts compared case-insensitively', () => {
    const linhas = [
      projeto('Ana', { obrig: 1, plan: 0, real: 0, fat: 0, dep: 'DELIVERY', regime: 'clt' }),
      projeto('Bia', { obrig: 1, plan: 0, real: 0, fat: 0, dep: 'Overhead', regime: 'ESTAGIÁRIO' }),
      projeto('Cid', { obrig: 1, plan: 0, real: 0, fat: 0, dep: 'Delivery', regime: null }),
    ];
    const nomes = (rows: LinhaCapacidadeProjeto[]) => rows.map((r) => r.colaborador.nome);
    expect(nomes(filtrarCapacidadeProjeto(linhas, { departamento: 'Delivery', regime: 'Todos' }))).toEqual(['Ana', 'Cid']);
    expect(nomes(filtrarCapacidadeProjeto(linhas, { departamento: 'Overhead', regime: 'Todos' }))).toEqual(['Bia']);
    expect(nomes(filtrarCapacidadeProjeto(linhas, { departamento: 'Todos', regime: 'Estagiário' }))).toEqual(['Bia']);
    expect(nomes(filtrarCapacidadeProjeto(linhas, { departamento: 'Delivery', regime: 'CLT' }))).toEqual(['Ana']);
  });
});

describe('sorting', () => {
  it('toggles on the same column and starts a new column at the given direction', () => {
    expect(proximaOrdemCapacidade(null, 'ferias', 'desc')).toEqual({ coluna: 'ferias', direcao: 'desc' });
    expect(proximaOrdemCapacidade({ coluna: 'ferias', direcao: 'desc' }, 'ferias', 'desc')).toEqual({ coluna: 'ferias', direcao: 'asc' });
    expect(proximaOrdemCapacidade({ coluna: 'ferias', direcao: 'asc' }, 'colaborador', 'asc')).toEqual({ coluna: 'colaborador', direcao: 'asc' });
  });

  it('sorts by name by default, numbers numerically, empty values last', () => {
    const linhas = [
      area('Érica', { obrig: 10, plan: 0, real: 0, fat: 0 }),
      area('bruno', { obrig: 100, plan: 5, real: 0, fat: 0 }),
      area('Carla', { obrig: 9, plan: 3, real: 0, fat: 0 }),
    ];
    const nomes = (rows: LinhaCapacidadeArea[]) => rows.map((r) => r.colaborador.nome);
    expect(nomes(ordenarCapacidade(linhas, VALOR_COLUNA_AREA, null))).toEqual(['bruno', 'Carla', 'Érica']);
    expect(nomes(ordenarCapacidade(linhas, VALOR_COLUNA_AREA, { coluna: 'totalHorasObrigatorias', direcao: 'desc' }))).toEqual(['bruno', 'Érica', 'Carla']);
    expect(nomes(ordenarCapacidade(linhas, VALOR_COLUNA_AREA, { coluna: 'totalHorasObrigatorias', direcao: 'asc' }))).toEqual(['Carla', 'Érica', 'bruno']);
    // Érica has no planned hours: variation '-' stays last either way.
    expect(nomes(ordenarCapacidade(linhas, VALOR_COLUNA_AREA, { coluna: 'variacaoFaturavel', direcao: 'asc' })).at(-1)).toBe('Érica');
    expect(nomes(ordenarCapacidade(linhas, VALOR_COLUNA_AREA, { coluna: 'variacaoFaturavel', direcao: 'desc' })).at(-1)).toBe('Érica');
    const proj = [projeto('Zé', { obrig: 1, plan: 0, real: 0, fat: 0, regime: null }), projeto('Ana', { obrig: 1, plan: 0, real: 0, fat: 0 })];
    expect(ordenarCapacidade(proj, VALOR_COLUNA_PROJETO, { coluna: 'regime', direcao: 'desc' }).map((r) => r.colaborador.nome)).toEqual(['Ana', 'Zé']);
  });
});

describe('exports', () => {
  it('has the title with the dates', () => {
    expect(tituloExportacaoCapacidade('2026-10-01', '2026-12-31')).toBe('Relatório Capacidade: 01/10/2026 - 31/12/2026');
  });

  it('area: status and plain numbers, totals row last', () => {
    const rows = planilhaCapacidadeArea([
      area('Ana', { obrig: 160, plan: 100.456, real: 90, fat: 80 }),
      area('Bruno', { obrig: 8, plan: 0, real: 0, fat: 0, demissao: '2026-10-01' }),
    ]);
    expect(rows[0]![1]).toBe('Status');
    expect(rows[1]!.slice(0, 2)).toEqual(['Ana Silva', 'Ativo']);
    expect(rows[1]![9]).toBe(100.46);
    expect(rows[2]![1]).toBe('Inativo');
    expect(rows[2]![12]).toBe('--');
    expect(rows[2]![17]).toBe('-');
    expect(rows[3]![0]).toBe('Total: 2 colaboradores');
    expect(rows[3]![8]).toBe(168);
  });

  it('project: rounded values with h and % suffixes, N/A regime', () => {
    const rows = planilhaCapacidadeProjeto([
      {
        projeto: { id: 1, key: 'AUR', label: 'AUR - Aurora', categoria: 'Desenvolvimento' },
        colaboradores: [projeto('Ana', { obrig: 160, plan: 80.5, real: 60.4, fat: 40.2, regime: null })],
      },
    ]);
    expect(rows[1]).toEqual(['160h', '81h', '60h', '40h', '25%']);
    expect(rows[3]).toEqual(['AUR - Aurora (Desenvolvimento)']);
    expect(rows[5]).toEqual(['Ana', 'Delivery', 'N/A', 'Tech Lead', '', '8h', '160h', '81h', '50%', '60h', '38%', '40h', '25%', '50%']);
    expect(rows[6]![0]).toBe('Total: 1 colaboradores');
  });

  it('a row without mandatory hours exports "sem horas obrigatórias" in its occupancy cells, as the screen shows it', () => {
    const porArea = planilhaCapacidadeArea([area('Ana', { obrig: 0, plan: 16, real: 12, fat: 10 })]);
    expect([porArea[1]![12], porArea[1]![14], porArea[1]![16]]).toEqual([SEM_HORAS_OBRIGATORIAS, SEM_HORAS_OBRIGATORIAS, SEM_HORAS_OBRIGATORIAS]);
    const porProjeto = planilhaCapacidadeProjeto([
      {
        projeto: { id: 1, key: 'AUR', label: 'AUR - Aurora', categoria: null },
        colaboradores: [projeto('Zé', { obrig: 0, plan: 16, real: 12, fat: 10, mat: null })],
      },
    ]);
    expect([porProjeto[5]![8], porProjeto[5]![10], porProjeto[5]![12]]).toEqual([SEM_HORAS_OBRIGATORIAS, SEM_HORAS_OBRIGATORIAS, SEM_HORAS_OBRIGATORIAS]);
  });
});
