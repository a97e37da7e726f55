/**
 * What the virtual users do: the screens of each role, each as the calls the front-end makes for it
 * (packages/api/src: same paths, bodies and parallel loads), and the periodic writes (margin report
 * save, import, closing recalculation).
 */
import { todayInSaoPaulo } from '@financeiro/domain';
import { withCheckDigits } from '../src/seed/company/cpf';
import type { ApiClient } from './client';
import type { VirtualUser } from './database';
import { pickOne, pickWeighted, type Papel, type Weighted } from './mix';

/** Dates: 'yyyy-MM-dd' in bodies and most paths; dd/MM/yyyy (URL-encoded) in the project paths. */
const brPath = (iso: string) => encodeURIComponent(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (date: Date, delta = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + delta, 1));
const monthEnd = (date: Date, delta = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + delta + 1, 0));
/** Today in São Paulo (the API's calendar, as the screens see it) at 00:00 UTC, for the UTC getters above. */
export const hojeEmSaoPaulo = (now: Date = new Date()) => new Date(`${todayInSaoPaulo(now)}T00:00:00Z`);

export interface Projeto {
  id: number;
  chave: string;
}

/** What the screens pick from, read once before the load. */
export interface Catalogo {
  /** The demo company's projects (plans, costs, clients). */
  demo: Projeto[];
  /** The benchmark's 5.000 projects (BENCH1 is the big one). */
  bench: { primeiroId: number; total: number };
  grande: Projeto;
  /** Calculated closings (ids), latest first. */
  fechamentos: number[];
  /** The closing recalculated every 2 minutes (latest calculated, not blocked). */
  fechamentoRecalculo: number;
  /** CPFs of the employees imported before the load (the update import's rows). */
  cpfsImportados: string[];
}

export class Session {
  token = '';
  private refreshToken = '';
  private expiresAt = 0;

  constructor(
    readonly user: VirtualUser,
    private readonly api: ApiClient,
    /** Where the user's requests come from (X-Forwarded-For; the API runs with TRUST_PROXY=1). */
    readonly address: string = addressOf(user),
  ) {}

  get papel(): Papel {
    return this.user.papel;
  }

  async login(): Promise<void> {
    const answer = await this.api.call<{ token: string; refresh_token: string }>('POST /login', 'login', 'POST', '/login', {
      body: { usuario: this.user.usuario, senha: this.user.senha },
      json: true,
      address: this.address,
    });
    if (!answer.body) throw new Error(`login de ${this.user.usuario}: ${answer.status}`);
    this.take(answer.body);
  }

  /** Rotates the tokens a minute before the access token expires (the front-end does it on a 401). */
  async fresh(): Promise<string> {
    if (Date.now() > this.expiresAt - 60_000) {
      const answer = await this.api.call<{ token: string; refresh_token: string }>('POST /login/refresh', 'login', 'POST', '/login/refresh', {
        body: { refresh_token: this.refreshToken },
        json: true,
        address: this.address,
      });
      if (answer.body) this.take(answer.body);
    }
    return this.token;
  }

  private take(body: { token: string; refresh_token: string }) {
    this.api.addresses.delete(this.token);
    this.api.addresses.set(body.token, this.address);
    this.token = body.token;
    this.refreshToken = body.refresh_token;
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
    this.expiresAt = payload.exp * 1000;
  }
}

/** A documentation address (RFC 5737 / 198.18.0.0/15 benchmark range) per virtual user: loadtest-N → 198.18.x.y. */
export function addressOf(user: Pick<VirtualUser, 'usuario'>): string {
  const n = Number(/(\d+)$/.exec(user.usuario)?.[1] ?? 0);
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

type Screen = (ctx: { api: ApiClient; session: Session; catalogo: Catalogo; random: () => number }) => Promise<unknown>;

function projetoQualquer(catalogo: Catalogo, random: () => number): Projeto {
  const r = random();
  if (r < 0.5) return pickOne(random, catalogo.demo);
  const n = 2 + Math.floor(random() * (catalogo.bench.total - 1));
  return { id: catalogo.bench.primeiroId - 1 + n, chave: `BENCH${n}` };
}

const ORDENS = ['key', 'name', 'lastIssueUpdateTime', 'category'] as const;

/** The screens of the sections each role has; weights = how often a user opens them. */
const FINANCEIRO: Weighted<[string, Screen]>[] = [
  {
    weight: 30,
    value: [
      'lista de projetos',
      async ({ api, session, random }) => {
        const token = await session.fresh();
        const query = new URLSearchParams({ ordem: pickOne(random, ORDENS), direcao: random() < 0.5 ? 'asc' : 'desc', tamanho: '10' });
        if (random() < 0.3) query.set('texto', pickOne(random, ['portal', 'dados', 'app', 'integra', 'BENCH12']));
        if (random() < 0.3) query.set('categoria', String(1 + Math.floor(random() * 7)));
        if (random() < 0.3) query.set('anos', '2025,2026');
        const page = 1 + Math.floor(random() * 5);
        await Promise.all([
          api.call('GET /jira/projects/:page', 'leitura', 'GET', `/jira/projects/${page}?${query}`, { token }),
          api.call('GET /jira/projects/categories', 'leitura', 'GET', '/jira/projects/categories', { token }),
          api.call('GET /jira/projects/lideres', 'leitura', 'GET', '/jira/projects/lideres', { token }),
          api.call('GET /cliente/clientes', 'leitura', 'GET', '/cliente/clientes', { token }),
        ]);
      },
    ],
  },
  {
    weight: 25,
    value: [
      'detalhe de projeto',
      async ({ api, session, catalogo, random }) => {
        const token = await session.fresh();
        const grande = random() < 0.1;
        const projeto = grande ? catalogo.grande : projetoQualquer(catalogo, random);
        const hoje = hojeEmSaoPaulo();
        // The screen opens on the current month; some users widen it to the last 12 months.
        const [inicio, fim] = random() < 0.7 ? [monthStart(hoje), monthEnd(hoje)] : [monthStart(hoje, -11), monthEnd(hoje)];
        const periodo = `${brPath(iso(inicio))}/${brPath(iso(fim))}`;
        const rota = grande ? 'POST /jira/projects/:keys/:inicio/:fim (BENCH1, 500 mil worklogs)' : 'POST /jira/projects/:keys/:inicio/:fim';
        await Promise.all([
          api.call(rota, 'leitura', 'POST', `/jira/projects/${projeto.chave}/${periodo}`, { token, body: { key: [projeto.chave], page: 1 } }),
          api.call('GET /custo-projeto/:key/:inicio/:fim', 'leitura', 'GET', `/custo-projeto/${projeto.chave}/${periodo}`, { token }),
        ]);
      },
    ],
  },
  {
    weight: 10,
    value: [
      'previsto x realizado',
      async ({ api, session, catalogo, random }) => {
        const token = await session.fresh();
        const projeto = random() < 0.1 ? catalogo.grande : pickOne(random, catalogo.demo);
        const hoje = hojeEmSaoPaulo();
        const periodo = `${brPath(`${hoje.getUTCFullYear()}-01-01`)}/${brPath(`${hoje.getUTCFullYear()}-12-31`)}`;
        await Promise.all([
          api.call('GET /custo-projeto/curto-real/:key/:id/:inicio/:fim', 'leitura', 'GET', `/custo-projeto/curto-real/${projeto.chave}/${projeto.id}/${periodo}`, { token }),
          api.call('GET /planejamento/:key', 'leitura', 'GET', `/planejamento/${projeto.chave}`, { token }),
        ]);
      },
    ],
  },
  {
    weight: 5,
    value: [
      'capacidade por área',
      async ({ api, session }) => {
        const token = await session.fresh();
        const hoje = hojeEmSaoPaulo();
        const trimestre = Math.floor(hoje.getUTCMonth() / 3) * 3;
        const inicio = iso(new Date(Date.UTC(hoje.getUTCFullYear(), trimestre, 1)));
        const fim = iso(new Date(Date.UTC(hoje.getUTCFullYear(), trimestre + 3, 0)));
        await api.call('GET /relatorio/capacidade-area/:inicio/:fim', 'leitura', 'GET', `/relatorio/capacidade-area/${inicio}/${fim}`, { token });
      },
    ],
  },
  {
    weight: 10,
    value: [
      'simulações',
      async ({ api, session, random }) => {
        const token = await session.fresh();
        const email = encodeURIComponent(session.user.email);
        await Promise.all([
          api.call('GET /simulator/:email', 'leitura', 'GET', `/simulator/${email}`, { token }),
          api.call('GET /simulator/opcoes', 'leitura', 'GET', '/simulator/opcoes', { token }),
          api.call('GET /simulacao/margem/:email', 'leitura', 'GET', `/simulacao/margem/${email}`, { token }),
        ]);
        const salario = (4000 + Math.floor(random() * 16000)).toFixed(2);
        await api.call('POST /simulator/custo-hh', 'leitura', 'POST', '/simulator/custo-hh', {
          token,
          body: { salario, beneficio: '3100.00', dependentes: String(Math.floor(random() * 3)), regime: '1', funcao: '2', filial: '1' },
        });
      },
    ],
  },
  {
    weight: 10,
    value: [
      'dashboard',
      async ({ api, session, catalogo }) => {
        const token = await session.fresh();
        await Promise.all([
          api.call('GET /fechamento/dashboard', 'leitura', 'GET', '/fechamento/dashboard?meses=6', { token }),
          api.call('GET /fechamento/custo/departamentos', 'leitura', 'GET', '/fechamento/custo/departamentos?meses=6', { token }),
          api.call('GET /fechamento/custo/todosDepartamentoArea/:id', 'leitura', 'GET', `/fechamento/custo/todosDepartamentoArea/${catalogo.fechamentos[0]}`, {
            token,
          }),
        ]);
      },
    ],
  },
];

const CADASTROS = ['/employee', '/funcao/list', '/beneficio/list', '/imposto/list', '/departamento/list', '/filial/list', '/regime/list'];

const RH: Weighted<[string, Screen]>[] = [
  {
    weight: 20,
    value: [
      'lista de fechamentos',
      async ({ api, session }) => {
        const token = await session.fresh();
        await api.call('GET /fechamento/list', 'leitura', 'GET', '/fechamento/list', { token });
      },
    ],
  },
  {
    weight: 20,
    value: [
      'detalhe de fechamento',
      async ({ api, session, catalogo, random }) => {
        const token = await session.fresh();
        const id = pickOne(random, catalogo.fechamentos);
        await Promise.all([
          api.call('GET /fechamento/:id', 'leitura', 'GET', `/fechamento/${id}`, { token }),
          api.call('GET /fechamento/custo-hh/:id', 'leitura', 'GET', `/fechamento/custo-hh/${id}`, { token }),
          api.call('GET /fechamento/avisos/:id', 'leitura', 'GET', `/fechamento/avisos/${id}`, { token }),
        ]);
      },
    ],
  },
  {
    weight: 40,
    value: [
      'cadastros',
      async ({ api, session, random }) => {
        const token = await session.fresh();
        const path = pickOne(random, CADASTROS);
        await api.call(`GET ${path}`, 'leitura', 'GET', path, { token });
      },
    ],
  },
];

export const SCREENS: Record<Papel, Weighted<[string, Screen]>[]> = {
  financeiro: FINANCEIRO,
  rh: RH,
  admin: [...FINANCEIRO, ...RH],
};

export async function openScreen(papel: Papel, ctx: Parameters<Screen>[0]): Promise<void> {
  const [, screen] = pickWeighted(ctx.random, SCREENS[papel]);
  await screen(ctx);
}

/** The margin dialog's Calcular, then Salvar with a new name: one project over last month. */
export async function salvarRelatorioMargem(api: ApiClient, session: Session, catalogo: Catalogo, random: () => number, seq: number) {
  const token = await session.fresh();
  const projeto = pickOne(random, catalogo.demo);
  const hoje = hojeEmSaoPaulo();
  const taxas = { taxaImposto: '0.0935', taxaImpostoResultado: '0.34', taxaRv: '0.0399', taxaRateio: '0.121', taxaDespesas: '0.137' };
  const base = {
    ...taxas,
    periodoInicio: iso(monthStart(hoje, -1)),
    periodoFim: iso(monthEnd(hoje, -1)),
    receitaBruta: (50000 + Math.floor(random() * 150000)).toFixed(2),
    custosIndiretos: [{ tipo_custo: 'OUTROS_SOFTWARES', descricao: 'Licenças', valor: '1200.00', moeda: 'BRL', cotacao: '0' }],
  };
  await api.call('POST /jira/projects/margem/simulator', 'leitura', 'POST', '/jira/projects/margem/simulator', { token, body: { ...base, keys: [projeto.chave] } });
  await api.call('POST /jira/projects/margem', 'escrita', 'POST', '/jira/projects/margem', {
    token,
    body: { ...base, projeto: projeto.chave, email: session.user.email, nomeRelatorio: `Carga ${session.user.usuario} ${seq}` },
  });
}

/** A valid CPF no demo employee has (base 77310 + n). */
export const cpfCarga = (n: number) => withCheckDigits(`77310${String(n).padStart(4, '0')}`.split('').map(Number));

/** The "Novos colaboradores" file: `count` employees of Delivery (imported once, before the load). */
export function linhasNovosColaboradores(count: number): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => ({
    nome: 'Carga',
    sobrenome: `Importado ${i + 1}`,
    cpf: cpfCarga(i + 1),
    email: `carga${i + 1}@importacao.test`,
    dependentes: String(i % 3),
    endereco: '',
    cidade: 'São Paulo',
    filial: String(1 + (i % 3)),
    departamento: '5',
    regime: '1',
    funcao: String(1 + (i % 10)),
    admissao: '01/03/2024',
    demissao: '',
    salario: `${(6000 + i * 10).toLocaleString('pt-BR')},00`,
    carga_horaria: '8',
    classificacao: 'Desenvolvimento',
    data_inicio: '2024-03-01',
    observacao: '',
  }));
}

/** The "Atualizar colaboradores" file: a new salary for each imported employee (the n-th run). */
export function linhasAtualizacao(cpfs: readonly string[], run: number, now: Date = new Date()): Record<string, string>[] {
  const hoje = todayInSaoPaulo(now);
  return cpfs.map((cpf, i) => ({ cpf, salario: `${(6000 + i * 10 + (run % 7) * 50).toLocaleString('pt-BR')},00`, data_inicio: hoje }));
}

export interface ImportOutcome {
  applied: number;
  failed: number;
}

export async function importar(api: ApiClient, session: Session, route: string, rows: Record<string, string>[]): Promise<ImportOutcome | null> {
  const token = await session.fresh();
  const answer = await api.call<{ result: { applied: number; fail: Record<string, string[]> } }>(`POST ${route}`, 'escrita', 'POST', route, {
    token,
    body: { data: rows },
    json: true,
  });
  if (!answer.body) return null;
  return { applied: answer.body.result.applied, failed: Object.keys(answer.body.result.fail).length };
}

export interface TemposCalculo {
  colaboradores: number;
  carregar: number;
  calcular: number;
  gravar: number;
  total: number;
}

/**
 * Recalcular on the closing screen: the two previews in parallel (they compute and write nothing;
 * counted as writes, being part of it), then the calculation. Answers the server's own phase times.
 */
export async function recalcularFechamento(api: ApiClient, session: Session, id: number): Promise<TemposCalculo | null> {
  const token = await session.fresh();
  await Promise.all([
    api.call('POST /beneficio/calculate/:id', 'escrita', 'POST', `/beneficio/calculate/${id}`, { token, body: { isRecalculate: true } }),
    api.call('POST /imposto/calculate/:closingId', 'escrita', 'POST', `/imposto/calculate/${id}`, { token, body: { isRecalculate: true } }),
  ]);
  const answer = await api.call<{ result: { colaboradores: number; tempos: Omit<TemposCalculo, 'colaboradores'> } }>(
    'POST /fechamento/custo-hh/:id',
    'escrita',
    'POST',
    `/fechamento/custo-hh/${id}`,
    { token, body: { partTimeColab: true }, json: true },
  );
  return answer.body ? { colaboradores: answer.body.result.colaboradores, ...answer.body.result.tempos } : null;
}
