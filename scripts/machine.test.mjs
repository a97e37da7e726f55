import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { childrenCpuSeconds } from './cpu-time.mjs';
import { cpuReference, describeMachine, referenceRound } from './machine.mjs';

const CPU_TIME = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cpu-time.mjs');

describe('a máquina do `pnpm test` (scripts/machine.mjs)', () => {
  it('a volta de referência é sempre a mesma conta (duas execuções só se comparam assim)', () => {
    assert.equal(referenceRound(), 196514455);
    assert.equal(referenceRound(1), referenceRound(1));
  });

  it('a referência conta voltas inteiras no tempo dado e diz quanto de CPU o processo recebeu', () => {
    const reading = cpuReference(50);
    assert.ok(reading.rounds > 0);
    assert.ok(reading.wallSeconds >= 0.05);
    assert.equal(reading.perSecond, reading.rounds / reading.wallSeconds);
    assert.ok(reading.cpuSeconds > 0 && reading.cpuSeconds <= reading.wallSeconds + 0.05);
  });

  it('as linhas da tabela final: núcleos, referência e carga no início e no fim', () => {
    const start = { cores: 2, usable: 1, model: 'AMD EPYC', load: [3.5, 2, 1.25], reference: { rounds: 3000, perSecond: 3000, wallSeconds: 1, cpuSeconds: 0.5 } };
    const end = { ...start, load: [8, 6.5, 4], reference: { rounds: 1500, perSecond: 1500, wallSeconds: 1, cpuSeconds: 0.25 } };
    assert.deepEqual(describeMachine(start, end), [
      'Máquina: 2 núcleos (1 disponível para este processo), AMD EPYC',
      'Referência de CPU (1 s de uma conta fixa): início 3000 voltas/s (6000 por segundo de CPU; CPU recebida 0,50 s em 1,00 s); fim 1500 voltas/s (6000 por segundo de CPU; CPU recebida 0,25 s em 1,00 s)',
      'Carga média (1 / 5 / 15 min): início 3,50 / 2,00 / 1,25; fim 8,00 / 6,50 / 4,00',
    ]);
    assert.equal(describeMachine({ ...start, usable: 2 })[0], 'Máquina: 2 núcleos, AMD EPYC');
    assert.doesNotMatch(describeMachine(start).join('\n'), /fim/);
  });
});

describe('o tempo de CPU de cada etapa (scripts/cpu-time.mjs)', () => {
  it('lê cutime e cstime de /proc/self/stat mesmo com parênteses e espaços no nome do comando', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 10 20 0 0 150 30 1234 56 20 0 1 0 100';
    assert.equal(childrenCpuSeconds(stat), 12.9);
  });

  it('conta a CPU do comando e dos processos que ele esperou, e sai com o código do comando', { skip: process.platform !== 'linux' }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-time-test-'));
    try {
      const file = path.join(dir, 'cpu.json');
      // A child that spends 0.3 s of its own CPU (however slow the machine) in a grandchild it waits for, then exits 3.
      const grandchild = 'const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) < 300000);';
      const child = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(grandchild)}]); process.exit(3);`;
      const result = spawnSync(process.execPath, [CPU_TIME, file, process.execPath, '-e', child]);
      assert.equal(result.status, 3);
      const { cpuSeconds } = JSON.parse(fs.readFileSync(file, 'utf8'));
      assert.ok(cpuSeconds >= 0.3, `${cpuSeconds} s`);
      execFileSync(process.execPath, [CPU_TIME, file, process.execPath, '-e', '']);
      assert.ok(JSON.parse(fs.readFileSync(file, 'utf8')).cpuSeconds < 0.3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
