/**
 * A throwaway PostgreSQL cluster of this test process (fault tests stop and start it): `initdb` in a
 * temp folder, `pg_ctl` on a free port of 127.0.0.1 with its unix socket in that folder, trust
 * authentication. As root, initdb refuses to run: the cluster then belongs to the `postgres` system
 * user (`runuser`). The machine's own PostgreSQL is never touched.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Password in the cluster's URL: trust authentication never asks for it; logs must never show it. */
export const CLUSTER_PASSWORD = 'senha-do-cluster-que-nao-vai-para-o-log';

interface Binaries {
  initdb: string;
  pgCtl: string;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** initdb and pg_ctl from PATH, else from the newest /usr/lib/postgresql/<version>/bin (Debian). */
function findBinaries(): Binaries | undefined {
  const initdb = onPath('initdb');
  const pgCtl = onPath('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl };
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) {
      return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
    }
  }
  return undefined;
}

/** The postgres system user's uid and gid (root runs the cluster as that user). */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

const isRoot = () => process.getuid?.() === 0;

/** Why this machine cannot run a private cluster (the fault test is skipped with it), or undefined. */
export function privateClusterUnavailable(): string | undefined {
  if (process.platform === 'win32') return 'cluster PostgreSQL próprio: só em Linux/macOS';
  if (!findBinaries()) {
    return 'sem initdb/pg_ctl do PostgreSQL (nem no PATH nem em /usr/lib/postgresql/*/bin): instale o servidor PostgreSQL (apt-get install postgresql)';
  }
  if (isRoot() && !postgresUser()) return 'como root o initdb só roda com outro usuário, e não há o usuário postgres do sistema';
  if (isRoot() && !onPath('runuser')) return 'como root o cluster roda com runuser, que não está no PATH';
  return undefined;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface PrivateCluster {
  /** postgres://postgres:<CLUSTER_PASSWORD>@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl start, returning once the server accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m fast: open transactions are rolled back, connections terminated (57P01). */
  stop(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  dispose(): Promise<void>;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const reason = privateClusterUnavailable();
  if (reason) throw new Error(reason);
  const binaries = findBinaries()!;
  const owner = isRoot() ? postgresUser()! : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'financeiro-cluster-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  const run = async (file: string, args: string[]) => {
    const [command, argv] = owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    try {
      await exec(command, argv, { encoding: 'utf8' });
    } catch (error) {
      const serverLog = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(`${path.basename(file)} ${args[0]} falhou: ${(error as Error).message}\n${serverLog}`, { cause: error });
    }
  };

  await run(binaries.initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run(binaries.pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', serverOptions]);
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://postgres:${CLUSTER_PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await start();
      running = true;
    },
    async stop() {
      await run(binaries.pgCtl, ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
      running = false;
    },
    async dispose() {
      if (running) await run(binaries.pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60']).catch(() => undefined);
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
