/**
 * The demo cost scenario (issue 39): 'Dissídio 2027: 5,5 % para todos' of the admin user (the demo
 * user with both simulações and fechamentos), over the latest demo closing, from the month after it
 * (the collective agreement's base date in November: the 2026/2027 raise starts in 11/2026), so the
 * remaining months of the demo plans are re-priced and their margins at completion change. Saved
 * through the scenarios service (the same validation as POST /cenarios). Needs the closings.
 */
import { somarMeses } from '@financeiro/domain';
import { desc, eq } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { fechamento } from '../db/schema';
import { criarCenario } from '../modules/cenarios';
import { DEMO_USERS } from './data';
import { DEMO_FECHAMENTOS_FIM } from './fechamentos';

export const DEMO_CENARIO = {
  nome: 'Dissídio 2027: 5,5 % para todos',
  descricao: 'Convenção 2026/2027, data-base em novembro: 5,5 % sobre todos os salários a partir de 11/2026.',
  mesInicio: somarMeses(DEMO_FECHAMENTOS_FIM, 1),
} as const;

export async function seedCenarios(tx: Conn): Promise<void> {
  const admin = DEMO_USERS.find((user) => user.usuario === 'admin')!;
  const [ultimo] = await tx
    .select({ id: fechamento.id })
    .from(fechamento)
    .where(eq(fechamento.ativo, true))
    .orderBy(desc(fechamento.dataInicio), desc(fechamento.id))
    .limit(1);
  if (!ultimo) return;
  await criarCenario(tx, admin.email, {
    ...DEMO_CENARIO,
    fechamentoId: ultimo.id,
    alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.055 }],
  });
}
