/**
 * The employee checks of the registration form (cadastros/colaborador.ts `colaboradorErrors`) fed
 * from sets loaded once per file instead of one query per field and row.
 */
import { listarClassificacoes, type ColaboradorLookups, type ReferenceField } from '../../colaboradores';
import type { Conn } from '../../../db/client';
import { listarContatosDeColaboradoresAtivos, listarCodigosAtivos } from '../queries';

async function activeByCode(db: Conn, field: ReferenceField) {
  const rows = await listarCodigosAtivos(db, field);
  // funcao.ativo is 0/1/2 (2 = simulation only): only 1 counts as active, like the form's check.
  return new Map(rows.map((row) => [row.cod, row.ativo === true || row.ativo === 1]));
}

/** Active employees' CPF and e-mail (lower-case) -> registration numbers holding them. */
export interface ActiveEmployees {
  byCpf: Map<string, number>;
  byEmail: Map<string, number[]>;
}

export async function listarColaboradoresAtivos(db: Conn): Promise<ActiveEmployees> {
  const rows = await listarContatosDeColaboradoresAtivos(db);
  const byCpf = new Map<string, number>();
  const byEmail = new Map<string, number[]>();
  for (const row of rows) {
    byCpf.set(row.cpf, row.mat);
    const email = row.email.toLowerCase();
    byEmail.set(email, [...(byEmail.get(email) ?? []), row.mat]);
  }
  return { byCpf, byEmail };
}

export async function preloadedLookups(db: Conn): Promise<ColaboradorLookups> {
  const references: Record<ReferenceField, Map<number, boolean>> = {
    filial: await activeByCode(db, 'filial'),
    departamento: await activeByCode(db, 'departamento'),
    regime: await activeByCode(db, 'regime'),
    funcao: await activeByCode(db, 'funcao'),
  };
  const active = await listarColaboradoresAtivos(db);
  const classificacoes = await listarClassificacoes(db);
  return {
    reference: async (field, cod) => references[field].get(cod),
    cpfInUse: async (cpf, exceptMat) => {
      const mat = active.byCpf.get(cpf);
      return mat !== undefined && mat !== exceptMat;
    },
    emailInUse: async (email, exceptMat) => (active.byEmail.get(email.toLowerCase()) ?? []).some((mat) => mat !== exceptMat),
    classificacoes: async () => classificacoes,
  };
}
