import { validate } from '../validation';
import { valorImpostoSchema, faixaImpostoSchema, valorBeneficioSchema } from './index';
it('probe', () => {
  console.log(JSON.stringify([
    validate(valorImpostoSchema, { tipo_imposto: null, periodo_valor: 'x', valor_fixo: 'abc', aliquota_desc: 'x', base_aliq_desc: 'z' }),
    validate(faixaImpostoSchema, { compara_inicio: null, compara_fim: '<>', aliq_faixa: 'x' }),
    validate(valorBeneficioSchema, { baseAliqFilial: null }),
  ]));
});
