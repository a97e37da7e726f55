import fs from 'node:fs';
import path from 'node:path';
import { calculadoraFechamento, calcularFechamentoColaborador } from '../calcular';
import { entradaDoCaso, lerArquivoGolden } from './formato';

/**
 * The golden cases (README.md of this folder): every stored employee, run through the engine as the
 * backend runs it (one calculator per closing, shared tax lists and benefit rows) and one at a time,
 * gives exactly the stored result, every figure and the whole breakdown.
 */
const ARQUIVOS = fs
  .readdirSync(__dirname)
  .filter((nome) => nome.endsWith('.json'))
  .sort();

it('finds the golden files', () => {
  expect(ARQUIVOS.length).toBeGreaterThanOrEqual(17);
});

describe.each(ARQUIVOS)('%s', (nome) => {
  const arquivo = lerArquivoGolden(fs.readFileSync(path.join(__dirname, nome), 'utf8'));

  it(`gives the stored result for each of its employees (${arquivo.casos.length})`, () => {
    expect(arquivo.casos.length).toBeGreaterThan(0);
    const calcular = calculadoraFechamento(arquivo.fechamento, arquivo.opcoes);
    arquivo.casos.forEach((caso, indice) => {
      const entrada = entradaDoCaso(arquivo, caso);
      // The case's name in the compared objects: a failure says which employee differs.
      const id = caso.nome ?? `casos[${indice}]`;
      expect({ id, calculadora: calcular(entrada) }).toEqual({ id, calculadora: caso.esperado });
      const sozinho = calcularFechamentoColaborador({ ...entrada, fechamento: arquivo.fechamento }, arquivo.opcoes);
      expect({ id, sozinho }).toEqual({ id, sozinho: caso.esperado });
    });
  });
});
