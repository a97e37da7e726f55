import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { faixaImpostoFechamento, faixasOficiais, type DetalheFechamento } from '@financeiro/domain';
import { migrate } from '../../db/migrate';
import {
  colaborador,
  colaboradorHistorico,
  departamento,
  faixaImposto,
  fechamento,
  fechamentoColaborador,
  filial,
  funcao,
  imposto,
  regimeContrato,
  regimeImposto,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/support';
import { calcularFechamento } from './service';

/**
 * Migration 0081: a database without the demo seed holds the official INSS and IRRF tables, so a
 * closing of a past month (2024, January to April 2025) computes both taxes without warnings.
 */
describe('tabelas oficiais de INSS e IRRF num banco sem dados de demonstração', () => {
  let database: TestDatabase;
  let mat: number;

  before(async () => {
    database = await createTestDatabase();
    await migrate(database);
    // The minimum registrations of one CLT employee earning 5.000,00, typed in by hand.
    const db = database.db;
    const [branch] = await db.insert(filial).values({ cnpj: '11222333000181', label: 'Matriz' }).returning();
    const [dept] = await db.insert(departamento).values({ sigla: 'ADM', nome: 'Administrativo' }).returning();
    const [role] = await db.insert(funcao).values({ cbo: '252105', nome: 'Administrador' }).returning();
    const [clt] = await db.insert(regimeContrato).values({ sigla: 'CLT', nome: 'Consolidação das Leis do Trabalho' }).returning();
    const taxes = await db.select().from(imposto);
    for (const tax of taxes) await db.insert(regimeImposto).values({ regimeCod: clt!.cod, impostoCod: tax.cod });
    const [person] = await db
      .insert(colaborador)
      .values({
        nome: 'Maria',
        sobrenome: 'Teste',
        cpf: '52998224725',
        email: 'maria@example.com',
        filial: branch!.cod,
        departamento: dept!.cod,
        regime: clt!.cod,
        funcao: role!.cod,
        admissao: '2023-01-02',
        salario: '5000.00',
        dataInicio: '2023-01-02',
      })
      .returning();
    mat = person!.mat;
    await db.insert(colaboradorHistorico).values({
      mat,
      dataInicio: '2023-01-02',
      departamento: dept!.cod,
      regimeContrato: clt!.cod,
      cargaHoraria: 8,
      funcao: role!.cod,
      salario: '5000.00',
    });
  });
  after(async () => {
    await database.dispose();
  });

  it('creates the taxes INSS and IRRF with the tables of 2024, 2025 and 2026', async () => {
    const taxes = await database.db.select().from(imposto).orderBy(imposto.cod);
    assert.deepEqual(taxes.map((tax) => [tax.cod, tax.sigla]), [[1, 'INSS'], [2, 'IRRF']]);
    const periods = async (cod: number) => {
      const rows = await database.db.select().from(faixaImposto).where(and(eq(faixaImposto.impostoCod, cod), eq(faixaImposto.ativo, true)));
      const count = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.vigenciaInicio}..${row.vigenciaFim ?? ''}`;
        count.set(key, (count.get(key) ?? 0) + 1);
      }
      return Object.fromEntries([...count].sort());
    };
    assert.deepEqual(await periods(1), { '2024-01-01..2024-12-31': 5, '2025-01-01..2025-12-31': 5, '2026-01-01..': 5 });
    assert.deepEqual(await periods(2), { '2023-05-01..2024-01-31': 5, '2024-02-01..2025-04-30': 5, '2025-05-01..': 5 });
  });

  it('inserts exactly the official tables of @financeiro/domain (tabelasOficiais.ts), every column', async () => {
    const rows = await database.db.select().from(faixaImposto).orderBy(faixaImposto.id);
    const taxes = new Map((await database.db.select().from(imposto)).map((tax) => [tax.cod, tax.sigla]));
    const numero = (value: string | null) => (value === null ? null : new Decimal(value).toString());
    const lidas = rows.map((row) => ({ ...faixaImpostoFechamento(row), sigla: taxes.get(row.impostoCod), aliqFaixa: numero(row.aliqFaixa) }));
    const oficiais = faixasOficiais().map((faixa) => ({ ...faixa, aliqFaixa: numero(faixa.aliqFaixa as string), ativo: true }));
    assert.deepEqual(lidas, oficiais);
  });

  async function fechar(label: string, dataInicio: string, dataFim: string) {
    const [row] = await database.db.insert(fechamento).values({ label, dataInicio, dataFim, diasUteis: 21 }).returning();
    const resultado = await calcularFechamento(database.db, row!.id);
    const [linha] = await database.db
      .select()
      .from(fechamentoColaborador)
      .where(and(eq(fechamentoColaborador.fechamentoId, row!.id), eq(fechamentoColaborador.mat, mat)));
    const detalhe = linha!.detalhamento as DetalheFechamento;
    const parte = (sigla: string) => detalhe.impostos.find((tax) => tax.sigla === sigla)?.parteColaborador;
    return { avisos: resultado.avisos, salvos: detalhe.avisos, inss: parte('INSS'), irrf: parte('IRRF'), total: linha!.impostoTotal };
  }

  it('computes INSS and IRRF of 04/2025 without warnings (INSS 2025, IRRF of Lei 14.848/2024)', async () => {
    // INSS 5.000,00 x 14 % - 190,40 = 509,60; simplified discount 564,80 > 509,60 -> base 4.435,20;
    // IRRF 4.435,20 x 22,5 % - 662,77 = 335,15.
    assert.deepEqual(await fechar('04/2025', '2025-04-01', '2025-04-30'), {
      avisos: [],
      salvos: [],
      inss: '509.60',
      irrf: '335.15',
      total: '844.75',
    });
  });

  it('computes INSS and IRRF of 03/2024 and 01/2024 without warnings', async () => {
    // INSS 2024: 5.000,00 x 14 % - 181,18 = 518,82; March: simplified 564,80 -> base 4.435,20 -> 335,15.
    assert.deepEqual(await fechar('03/2024', '2024-03-01', '2024-03-31'), {
      avisos: [],
      salvos: [],
      inss: '518.82',
      irrf: '335.15',
      total: '853.97',
    });
    // January (Lei 14.663/2023): simplified 528,00 -> base 4.472,00 x 22,5 % - 651,73 = 354,47.
    assert.deepEqual(await fechar('01/2024', '2024-01-01', '2024-01-31'), {
      avisos: [],
      salvos: [],
      inss: '518.82',
      irrf: '354.47',
      total: '873.29',
    });
  });

  it('still warns for a month before the tables (01/2023)', async () => {
    const { avisos, salvos } = await fechar('01/2023', '2023-01-01', '2023-01-31');
    // (No value row for the branch either: the test typed in none.)
    assert.deepEqual(salvos, [
      'INSS: nenhuma faixa vigente em 2023-01-31.',
      'INSS: sem valor cadastrado para a filial.',
      'IRRF: nenhuma faixa vigente em 2023-01-31.',
      'IRRF: sem valor cadastrado para a filial.',
    ]);
    assert.deepEqual(avisos, salvos.map((aviso) => `Matrícula ${mat}: ${aviso}`));
  });
});
