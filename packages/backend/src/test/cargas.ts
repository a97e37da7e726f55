/**
 * Large data sets shared by the benchmarks (bench/) and the tests that need volume: a closing with
 * thousands of employees inserted directly (the API would take minutes to create them), and import
 * files of thousands of rows as the screen sends them (cells as text).
 */
import { sql } from 'drizzle-orm';
import { SeededRandom } from '@financeiro/domain';
import type { Db } from '../db/client';
import { fechamento } from '../db/schema';
import { BENEFICIO, REGIME } from '../seed/company/reference';
import { withCheckDigits } from '../seed/company/cpf';

export const BENEFICIOS_FECHAMENTO = [BENEFICIO.VR, BENEFICIO.PS, BENEFICIO.VT, BENEFICIO.SV];

export interface PeriodoFechamento {
  dataInicio: string;
  dataFim: string;
  diasUteis: number;
}

async function insertJson(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = rows.slice(start, start + 5000);
    const columns = Object.keys(batch[0]!).map((name) => `"${name}"`).join(', ');
    await db.execute(
      sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.raw(table)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * On a seeded database (taxes, benefits, regimes): switches the demo employees off, inserts
 * `colaboradores` CLT employees (registration numbers from 100.000, the next drawn after them; admitted 2024-01-02) with the 4
 * benefits of BENEFICIOS_FECHAMENTO each, and an open closing of `periodo`; answers its id.
 */
export async function prepararFechamentoGrande(db: Db, colaboradores: number, periodo: PeriodoFechamento): Promise<number> {
  await db.execute(sql`UPDATE colaborador SET ativo = false`);
  const aleatorio = new SeededRandom(20_261_001);
  const next = () => aleatorio.next();
  const people: Record<string, unknown>[] = [];
  const history: Record<string, unknown>[] = [];
  const benefits: Record<string, unknown>[] = [];
  for (let i = 0; i < colaboradores; i++) {
    const mat = 100_000 + i;
    const filial = 1 + (i % 3);
    // Salaries across every INSS and IRRF bracket, up to above the INSS ceiling.
    const salario = (1600 + Math.round(next() * 22_000)).toFixed(2);
    const row = {
      mat,
      nome: `Bench${i}`,
      sobrenome: 'Carga',
      cpf: `9${String(i).padStart(10, '0')}`,
      email: `bench${i}@exemplo.com.br`,
      dependentes: Math.floor(next() * 4),
      filial,
      departamento: [1, 2, 3, 4, 5, 6, 7, 8, 16][i % 9],
      regime: REGIME.CLT,
      funcao: 1 + (i % 27),
      admissao: '2024-01-02',
      salario,
      carga_horaria: 8,
      data_inicio: '2024-01-02',
      ativo: true,
    };
    people.push(row);
    history.push({
      mat,
      data_inicio: row.data_inicio,
      departamento: row.departamento,
      regime_contrato: row.regime,
      carga_horaria: row.carga_horaria,
      funcao: row.funcao,
      salario,
    });
    for (const benefCod of BENEFICIOS_FECHAMENTO) benefits.push({ rol_mat: mat, benef_cod: benefCod, filial_cod: filial, ativo: true });
  }
  await insertJson(db, 'colaborador', people);
  // The registration numbers above were given, not drawn: the ones drawn next (an import) start after them.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('colaborador', 'mat'), (SELECT max(mat) FROM colaborador))`);
  await insertJson(db, 'colaborador_historico', history);
  await insertJson(db, 'colaborador_beneficio', benefits);
  const [row] = await db
    .insert(fechamento)
    .values({ label: 'Carga', ...periodo, bloqueio: false })
    .returning({ id: fechamento.id });
  return row!.id;
}

/**
 * A valid CPF of import row `i` (below 1.000.000) of file `lote` (0 to 79): distinct across rows and lotes, and
 * from prepararFechamentoGrande's employees (their CPFs start with 9; these with 10 to 89). The trail's cost
 * benchmark imports 1 + 2 × BENCH_RUNS files.
 */
export function cpfImportado(lote: number, i: number): string {
  if (!Number.isInteger(lote) || lote < 0 || lote > 79 || !Number.isInteger(i) || i < 0 || i >= 1_000_000) {
    throw new RangeError(`cpfImportado: lote ${lote}, linha ${i} fora do intervalo`);
  }
  return withCheckDigits(`${10 + lote}${String(i).padStart(6, '0')}1`.split('').map(Number));
}

/**
 * `linhas` new employees as the import screen sends them (POST /import/colaborador), admitted in
 * 2025. `invalidas`: every row is refused (wrong CPF check digit, unknown department, salary
 * missing), so the whole file goes through the checks and nothing is written.
 */
export function colaboradoresImportados(linhas: number, lote: number, { invalidas = false } = {}): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (let i = 0; i < linhas; i++) {
    const cpf = cpfImportado(lote, i);
    const dia = String(1 + (i % 28)).padStart(2, '0');
    rows.push({
      nome: `Pessoa${i}`,
      sobrenome: `Importada ${lote}`,
      cpf: invalidas ? cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10) : cpf,
      email: `pessoa.${lote}.${i}@carga.example`,
      dependentes: String(i % 3),
      endereco: `Rua ${i}, ${i % 500}`,
      cidade: 'São Paulo',
      filial: String((i % 3) + 1),
      departamento: invalidas ? '999' : '5',
      regime: '1',
      funcao: String((i % 8) + 1),
      admissao: `${dia}/03/2025`,
      demissao: '',
      salario: invalidas ? '' : (3000 + (i % 50) * 137.45).toFixed(2).replace('.', ','),
      carga_horaria: '8',
      classificacao: 'Desenvolvimento',
      data_inicio: `${dia}/03/2025`,
      observacao: '',
    });
  }
  return rows;
}

/** One benefit (VR) for each CPF, as POST /import/beneficios-colaborador takes it (rates in percent). */
export function beneficiosImportados(cpfs: readonly string[], benefCod: number = BENEFICIO.VR): Record<string, string>[] {
  return cpfs.map((cpf) => ({
    cpf,
    benefCod: String(benefCod),
    valorBenefAdic: '10,50',
    aliqBenefAdic: '',
    valorBenefSubtrai: '',
    aliqBenefSubtrai: '',
    valorDescAdic: '0',
    aliqDescAdic: '12,5%',
    valorDescSubtrai: '',
    aliqDescSubtrai: '',
  }));
}
