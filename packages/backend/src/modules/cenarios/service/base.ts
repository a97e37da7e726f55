/**
 * A scenario's base: the inputs of its closing, read by the closing's own loader (`carregarDados` +
 * `montarEntradas` of the fechamentos module: the same employees, history row in force, benefit
 * links and tax rows as the closing) and handed to the domain in its plain shape (`BaseCenario`).
 * Benefit links without a value row at their branch are left out, as the closing leaves them out.
 * Every bracket of a tax is kept (the engine picks the ones in force in the computed month), so a
 * month after the closing uses the brackets of that month.
 */
import {
  beneficioFechamento,
  faixaImpostoFechamento,
  provisoesDoRegime,
  valorImpostoFechamento,
  type AjustesBeneficio,
  type BaseCenario,
  type BeneficioColaboradorCenario,
  type ImpostoCenario,
  type RegimeCenario,
  type ValorBeneficioCenario,
} from '@financeiro/domain';
import { ehPglite, type Db } from '../../../db/client';
import { baseHorasDaEmpresa, carregarDados, COLABORADORES_POR_PAGINA, COLABORADORES_POR_PAGINA_PG, montarEntradas } from '../../fechamentos';
import { valoresDosBeneficios, type FechamentoBase } from '../queries';

const AJUSTES: ReadonlyArray<keyof AjustesBeneficio> = [
  'valorBenefAdic',
  'aliqBenefAdic',
  'valorBenefSubtrai',
  'aliqBenefSubtrai',
  'valorDescAdic',
  'aliqDescAdic',
  'valorDescSubtrai',
  'aliqDescSubtrai',
];

export async function carregarBase(db: Db, fechamento: FechamentoBase): Promise<BaseCenario> {
  const periodo = { dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim };
  const dados = await carregarDados(db, periodo, ehPglite(db) ? COLABORADORES_POR_PAGINA : COLABORADORES_POR_PAGINA_PG);
  const { colaboradores } = montarEntradas(dados, periodo);
  const baseHoras = await baseHorasDaEmpresa(db);
  const valores = await valoresDosBeneficios(db);

  const links = new Map<number, BeneficioColaboradorCenario[]>();
  for (const row of dados.beneficios) {
    if (row.valorId === null || row.periodoValor === null) continue;
    const link: BeneficioColaboradorCenario = { benefCod: row.benefCod, filialCod: row.filialCod };
    for (const campo of AJUSTES) if (row[campo] !== null && row[campo] !== undefined) link[campo] = row[campo];
    const lista = links.get(row.rolMat) ?? [];
    lista.push(link);
    links.set(row.rolMat, lista);
  }

  const beneficios: ValorBeneficioCenario[] = valores.map(({ row, sigla, nome }) => {
    const linha = beneficioFechamento({ ...row, sigla, nome });
    for (const campo of AJUSTES) delete (linha as Partial<typeof linha>)[campo];
    return { ...linha, benefCod: row.benefCod, filialCod: row.filialCod };
  });

  const impostos = new Map<number, ImpostoCenario>();
  for (const link of dados.links) {
    if (impostos.has(link.cod)) continue;
    impostos.set(link.cod, {
      cod: link.cod,
      sigla: link.sigla,
      nome: link.nome,
      faixas: dados.faixas.filter((faixa) => faixa.impostoCod === link.cod).map(faixaImpostoFechamento),
      valores: dados.valoresImposto
        .filter((valor) => valor.impostoCod === link.cod)
        .map((valor) => ({ ...valorImpostoFechamento(valor), filialCod: valor.filialCod })),
    });
  }
  const regimes: RegimeCenario[] = dados.regimes.map((regime) => ({
    cod: regime.cod,
    nome: regime.nome,
    provisoes: provisoesDoRegime(regime),
    impostos: dados.links.filter((link) => link.regimeCod === regime.cod).map((link) => link.cod),
  }));

  return {
    fechamento: { dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim, diasUteis: fechamento.diasUteis },
    opcoes: { baseHoras },
    colaboradores: colaboradores.map((entrada) => ({
      mat: entrada.mat,
      nome: entrada.nome,
      funcaoCod: entrada.funcaoCod,
      departamentoCod: entrada.departamentoCod,
      filialCod: entrada.filialCod,
      regimeCod: entrada.regimeCod,
      salario: entrada.colaborador.salario,
      cargaHoraria: entrada.colaborador.cargaHoraria,
      dependentes: entrada.colaborador.dependentes,
      admissao: entrada.colaborador.admissao,
      demissao: entrada.colaborador.demissao,
      beneficios: links.get(entrada.mat) ?? [],
    })),
    beneficios,
    impostos: [...impostos.values()],
    regimes,
    departamentos: dados.departamentos.map((row) => ({ cod: row.cod, nome: row.nome })),
    funcoes: dados.funcoes.map((row) => ({ cod: row.cod, nome: row.nome })),
    filiais: dados.filiais.map((row) => ({ cod: row.cod, nome: row.label })),
  };
}
