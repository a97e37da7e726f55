/**
 * Drizzle table definitions, one file per area. They describe the tables created by the SQL files in
 * `packages/backend/migrations` (the migrations are the source of truth; keep both in step).
 * `import * as schema from './schema'` (the drizzle client's schema object) sees every table here.
 */
export { money, rate } from './columns';
export * from './accounts';
export * from './cadastros';
export * from './fechamentos';
export * from './squads';
export * from './projetos';
export * from './planejamento';
export * from './simulacoes';
export * from './auditoria';
