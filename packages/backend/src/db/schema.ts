/**
 * Drizzle table definitions. They describe the tables created by the SQL files in
 * `packages/backend/migrations` (the migrations are the source of truth; keep both in step).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MOEDAS, TIPOS_CUSTO } from '@financeiro/domain';

/** Money: NUMERIC(14,2), read as a decimal string (use decimal.js for arithmetic). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Rates and percentages as fractions 0..1: NUMERIC(9,6), read as a decimal string. */
export const rate = (name: string) => numeric(name, { precision: 9, scale: 6 });

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

// ---------------------------------------------------------------- accounts (0001_accounts.sql)

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    usuario: varchar('usuario', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    passwordHash: text('password_hash'),
    observacao: varchar('observacao', { length: 300 }),
    avatarImgref: text('avatar_imgref'),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 0030: access tokens issued before this instant are refused. */
    sessionsValidAfter: timestamptz('sessions_valid_after'),
    /** 0030: an administrator allowed linking a Google account by verified e-mail. */
    googleLinkAllowed: boolean('google_link_allowed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_usuario_key').on(sql`lower(${t.usuario})`),
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userSections = pgTable(
  'user_sections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountKey: varchar('account_key', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

// ------------------------------------- mail, recovery, sign-up, identities (0030_accounts_mail_recovery.sql)

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    // 0084_mail_outbox_retry.sql: delivery over SMTP.
    status: varchar('status', { length: 10 }).$type<'outbox' | 'pending' | 'sent' | 'failed'>().notNull().default('outbox'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The administrators' link token (hash); null until the requester confirmed the e-mail (0080). */
    tokenHash: char('token_hash', { length: 64 }),
    nome: varchar('nome', { length: 60 }).notNull(),
    sobrenome: varchar('sobrenome', { length: 60 }).notNull().default(''),
    email: varchar('email', { length: 120 }).notNull(),
    passwordHash: text('password_hash'),
    mensagem: varchar('mensagem', { length: 500 }).notNull().default(''),
    googleIssuer: varchar('google_issuer', { length: 300 }),
    googleSubject: varchar('google_subject', { length: 255 }),
    status: varchar('status', { length: 10 }).notNull().default('pendente'),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The requester's confirmation link token (hash) and its expiry (0080_registration_email_confirmation.sql). */
    emailTokenHash: char('email_token_hash', { length: 64 }),
    emailTokenExpiresAt: timestamptz('email_token_expires_at'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
  },
  (t) => [
    uniqueIndex('registration_requests_token_key').on(t.tokenHash),
    uniqueIndex('registration_requests_email_token_key').on(t.emailTokenHash),
    check('registration_requests_confirmed_before_admins', sql`${t.emailConfirmedAt} IS NOT NULL OR ${t.tokenHash} IS NULL`),
    check(
      'registration_requests_unconfirmed_has_token',
      sql`${t.emailConfirmedAt} IS NOT NULL OR (${t.emailTokenHash} IS NOT NULL AND ${t.emailTokenExpiresAt} IS NOT NULL)`,
    ),
    index('registration_requests_email_idx').on(t.email, t.status),
    check('registration_requests_status', sql`${t.status} IN ('pendente', 'aprovada', 'rejeitada')`),
    check('registration_requests_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: varchar('issuer', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: varchar('bucket', { length: 40 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_key_idx').on(t.bucket, t.key, t.createdAt)],
);

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ------------------------------------------------- base registrations (0002_base_registrations.sql)

export const filial = pgTable(
  'filial',
  {
    cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    label: varchar('label', { length: 20 }).notNull(),
    uf: char('uf', { length: 2 }),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('filial_cnpj_digits', sql`${t.cnpj} ~ '^[0-9]{11,14}$'`)],
);

export const departamento = pgTable('departamento', {
  cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
  sigla: varchar('sigla', { length: 60 }).notNull(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const regimeContrato = pgTable('regime_contrato', {
  cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
  sigla: varchar('sigla', { length: 60 }).notNull(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  // Which provisions apply to employees of the regime (0003_cadastros.sql).
  provisionaDecimoTerceiro: boolean('provisiona_decimo_terceiro').notNull().default(true),
  provisionaFerias: boolean('provisiona_ferias').notNull().default(true),
  provisionaTercoFerias: boolean('provisiona_terco_ferias').notNull().default(true),
  provisionaRescisao: boolean('provisiona_rescisao').notNull().default(true),
  provisionaFgts: boolean('provisiona_fgts').notNull().default(true),
  recessoRemunerado: boolean('recesso_remunerado').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** ativo: 1 active, 0 inactive, 2 created from the cost simulator. */
export const funcao = pgTable(
  'funcao',
  {
    cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
    cbo: varchar('cbo', { length: 10 }).notNull(),
    nome: varchar('nome', { length: 60 }).notNull(),
    descricao: varchar('descricao', { length: 300 }),
    ativo: smallint('ativo').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('funcao_cbo_digits', sql`${t.cbo} ~ '^[0-9]{1,10}$'`),
    check('funcao_ativo_values', sql`${t.ativo} IN (0, 1, 2)`),
  ],
);

// ---------------------------------------------------------------- registrations (0003_cadastros.sql)

const date_ = (name: string) => date(name, { mode: 'string' });

export const categoriaProjeto = pgTable('categoria_projeto', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull().unique(),
  descricao: varchar('descricao', { length: 300 }),
  /** Jira's category id (0020_projetos.sql); NULL for a category created only here. */
  jiraId: bigint('jira_id', { mode: 'number' }).unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const beneficio = pgTable('beneficio', {
  cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
  sigla: varchar('sigla', { length: 60 }).notNull(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const valorBeneficio = pgTable('valor_beneficio', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  benefCod: integer('benef_cod').notNull().references(() => beneficio.cod),
  filialCod: integer('filial_cod').notNull().references(() => filial.cod),
  valor: money('valor').notNull().default('0'),
  periodoValor: varchar('periodo_valor', { length: 3 }).notNull(),
  valorDesc: money('valor_desc').notNull().default('0'),
  aliquotaBenef: rate('aliquota_benef').notNull().default('0'),
  baseAliqBenef: varchar('base_aliq_benef', { length: 9 }),
  aliquotaDesc: rate('aliquota_desc').notNull().default('0'),
  baseAliqDesc: varchar('base_aliq_desc', { length: 9 }),
  valorFilial: money('valor_filial').notNull().default('0'),
  aliquotaFilial: rate('aliquota_filial').notNull().default('0'),
  baseAliqFilial: varchar('base_aliq_filial', { length: 9 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const colaborador = pgTable('colaborador', {
  mat: integer('mat').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 60 }).notNull(),
  sobrenome: varchar('sobrenome', { length: 60 }).notNull(),
  cpf: char('cpf', { length: 11 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  dependentes: integer('dependentes').notNull().default(0),
  endereco: varchar('endereco', { length: 200 }),
  cidade: varchar('cidade', { length: 100 }),
  uf: char('uf', { length: 2 }),
  filial: integer('filial').notNull().references(() => filial.cod),
  departamento: integer('departamento').notNull().references(() => departamento.cod),
  regime: integer('regime').notNull().references(() => regimeContrato.cod),
  funcao: integer('funcao').notNull().references(() => funcao.cod),
  admissao: date_('admissao').notNull(),
  demissao: date_('demissao'),
  salario: money('salario').notNull(),
  classificacao: varchar('classificacao', { length: 60 }),
  cargaHoraria: integer('carga_horaria').notNull().default(8),
  dataInicio: date_('data_inicio').notNull(),
  observacao: varchar('observacao', { length: 600 }),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const colaboradorHistorico = pgTable('colaborador_historico', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  mat: integer('mat').notNull().references(() => colaborador.mat),
  dataInicio: date_('data_inicio').notNull(),
  departamento: integer('departamento').notNull().references(() => departamento.cod),
  regimeContrato: integer('regime_contrato').notNull().references(() => regimeContrato.cod),
  cargaHoraria: integer('carga_horaria').notNull(),
  funcao: integer('funcao').notNull().references(() => funcao.cod),
  salario: money('salario').notNull(),
  classificacao: varchar('classificacao', { length: 60 }),
  alteradoPor: integer('alterado_por').references(() => users.id),
  createdAt: createdAt(),
});

export const colaboradorBeneficio = pgTable('colaborador_beneficio', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  rolMat: integer('rol_mat').notNull().references(() => colaborador.mat),
  benefCod: integer('benef_cod').notNull().references(() => beneficio.cod),
  filialCod: integer('filial_cod').notNull().references(() => filial.cod),
  valorBenefAdic: money('valor_benef_adic').notNull().default('0'),
  aliqBenefAdic: rate('aliq_benef_adic').notNull().default('0'),
  valorBenefSubtrai: money('valor_benef_subtrai').notNull().default('0'),
  aliqBenefSubtrai: rate('aliq_benef_subtrai').notNull().default('0'),
  valorDescAdic: money('valor_desc_adic').notNull().default('0'),
  aliqDescAdic: rate('aliq_desc_adic').notNull().default('0'),
  valorDescSubtrai: money('valor_desc_subtrai').notNull().default('0'),
  aliqDescSubtrai: rate('aliq_desc_subtrai').notNull().default('0'),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const imposto = pgTable('imposto', {
  cod: integer('cod').primaryKey().generatedByDefaultAsIdentity(),
  sigla: varchar('sigla', { length: 60 }).notNull(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const valorImposto = pgTable('valor_imposto', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  impostoCod: integer('imposto_cod').notNull().references(() => imposto.cod),
  filialCod: integer('filial_cod').notNull().references(() => filial.cod),
  tipoImposto: varchar('tipo_imposto', { length: 10 }).notNull(),
  valorFixo: money('valor_fixo').notNull().default('0'),
  periodoValor: varchar('periodo_valor', { length: 3 }).notNull(),
  valorDesc: money('valor_desc').notNull().default('0'),
  aliquotaDesc: rate('aliquota_desc').notNull().default('0'),
  baseAliqDesc: varchar('base_aliq_desc', { length: 7 }),
  valorFilial: money('valor_filial').notNull().default('0'),
  aliquotaFilial: rate('aliquota_filial').notNull().default('0'),
  baseAliqFilial: varchar('base_aliq_filial', { length: 7 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const faixaImposto = pgTable('faixa_imposto', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  impostoCod: integer('imposto_cod').notNull().references(() => imposto.cod),
  comparaInicio: varchar('compara_inicio', { length: 2 }).notNull(),
  valorFaixaInicio: money('valor_faixa_inicio').notNull(),
  comparaFim: varchar('compara_fim', { length: 2 }),
  valorFaixaFim: money('valor_faixa_fim'),
  aliqFaixa: rate('aliq_faixa').notNull().default('0'),
  baseAliqFaixa: varchar('base_aliq_faixa', { length: 7 }),
  valorFaixa: money('valor_faixa'),
  valorDeducao: money('valor_deducao').notNull().default('0'),
  observacao: varchar('observacao', { length: 300 }),
  vigenciaInicio: date_('vigencia_inicio').notNull().default('2000-01-01'),
  vigenciaFim: date_('vigencia_fim'),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const regimeImposto = pgTable('regime_imposto', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  regimeCod: integer('regime_cod').notNull().references(() => regimeContrato.cod),
  impostoCod: integer('imposto_cod').notNull().references(() => imposto.cod),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- closings (0010_fechamentos.sql)

/** Company settings: one row (id 1), created by migration 0083. */
export const configuracaoEmpresa = pgTable('configuracao_empresa', {
  id: smallint('id').primaryKey().default(1),
  baseHorasCustoHora: varchar('base_horas_custo_hora', { length: 20 }).notNull().default('carga_colaborador'),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPor: integer('atualizado_por').references(() => users.id),
});

export const fechamento = pgTable('fechamento', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  label: varchar('label', { length: 60 }).notNull(),
  dataInicio: date_('data_inicio').notNull(),
  dataFim: date_('data_fim').notNull(),
  diasUteis: integer('dias_uteis').notNull().default(30),
  descricao: varchar('descricao', { length: 300 }),
  bloqueio: boolean('bloqueio').notNull().default(false),
  ativo: boolean('ativo').notNull().default(true),
  calculadoEm: timestamptz('calculado_em'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One calculated result per employee and closing (replaced as a whole by each calculation). */
export const fechamentoColaborador = pgTable(
  'fechamento_colaborador',
  {
    fechamentoId: integer('fechamento_id')
      .notNull()
      .references(() => fechamento.id, { onDelete: 'cascade' }),
    mat: integer('mat').notNull().references(() => colaborador.mat),
    nome: varchar('nome', { length: 121 }).notNull(),
    funcaoCod: integer('funcao_cod'),
    funcaoNome: varchar('funcao_nome', { length: 60 }),
    departamentoCod: integer('departamento_cod'),
    departamentoSigla: varchar('departamento_sigla', { length: 60 }),
    departamentoNome: varchar('departamento_nome', { length: 60 }),
    regimeCod: integer('regime_cod'),
    regimeSigla: varchar('regime_sigla', { length: 60 }),
    regimeNome: varchar('regime_nome', { length: 60 }),
    filialCod: integer('filial_cod'),
    filialLabel: varchar('filial_label', { length: 20 }),
    salarioBase: money('salario_base').notNull(),
    beneficioTotal: money('beneficio_total').notNull(),
    impostoTotal: money('imposto_total').notNull(),
    salarioLiquido: money('salario_liquido').notNull(),
    salarioFilial: money('salario_filial').notNull(),
    provisaoDecimoTerceiro: money('provisao_decimo_terceiro').notNull(),
    provisaoFerias: money('provisao_ferias').notNull(),
    provisaoRescisao: money('provisao_rescisao').notNull(),
    custoTotal: money('custo_total').notNull(),
    custoHora: numeric('custo_hora', { precision: 14, scale: 4 }).notNull(),
    custoHoraMeioPeriodo: numeric('custo_hora_meio_periodo', { precision: 14, scale: 4 }).notNull(),
    cargaHoraria: integer('carga_horaria').notNull(),
    meioPeriodo: smallint('meio_periodo').notNull().default(0),
    detalhamento: jsonb('detalhamento').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'fechamento_colaborador_pk', columns: [t.fechamentoId, t.mat] }),
    index('fechamento_colaborador_mat_idx').on(t.mat),
    index('fechamento_colaborador_departamento_idx').on(t.fechamentoId, t.departamentoCod),
  ],
);

// ------------------------------------------------------------------ squads (0045_squads.sql)

export const squad = pgTable(
  'squad',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    nome: varchar('nome', { length: 10 }).notNull(),
    custoTotal: money('custo_total').notNull().default('0'),
    quantidadeSprints: smallint('quantidade_sprints').notNull().default(1),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('squad_email_idx').on(t.email, t.ativo)],
);

export const squadColab = pgTable(
  'squad_colab',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    squadId: integer('squad_id')
      .notNull()
      .references(() => squad.id),
    sprint: smallint('sprint').notNull(),
    simulacaoId: integer('simulacao_id')
      .notNull()
      .references(() => simulacaoCusto.id),
    funcaoNome: varchar('funcao_nome', { length: 60 }).notNull(),
    quantidade: integer('quantidade').notNull(),
    custoHoraColaborador: numeric('custo_hora_colaborador', { precision: 14, scale: 4 }).notNull(),
    custoTotal: money('custo_total').notNull(),
    regimeSigla: varchar('regime_sigla', { length: 60 }).notNull(),
    filialLabel: varchar('filial_label', { length: 20 }).notNull(),
    beneficioTotal: money('beneficio_total').notNull(),
    impostoTotal: money('imposto_total').notNull(),
    dependentes: integer('dependentes').notNull(),
    salarioBruto: money('salario_bruto').notNull(),
    salarioFilial: money('salario_filial').notNull(),
    salarioLiquido: money('salario_liquido').notNull(),
    custoHoraColaboradorMeioPeriodo: numeric('custo_hora_colaborador_meio_periodo', { precision: 14, scale: 4 }).notNull(),
    provisaoDecimoTerceiro: money('provisao_decimo_terceiro').notNull(),
    provisaoFerias: money('provisao_ferias').notNull(),
    provisaoRescisao: money('provisao_rescisao').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('squad_colab_ativo_uq').on(t.squadId, t.sprint, t.simulacaoId).where(sql`ativo`),
    index('squad_colab_squad_idx').on(t.squadId).where(sql`ativo`),
  ],
);

// ------------------------------------------------------------------ projects (0020_projetos.sql)

/** Jira/Tempo ids fit in a JS number (they are well below 2^53). */
const jiraId = (name: string) => bigint(name, { mode: 'number' });
/** Exchange quote: BRL per unit of the foreign currency, NUMERIC(12,6). */
const quote = (name: string) => numeric(name, { precision: 12, scale: 6 });

export const cliente = pgTable('cliente', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  chave: varchar('chave', { length: 30 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jiraUsuario = pgTable('jira_usuario', {
  accountId: varchar('account_id', { length: 128 }).primaryKey(),
  nome: varchar('nome', { length: 255 }).notNull(),
  email: varchar('email', { length: 254 }),
  ativo: boolean('ativo').notNull().default(true),
  colaboradorMat: integer('colaborador_mat').references(() => colaborador.mat),
  updatedAt: updatedAt(),
});

export const projeto = pgTable('projeto', {
  id: jiraId('id').primaryKey(),
  chave: varchar('chave', { length: 30 }).notNull().unique(),
  nome: varchar('nome', { length: 255 }).notNull(),
  categoriaId: integer('categoria_id').references(() => categoriaProjeto.id),
  leadAccountId: varchar('lead_account_id', { length: 128 }).references(() => jiraUsuario.accountId),
  lastIssueUpdateTime: timestamptz('last_issue_update_time'),
  clienteId: integer('cliente_id').references(() => cliente.id),
  bloqueado: boolean('bloqueado').notNull().default(false),
  excluidoNoJira: boolean('excluido_no_jira').notNull().default(false),
  syncedAt: timestamptz('synced_at').notNull().defaultNow(),
});

export const issue = pgTable('issue', {
  id: jiraId('id').primaryKey(),
  chave: varchar('chave', { length: 60 }).notNull(),
  projetoId: jiraId('projeto_id')
    .notNull()
    .references(() => projeto.id),
  resumo: varchar('resumo', { length: 1000 }).notNull().default(''),
  updated: timestamptz('updated'),
});

export const worklog = pgTable('worklog', {
  id: jiraId('id').primaryKey(),
  issueId: jiraId('issue_id')
    .notNull()
    .references(() => issue.id),
  projetoId: jiraId('projeto_id')
    .notNull()
    .references(() => projeto.id),
  authorAccountId: varchar('author_account_id', { length: 128 })
    .notNull()
    .references(() => jiraUsuario.accountId),
  colaboradorMat: integer('colaborador_mat').references(() => colaborador.mat),
  data: date_('data').notNull(),
  timeSpentSeconds: integer('time_spent_seconds').notNull(),
  billableSeconds: integer('billable_seconds').notNull().default(0),
  descricao: varchar('descricao', { length: 1000 }),
  updatedAt: updatedAt(),
});

export const plano = pgTable(
  'plano',
  {
    planoId: jiraId('plano_id').notNull(),
    data: date_('data').notNull(),
    assigneeAccountId: varchar('assignee_account_id', { length: 128 })
      .notNull()
      .references(() => jiraUsuario.accountId),
    colaboradorMat: integer('colaborador_mat').references(() => colaborador.mat),
    projetoId: jiraId('projeto_id').references(() => projeto.id),
    issueId: jiraId('issue_id'),
    plannedSeconds: integer('planned_seconds').notNull(),
  },
  (t) => [primaryKey({ name: 'plano_pk', columns: [t.planoId, t.data] })],
);

export const agendaUsuario = pgTable(
  'agenda_usuario',
  {
    accountId: varchar('account_id', { length: 128 })
      .notNull()
      .references(() => jiraUsuario.accountId),
    data: date_('data').notNull(),
    requiredSeconds: integer('required_seconds').notNull(),
  },
  (t) => [primaryKey({ name: 'agenda_usuario_pk', columns: [t.accountId, t.data] })],
);

export const custoProjeto = pgTable('custo_projeto', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull(),
  projeto: varchar('projeto', { length: 30 })
    .notNull()
    .references(() => projeto.chave),
  descricao: varchar('descricao', { length: 300 }),
  periodoInicio: date_('periodo_inicio').notNull(),
  periodoFim: date_('periodo_fim').notNull(),
  tipoCusto: varchar('tipo_custo', { length: 30, enum: TIPOS_CUSTO }).notNull(),
  valor: money('valor').notNull(),
  moeda: char('moeda', { length: 3, enum: MOEDAS }).notNull(),
  cotacao: quote('cotacao').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const relatorioMargem = pgTable('relatorio_margem', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tipo: varchar('tipo', { length: 9, enum: ['relatorio', 'simulacao'] }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  nome: varchar('nome', { length: 120 }).notNull(),
  projeto: varchar('projeto', { length: 1000 }).notNull(),
  periodoInicial: date_('periodo_inicial').notNull(),
  periodoFim: date_('periodo_fim').notNull(),
  receitaBruta: money('receita_bruta').notNull(),
  impostos: money('impostos').notNull(),
  receitaLiquida: money('receita_liquida').notNull(),
  custoVenda: money('custo_venda').notNull(),
  totalCustoIndireto: money('total_custo_indireto').notNull(),
  custoHoraColaborador: money('custo_hora_colaborador').notNull(),
  resultadoBruto: money('resultado_bruto').notNull(),
  margemBruta: rate('margem_bruta').notNull(),
  despesasOperacionais: money('despesas_operacionais').notNull(),
  rv: money('rv').notNull(),
  rateioAdministrativo: money('rateio_administrativo').notNull(),
  resultadoIrCsll: money('resultado_ir_csll').notNull(),
  impostoSemResultado: money('imposto_sem_resultado').notNull(),
  resultadoLiquido: money('resultado_liquido').notNull(),
  margemLiquida: rate('margem_liquida').notNull(),
  margemContribuicao: rate('margem_contribuicao').notNull(),
  taxaImposto: rate('taxa_imposto').notNull(),
  taxaImpostoResultado: rate('taxa_imposto_resultado').notNull(),
  taxaRv: rate('taxa_rv').notNull(),
  taxaRateio: rate('taxa_rateio').notNull(),
  taxaDespesas: rate('taxa_despesas').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const relatorioMargemCusto = pgTable('relatorio_margem_custo', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  relatorioMargemId: integer('relatorio_margem_id')
    .notNull()
    .references(() => relatorioMargem.id, { onDelete: 'cascade' }),
  tipoCusto: varchar('tipo_custo', { length: 30, enum: TIPOS_CUSTO }).notNull(),
  descricao: varchar('descricao', { length: 300 }),
  moeda: char('moeda', { length: 3, enum: MOEDAS }).notNull(),
  cotacao: quote('cotacao').notNull(),
  valor: money('valor').notNull(),
});

export const cotacaoMoeda = pgTable('cotacao_moeda', {
  moeda: char('moeda', { length: 3, enum: ['USD', 'EUR'] }).primaryKey(),
  bid: quote('bid').notNull(),
  cotadoEm: timestamptz('cotado_em').notNull(),
  consultadoEm: timestamptz('consultado_em').notNull().defaultNow(),
});

export const syncExecucao = pgTable('sync_execucao', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tipo: varchar('tipo', { length: 12, enum: ['completa', 'incremental'] }).notNull(),
  origem: varchar('origem', { length: 10, enum: ['agendada', 'manual', 'partida'] }).notNull(),
  status: varchar('status', { length: 12, enum: ['executando', 'sucesso', 'falha'] }).notNull(),
  iniciadoEm: timestamptz('iniciado_em').notNull().defaultNow(),
  terminadoEm: timestamptz('terminado_em'),
  contagens: jsonb('contagens').notNull().default({}),
  cursor: jsonb('cursor'),
  erro: text('erro'),
  iniciadoPor: integer('iniciado_por').references(() => users.id),
});

// ------------------------------------------------------------- planning (0060_planejamento.sql)

export const planejamento = pgTable(
  'planejamento',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projeto: varchar('projeto', { length: 30 })
      .notNull()
      .unique()
      .references(() => projeto.chave),
    margemCustoProjeto: rate('margem_custo_projeto'),
    versao: integer('versao').notNull().default(0),
    totalHoras: numeric('total_horas', { precision: 12, scale: 2 }).notNull().default('0'),
    totalFuncao: money('total_funcao').notNull().default('0'),
    totalCustoIndireto: money('total_custo_indireto').notNull().default('0'),
    totalCustoVenda: money('total_custo_venda').notNull().default('0'),
    totalValorVenda: money('total_valor_venda').notNull().default('0'),
    total: money('total').notNull().default('0'),
    atualizadoPor: integer('atualizado_por').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('planejamento_margem_custo_projeto_check', sql`${t.margemCustoProjeto} BETWEEN 0 AND 1`),
    check('planejamento_versao_check', sql`${t.versao} >= 0`),
  ],
);

export const planejamentoMes = pgTable(
  'planejamento_mes',
  {
    projeto: varchar('projeto', { length: 30 })
      .notNull()
      .references(() => planejamento.projeto, { onDelete: 'cascade' }),
    /** First day of the month ('yyyy-MM-01'). */
    mes: date_('mes').notNull(),
    valorVenda: money('valor_venda'),
  },
  (t) => [primaryKey({ name: 'planejamento_mes_pk', columns: [t.projeto, t.mes] })],
);

export const previstoFuncao = pgTable(
  'previsto_funcao',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3000 }),
    projeto: varchar('projeto', { length: 30 }).notNull(),
    mes: date_('mes').notNull(),
    indice: integer('indice').notNull(),
    codigoFuncao: integer('codigo_funcao')
      .notNull()
      .references(() => funcao.cod),
    nomeFuncao: varchar('nome_funcao', { length: 60 }).notNull(),
    horasFuncao: numeric('horas_funcao', { precision: 8, scale: 2 }).notNull(),
    custoVendaFuncao: money('custo_venda_funcao').notNull(),
    custoTotalFuncao: money('custo_total_funcao').notNull(),
  },
  (t) => [
    foreignKey({ name: 'previsto_funcao_mes_fk', columns: [t.projeto, t.mes], foreignColumns: [planejamentoMes.projeto, planejamentoMes.mes] }).onDelete(
      'cascade',
    ),
    index('previsto_funcao_projeto_mes').on(t.projeto, t.mes),
  ],
);

export const previstoIndireto = pgTable(
  'previsto_indireto',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3000 }),
    projeto: varchar('projeto', { length: 30 }).notNull(),
    mes: date_('mes').notNull(),
    indice: integer('indice').notNull(),
    descricaoCustoIndireto: varchar('descricao_custo_indireto', { length: 300 }).notNull(),
    tipo: varchar('tipo', { length: 30, enum: TIPOS_CUSTO }).notNull(),
    valorOriginalCustoIndireto: money('valor_original_custo_indireto').notNull(),
    moeda: char('moeda', { length: 3, enum: MOEDAS }).notNull(),
    cotacao: quote('cotacao').notNull(),
    valorCustoIndireto: money('valor_custo_indireto').notNull(),
  },
  (t) => [
    foreignKey({ name: 'previsto_indireto_mes_fk', columns: [t.projeto, t.mes], foreignColumns: [planejamentoMes.projeto, planejamentoMes.mes] }).onDelete(
      'cascade',
    ),
    index('previsto_indireto_projeto_mes').on(t.projeto, t.mes),
  ],
);

/** Employee cost simulations (migrations/0040_simulacao_custo.sql). */
export const simulacaoCusto = pgTable(
  'simulacao_custo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    funcaoCod: integer('funcao_cod')
      .notNull()
      .references(() => funcao.cod),
    funcaoNome: varchar('funcao_nome', { length: 60 }).notNull(),
    regimeCod: integer('regime_cod')
      .notNull()
      .references(() => regimeContrato.cod),
    regimeSigla: varchar('regime_sigla', { length: 60 }).notNull(),
    filialCod: integer('filial_cod')
      .notNull()
      .references(() => filial.cod),
    filialLabel: varchar('filial_label', { length: 20 }).notNull(),
    dependentes: integer('dependentes').notNull().default(0),
    salarioBruto: money('salario_bruto').notNull(),
    beneficioTotal: money('beneficio_total').notNull(),
    impostoTotal: money('imposto_total').notNull(),
    salarioFilial: money('salario_filial').notNull(),
    salarioLiquido: money('salario_liquido').notNull(),
    custoTotal: money('custo_total').notNull(),
    custoHoraColaborador: numeric('custo_hora_colaborador', { precision: 14, scale: 4 }).notNull(),
    custoHoraColaboradorMeioPeriodo: numeric('custo_hora_colaborador_meio_periodo', { precision: 14, scale: 4 }).notNull(),
    provisaoDecimoTerceiro: money('provisao_decimo_terceiro').notNull(),
    provisaoFerias: money('provisao_ferias').notNull(),
    provisaoRescisao: money('provisao_rescisao').notNull(),
    fechamentoId: integer('fechamento_id').references(() => fechamento.id),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('simulacao_custo_email').on(table.email, table.id).where(sql`${table.ativo}`)],
);
