/**
 * Deterministic generator of the demo employees (colaborador), their history
 * (colaborador_historico) and their benefits (colaborador_beneficio).
 *
 * A fixed-seed PRNG drives every choice, so every database gets identical rows. Matrículas follow
 * the admission order. The last history row of each employee equals the current record, and
 * colaborador.data_inicio is that row's date.
 */
import type { colaborador, colaboradorBeneficio, colaboradorHistorico } from '../../db/schema';
import { generateCpf } from './cpf';
import { BRANCH_PLACES, FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, OBSERVACOES_GERAIS, SURNAMES } from './people';
import { SeededRandom } from '@financeiro/domain';
import { BENEFICIO, REGIME } from './reference';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type SeedColaborador = Insert<typeof colaborador> & { mat: number; cpf: string; email: string };
export type SeedHistorico = Omit<Insert<typeof colaboradorHistorico>, 'alteradoPor'> & { id: number };
export type SeedColaboradorBeneficio = Insert<typeof colaboradorBeneficio> & { id: number };

export interface CompanyEmployees {
  colaboradores: SeedColaborador[];
  historico: SeedHistorico[];
  beneficios: SeedColaboradorBeneficio[];
}

const SEED = 20_250_501;
const EMAIL_DOMAIN = 'veecode.com.br';

// ----------------------------------------------------------------------------------- dates (UTC)

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** Fixed-date national holidays (MM-DD). */
const HOLIDAYS = new Set(['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25']);
/** Moves a Saturday, Sunday or fixed national holiday to the next working day. */
const weekday = (day: number): number => {
  const dow = new Date(day * DAY).getUTCDay();
  if (dow === 6 || dow === 0 || HOLIDAYS.has(isoOf(day).slice(5))) return weekday(day + 1);
  return day;
};
/** First day of the month `months` after the month of `day`. */
const firstOfMonthAfter = (day: number, months: number) => {
  const date = new Date(day * DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY;
};
const monthsBetween = (from: number, to: number) => {
  const a = new Date(from * DAY);
  const b = new Date(to * DAY);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
};

const ADMISSAO_MIN = dayOf('2018-01-01');
const ADMISSAO_MAX = dayOf('2025-10-31');
const DEMISSAO_MAX = dayOf('2026-10-31');
/** History changes (raises, promotions) happen no later than this. */
const LAST_CHANGE = dayOf('2026-09-01');

// ------------------------------------------------------------------------------- money helpers

const money = (value: number) => value.toFixed(2);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

// ----------------------------------------------------------------------------- company structure

/** Monthly salary range per function (CLT), in BRL. */
const SALARY_RANGE: Record<number, readonly [number, number]> = {
  1: [3500, 5200], // Desenvolvedor Júnior
  2: [6000, 9000], // Desenvolvedor Pleno
  3: [10000, 15000], // Desenvolvedor Sênior
  4: [14000, 19000], // Tech Lead
  5: [15000, 22000], // Arquiteto de Software
  6: [8000, 14000], // Engenheiro de Software
  7: [8500, 15000], // Engenheiro DevOps
  8: [8500, 15000], // Engenheiro de Dados
  9: [8000, 13000], // DBA
  10: [5500, 9000], // Administrador de Redes
  11: [8000, 14000], // Segurança da Informação
  12: [3500, 6000], // Analista de Suporte
  13: [2500, 3800], // Técnico de Suporte
  14: [4000, 8000], // Analista de Testes
  15: [5000, 8500], // Analista de Redes
  16: [11000, 17000], // Gerente de Projetos
  17: [9000, 13000], // Scrum Master
  18: [5000, 10000], // Designer UX/UI
  19: [20000, 22000], // Diretor de Tecnologia
  20: [4000, 7500], // Analista de RH
  21: [6000, 10000], // Contador
  22: [3000, 4500], // Técnico de Contabilidade
  23: [2200, 3500], // Assistente Administrativo
  24: [5000, 8500], // Administrador
  25: [12000, 17000], // Gerente Administrativo
  26: [14000, 20000], // Gerente Financeiro
  27: [13000, 20000], // Gerente Comercial
};

/** The function held before a promotion to the key function. */
const PREVIOUS_FUNCTION: Record<number, number> = {
  2: 1, 3: 2, 4: 3, 5: 3, 6: 2, 7: 12, 8: 2, 9: 12, 10: 15, 11: 12, 12: 13,
  16: 17, 17: 14, 21: 22, 24: 23, 25: 24, 26: 21, 27: 24,
};

/** Entry-level functions whose holders may have started as interns. */
const ENTRY_FUNCTIONS = new Set([1, 12, 13, 14, 20, 22, 23]);

interface DepartmentPlan {
  cod: number;
  total: number;
  interns: number;
  pj: number;
  /** [function, weight] for CLT employees. */
  functions: readonly (readonly [number, number])[];
  /** Functions offered to PJ contractors. */
  pjFunctions: readonly number[];
  internFunction: number;
  classifications: readonly (readonly [string, number])[];
  /** Fixed current data for the first CLT employee(s) of the department (reference salaries). */
  fixed?: readonly { funcao: number; salario: number; dependentes: number }[];
}

const DELIVERY_CLASSES = [['Alocação', 4], ['Desenvolvimento', 4], ['Consultoria', 2]] as const;

const DEPARTMENTS: readonly DepartmentPlan[] = [
  {
    cod: 1, total: 6, interns: 0, pj: 0, internFunction: 23, pjFunctions: [],
    functions: [[19, 1], [25, 1], [24, 2], [23, 2]],
    classifications: [['Sustentação', 1]],
  },
  {
    cod: 2, total: 5, interns: 0, pj: 0, internFunction: 22, pjFunctions: [],
    functions: [[26, 1], [21, 2], [22, 2]],
    classifications: [['Sustentação', 1]],
    // DOMAIN.md reference: salary 3.000,00 (custoTotal 4.980,83 without benefits).
    fixed: [{ funcao: 22, salario: 3000, dependentes: 0 }],
  },
  {
    cod: 3, total: 4, interns: 1, pj: 0, internFunction: 20, pjFunctions: [],
    functions: [[20, 2], [23, 1]],
    classifications: [['Sustentação', 1]],
    // DOMAIN.md reference: 5.000,00 with 2 dependents (INSS 509,60 and IRRF 249,53 in 2025).
    fixed: [{ funcao: 20, salario: 5000, dependentes: 2 }],
  },
  {
    cod: 4, total: 6, interns: 0, pj: 1, internFunction: 23, pjFunctions: [27, 16],
    functions: [[27, 1], [24, 2], [16, 1], [23, 1]],
    classifications: [['Consultoria', 1]],
  },
  {
    cod: 5, total: 45, interns: 3, pj: 4, internFunction: 1, pjFunctions: [3, 4, 5, 16, 18],
    functions: [[1, 8], [2, 12], [3, 7], [4, 2], [5, 2], [16, 2], [17, 2], [18, 2], [14, 4]],
    classifications: DELIVERY_CLASSES,
  },
  {
    cod: 6, total: 10, interns: 1, pj: 0, internFunction: 13, pjFunctions: [],
    functions: [[7, 3], [9, 1], [10, 1], [11, 1], [12, 2], [13, 2], [15, 1]],
    classifications: [['Sustentação', 1]],
  },
  {
    cod: 7, total: 8, interns: 0, pj: 1, internFunction: 1, pjFunctions: [3, 18],
    functions: [[1, 1], [2, 2], [3, 2], [4, 1], [6, 1], [18, 1]],
    classifications: [['Desenvolvimento', 1]],
  },
  {
    cod: 8, total: 6, interns: 1, pj: 0, internFunction: 14, pjFunctions: [],
    functions: [[14, 4], [1, 1]],
    classifications: [['Sustentação', 1], ['Desenvolvimento', 1]],
  },
  {
    cod: 16, total: 30, interns: 2, pj: 4, internFunction: 1, pjFunctions: [5, 7, 8, 3],
    functions: [[1, 3], [2, 5], [3, 6], [4, 2], [5, 3], [6, 5], [7, 3], [8, 3]],
    classifications: [['Desenvolvimento', 5], ['Consultoria', 3], ['Alocação', 2]],
  },
];

const MOVE_BETWEEN = new Map([
  [5, 16],
  [16, 5],
]);

const DISMISSAL_REASONS = [
  'Desligamento a pedido do colaborador.',
  'Desligado sem justa causa.',
  'Desligamento por acordo (art. 484-A da CLT).',
] as const;

// -------------------------------------------------------------------------------- text helpers

const COMPOUND_FEMALE = ['Ana Paula', 'Maria Eduarda', 'Ana Clara', 'Maria Fernanda'] as const;
const COMPOUND_MALE = ['João Pedro', 'Luiz Felipe', 'João Victor', 'Carlos Eduardo'] as const;

/** 'João Pedro' -> 'joao'; strips accents and anything outside a-z. */
const emailPart = (text: string) =>
  text
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// ------------------------------------------------------------------------------------- generator

interface Draft {
  departamento: number;
  regime: number;
  funcao: number;
  salario: number;
  cargaHoraria: number;
  classificacao: string;
  dependentes: number;
  admissao: number;
  demissao: number | null;
  dismissed: boolean;
  fixed: boolean;
  /** Employees converted from internship to CLT. */
  exIntern: boolean;
}

interface Version {
  day: number;
  departamento: number;
  regime: number;
  cargaHoraria: number;
  funcao: number;
  salario: number;
  classificacao: string;
}

function drawSalary(random: SeededRandom, funcao: number, regime: number, carga: number): number {
  if (regime === REGIME.EST) {
    const [min, max] = carga === 4 ? [1200, 1500] : [1500, 2200];
    return roundTo(min + random.next() * (max - min), 50);
  }
  const [min, max] = SALARY_RANGE[funcao]!;
  let value = min + random.next() * (max - min);
  if (regime === REGIME.PJ) value = Math.min(value * 1.25, 22000);
  return roundTo(value, regime === REGIME.PJ ? 100 : 50);
}

function draftEmployees(random: SeededRandom): Draft[] {
  const drafts: Draft[] = [];
  for (const plan of DEPARTMENTS) {
    const regimes = [
      ...Array<number>(plan.interns).fill(REGIME.EST),
      ...Array<number>(plan.pj).fill(REGIME.PJ),
      ...Array<number>(plan.total - plan.interns - plan.pj).fill(REGIME.CLT),
    ];
    const fixedLeft = [...(plan.fixed ?? [])];
    for (const regime of regimes) {
      const fixed = regime === REGIME.CLT ? fixedLeft.shift() : undefined;
      const funcao =
        regime === REGIME.EST
          ? plan.internFunction
          : regime === REGIME.PJ
            ? random.pick(plan.pjFunctions)
            : (fixed?.funcao ?? random.weighted(plan.functions));
      const cargaHoraria = regime === REGIME.EST ? (random.chance(0.25) ? 4 : 6) : 8;
      const admissao =
        regime === REGIME.EST
          ? weekday(random.int(dayOf('2024-11-04'), ADMISSAO_MAX - 3))
          : weekday(random.int(ADMISSAO_MIN, ADMISSAO_MAX - 3));
      drafts.push({
        departamento: plan.cod,
        regime,
        funcao,
        salario: fixed ? fixed.salario : drawSalary(random, funcao, regime, cargaHoraria),
        cargaHoraria,
        classificacao: random.weighted(plan.classifications),
        dependentes: fixed
          ? fixed.dependentes
          : regime === REGIME.EST
            ? random.weighted([[0, 9], [1, 1]])
            : random.weighted([[0, 45], [1, 25], [2, 20], [3, 10]]),
        admissao,
        demissao: null,
        dismissed: false,
        fixed: fixed !== undefined,
        exIntern: regime === REGIME.CLT && !fixed && ENTRY_FUNCTIONS.has(funcao) && random.chance(0.2),
      });
    }
  }

  // A few CLT part-timers (4 h): a designer and an accountant, salary proportional.
  for (const funcao of [18, 21]) {
    const draft = drafts.find((d) => d.regime === REGIME.CLT && d.funcao === funcao && !d.fixed);
    if (draft) {
      draft.cargaHoraria = 4;
      draft.salario = roundTo(draft.salario / 2, 50);
    }
  }

  // Eight dismissals: six CLT, one PJ, one intern (never the reference employees).
  const pickDismissed = (regime: number, howMany: number) =>
    random
      .shuffle(drafts.filter((d) => d.regime === regime && !d.fixed))
      .slice(0, howMany)
      .forEach((d) => {
        d.dismissed = true;
      });
  pickDismissed(REGIME.CLT, 6);
  pickDismissed(REGIME.PJ, 1);
  pickDismissed(REGIME.EST, 1);
  for (const draft of drafts.filter((d) => d.dismissed)) {
    if (draft.regime === REGIME.EST) draft.admissao = weekday(random.int(dayOf('2023-03-01'), dayOf('2024-06-28')));
    const earliest = Math.max(draft.admissao + 120, dayOf('2023-01-02'));
    // An internship lasts at most two years (Lei 11.788/2008, art. 11).
    const latest = draft.regime === REGIME.EST ? Math.min(draft.admissao + 700, DEMISSAO_MAX - 3) : DEMISSAO_MAX - 3;
    draft.demissao = weekday(random.int(earliest, latest));
  }
  return drafts;
}

/** 1–3 versions ending with the current data (oldest first). */
function buildVersions(random: SeededRandom, draft: Draft): Version[] {
  const current: Version = {
    day: 0,
    departamento: draft.departamento,
    regime: draft.regime,
    cargaHoraria: draft.cargaHoraria,
    funcao: draft.funcao,
    salario: draft.salario,
    classificacao: draft.classificacao,
  };
  const limit = Math.min(draft.demissao !== null ? draft.demissao - 30 : LAST_CHANGE, LAST_CHANGE);
  const firstChange = firstOfMonthAfter(draft.admissao, 6);
  const span = firstChange <= limit ? monthsBetween(firstChange, limit) + 1 : 0;

  let changes: number;
  if (draft.exIntern) changes = span > 0 ? (span > 18 && random.chance(0.6) ? 2 : 1) : 0;
  else if (span <= 0) changes = 0;
  else if (draft.regime === REGIME.EST) changes = random.chance(0.4) ? 1 : 0;
  else if (span < 12) changes = random.weighted([[0, 5], [1, 5]]);
  else if (span < 36) changes = random.weighted([[0, 3], [1, 5], [2, 2]]);
  else changes = random.weighted([[0, 2], [1, 4], [2, 4]]);
  changes = Math.min(changes, span);

  // Distinct change months, ascending (first of the month).
  const offsets = new Set<number>();
  // An ex-intern was converted within the two years an internship may last.
  if (draft.exIntern && changes > 0) offsets.add(random.int(0, Math.min(span, 18) - 1));
  while (offsets.size < changes) offsets.add(random.int(0, span - 1));
  const changeDays = [...offsets].sort((a, b) => a - b).map((offset) => firstOfMonthAfter(firstChange, offset));

  const versions: Version[] = [current];
  for (let i = changes - 1; i >= 0; i--) {
    const next = versions[0]!;
    next.day = changeDays[i]!;
    const previous: Version = { ...next, day: 0 };
    const isFirst = i === 0;
    if (draft.exIntern && isFirst) {
      // Started as an intern of the department, converted to CLT.
      const plan = DEPARTMENTS.find((d) => d.cod === draft.departamento)!;
      previous.regime = REGIME.EST;
      previous.cargaHoraria = 6;
      previous.funcao = ENTRY_FUNCTIONS.has(plan.internFunction) ? plan.internFunction : next.funcao;
      previous.salario = roundTo(1400 + random.next() * 700, 50);
    } else if (next.regime === REGIME.CLT && PREVIOUS_FUNCTION[next.funcao] && random.chance(0.5)) {
      previous.funcao = PREVIOUS_FUNCTION[next.funcao]!;
      previous.salario = roundTo(next.salario * (0.7 + random.next() * 0.12), 50);
    } else {
      previous.salario = roundTo(next.salario * (0.85 + random.next() * 0.08), 50);
    }
    if (next.regime === REGIME.EST) previous.salario = Math.max(previous.salario, 1000);
    if (MOVE_BETWEEN.has(next.departamento) && random.chance(0.12)) {
      previous.departamento = MOVE_BETWEEN.get(next.departamento)!;
    }
    if (random.chance(0.15)) {
      const plan = DEPARTMENTS.find((d) => d.cod === previous.departamento)!;
      previous.classificacao = random.weighted(plan.classifications);
    }
    versions.unshift(previous);
  }
  versions[0]!.day = draft.admissao;
  return versions;
}

function generate(): CompanyEmployees {
  const random = new SeededRandom(SEED);
  const drafts = draftEmployees(random);
  // Matrículas in admission order (ties keep the draft order).
  const ordered = drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.admissao - b.draft.admissao || a.index - b.index)
    .map(({ draft }) => draft);

  const cpfs = new Set<string>();
  const emails = new Set<string>();
  const colaboradores: SeedColaborador[] = [];
  const historico: SeedHistorico[] = [];
  const beneficios: SeedColaboradorBeneficio[] = [];

  ordered.forEach((draft, index) => {
    const mat = index + 1;
    const filial = random.weighted([[1, 6], [2, 2], [3, 2]] as const);
    const place = BRANCH_PLACES[filial]!;

    let nome = '';
    let sobrenome = '';
    let email = '';
    do {
      const female = random.chance(0.5);
      nome = random.chance(0.12)
        ? random.pick(female ? COMPOUND_FEMALE : COMPOUND_MALE)
        : random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
      const first = random.pick(SURNAMES);
      let second = random.pick(SURNAMES);
      while (second === first) second = random.pick(SURNAMES);
      sobrenome = random.chance(0.7) ? `${first} ${second}` : second;
      email = `${emailPart(nome)}.${emailPart(second)}@${EMAIL_DOMAIN}`;
    } while (emails.has(email));
    emails.add(email);

    let cpf = generateCpf(random, place.cpfRegion);
    while (cpfs.has(cpf)) cpf = generateCpf(random, place.cpfRegion);
    cpfs.add(cpf);

    const city = random.weighted(place.cities.map((c) => [c, c.weight] as const));
    const [street, bairro] = random.pick(city.streets);
    const complemento = random.chance(0.4) ? `, apto ${random.int(1, 24)}${random.pick(['1', '2', '3', '4'])}` : '';
    const endereco = `${street}, ${random.int(10, 3200)}${complemento} - ${bairro}`;

    const versions = buildVersions(random, draft);
    const last = versions[versions.length - 1]!;
    const admissao = isoOf(draft.admissao);

    let observacao: string | null = null;
    if (draft.dismissed) {
      observacao = draft.regime === REGIME.EST
        ? 'Término do contrato de estágio.'
        : draft.regime === REGIME.PJ
          ? 'Encerramento do contrato de prestação de serviços.'
          : random.pick(DISMISSAL_REASONS);
    } else if (versions[0]!.regime === REGIME.EST && last.regime === REGIME.CLT) {
      observacao = `Efetivado após o estágio em ${brDate(isoOf(versions[1]!.day))}.`;
    } else if (draft.regime === REGIME.PJ) {
      observacao = 'Contrato de prestação de serviços (PJ) com nota fiscal mensal.';
    } else if (draft.regime === REGIME.EST) {
      observacao = 'Termo de compromisso de estágio com instituição de ensino conveniada (Lei 11.788/2008).';
    } else if (random.chance(0.25)) {
      observacao = random.pick(OBSERVACOES_GERAIS);
    }

    colaboradores.push({
      mat,
      nome,
      sobrenome,
      cpf,
      email,
      dependentes: draft.dependentes,
      endereco,
      cidade: city.name.split('/')[0]!,
      uf: city.name.split('/')[1]!,
      filial,
      departamento: last.departamento,
      regime: last.regime,
      funcao: last.funcao,
      admissao,
      demissao: draft.demissao === null ? null : isoOf(draft.demissao),
      salario: money(last.salario),
      classificacao: last.classificacao,
      cargaHoraria: last.cargaHoraria,
      dataInicio: isoOf(last.day),
      observacao,
    });
    for (const version of versions) {
      historico.push({
        id: historico.length + 1,
        mat,
        dataInicio: isoOf(version.day),
        departamento: version.departamento,
        regimeContrato: version.regime,
        cargaHoraria: version.cargaHoraria,
        funcao: version.funcao,
        salario: money(version.salario),
        classificacao: version.classificacao,
      });
    }

    // Benefits: CLT meal (VR or VA) + most have health plan, some transport and life insurance;
    // interns VR + VT; PJ none.
    const add = (benefCod: number, extra: Partial<SeedColaboradorBeneficio> = {}) =>
      beneficios.push({ id: beneficios.length + 1, rolMat: mat, benefCod, filialCod: filial, ...extra });
    if (last.regime === REGIME.EST) {
      add(BENEFICIO.VR);
      add(BENEFICIO.VT);
    } else if (last.regime === REGIME.CLT) {
      add(random.chance(0.7) ? BENEFICIO.VR : BENEFICIO.VA);
      if (random.chance(0.9)) {
        // Dependents on the health plan: extra premium, part of it discounted from the employee.
        const dependents = draft.dependentes > 0 && random.chance(0.35) ? draft.dependentes : 0;
        add(
          BENEFICIO.PS,
          dependents > 0
            ? { valorBenefAdic: money(280 * dependents), valorDescAdic: money(60 * dependents) }
            : {},
        );
      }
      if (random.chance(last.salario < 6000 ? 0.6 : 0.2)) add(BENEFICIO.VT);
      if (random.chance(0.7)) add(BENEFICIO.SV);
    }
  });

  return { colaboradores, historico, beneficios };
}

let cached: CompanyEmployees | undefined;

/** The generated employees (computed once per process; pure and deterministic). */
export function companyEmployees(): CompanyEmployees {
  cached ??= generate();
  return cached;
}
