import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_ARGON2, DEFAULT_CORS_ORIGINS, REPO_ROOT, loadServerConfig, parseTrustProxy, startupWarnings } from './config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadServerConfig({ NODE_ENV: 'development' });
    assert.equal(config.port, 3333);
    assert.equal(config.host, '::');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.pgliteDir, path.join(REPO_ROOT, '.data', 'pglite'));
    assert.equal(config.statementTimeoutMs, 15_000);
    assert.equal(config.connectTimeoutMs, 10_000);
    assert.equal(config.jwtSecret, undefined);
    assert.equal(config.seedDemo, true);
    assert.deepEqual(config.demoPasswords, { admin: 'admin123', financeiro: 'financeiro123', rh: 'rh123456' });
    assert.deepEqual(config.app.corsOrigins, DEFAULT_CORS_ORIGINS);
    assert.equal(DEFAULT_CORS_ORIGINS.length, 8);
    assert.equal(DEFAULT_CORS_ORIGINS[7], 'http://localhost:3007');
    assert.equal(config.app.trustProxy, false);
    assert.equal(config.app.accessTokenTtlSeconds, 900);
    assert.equal(config.app.refreshTokenTtlSeconds, 604800);
    assert.deepEqual(config.app.loginLimits, {
      freeFailuresPerAccount: 5,
      freeFailuresPerIp: 20,
      maxDelaySeconds: 300,
      windowSeconds: 3600,
      accountGuardFailures: 20,
      accountGuardIntervalSeconds: 1,
    });
    // Production password hashing cost (argon2id m=19456 KiB, t=2, p=1).
    assert.deepEqual(config.app.argon2, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    assert.deepEqual(DEFAULT_ARGON2, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    // The capacity reports' absence project: the demo seed's.
    assert.equal(config.app.chaveProjetoAusencias, 'AUSENCIA');
    // The scenarios' warm-up: on in the server (off in defaultAppConfig, the tests').
    assert.equal(config.app.aquecerCenarios, true);
    assert.equal(loadServerConfig({ NODE_ENV: 'development', CENARIOS_AQUECER: 'false' }).app.aquecerCenarios, false);
  });

  it('reads the variables', () => {
    const config = loadServerConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@h/db',
      PGLITE_DIR: '/tmp/x',
      JWT_SECRET: 'a'.repeat(32),
      CORS_ORIGINS: 'https://app.example.com/, https://b.example.com',
      TRUST_PROXY: '1',
      DEMO_SEED: 'false',
      DEMO_ADMIN_PASSWORD: 'outra',
      LOGIN_FREE_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_DELAY_SECONDS: '120',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_CONNECT_TIMEOUT_MS: '2500',
      JIRA_ABSENCE_PROJECT_KEY: ' FERIAS ',
    });
    assert.equal(config.app.chaveProjetoAusencias, 'FERIAS');
    assert.equal(config.statementTimeoutMs, 0);
    assert.equal(config.connectTimeoutMs, 2500);
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, 'postgres://u@h/db');
    assert.equal(config.pgliteDir, '/tmp/x');
    assert.equal(config.seedDemo, false);
    assert.equal(config.demoPasswords.admin, 'outra');
    assert.deepEqual(config.app.corsOrigins, ['https://app.example.com', 'https://b.example.com']);
    assert.equal(config.app.trustProxy, 1);
    assert.equal(config.app.loginLimits.freeFailuresPerAccount, 3);
    assert.equal(config.app.loginLimits.maxDelaySeconds, 120);
  });

  it('refuses to start without JWT_SECRET, naming it, except in development (pnpm dev)', () => {
    assert.throws(() => loadServerConfig({}), /JWT_SECRET não definido/);
    assert.throws(() => loadServerConfig({ NODE_ENV: 'production', APP_URL: 'https://financeiro.exemplo' }), /defina JWT_SECRET/);
    assert.equal(loadServerConfig({ NODE_ENV: 'development' }).jwtSecret, undefined);
    assert.equal(loadServerConfig({ JWT_SECRET: 's'.repeat(40) }).jwtSecret, 's'.repeat(40));
  });

  it('rejects invalid values', () => {
    assert.throws(() => loadServerConfig({ JWT_SECRET: 'curto' }), /JWT_SECRET/);
    assert.throws(() => loadServerConfig({ PORT: 'abc' }), /PORT/);
    assert.throws(() => loadServerConfig({ DEMO_SEED: 'talvez' }), /DEMO_SEED/);
    assert.throws(() => loadServerConfig({ JWT_SECRET: 's'.repeat(40), DB_STATEMENT_TIMEOUT_MS: '-1' }), /DB_STATEMENT_TIMEOUT_MS/);
  });

  it('parses TRUST_PROXY', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('true'), 1, 'true is one proxy hop, never every hop');
    assert.equal(parseTrustProxy('2'), 2);
    assert.equal(parseTrustProxy('10.0.0.0/8, 127.0.0.1'), '10.0.0.0/8,127.0.0.1');
  });

  it('prints no recovery link in the log unless MAIL_LOG_LINKS is set (pnpm dev sets it), whatever NODE_ENV', () => {
    const secret = { JWT_SECRET: 'a'.repeat(32) };
    assert.equal(loadServerConfig(secret).app.mail.logLinks, false);
    assert.equal(loadServerConfig({ NODE_ENV: 'development' }).app.mail.logLinks, false);
    assert.equal(loadServerConfig({ ...secret, MAIL_LOG_LINKS: 'true' }).app.mail.logLinks, true);
  });

  it('retries failed SMTP sends every MAIL_RETRY_INTERVAL_SECONDS (60 by default, at least 1)', () => {
    const secret = { JWT_SECRET: 'a'.repeat(32) };
    assert.equal(loadServerConfig(secret).app.mail.retryIntervalSeconds, 60);
    assert.equal(loadServerConfig({ ...secret, MAIL_RETRY_INTERVAL_SECONDS: '15' }).app.mail.retryIntervalSeconds, 15);
    assert.throws(() => loadServerConfig({ ...secret, MAIL_RETRY_INTERVAL_SECONDS: '0' }), /MAIL_RETRY_INTERVAL_SECONDS/);
  });

  it('warns at a production start without SMTP, without PostgreSQL or with the demo seed', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), APP_URL: 'https://financeiro.exemplo' };
    const complete = { ...production, DATABASE_URL: 'postgres://app@db.exemplo/financeiro', MAIL_SMTP_URL: 'smtp://u:p@mail.exemplo:587' };
    assert.deepEqual(startupWarnings(loadServerConfig(complete)), []);
    const { MAIL_SMTP_URL: _smtp, ...withoutSmtp } = complete;
    assert.match(startupWarnings(loadServerConfig(withoutSmtp)).join('\n'), /^MAIL_SMTP_URL não definido em produção/);
    const { DATABASE_URL: _url, ...withoutPostgres } = complete;
    assert.match(startupWarnings(loadServerConfig(withoutPostgres)).join('\n'), /^DATABASE_URL não definido em produção/);
    assert.match(startupWarnings(loadServerConfig({ ...complete, DEMO_SEED: 'true' })).join('\n'), /^DEMO_SEED ligado em produção/);
    assert.deepEqual(startupWarnings(loadServerConfig({ NODE_ENV: 'development' })), []);
  });

  it('production mode (NODE_ENV=production): no demo unless asked, APP_URL and JWT_SECRET required, no mail links in logs', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), APP_URL: 'https://financeiro.exemplo/' };
    const config = loadServerConfig(production);
    assert.equal(config.production, true);
    assert.equal(config.seedDemo, false);
    assert.equal(loadServerConfig({ ...production, DEMO_SEED: 'true' }).seedDemo, true);
    assert.equal(config.app.appUrl, 'https://financeiro.exemplo');
    // The API answers only the shell's origin unless CORS_ORIGINS says otherwise.
    assert.deepEqual(config.app.corsOrigins, ['https://financeiro.exemplo']);
    assert.deepEqual(loadServerConfig({ ...production, CORS_ORIGINS: 'https://a.exemplo' }).app.corsOrigins, ['https://a.exemplo']);
    assert.throws(() => loadServerConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32) }), /defina APP_URL\./);
    assert.throws(() => loadServerConfig({ NODE_ENV: 'production' }), /defina APP_URL e JWT_SECRET/);
    assert.throws(() => loadServerConfig({ ...production, APP_URL: 'financeiro.exemplo' }), /APP_URL deve ser um endereço http\(s\) completo/);
    assert.throws(() => loadServerConfig({ ...production, MAIL_LOG_LINKS: 'true' }), /MAIL_LOG_LINKS não pode ser ligado em produção/);
    // `pnpm start` (no NODE_ENV) keeps the populated demo.
    assert.equal(loadServerConfig({ JWT_SECRET: 'a'.repeat(32) }).seedDemo, true);
  });

  it('reads the first administrator from FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD, both or neither', () => {
    const secret = { JWT_SECRET: 'a'.repeat(32) };
    assert.equal(loadServerConfig(secret).firstAdmin, undefined);
    assert.deepEqual(loadServerConfig({ ...secret, FIRST_ADMIN_EMAIL: ' ti@empresa.com.br ', FIRST_ADMIN_PASSWORD: 'uma senha longa' }).firstAdmin, {
      email: 'ti@empresa.com.br',
      password: 'uma senha longa',
      name: undefined,
    });
    assert.throws(() => loadServerConfig({ ...secret, FIRST_ADMIN_EMAIL: 'ti@empresa.com.br' }), /FIRST_ADMIN_EMAIL e FIRST_ADMIN_PASSWORD vão juntos/);
  });
});
