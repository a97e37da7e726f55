// Runs a command and writes the CPU time (user + sys) it used, with every process it waited for, into a
// file: `node scripts/cpu-time.mjs <file> <command> [args...]`; exits with the command's code. Used by
// `pnpm test` to print each step's CPU time beside its wall time (wall time alone says little on a busy
// machine). Processes a step starts detached (the journeys' API and static servers) and servers it only
// talks to (PostgreSQL) are not counted. Linux: the children's time is read from /proc/self/stat.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** User + sys seconds of this process's waited-for children (cutime, cstime: fields 16 and 17, in 1/100 s). */
export function childrenCpuSeconds(stat = fs.readFileSync('/proc/self/stat', 'utf8')) {
  // The command name (field 2) may hold spaces and parentheses: count the fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return (cutime + cstime) / 100;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const [file, command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  child.on('close', (code, signal) => {
    let cpuSeconds = null;
    try {
      cpuSeconds = childrenCpuSeconds();
    } catch {
      // not Linux: no figure
    }
    fs.writeFileSync(file, JSON.stringify({ cpuSeconds }));
    process.exit(code ?? (signal ? 1 : 0));
  });
}
