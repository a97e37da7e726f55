import { createDatabase } from './src/db/client';
import { migrate } from './src/db/migrate';
import { seedDemoData } from './src/seed';
import { PasswordHasher } from './src/auth/passwords';
import { DEFAULT_DEMO_PASSWORDS } from './src/config';
import { carregarEntradas } from './src/fechamentos/entradas';
import { calcularColaboradores } from './src/fechamentos/calculo';
import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
const db = await createDatabase({ memory: true });
await migrate(db);
await seedDemoData(db.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }) });
const P = { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 };
const e = await carregarEntradas(db.db, P);
for (let i = 0; i < 5; i++) calcularColaboradores(P, e.colaboradores);
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.start');
const t = performance.now(); let n = 0;
while (performance.now() - t < 4000) { calcularColaboradores(P, e.colaboradores); n += e.colaboradores.length; }
console.log('per s', Math.round(n / ((performance.now() - t) / 1000)));
const { profile } = await session.post('Profiler.stop');
// self time per function
const self = new Map<string, number>();
const total = profile.samples.length;
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const counts = new Map<number, number>();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
for (const [id, c] of counts) { const n: any = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + c); }
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
await db.close();
