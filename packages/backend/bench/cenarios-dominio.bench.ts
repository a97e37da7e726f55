/**
 * Cost scenario benchmark, domain part (issue 39 section 3): `calcularCenario` over 5.000 synthetic
 * employees (CLT, PJ and interns in 3 branches, 6 departments, 8 functions; 3 benefits each for CLT)
 * with three changes — 5,5 % raise for everyone, the VR value of one branch, a new IRRF table — i.e.
 * 10.000 engine runs (before and after) plus the totals. No database: the backend's load and answer
 * are measured by its own benchmark. Prints the figures; asserts nothing about time.
 *
 *   pnpm --filter @financeiro/backend bench   (BENCH=cenarios-dominio for this one)
 *   BENCH_EMPLOYEES=2000 BENCH_RUNS=3 ...
 */
import {
  calcularCenario,
  faixasDeTabelaOficial,
  somarMeses,
  REGIME_PROVISION_PRESETS,
  SeededRandom,
  TABELA_INSS_2025,
  TABELA_INSS_2026,
  TABELA_IRRF_MAIO_2025,
  type BaseCenario,
  type Cenario,
  type ColaboradorCenario,
  type ImpostoCenario,
  type RegimeProvisoes,
} from '@financeiro/domain';
import { cronometrar, medirRodadas } from './cenarios-comum';
import { conferir, figura, machineLine, median, SMOKE, volume } from './support';

const EMPLOYEES = volume('BENCH_EMPLOYEES', 5000, 200);
const RUNS = Math.max(1, volume('BENCH_RUNS', SMOKE ? 1 : 7, 1));
const FILIAIS = [1, 2, 3];

function provisoes(preset: (typeof REGIME_PROVISION_PRESETS)[keyof typeof REGIME_PROVISION_PRESETS]): RegimeProvisoes {
  return {
    provisionaDecimoTerceiro: preset.provisiona_decimo_terceiro,
    provisionaFerias: preset.provisiona_ferias,
    provisionaTercoFerias: preset.provisiona_terco_ferias,
    provisionaRescisao: preset.provisiona_rescisao,
    provisionaFgts: preset.provisiona_fgts,
    recessoRemunerado: preset.recesso_remunerado,
  };
}

function patronal(cod: number, sigla: string, aliquota: string): ImpostoCenario {
  return {
    cod,
    sigla,
    fgts: sigla === 'FGTS',
    faixas: [],
    valores: FILIAIS.map((filialCod) => ({ filialCod, tipoImposto: 'percentual' as const, aliquotaFilial: aliquota, baseAliqFilial: 'salario' as const })),
  };
}

function base(): BaseCenario {
  const g = new SeededRandom(39);
  const colaboradores: ColaboradorCenario[] = [];
  for (let mat = 1; mat <= EMPLOYEES; mat++) {
    const regimeCod = g.chance(0.8) ? 1 : g.chance(0.5) ? 2 : 3;
    colaboradores.push({
      mat,
      funcaoCod: g.int(1, 8),
      departamentoCod: g.int(1, 6),
      filialCod: g.int(1, 3),
      regimeCod,
      salario: (g.int(150_000, 3_000_000) / 100).toFixed(2),
      cargaHoraria: g.chance(0.1) ? 6 : 8,
      dependentes: g.int(0, 3),
      admissao: '2022-02-01',
      beneficios: regimeCod === 1 ? [{ benefCod: 1 }, { benefCod: 2 }, { benefCod: 3 }] : [],
    });
  }
  const linked = (benefCod: number, sigla: string, valor: string, periodoValor: 'dia' | 'mes', extra: object) =>
    FILIAIS.map((filialCod) => ({ benefCod, sigla, filialCod, valor, periodoValor, ...extra }));
  return {
    fechamento: { dataInicio: '2026-10-01', dataFim: '2026-10-31', diasUteis: 21 },
    colaboradores,
    beneficios: [
      ...linked(1, 'VR', '45.00', 'dia', { aliquotaDesc: '0.01', baseAliqDesc: 'beneficio' }),
      ...linked(2, 'VT', '10.00', 'dia', { aliquotaDesc: '0.06', baseAliqDesc: 'salario' }),
      ...linked(3, 'PS', '780.00', 'mes', { valorDesc: '120.00' }),
    ],
    impostos: [
      {
        cod: 1,
        sigla: 'INSS',
        faixas: faixasDeTabelaOficial(TABELA_INSS_2025, TABELA_INSS_2026),
        valores: FILIAIS.map((filialCod) => ({ filialCod, tipoImposto: 'percentual' as const, baseAliqDesc: 'salario' as const })),
      },
      {
        cod: 2,
        sigla: 'IRRF',
        faixas: faixasDeTabelaOficial(TABELA_IRRF_MAIO_2025),
        valores: FILIAIS.map((filialCod) => ({ filialCod, tipoImposto: 'percentual' as const, baseAliqDesc: 'imposto' as const })),
      },
      patronal(3, 'FGTS', '0.08'),
      patronal(4, 'CPP', '0.20'),
      patronal(5, 'RAT', '0.02'),
      patronal(6, 'TERCEIROS', '0.058'),
    ],
    regimes: [
      { cod: 1, provisoes: provisoes(REGIME_PROVISION_PRESETS.clt), impostos: [1, 2, 3, 4, 5, 6] },
      { cod: 2, provisoes: provisoes(REGIME_PROVISION_PRESETS.pj), impostos: [] },
      { cod: 3, provisoes: provisoes(REGIME_PROVISION_PRESETS.estagio), impostos: [2] },
    ],
  };
}

const cenario: Cenario = {
  nome: 'Dissídio 2027: 5,5 % para todos',
  base: base(),
  mesInicio: '2027-01',
  alteracoes: [
    { tipo: 'reajuste', modo: 'percentual', valor: '0.055' },
    { tipo: 'beneficio', benefCod: 1, filialCod: 2, valor: '52.00' },
    {
      tipo: 'tabela_imposto',
      impostoCod: 2,
      faixas: faixasDeTabelaOficial(TABELA_IRRF_MAIO_2025).map((faixa) => ({ ...faixa, vigenciaInicio: null, vigenciaFim: null, valorDeducao: faixa.valorDeducao })),
    },
  ],
};

console.log(`Benchmark do cenário (domínio): ${EMPLOYEES} colaboradores, 3 alterações, antes e depois pelo motor do fechamento, ${RUNS} execuções`);
console.log(machineLine());
calcularCenario(cenario, '2027-01'); // warm-up (JIT)
// CPU time as well: on a shared machine the wall clock also counts the other processes' turns.
const rodadas = await medirRodadas(RUNS, { calculado: 'cenário de 3 alterações (mediana)', cpu: 'cenário de 3 alterações, CPU (mediana)' }, async (run) => {
  const calculado = await cronometrar(() => calcularCenario(cenario, '2027-01'));
  console.log(`  #${run}: ${calculado.ms.toFixed(0).padStart(6)} ms (CPU ${calculado.cpuMs.toFixed(0)} ms)`);
  return { calculado };
});
const resultado = rodadas[rodadas.length - 1]!.calculado.resultado;
conferir(resultado.colaboradores.length === EMPLOYEES, () => `${resultado.colaboradores.length} colaboradores no resultado, esperado ${EMPLOYEES}`);
conferir(
  resultado.colaboradores.every((linha) => linha.depois !== null && Number(linha.depois.salarioBase) > Number(linha.antes!.salarioBase)),
  () => 'o reajuste de 5,5 % não chegou a todos os colaboradores',
);
const { empresa } = resultado.totais;
const mediana = median(rodadas.map(({ calculado }) => calculado.ms));
console.log(
  `  custo total ${empresa.antes.custoTotal} -> ${empresa.depois.custoTotal} (${empresa.diferenca.custoTotal.valor}); custo-hora médio ${empresa.antes.custoHoraMedio} -> ${empresa.depois.custoHoraMedio}`,
);
console.log(`  ${Math.round((EMPLOYEES / mediana) * 1000)} colaboradores/s, antes e depois`);
figura('colaboradores por segundo', Math.round((EMPLOYEES / mediana) * 1000), 'colab/s', 'maior');

// The after side of an employee whose engine input no change alters is the before result (domain
// cenarios/calcular.ts, mesmaEntrada): a raise of one department (1 of 6) over 12 months — the months
// route's work — with it and with `semAtalho` (every after side through the engine), alternated.
const umDepartamento: Cenario = {
  ...cenario,
  nome: 'Reajuste de um departamento',
  alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: '0.055', escopo: { tipo: 'departamento', cods: [1] } }],
};
const doze = Array.from({ length: SMOKE ? 2 : 12 }, (_, i) => somarMeses('2027-01', i));
const meses = (semAtalho: boolean) => doze.map((mes) => calcularCenario(umDepartamento, mes, { semAtalho }).totais.empresa.depois.custoTotal);
const pares: Array<{ com: number; sem: number }> = [];
for (let run = 1; run <= Math.min(RUNS, 3); run++) {
  const com = await cronometrar(() => meses(false));
  const sem = await cronometrar(() => meses(true));
  conferir(JSON.stringify(com.resultado) === JSON.stringify(sem.resultado), () => 'o atalho mudou os totais');
  console.log(`  um departamento, ${doze.length} meses: com o atalho ${com.ms.toFixed(0)} ms (CPU ${com.cpuMs.toFixed(0)} ms), sem ${sem.ms.toFixed(0)} ms (CPU ${sem.cpuMs.toFixed(0)} ms)`);
  pares.push({ com: com.cpuMs, sem: sem.cpuMs });
}
figura(`reajuste de um departamento, ${doze.length} meses, CPU com o atalho (mediana)`, median(pares.map((par) => par.com)));
figura(`reajuste de um departamento, ${doze.length} meses, CPU sem o atalho (mediana)`, median(pares.map((par) => par.sem)));
