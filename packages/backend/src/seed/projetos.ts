/**
 * Demo projects (issue 5, 'Data source: ... a demo default'): what the Jira/Tempo connector would
 * sync, for a database without Jira settings. Runs inside the seed transaction, after the company
 * data and the closings.
 *
 * - Jira categories: the existing `categoria_projeto` rows get a Jira id (10000 + id).
 * - 14 clients, 2 of them without a project (the 'Nenhum projeto encontrado para esse cliente.' case).
 * - Jira users: one per employee (matched by e-mail, `colaborador_mat`), plus 2 external people.
 * - 41 projects (40 of work + 1 absence project) with leads among the Tech Leads / project managers.
 * - Issues per project; worklogs for every working day of the last two years up to `hoje` for the
 *   employees of the delivery departments (one or two assignments per semester): client projects
 *   mostly billable, internal ones not; Tempo plans and user schedules around `hoje` (90 days back,
 *   90 days ahead), vacations as plans on the absence project.
 * - A few extra costs, and the last exchange quotes (served when the quote service is unreachable).
 *
 * Deterministic for a given `hoje` (no Math.random, no hash functions of the server: arithmetic
 * only). The rows that grow with time (worklogs, plans, schedules) are generated in SQL with
 * generate_series: about 45.000 worklogs in ~1 s on PGlite.
 */
import { sql } from 'drizzle-orm';
import { FERIADOS_NACIONAIS_FIXOS } from '@financeiro/domain';
import type { Db } from '../db/client';
import { DEFAULT_CHAVE_PROJETO_AUSENCIAS } from '../config';
import { hojeNoServidor } from '../hoje';

export interface SeedProjetosOptions {
  /** Last day of the worklogs ('yyyy-MM-dd'); default today in America/Sao_Paulo. */
  hoje?: string;
}

/** Jira id of a seeded category. */
export const jiraIdDaCategoria = (id: number) => 10_000 + id;

const CAT = { DEV: 1, SUST: 2, CONS: 3, ALOC: 4, FIN: 5, INT: 6, PROD: 7 } as const;

export const DEMO_CLIENTES = [
  { id: 1, nome: 'Banco Aurora S.A.', chave: 'AURORA' },
  { id: 2, nome: 'Cooperativa Vale Verde', chave: 'VALEVERDE' },
  { id: 3, nome: 'Rede Farmácias Saúde+', chave: 'SAUDEMAIS' },
  { id: 4, nome: 'Transportadora Rota Sul', chave: 'ROTASUL' },
  { id: 5, nome: 'Secretaria de Educação de Palmas', chave: 'SEDUCPAL' },
  { id: 6, nome: 'Energia Litoral', chave: 'ENLIT' },
  { id: 7, nome: 'Seguradora Horizonte', chave: 'HORIZONTE' },
  { id: 8, nome: 'Agro Cerrado Alimentos', chave: 'AGROCER' },
  { id: 9, nome: 'Hospital São Lucas', chave: 'HSLUCAS' },
  { id: 10, nome: 'Telecom Norte', chave: 'TELNORTE' },
  { id: 11, nome: 'Varejo Maré', chave: 'MARE' },
  { id: 12, nome: 'Fundação Ciência Aberta', chave: 'FCA' },
  // Without projects.
  { id: 13, nome: 'Construtora Alicerce', chave: 'ALICERCE' },
  { id: 14, nome: 'Editora Página Viva', chave: 'PAGVIVA' },
] as const;

/** Clients with no project (for the list's client filter message). */
export const DEMO_CLIENTES_SEM_PROJETO = [13, 14] as const;

interface DemoProjeto {
  chave: string;
  nome: string;
  categoria: number;
  cliente: number | null;
  /** Months (relative to `hoje`'s month) of the first and last work; fim null = ongoing. */
  inicio: number;
  fim: number | null;
  bloqueado?: boolean;
}

/** 40 projects of work; `inicio`/`fim` in months before `hoje` (24 = two years ago). */
export const DEMO_PROJETOS: DemoProjeto[] = [
  { chave: 'AUR', nome: 'Aurora Internet Banking', categoria: CAT.DEV, cliente: 1, inicio: 24, fim: null },
  { chave: 'AURPIX', nome: 'Aurora Pix e Open Finance', categoria: CAT.DEV, cliente: 1, inicio: 18, fim: null },
  { chave: 'AURSUS', nome: 'Aurora Sustentação Core', categoria: CAT.SUST, cliente: 1, inicio: 24, fim: null },
  { chave: 'VVCRED', nome: 'Vale Verde Crédito Rural', categoria: CAT.DEV, cliente: 2, inicio: 24, fim: 8 },
  { chave: 'VVAPP', nome: 'Vale Verde App do Cooperado', categoria: CAT.DEV, cliente: 2, inicio: 10, fim: null },
  { chave: 'SMECOM', nome: 'Saúde+ E-commerce', categoria: CAT.DEV, cliente: 3, inicio: 24, fim: null },
  { chave: 'SMSUS', nome: 'Saúde+ Sustentação', categoria: CAT.SUST, cliente: 3, inicio: 20, fim: null },
  { chave: 'SMDATA', nome: 'Saúde+ Plataforma de Dados', categoria: CAT.CONS, cliente: 3, inicio: 9, fim: 3 },
  { chave: 'RSTMS', nome: 'Rota Sul TMS', categoria: CAT.DEV, cliente: 4, inicio: 24, fim: 12 },
  { chave: 'RSROT', nome: 'Rota Sul Roteirização', categoria: CAT.DEV, cliente: 4, inicio: 14, fim: null },
  { chave: 'RSALOC', nome: 'Rota Sul Alocação', categoria: CAT.ALOC, cliente: 4, inicio: 24, fim: null },
  { chave: 'EDUPAL', nome: 'Portal Escola Palmas', categoria: CAT.DEV, cliente: 5, inicio: 22, fim: 6 },
  { chave: 'EDUSUS', nome: 'Portal Escola Sustentação', categoria: CAT.SUST, cliente: 5, inicio: 6, fim: null },
  { chave: 'ELMED', nome: 'Energia Litoral Medição', categoria: CAT.DEV, cliente: 6, inicio: 24, fim: null },
  { chave: 'ELARQ', nome: 'Energia Litoral Arquitetura Cloud', categoria: CAT.CONS, cliente: 6, inicio: 16, fim: 10 },
  { chave: 'HZSIN', nome: 'Horizonte Sinistros', categoria: CAT.DEV, cliente: 7, inicio: 24, fim: null },
  { chave: 'HZALOC', nome: 'Horizonte Squad Alocado', categoria: CAT.ALOC, cliente: 7, inicio: 12, fim: null },
  { chave: 'ACRAST', nome: 'Agro Cerrado Rastreabilidade', categoria: CAT.DEV, cliente: 8, inicio: 20, fim: null },
  { chave: 'ACSUS', nome: 'Agro Cerrado Sustentação ERP', categoria: CAT.SUST, cliente: 8, inicio: 24, fim: 2 },
  { chave: 'HSLPEP', nome: 'São Lucas Prontuário Eletrônico', categoria: CAT.DEV, cliente: 9, inicio: 24, fim: null },
  { chave: 'HSLINT', nome: 'São Lucas Integrações HL7', categoria: CAT.CONS, cliente: 9, inicio: 11, fim: null },
  { chave: 'TNBSS', nome: 'Telecom Norte BSS', categoria: CAT.DEV, cliente: 10, inicio: 24, fim: 14 },
  { chave: 'TNSUS', nome: 'Telecom Norte Sustentação', categoria: CAT.SUST, cliente: 10, inicio: 14, fim: null },
  { chave: 'TNALOC', nome: 'Telecom Norte Alocação DevOps', categoria: CAT.ALOC, cliente: 10, inicio: 24, fim: null },
  { chave: 'MAREPDV', nome: 'Maré Frente de Caixa', categoria: CAT.DEV, cliente: 11, inicio: 15, fim: null },
  { chave: 'MAREBI', nome: 'Maré BI Comercial', categoria: CAT.CONS, cliente: 11, inicio: 7, fim: 1 },
  { chave: 'FCAPESQ', nome: 'Ciência Aberta Repositório', categoria: CAT.FIN, cliente: 12, inicio: 24, fim: null },
  { chave: 'FCAIA', nome: 'Ciência Aberta IA Aplicada', categoria: CAT.FIN, cliente: 12, inicio: 12, fim: null },
  { chave: 'FINEP', nome: 'Plataforma Low-code (FINEP)', categoria: CAT.FIN, cliente: null, inicio: 24, fim: 4 },
  { chave: 'LEIBEM', nome: 'Pesquisa Observabilidade (Lei do Bem)', categoria: CAT.FIN, cliente: null, inicio: 18, fim: null },
  { chave: 'VKP', nome: 'VeeCode Platform', categoria: CAT.PROD, cliente: null, inicio: 24, fim: null },
  { chave: 'VKPDOC', nome: 'VeeCode Platform Documentação', categoria: CAT.PROD, cliente: null, inicio: 20, fim: null },
  { chave: 'VKGW', nome: 'VeeCode API Gateway', categoria: CAT.PROD, cliente: null, inicio: 24, fim: null },
  { chave: 'VKMKT', nome: 'Marketplace de Plugins', categoria: CAT.PROD, cliente: null, inicio: 9, fim: null },
  { chave: 'INTINFRA', nome: 'Infraestrutura Interna', categoria: CAT.INT, cliente: null, inicio: 24, fim: null },
  { chave: 'INTRH', nome: 'Portal do Colaborador', categoria: CAT.INT, cliente: null, inicio: 24, fim: 10 },
  { chave: 'INTCAP', nome: 'Capacitação e Certificações', categoria: CAT.INT, cliente: null, inicio: 24, fim: null },
  { chave: 'INTPRE', nome: 'Pré-vendas e Propostas', categoria: CAT.INT, cliente: null, inicio: 24, fim: null },
  { chave: 'INTSEC', nome: 'Segurança e LGPD', categoria: CAT.INT, cliente: null, inicio: 16, fim: null },
  { chave: 'LEGADO', nome: 'Migração Legado 2024', categoria: CAT.DEV, cliente: 6, inicio: 24, fim: 20, bloqueado: true },
];

/** The Tempo absence project (vacations as plans; no worklogs). */
export const DEMO_PROJETO_AUSENCIAS = { chave: DEFAULT_CHAVE_PROJETO_AUSENCIAS, nome: 'Ausências e Férias', categoria: CAT.INT };

/** Project ids: Jira's are numbers; the demo uses 10001.. in list order (absence project last). */
export const demoProjetoId = (index: number) => 10_001 + index;

const SUMMARIES = [
  'Tela de login com autenticação em dois fatores',
  'Integração com o serviço de pagamentos',
  'Relatório mensal de faturamento',
  'Ajuste de performance na listagem',
  'Correção de erro ao salvar cadastro',
  'Migração do banco de dados',
  'Pipeline de CI/CD',
  'Monitoramento e alertas',
  'Refatoração do módulo de notificações',
  'Exportação de dados para planilha',
  'API de consulta de status',
  'Testes automatizados de regressão',
  'Documentação da arquitetura',
  'Atualização de dependências',
  'Painel de indicadores',
  'Importação de arquivos CSV',
  'Controle de permissões por perfil',
  'Ajustes de acessibilidade',
  'Cache das consultas mais usadas',
  'Reunião de planejamento da sprint',
] as const;

/** Departments whose employees log time on projects (Delivery, Infra, Produtos, QA, ENGESOL). */
const DEPARTAMENTOS_COM_HORAS = [5, 6, 7, 8, 16];
/** Functions that lead projects: Tech Lead, Gerente de Projetos, Scrum Master. */
const FUNCOES_LIDER = [4, 16, 17];

const pad = (value: number) => String(value).padStart(2, '0');
const DAY = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOfDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** First day of the month `meses` months before the month of `hoje`. */
function inicioDoMes(hoje: string, meses: number): string {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(ano, mes - 1 - meses, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
}
function fimDoMes(hoje: string, meses: number): string {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(ano, mes - meses, 0));
  return date.toISOString().slice(0, 10);
}
const maxIso = (a: string, b: string) => (a > b ? a : b);
const minIso = (a: string, b: string) => (a < b ? a : b);

/** A Jira-like account id for an employee (deterministic). */
export const demoAccountId = (mat: number) => `712020:demo-${String(mat).padStart(5, '0')}`;

interface Atribuicao {
  mat: number;
  account_id: string;
  projeto_id: number;
  inicio: string;
  fim: string;
  /** Share of the daily workload, percent. */
  pct: number;
  carga: number;
  issues: number;
  faturavel: boolean;
}


/**
 * Bulk load of a big table inside the seed transaction: its foreign keys and secondary indexes
 * are dropped, the rows inserted, then the indexes rebuilt and the foreign keys re-added (each
 * checked once, set-based, instead of one lookup per row). Definitions are read from the catalog,
 * so the migration stays the single source. About 10x faster than row-by-row checks on PGlite.
 */
export async function carregarEmMassa(tx: Db, tabela: string, carregar: () => Promise<void>): Promise<void> {
  const resultado = (await tx.execute(sql`
    SELECT 'fk' AS tipo, conname AS nome, pg_get_constraintdef(oid) AS definicao FROM pg_constraint
    WHERE conrelid = to_regclass(${tabela}) AND contype = 'f'
    UNION ALL
    SELECT 'idx', i.relname, pg_get_indexdef(i.oid) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = to_regclass(${tabela}) AND NOT x.indisprimary AND NOT x.indisunique`)) as unknown as {
    rows: { tipo: 'fk' | 'idx'; nome: string; definicao: string }[];
  };
  const itens = resultado.rows;
  const id = (nome: string) => `"${nome.replace(/"/g, '""')}"`;
  for (const item of itens) {
    await tx.execute(sql.raw(item.tipo === 'fk' ? `ALTER TABLE ${tabela} DROP CONSTRAINT ${id(item.nome)}` : `DROP INDEX ${id(item.nome)}`));
  }
  // The worklogs' aggregates (migrations 0026 and 0085) are rebuilt once after the load instead of
  // being upserted by their INSERT triggers: cheaper for a bulk load (demo seed, benchmarks).
  const agregado = tabela === 'worklog';
  if (agregado) {
    await tx.execute(sql.raw('ALTER TABLE worklog DISABLE TRIGGER worklog_mes_insert'));
    await tx.execute(sql.raw('ALTER TABLE worklog DISABLE TRIGGER worklog_cliente_mes_insert'));
  }
  await carregar();
  if (agregado) {
    await tx.execute(sql.raw('ALTER TABLE worklog ENABLE TRIGGER worklog_mes_insert'));
    await tx.execute(sql.raw('ALTER TABLE worklog ENABLE TRIGGER worklog_cliente_mes_insert'));
    await tx.execute(sql.raw('SELECT worklog_mes_refazer()'));
    await tx.execute(sql.raw('SELECT worklog_cliente_mes_refazer()'));
  }
  for (const item of itens.filter((i) => i.tipo === 'idx')) await tx.execute(sql.raw(item.definicao));
  for (const item of itens.filter((i) => i.tipo === 'fk')) {
    await tx.execute(sql.raw(`ALTER TABLE ${tabela} ADD CONSTRAINT ${id(item.nome)} ${item.definicao}`));
  }
}

async function json(tx: Db, query: ReturnType<typeof sql>): Promise<void> {
  await tx.execute(query);
}

export async function seedProjetos(tx: Db, options: SeedProjetosOptions = {}): Promise<void> {
  const hoje = options.hoje ?? hojeNoServidor();
  const inicioWorklogs = isoOfDay(dayNumber(hoje) - 730);

  await tx.execute(sql`UPDATE categoria_projeto SET jira_id = 10000 + id WHERE jira_id IS NULL`);
  await json(
    tx,
    sql`INSERT INTO cliente (id, nome, chave) SELECT id, nome, chave FROM json_populate_recordset(NULL::cliente, ${JSON.stringify(DEMO_CLIENTES)}::json) ON CONFLICT DO NOTHING`,
  );
  await tx.execute(sql.raw("SELECT setval(pg_get_serial_sequence('cliente', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM cliente), 1))"));

  // Jira users: every employee (matched by e-mail) and two external people.
  await tx.execute(sql`
    INSERT INTO jira_usuario (account_id, nome, email, ativo, colaborador_mat)
    SELECT '712020:demo-' || lpad(mat::text, 5, '0'), nome || ' ' || sobrenome, email, demissao IS NULL, mat FROM colaborador
    UNION ALL SELECT '712020:ext-00001', 'Consultor Externo', 'consultor@parceiro.com.br', true, NULL
    UNION ALL SELECT '712020:ext-00002', 'Automação Jira', NULL, true, NULL
    ON CONFLICT DO NOTHING`);

  const colaboradores = (await tx.execute(sql`
    SELECT mat, funcao, departamento, admissao::text AS admissao, demissao::text AS demissao, carga_horaria
    FROM colaborador ORDER BY mat`)) as unknown as { rows?: unknown[] } | unknown[];
  const rows = (Array.isArray(colaboradores) ? colaboradores : (colaboradores.rows ?? [])) as {
    mat: number;
    funcao: number;
    departamento: number;
    admissao: string;
    demissao: string | null;
    carga_horaria: number;
  }[];
  const lideres = rows.filter((row) => FUNCOES_LIDER.includes(row.funcao) && !row.demissao);

  const projetos = DEMO_PROJETOS.map((projeto, index) => {
    const lider = lideres.length ? lideres[(index * 7) % lideres.length]! : null;
    return {
      id: demoProjetoId(index),
      chave: projeto.chave,
      nome: projeto.nome,
      categoria_id: projeto.categoria,
      lead_account_id: index % 13 === 12 ? '712020:ext-00001' : lider ? demoAccountId(lider.mat) : null,
      cliente_id: projeto.cliente,
      bloqueado: projeto.bloqueado ?? false,
      inicio: maxIso(inicioDoMes(hoje, projeto.inicio), inicioWorklogs),
      fim: projeto.fim === null ? hoje : fimDoMes(hoje, projeto.fim),
      issues: 8 + ((index * 5) % 17),
    };
  });
  const ausencias = { id: demoProjetoId(DEMO_PROJETOS.length), ...DEMO_PROJETO_AUSENCIAS };
  await json(
    tx,
    sql`INSERT INTO projeto (id, chave, nome, categoria_id, lead_account_id, cliente_id, bloqueado)
        SELECT id, chave, nome, categoria_id, lead_account_id, cliente_id, bloqueado
        FROM json_populate_recordset(NULL::projeto, ${JSON.stringify([
          ...projetos,
          { id: ausencias.id, chave: ausencias.chave, nome: ausencias.nome, categoria_id: ausencias.categoria, lead_account_id: null, cliente_id: null, bloqueado: false },
        ])}::json) ON CONFLICT DO NOTHING`,
  );

  // Issues: KEY-1..KEY-n, id = project id x 1000 + n.
  await tx.execute(sql`
    INSERT INTO issue (id, chave, projeto_id, resumo)
    SELECT p.id * 1000 + n, p.chave || '-' || n, p.id, (${sql.raw(`ARRAY[${SUMMARIES.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + ((p.id + n * 7) % ${SUMMARIES.length})]
    FROM json_to_recordset(${JSON.stringify(projetos.map(({ id, chave, issues }) => ({ id, chave, issues })))}::json) AS p(id bigint, chave text, issues int)
    CROSS JOIN LATERAL generate_series(1, p.issues) AS n
    ON CONFLICT DO NOTHING`);

  // Assignments per semester: a main project (client work when there is one) and sometimes a
  // second one (internal or product) with 30 % of the day.
  const ativos = (inicio: string, fim: string) => projetos.filter((p) => !p.bloqueado && p.inicio <= fim && p.fim >= inicio);
  const atribuicoes: Atribuicao[] = [];
  const trabalham = rows.filter((row) => DEPARTAMENTOS_COM_HORAS.includes(row.departamento));
  for (let semestre = 0; semestre < 5; semestre++) {
    const inicioSemestre = maxIso(isoOfDay(dayNumber(inicioWorklogs) + semestre * 146), inicioWorklogs);
    const fimSemestre = semestre === 4 ? hoje : isoOfDay(dayNumber(inicioWorklogs) + (semestre + 1) * 146 - 1);
    for (const row of trabalham) {
      const inicio = maxIso(inicioSemestre, row.admissao);
      const fim = row.demissao ? minIso(fimSemestre, row.demissao) : fimSemestre;
      if (inicio > fim) continue;
      const candidatos = ativos(inicio, fim);
      const clientes = candidatos.filter((p) => p.cliente_id !== null);
      const internos = candidatos.filter((p) => p.cliente_id === null);
      const produto = row.departamento === 7;
      const principais = produto ? internos : clientes.length ? clientes : internos;
      if (!principais.length) continue;
      const principal = principais[(row.mat * 3 + semestre * 5) % principais.length]!;
      const segundo = internos.length && (row.mat + semestre) % 3 === 0 ? internos[(row.mat + semestre) % internos.length]! : null;
      const partes: [typeof principal, number][] = segundo && segundo.id !== principal.id ? [[principal, 70], [segundo, 30]] : [[principal, 100]];
      for (const [projeto, pct] of partes) {
        const de = maxIso(inicio, projeto.inicio);
        const ate = minIso(fim, projeto.fim);
        if (de > ate) continue;
        atribuicoes.push({
          mat: row.mat,
          account_id: demoAccountId(row.mat),
          projeto_id: projeto.id,
          inicio: de,
          fim: ate,
          pct,
          carga: row.carga_horaria,
          issues: projeto.issues,
          faturavel: projeto.cliente_id !== null,
        });
      }
    }
  }

  // The fixed national holidays only (the domain's calendar): the demo worklogs and plans fall on
  // Good Friday, as they always did, so the seeded data stays the same.
  const feriados = `ARRAY[${FERIADOS_NACIONAIS_FIXOS.map((f) => `'${f.dia}'`).join(',')}]`;
  const diaUtil = (col: string) => `extract(isodow FROM ${col}) < 6 AND to_char(${col}, 'MM-DD') <> ALL (${feriados})`;
  const atribuicoesJson = JSON.stringify(atribuicoes.map((a, idx) => ({ ...a, idx })));
  const atribuicoesFrom = sql`json_to_recordset(${atribuicoesJson}::json) AS a(idx int, mat int, account_id text, projeto_id bigint, inicio date, fim date, pct int, carga int, issues int, faturavel boolean)`;

  // Worklogs: one per assignment and working day (about 4 % of days skipped: absences), the
  // day's share rounded to 15 minutes with a +-30 min variation. Billable: client projects, 9 in 10.
  await carregarEmMassa(tx, 'worklog', async () => {
    await tx.execute(sql`
      INSERT INTO worklog (id, issue_id, projeto_id, author_account_id, colaborador_mat, data, time_spent_seconds, billable_seconds, descricao)
      SELECT 10000000 + w.idx * 1000 + (w.data - w.inicio), w.projeto_id * 1000 + 1 + w.h % w.issues, w.projeto_id, w.account_id, w.mat, w.data,
             w.segundos, CASE WHEN w.faturavel AND w.h % 10 <> 0 THEN w.segundos ELSE 0 END, 'Trabalho na tarefa'
      FROM (
        SELECT a.*, d::date AS data, ((a.mat * 7919 + (d::date - date '2000-01-01') * 104729 + a.projeto_id) % 1000)::int AS h,
               GREATEST(900, round(a.carga * 3600 * a.pct / 100.0 / 900) * 900 + ((((a.mat * 31 + (d::date - date '2000-01-01') * 17) % 5) - 2) * 900))::int AS segundos
        FROM ${atribuicoesFrom}
        CROSS JOIN LATERAL generate_series(a.inicio, a.fim, interval '1 day') AS d
        WHERE ${sql.raw(diaUtil('d'))}
      ) w
      WHERE w.h % 25 <> 7
      ON CONFLICT DO NOTHING`);
  });

  await tx.execute(sql`
    UPDATE issue i SET updated = (u.ultimo + time '17:30') AT TIME ZONE 'America/Sao_Paulo'
    FROM (SELECT issue_id, max(data) AS ultimo FROM worklog GROUP BY issue_id) u WHERE u.issue_id = i.id`);
  await tx.execute(sql`
    UPDATE projeto p SET last_issue_update_time = u.ultimo
    FROM (SELECT projeto_id, max(updated) AS ultimo FROM issue GROUP BY projeto_id) u WHERE u.projeto_id = p.id`);

  // Tempo plans (90 days back to 90 days ahead) per assignment and month; user schedules.
  const planoInicio = isoOfDay(dayNumber(hoje) - 90);
  const planoFim = isoOfDay(dayNumber(hoje) + 90);
  const futuras = atribuicoes
    .filter((a) => a.fim >= planoInicio)
    .map((a) => ({ ...a, fim: a.fim === hoje ? planoFim : a.fim, inicio: maxIso(a.inicio, planoInicio) }));
  await tx.execute(sql`
    INSERT INTO plano (plano_id, data, assignee_account_id, colaborador_mat, projeto_id, issue_id, planned_seconds)
    SELECT 2000000 + a.idx * 100 + (extract(year FROM d) * 12 + extract(month FROM d))::int % 100, d::date, a.account_id, a.mat, a.projeto_id,
           a.projeto_id * 1000 + 1, (a.carga * 3600 * a.pct / 100)::int
    FROM json_to_recordset(${JSON.stringify(futuras.map((a, idx) => ({ ...a, idx })))}::json)
         AS a(idx int, mat int, account_id text, projeto_id bigint, inicio date, fim date, pct int, carga int)
    CROSS JOIN LATERAL generate_series(a.inicio, a.fim, interval '1 day') AS d
    WHERE ${sql.raw(diaUtil('d'))}
    ON CONFLICT DO NOTHING`);
  // Vacations: 10 working days for one employee in six, next month, on the absence project.
  await tx.execute(sql`
    INSERT INTO plano (plano_id, data, assignee_account_id, colaborador_mat, projeto_id, issue_id, planned_seconds)
    SELECT 3000000 + c.mat, d::date, '712020:demo-' || lpad(c.mat::text, 5, '0'), c.mat, ${ausencias.id}, NULL, c.carga_horaria * 3600
    FROM colaborador c
    CROSS JOIN LATERAL generate_series(date_trunc('month', ${hoje}::date) + interval '1 month' + (c.mat % 10) * interval '1 day',
                                       date_trunc('month', ${hoje}::date) + interval '1 month' + (c.mat % 10 + 13) * interval '1 day', interval '1 day') AS d
    WHERE c.demissao IS NULL AND c.mat % 6 = 0 AND c.departamento = ANY (${sql.raw(`ARRAY[${DEPARTAMENTOS_COM_HORAS.join(',')}]`)}) AND ${sql.raw(diaUtil('d'))}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO agenda_usuario (account_id, data, required_seconds)
    SELECT '712020:demo-' || lpad(c.mat::text, 5, '0'), d::date, CASE WHEN ${sql.raw(diaUtil('d'))} THEN c.carga_horaria * 3600 ELSE 0 END
    FROM colaborador c
    CROSS JOIN LATERAL generate_series(${planoInicio}::date, ${planoFim}::date, interval '1 day') AS d
    WHERE c.demissao IS NULL AND c.departamento = ANY (${sql.raw(`ARRAY[${DEPARTAMENTOS_COM_HORAS.join(',')}]`)})
    ON CONFLICT DO NOTHING`);

  // A few extra costs owned by the financeiro account, and the last stored quotes.
  const mesPassado = inicioDoMes(hoje, 1);
  const fimMesPassado = fimDoMes(hoje, 1);
  const custos = [
    { projeto: 'AUR', tipo_custo: 'INFRA_CLOUD', descricao: 'AWS - ambiente de homologação', valor: '1850.00', moeda: 'USD', cotacao: '5.35' },
    { projeto: 'AUR', tipo_custo: 'OUTROS_SOFTWARES', descricao: 'Licenças de ferramentas de teste', valor: '2400.00', moeda: 'BRL', cotacao: '1' },
    { projeto: 'SMECOM', tipo_custo: 'FORNECEDORES_TERCEIROS', descricao: 'Consultoria de UX', valor: '12000.00', moeda: 'BRL', cotacao: '1' },
    { projeto: 'HSLPEP', tipo_custo: 'HORAS_EXTRAS', descricao: null, valor: '3650.00', moeda: 'BRL', cotacao: '1' },
    { projeto: 'VKP', tipo_custo: 'INFRA_CLOUD', descricao: 'Azure - clusters de demonstração', valor: '920.00', moeda: 'EUR', cotacao: '6.20' },
  ].map((custo) => ({
    ...custo,
    email: 'financeiro@veecode.com.br',
    periodo_inicio: mesPassado,
    periodo_fim: fimMesPassado,
    // The rate of the cost's date (issue 34 point 4).
    cotacao_data: custo.moeda === 'BRL' ? null : mesPassado,
  }));
  await json(
    tx,
    sql`INSERT INTO custo_projeto (email, projeto, descricao, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao, cotacao_data)
        SELECT email, projeto, descricao, periodo_inicio, periodo_fim, tipo_custo, valor, moeda, cotacao, cotacao_data
        FROM json_populate_recordset(NULL::custo_projeto, ${JSON.stringify(custos)}::json)`,
  );
  await tx.execute(sql`
    INSERT INTO cotacao_moeda (moeda, bid, cotado_em, consultado_em)
    VALUES ('USD', 5.35, (${hoje}::date + time '09:00') AT TIME ZONE 'America/Sao_Paulo', (${hoje}::date + time '09:00') AT TIME ZONE 'America/Sao_Paulo'),
           ('EUR', 6.20, (${hoje}::date + time '09:00') AT TIME ZONE 'America/Sao_Paulo', (${hoje}::date + time '09:00') AT TIME ZONE 'America/Sao_Paulo')
    ON CONFLICT DO NOTHING`);
}
