/** Base registrations: branches, departments, regimes, roles, benefits, employees, taxes (0002, 0003). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, date_, money, rate, updatedAt } from './columns';
import { users } from './accounts';

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

/** The employee's own adjustments of a benefit link (added to or subtracted from the branch's values), as selected. */
export const ajustesDoBeneficio = {
  valorBenefAdic: colaboradorBeneficio.valorBenefAdic,
  aliqBenefAdic: colaboradorBeneficio.aliqBenefAdic,
  valorBenefSubtrai: colaboradorBeneficio.valorBenefSubtrai,
  aliqBenefSubtrai: colaboradorBeneficio.aliqBenefSubtrai,
  valorDescAdic: colaboradorBeneficio.valorDescAdic,
  aliqDescAdic: colaboradorBeneficio.aliqDescAdic,
  valorDescSubtrai: colaboradorBeneficio.valorDescSubtrai,
  aliqDescSubtrai: colaboradorBeneficio.aliqDescSubtrai,
};

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
