import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { AnySchema } from 'yup';
import {
  CLASSIFICACOES_EXCLUIDAS,
  colaboradorBeneficioSchema,
  faixaImpostoSchema,
  isValidCpf as domainIsValidCpf,
  makeColaboradorSchema,
  REGIME_PROVISION_PRESETS,
  valorBeneficioSchema,
  valorImpostoSchema,
} from '@financeiro/domain';
import { PasswordHasher } from '../modules/contas';
import { DEFAULT_DEMO_PASSWORDS } from '../config';
import type { Db } from '../db/client';
import { migrate } from '../db/migrate';
import {
  beneficio,
  categoriaProjeto,
  colaborador,
  colaboradorBeneficio,
  colaboradorHistorico,
  faixaImposto,
  filial,
  funcao,
  imposto,
  regimeContrato,
  regimeImposto,
  valorBeneficio,
  valorImposto,
} from '../db/schema';
import { createTestApp, createTestDatabase, TEST_ARGON2, type TestContext } from '../test/support';
import { seedDemoData } from '.';

/** Independent CPF check (módulo 11), not the generator's code. */
function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

type Faixa = typeof faixaImposto.$inferSelect;

/** The bracket rule of DOMAIN.md: the one bracket containing the base; fixed amount or rate - deduction. */
function bracketTax(faixas: Faixa[], base: Decimal, on: string): Decimal {
  const inForce = faixas.filter((f) => f.vigenciaInicio <= on && (f.vigenciaFim === null || f.vigenciaFim >= on));
  const compare = (op: string | null, value: Decimal, limit: string | null) => {
    if (op === null || limit === null) return true;
    const c = value.comparedTo(limit);
    return op === '>=' ? c >= 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : op === '<' ? c < 0 : c === 0;
  };
  const matching = inForce.filter(
    (f) => compare(f.comparaInicio, base, f.valorFaixaInicio) && compare(f.comparaFim, base, f.valorFaixaFim),
  );
  assert.equal(matching.length, 1, `uma faixa para ${base.toString()} em ${on}`);
  const faixa = matching[0]!;
  if (faixa.valorFaixa !== null) return new Decimal(faixa.valorFaixa);
  return base.times(faixa.aliqFaixa).minus(faixa.valorDeducao);
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

async function employeeSnapshot(db: Db) {
  const rows = await db.select().from(colaborador).orderBy(asc(colaborador.mat));
  const history = await db.select().from(colaboradorHistorico).orderBy(asc(colaboradorHistorico.id));
  const benefits = await db.select().from(colaboradorBeneficio).orderBy(asc(colaboradorBeneficio.id));
  const strip = <T extends Record<string, unknown>>(row: T) => {
    const { createdAt: _c, updatedAt: _u, ...rest } = row as T & { createdAt?: unknown; updatedAt?: unknown };
    return rest;
  };
  return { rows: rows.map(strip), history: history.map(strip), benefits: benefits.map(strip) };
}

describe('company demo seed', () => {
  let context: TestContext;
  let db: Db;

  before(async () => {
    context = await createTestApp();
    db = context.database.db;
  });
  after(async () => {
    await context.close();
  });

  it('seeds about 120 employees with valid, unique CPFs and e-mails', async () => {
    const rows = await db.select().from(colaborador);
    assert.ok(rows.length >= 110 && rows.length <= 130, `${rows.length} colaboradores`);
    assert.ok(rows.every((row) => isValidCpf(row.cpf) && domainIsValidCpf(row.cpf)), 'CPFs válidos');
    assert.equal(new Set(rows.map((row) => row.cpf)).size, rows.length, 'CPFs únicos');
    assert.equal(new Set(rows.map((row) => row.email)).size, rows.length, 'e-mails únicos');
    assert.ok(rows.every((row) => /^[a-z]+\.[a-z]+@veecode\.com\.br$/.test(row.email)));

    const byRegime = (cod: number) => rows.filter((row) => row.regime === cod).length;
    assert.ok(byRegime(2) >= 8 && byRegime(2) <= 12, 'PJ');
    assert.ok(byRegime(3) >= 6 && byRegime(3) <= 10, 'estagiários');
    const dismissed = rows.filter((row) => row.demissao !== null);
    assert.ok(dismissed.length >= 6 && dismissed.length <= 10, 'desligados');
    assert.ok(dismissed.every((row) => row.demissao! > row.admissao && row.demissao! <= '2026-10-31'));
    assert.ok(rows.every((row) => row.admissao >= '2018-01-01' && row.admissao <= '2025-10-31'));
    const inCoreDepartments = rows.filter((row) => row.departamento === 5 || row.departamento === 16).length;
    assert.ok(inCoreDepartments > rows.length / 2, 'maioria em Delivery e ENGESOL');
    assert.ok(rows.some((row) => Number(row.salario) > 8475.55), 'salários acima do teto do INSS');
    assert.ok(rows.filter((row) => row.regime === 3).every((row) => Number(row.salario) <= 2200 && row.cargaHoraria <= 6));
    assert.ok(rows.some((row) => row.cargaHoraria === 4), 'meio período');
    assert.ok(rows.every((row) => row.dependentes >= 0 && row.dependentes <= 3));

    const categories = await db.select().from(categoriaProjeto);
    const excluded: readonly string[] = CLASSIFICACOES_EXCLUIDAS;
    const allowed = new Set(categories.map((c) => c.nome).filter((nome) => !excluded.includes(nome)));
    assert.ok(excluded.every((nome) => categories.some((c) => c.nome === nome)));
    assert.ok(rows.every((row) => row.classificacao !== null && allowed.has(row.classificacao)), 'classificação');

    const branches = new Set((await db.select().from(filial)).map((row) => row.cod));
    const functions = new Set((await db.select().from(funcao)).map((row) => row.cod));
    assert.ok(rows.every((row) => branches.has(row.filial) && functions.has(row.funcao)));
  });

  it('gives every employee a history whose last row is the current record', async () => {
    const rows = await db.select().from(colaborador);
    const history = await db
      .select()
      .from(colaboradorHistorico)
      .orderBy(asc(colaboradorHistorico.mat), asc(colaboradorHistorico.dataInicio), asc(colaboradorHistorico.id));
    for (const row of rows) {
      const own = history.filter((h) => h.mat === row.mat);
      assert.ok(own.length >= 1 && own.length <= 3, `histórico de ${row.mat}`);
      assert.equal(own[0]!.dataInicio, row.admissao, `primeira linha na admissão (${row.mat})`);
      const last = own[own.length - 1]!;
      assert.deepEqual(
        [last.dataInicio, last.departamento, last.regimeContrato, last.cargaHoraria, last.funcao, last.salario, last.classificacao],
        [row.dataInicio, row.departamento, row.regime, row.cargaHoraria, row.funcao, row.salario, row.classificacao],
        `última linha = cadastro (${row.mat})`,
      );
      if (row.demissao) assert.ok(row.dataInicio <= row.demissao);
    }
  });

  it('links benefits by regime: CLT meal and health plan, interns VR + VT, PJ none', async () => {
    const rows = await db.select().from(colaborador);
    const links = await db.select().from(colaboradorBeneficio);
    const codOf = new Map((await db.select().from(beneficio)).map((row) => [row.sigla, row.cod]));
    const of = (mat: number) => links.filter((link) => link.rolMat === mat).map((link) => link.benefCod);
    for (const row of rows) {
      const own = of(row.mat);
      if (row.regime === 2) assert.deepEqual(own, [], `PJ ${row.mat}`);
      if (row.regime === 3) assert.deepEqual(own.sort(), [codOf.get('VR'), codOf.get('VT')].sort(), `estagiário ${row.mat}`);
      if (row.regime === 1) assert.ok(own.includes(codOf.get('VR')!) || own.includes(codOf.get('VA')!), `CLT ${row.mat}`);
    }
    assert.ok(links.every((link) => rows.find((row) => row.mat === link.rolMat)?.filial === link.filialCod));
    assert.ok(links.some((link) => link.valorBenefAdic !== '0.00' || link.valorDescAdic !== '0.00'), 'ajustes');
  });

  it('has a value row for every branch on every tax and benefit', async () => {
    const branches = (await db.select().from(filial)).map((row) => row.cod).sort();
    const taxes = await db.select().from(imposto);
    const taxValues = await db.select().from(valorImposto);
    assert.equal(taxes.length, 6);
    for (const tax of taxes) {
      assert.deepEqual(taxValues.filter((v) => v.impostoCod === tax.cod).map((v) => v.filialCod).sort(), branches, tax.sigla);
    }
    const benefits = await db.select().from(beneficio);
    const benefitValues = await db.select().from(valorBeneficio);
    assert.equal(benefits.length, 5);
    for (const benefit of benefits) {
      assert.deepEqual(
        benefitValues.filter((v) => v.benefCod === benefit.cod).map((v) => v.filialCod).sort(),
        branches,
        benefit.sigla,
      );
    }
    const vt = benefitValues.filter((v) => v.benefCod === benefits.find((b) => b.sigla === 'VT')!.cod);
    assert.ok(vt.every((v) => v.aliquotaDesc === '0.060000' && v.baseAliqDesc === 'salario' && v.periodoValor === 'dia'));
  });

  it('stores contiguous INSS brackets for 2024, 2025 and 2026 with the ceilings (migration 0081, not duplicated by the seed)', async () => {
    const taxes = await db.select().from(imposto);
    const codOf = (sigla: string) => taxes.find((tax) => tax.sigla === sigla)!.cod;
    const faixas = await db.select().from(faixaImposto).orderBy(asc(faixaImposto.vigenciaInicio), asc(faixaImposto.valorFaixaInicio));
    const inss = faixas.filter((f) => f.impostoCod === codOf('INSS'));
    assert.equal(inss.length, 15);
    for (const [inicio, fim, ceiling] of [
      ['2024-01-01', '2024-12-31', '908.86'],
      ['2025-01-01', '2025-12-31', '951.63'],
      ['2026-01-01', null, '988.09'],
    ] as const) {
      const year = inss.filter((f) => f.vigenciaInicio === inicio);
      assert.equal(year.length, 5, inicio);
      assert.ok(year.every((f) => f.vigenciaFim === fim && f.baseAliqFaixa === 'salario' && f.observacao?.includes('Portaria')));
      assert.equal(year[0]!.valorFaixaInicio, '0.00');
      assert.equal(year[0]!.comparaInicio, '>=');
      for (let i = 1; i < year.length; i++) {
        assert.equal(
          new Decimal(year[i]!.valorFaixaInicio).toFixed(2),
          new Decimal(year[i - 1]!.valorFaixaFim!).plus('0.01').toFixed(2),
          `faixa ${i + 1} de ${inicio}`,
        );
      }
      const last = year[year.length - 1]!;
      assert.equal(last.valorFaixaFim, null);
      assert.equal(last.valorFaixa, ceiling);
      // The fixed ceiling is the progressive sum of every rate bracket up to the ceiling (the
      // rate-minus-deduction form is 0,01 off there because the deductions are rounded).
      let progressive = new Decimal(0);
      let lower = new Decimal(0);
      for (const f of year.slice(0, -1)) {
        progressive = progressive.plus(new Decimal(f.valorFaixaFim!).minus(lower).times(f.aliqFaixa));
        lower = new Decimal(f.valorFaixaFim!);
      }
      assert.equal(cents(progressive), ceiling);
    }
    const irrf = faixas.filter((f) => f.impostoCod === codOf('IRRF'));
    assert.equal(irrf.length, 15);
    assert.ok(irrf.every((f) => f.baseAliqFaixa === 'imposto'));
    assert.deepEqual(
      [...new Set(irrf.map((f) => `${f.vigenciaInicio}..${f.vigenciaFim ?? ''}`))],
      ['2023-05-01..2024-01-31', '2024-02-01..2025-04-30', '2025-05-01..'],
    );
    // The brackets the seed used to insert keep their ids 1-15 on a demo database.
    assert.deepEqual(
      faixas.filter((f) => f.id <= 15).map((f) => f.vigenciaInicio).sort(),
      [...Array(5).fill('2025-01-01'), ...Array(5).fill('2025-05-01'), ...Array(5).fill('2026-01-01')],
    );
  });

  it('links taxes to regimes and sets the provisions of each regime', async () => {
    const taxes = await db.select().from(imposto);
    const siglaOf = new Map(taxes.map((tax) => [tax.cod, tax.sigla]));
    const links = await db.select().from(regimeImposto);
    const of = (regime: number) => links.filter((l) => l.regimeCod === regime).map((l) => siglaOf.get(l.impostoCod)).sort();
    assert.deepEqual(of(1), ['CPP', 'FGTS', 'INSS', 'IRRF', 'RAT', 'TERCEIROS']);
    assert.deepEqual(of(2), []);
    assert.deepEqual(of(3), ['IRRF']);

    const regimes = await db.select().from(regimeContrato).orderBy(asc(regimeContrato.cod));
    const flags = (cod: number) => {
      const r = regimes.find((row) => row.cod === cod)!;
      return {
        provisiona_decimo_terceiro: r.provisionaDecimoTerceiro,
        provisiona_ferias: r.provisionaFerias,
        provisiona_terco_ferias: r.provisionaTercoFerias,
        provisiona_rescisao: r.provisionaRescisao,
        provisiona_fgts: r.provisionaFgts,
        recesso_remunerado: r.recessoRemunerado,
      };
    };
    assert.deepEqual(flags(1), REGIME_PROVISION_PRESETS.clt);
    assert.deepEqual(flags(2), REGIME_PROVISION_PRESETS.pj);
    assert.deepEqual(flags(3), REGIME_PROVISION_PRESETS.estagio);
  });

  it('passes the registration form schemas of @financeiro/domain', async () => {
    const check = (label: string, schema: AnySchema, value: Record<string, unknown>, context?: object) => {
      try {
        schema.validateSync(value, { abortEarly: false, context });
      } catch (error) {
        assert.fail(`${label}: ${(error as Error).message} ${JSON.stringify(value)}`);
      }
    };
    // The latest seeded date is 2026-10-31 (dismissals); dates may not be after "today".
    const today = { today: '2026-10-31' };
    const colaboradorSchema = makeColaboradorSchema();
    for (const row of await db.select().from(colaborador)) {
      check(`colaborador ${row.mat}`, colaboradorSchema, {
        ...row,
        carga_horaria: row.cargaHoraria,
        data_inicio: row.dataInicio,
      }, today);
    }
    for (const row of await db.select().from(valorBeneficio)) check(`valor_beneficio ${row.id}`, valorBeneficioSchema, row);
    for (const row of await db.select().from(colaboradorBeneficio)) {
      check(`colaborador_beneficio ${row.id}`, colaboradorBeneficioSchema, row);
    }
    for (const row of await db.select().from(valorImposto)) {
      check(`valor_imposto ${row.id}`, valorImpostoSchema, {
        imposto_cod: row.impostoCod,
        filial_cod: row.filialCod,
        tipo_imposto: row.tipoImposto,
        periodo_valor: row.periodoValor,
        valor_fixo: row.valorFixo,
        valor_desc: row.valorDesc,
        aliquota_desc: row.aliquotaDesc,
        base_aliq_desc: row.baseAliqDesc,
        valor_filial: row.valorFilial,
        aliquota_filial: row.aliquotaFilial,
        base_aliq_filial: row.baseAliqFilial,
      });
    }
    for (const row of await db.select().from(faixaImposto)) {
      check(`faixa_imposto ${row.id}`, faixaImpostoSchema, {
        imposto_cod: row.impostoCod,
        compara_inicio: row.comparaInicio,
        valor_faixa_inicio: row.valorFaixaInicio,
        compara_fim: row.comparaFim,
        valor_faixa_fim: row.valorFaixaFim,
        aliq_faixa: row.aliqFaixa,
        base_aliq_faixa: row.baseAliqFaixa,
        valor_faixa: row.valorFaixa,
        valor_deducao: row.valorDeducao,
        observacao: row.observacao,
        vigencia_inicio: row.vigenciaInicio,
        vigencia_fim: row.vigenciaFim,
      });
    }
  });

  it('reproduces the official figures of DOMAIN.md from the seeded rows', async () => {
    const taxes = await db.select().from(imposto);
    const codOf = (sigla: string) => taxes.find((tax) => tax.sigla === sigla)!.cod;
    const faixas = await db.select().from(faixaImposto);
    const inss = faixas.filter((f) => f.impostoCod === codOf('INSS'));
    const irrf = faixas.filter((f) => f.impostoCod === codOf('IRRF'));

    const inss5000 = bracketTax(inss, new Decimal('5000'), '2025-06-01');
    assert.equal(cents(inss5000), '509.60');
    assert.equal(cents(bracketTax(inss, new Decimal('20000'), '2025-06-01')), '951.63');
    assert.equal(cents(bracketTax(inss, new Decimal('20000'), '2026-03-01')), '988.09');
    assert.equal(cents(bracketTax(inss, new Decimal('1518'), '2025-06-01')), '113.85');

    // IRRF base: gross - INSS - 2 x 189,59 (larger than the simplified 607,20).
    const base = new Decimal('5000').minus(inss5000).minus(new Decimal('189.59').times(2));
    assert.equal(cents(bracketTax(irrf, base, '2025-06-01')), '249.53');
    assert.equal(cents(bracketTax(irrf, new Decimal('2000'), '2025-06-01')), '0.00');

    // Payroll cost of 3.000,00 with the head office's company rates and no benefits.
    const values = await db.select().from(valorImposto);
    const rate = (sigla: string) => new Decimal(values.find((v) => v.impostoCod === codOf(sigla) && v.filialCod === 1)!.aliquotaFilial);
    const salary = new Decimal('3000');
    const fgts = rate('FGTS');
    const charges = rate('CPP').plus(rate('RAT')).plus(rate('TERCEIROS'));
    const chargeRate = charges.plus(fgts);
    const salarioFilial = salary.plus(salary.times(chargeRate));
    const month = salary.div(12);
    const decimo = month.times(chargeRate.plus(1));
    const ferias = month.times(4).div(3).times(chargeRate.plus(1));
    const rescisao = new Decimal('0.4').times(fgts).times(salary.plus(month).plus(month.times(4).div(3)));
    assert.equal(cents(salarioFilial.plus(decimo).plus(ferias).plus(rescisao)), '4980.83');
  });

  it('is deterministic: two fresh databases get identical employees', async () => {
    const other = await createTestDatabase();
    try {
      await migrate(other);
      await seedDemoData(other.db, { passwords: DEFAULT_DEMO_PASSWORDS, hasher: new PasswordHasher(TEST_ARGON2) });
      assert.deepEqual(await employeeSnapshot(other.db), await employeeSnapshot(db));
    } finally {
      await other.dispose();
    }
  });

  it('moves the identity sequences past the seeded codes', async () => {
    const [categoria] = await db.insert(categoriaProjeto).values({ nome: 'Nova categoria' }).returning();
    assert.equal(categoria?.id, 8);
    const [tax] = await db.insert(imposto).values({ sigla: 'ISS', nome: 'ISS' }).returning();
    assert.equal(tax?.cod, 7);
    const seeded = await db.select({ mat: colaborador.mat, cpf: colaborador.cpf }).from(colaborador);
    const cpf = ['52998224725', '11144477735', '39053344705'].find((value) => !seeded.some((row) => row.cpf === value))!;
    const [employee] = await db
      .insert(colaborador)
      .values({
        nome: 'Novo',
        sobrenome: 'Colaborador',
        cpf,
        email: 'novo.colaborador@veecode.com.br',
        filial: 1,
        departamento: 5,
        regime: 1,
        funcao: 1,
        admissao: '2026-01-05',
        salario: '4000.00',
        dataInicio: '2026-01-05',
      })
      .returning();
    assert.equal(employee?.mat, Math.max(...seeded.map((row) => row.mat)) + 1);
  });
});
