/**
 * Test fixtures of the closing engine: the official tables as faixa_imposto rows (tabelasOficiais.ts,
 * the rows every database holds), the taxes of the seeded Lucro Presumido company and the regime
 * presets, built from rows by the engine's mapper (linhas.ts). Not exported from the package.
 */
import { faixasOficiais, TABELA_INSS_2025, TABELA_INSS_2026, TABELA_IRRF_MAIO_2025 } from './tabelasOficiais';
import { REGIME_PROVISION_PRESETS } from '../cadastros/regime';
import { impostoFechamento, provisoesDoRegime, valorImpostoFechamento } from './linhas';
import type { ImpostoFechamento, RegimeProvisoes } from './types';

/** INSS 2025 (ceiling 951,63). */
export const INSS_2025 = faixasOficiais([TABELA_INSS_2025]);
/** INSS 2026 (ceiling 988,09). */
export const INSS_2026 = faixasOficiais([TABELA_INSS_2026]);

export const INSS_FAIXAS = [...INSS_2025, ...INSS_2026];

/** IRRF monthly table from May 2025 (Lei 15.191/2025), still in force in 2026. */
export const IRRF_MAIO_2025 = faixasOficiais([TABELA_IRRF_MAIO_2025]);

/** The employee part of these taxes is their brackets (INSS, IRRF) or nothing (the company's charges). */
const semParteColaborador = { tipoImposto: 'percentual', periodoValor: 'mes', valorFixo: '0.00', valorDesc: '0.00', aliquotaDesc: '0' } as const;

export const INSS: ImpostoFechamento = impostoFechamento(
  { cod: 1, sigla: 'INSS' },
  valorImpostoFechamento({ ...semParteColaborador, baseAliqDesc: 'salario', valorFilial: '0.00', aliquotaFilial: '0', baseAliqFilial: null }),
  INSS_FAIXAS,
);
export const IRRF: ImpostoFechamento = impostoFechamento(
  { cod: 2, sigla: 'IRRF' },
  valorImpostoFechamento({ ...semParteColaborador, baseAliqDesc: 'imposto', valorFilial: '0.00', aliquotaFilial: '0', baseAliqFilial: null }),
  IRRF_MAIO_2025,
);

function patronal(cod: number, sigla: string, aliquota: string): ImpostoFechamento {
  return impostoFechamento(
    { cod, sigla },
    valorImpostoFechamento({ ...semParteColaborador, baseAliqDesc: null, valorFilial: '0.00', aliquotaFilial: aliquota, baseAliqFilial: 'salario' }),
    [],
  );
}

export const FGTS = patronal(3, 'FGTS', '0.080000');
export const CPP = patronal(4, 'CPP', '0.200000');
export const RAT = patronal(5, 'RAT', '0.020000');
export const TERCEIROS = patronal(6, 'TERCEIROS', '0.058000');

/** The seeded CLT regime's taxes (CPP 20 %, RAT 2 % x FAP 1, Terceiros 5,8 %, FGTS 8 %). */
export const IMPOSTOS_CLT = [INSS, IRRF, FGTS, CPP, RAT, TERCEIROS];
export const ENCARGOS_PATRONAIS = [FGTS, CPP, RAT, TERCEIROS];

/** A regime preset of the registration form (cadastros/regime.ts, the regime_contrato defaults) as the engine reads it. */
function provisoesDoPreset(preset: (typeof REGIME_PROVISION_PRESETS)[keyof typeof REGIME_PROVISION_PRESETS]): RegimeProvisoes {
  return provisoesDoRegime({
    provisionaDecimoTerceiro: preset.provisiona_decimo_terceiro,
    provisionaFerias: preset.provisiona_ferias,
    provisionaTercoFerias: preset.provisiona_terco_ferias,
    provisionaRescisao: preset.provisiona_rescisao,
    provisionaFgts: preset.provisiona_fgts,
    recessoRemunerado: preset.recesso_remunerado,
  });
}

export const CLT = provisoesDoPreset(REGIME_PROVISION_PRESETS.clt);
export const ESTAGIO = provisoesDoPreset(REGIME_PROVISION_PRESETS.estagio);
export const PJ = provisoesDoPreset(REGIME_PROVISION_PRESETS.pj);
