import { createHash } from 'node:crypto';
import { totaisMes } from '../planejamento/totais';
import { emCentavos, mesPreparado, projetar, textoDaCausa, textoDeCentavos, type ProjecaoProjeto } from '.';
import { entradaAgregada, entradaAleatoria } from './testFixtures';

/**
 * The forecast's fast path (issue 38 §4: each plan month prepared once, the chart in integer cents, the
 * Carteira's variance without its per-person and per-month detail) gives every figure the reference
 * computation gave. The hashes are those of the answers of the implementation before it (decimal.js cell
 * by cell, commit 6c7fd73), on 60 varied projects (`entradaAleatoria`): the whole forecast from each
 * person's hours, and the Carteira's (`entradaAgregada`, `degraus: false`) without the detail it leaves out.
 */
const REFERENCIA: [semente: number, completa: string, carteira: string][] = [
  [1, 'c498f5c7b5909f94', '76308ce15ece3ae7'],
  [2, 'd6bc71b6a944bf89', '30734a1e92daf2ad'],
  [3, 'b65e8fa0e859405b', 'b6658132e0b39089'],
  [4, '24da8c425dc3fb09', '24da8c425dc3fb09'],
  [5, 'b0450b51407abd0e', '2e40f1ecd0f640ea'],
  [6, '574aad442163057d', 'd325f5d1161a4b60'],
  [7, 'b8d073cbdf3bdef0', 'ed80abf20b5fcf09'],
  [8, '92aa7dfbdd06559b', 'f3a1c73691e02205'],
  [9, '6f58cce9e34fd458', '34a7629dce47c550'],
  [10, '5a69a085e43aba1d', 'da6487bddcf95526'],
  [11, 'bc5630d7cdb73652', 'b8d949e2505f2fbc'],
  [12, '20eaac62acd4eb5b', '0f5744fae115cbbf'],
  [13, '59c766e5068eed3e', 'faff9b284baf06ac'],
  [14, '66de62435fb09934', '16dca2b28a81c6e4'],
  [15, 'd64a3f133d5eca54', '7647f8f82edb6b71'],
  [16, '97d694cd3734d5f0', 'a328cc05132c9002'],
  [17, 'd87e47e6fa9fd2a2', 'fe8c9518eed4603a'],
  [18, 'be66612b6eaea9c5', '2cf0d4e05f6daa5f'],
  [19, '8fc51cb56acadf8c', '2cb848447de02733'],
  [20, 'ea76b06a6ed275dd', '7402931a2ae1493c'],
  [21, '404b387dc987608a', '081bdf4d17df42d6'],
  [22, 'bce76480eb63328a', '04ed25a5e899ba80'],
  [23, 'cea3e1a90a1374c1', '276e717fe0a4c107'],
  [24, 'da13bb4f500add07', '97dcce42c78068e8'],
  [25, '62c435043b67dc80', '76545cddb7629d87'],
  [26, '29a61c0d25b376e1', '89ec0658049e317c'],
  [27, 'c985ac8de0afe762', '88ea0ea9c24c6259'],
  [28, 'd15ece67a9eec334', 'ed96eaf83a0d2b0b'],
  [29, '71a59a26e90a7a36', 'f2ad6f252bd54e9b'],
  [30, 'ac8250d7f3588868', '2255a9552652b19c'],
  [31, '4f9a6662ee075408', 'b64b57f70e8757d7'],
  [32, '1f30b71595d40091', '1b64cee512354627'],
  [33, 'c70f3cdc8edd2fbe', 'ccde87910cbdd61e'],
  [34, '25b3b3abe6c67dc5', '41df7b7b56db7935'],
  [35, '8162be37bfa39c10', 'db5832e26cc73f0e'],
  [36, 'f16c8a151ad0183c', '17ab24e13a994250'],
  [37, '07a2fc5dd82e9c17', '05dd743c8e9d5830'],
  [38, 'eaf64719b18883f5', '6529c11f53f8aa7f'],
  [39, '916de3da449d784c', '00800a7d08379e1a'],
  [40, 'a04b60229b0512b6', '5b8e2459ca07504d'],
  [41, '113c39ee7c965574', '080a522c7d3ab5a0'],
  [42, '7338757af255921b', '35a698854beb3398'],
  [43, '182f859b4a6e69bc', 'b1d85d62c2a84132'],
  [44, 'aaf69c6fef2e5350', '5736c6d1d8bb5447'],
  [45, 'fab98ff91be67d58', '448b6ae48d836d99'],
  [46, 'f2e1e95ec866830c', '6892dc221c3d8c7c'],
  [47, '4342e37253ca86ca', 'e8217396625f7700'],
  [48, '52eafc20e31ca55c', '2a45eb723ed28ee5'],
  [49, 'cce0934b45a04086', '9991cb449b6944a8'],
  [50, '7ded8d4779905e76', '85f9b02165097b9b'],
  [51, 'e9453f13c5d8c79e', '6e63c12829fe48ed'],
  [52, 'd6b976694f884007', '341c018765fe5eef'],
  [53, 'c8b14d552e9c67cf', 'c8b14d552e9c67cf'],
  [54, 'aa46007b2c07f8b8', '96538d4a45514967'],
  [55, 'ccc70602b9e0fd18', '0aeb2aec803b7fcc'],
  [56, 'c19e10d6ffe15bb4', 'ff5bd39e56fad03d'],
  [57, '16808e1139dcb8a4', '2da0e16df8fa45d5'],
  [58, 'e77469ebbd908c79', '05ff275a20db1817'],
  [59, 'd669759b9edb5c31', '6c8d468f1976e855'],
  [60, '349990c9cefa9984', 'c2fdc3ae9f83db12'],
];

const hash = (valor: unknown) => createHash('sha256').update(JSON.stringify(valor)).digest('hex').slice(0, 16);
const semDetalhe = (projecao: ProjecaoProjeto) => ({ ...projecao, variacao: { ...projecao.variacao, porPessoa: [], porMes: [] } });

describe('projetar: o caminho rápido dá os números da computação de referência', () => {
  it.each(REFERENCIA)('projeto %i: a projeção completa e a linha da carteira', (semente, completa, carteira) => {
    expect(hash(projetar(entradaAleatoria(semente)))).toBe(completa);
    expect(hash(semDetalhe(projetar(entradaAgregada(entradaAleatoria(semente)), { degraus: false })))).toBe(carteira);
  });

  it.each(REFERENCIA.map(([semente]) => semente))('projeto %i: a carteira (agregada por mês e função) tem os números de cada pessoa', (semente) => {
    const porPessoa = projetar(entradaAleatoria(semente), { degraus: false });
    const agregada = projetar(entradaAgregada(entradaAleatoria(semente)), { degraus: false });
    const linha = ({ variacao: { porPessoa: _p, porFuncao: _f, porMes: _m, ...variacao }, ...resto }: ProjecaoProjeto) => ({ ...resto, variacao });
    expect(linha(agregada)).toEqual(linha(porPessoa));
    expect(textoDaCausa(agregada.variacao)).toBe(textoDaCausa(porPessoa.variacao));
    expect(agregada.variacao.porPessoa).toEqual([]);
    expect(agregada.variacao.porMes).toEqual([]);
  });

  it('o mês preparado tem o total do planejamento (totaisMes)', () => {
    for (const [semente] of REFERENCIA) {
      for (const mes of Object.values(entradaAleatoria(semente).plano.meses)) expect(mesPreparado(mes).total.toFixed(2)).toBe(totaisMes(mes).total);
    }
  });

  it('centavos inteiros: lidos e escritos como centavos os escreve', () => {
    expect(['0.00', '0.07', '-0.07', '12.30', '-1234.57', '90071992547409.91'].map((texto) => textoDeCentavos(emCentavos(texto)))).toEqual([
      '0.00',
      '0.07',
      '-0.07',
      '12.30',
      '-1234.57',
      '90071992547409.91',
    ]);
    expect(textoDeCentavos(-0)).toBe('0.00');
    expect(() => emCentavos('12.3')).toThrow('centavos');
    expect(() => emCentavos('900719925474099.93')).toThrow('centavos');
  });
});
