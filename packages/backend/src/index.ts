export { buildApp, DOCS_PREFIX, type BuildAppOptions } from './app';
export * from './config';
export { createDatabase, type Database, type Db, type DatabaseOptions } from './db/client';
export { migrate, readMigrations } from './db/migrate';
export * as schema from './db/schema';
export * from './http/errors';
export * from './http/guard';
export { seedDemoData, isDatabaseEmpty } from './seed';
