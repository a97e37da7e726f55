/**
 * The projects at a scenario's hour costs through issue 38's forecast (the inputs from the month
 * aggregates of migration 0107, `entradasAgregadasEmLotes` of the projecao module, the domain's
 * `projetarNoCenario`): margin at completion (estimate (a): real so
 * far + what is left of the plan) before → after, and the projects that fall below their Margem Prevista.
 */
import { abaixoDaMargem, mesDaAlteracao, projetarNoCenario, type EpocaCenario, type ProjetosDoCenario } from '@financeiro/domain';
import type { Db } from '../../../db/client';
import { cedente } from '../../../http/event-loop';
import { entradasAgregadasEmLotes } from '../../projecao';
import { cabecalho, carregar, mesDoCenario } from './calculo';
import { hojeNoServidor } from '../../../hoje';

/**
 * Every project of the forecast's portfolio (in Jira, with a plan). The scenario's function rates
 * (`taxasPorFuncao`) are those of the scenario computed in its start month and in every month where
 * a change starts; a remaining month takes the latest of them up to it (domain rule, cenarios/projecao.ts).
 */
export async function projetos(db: Db, email: string, id: number, hoje: string = hojeNoServidor()): Promise<ProjetosDoCenario> {
  const carregado = await carregar(db, email, id);
  const { mesInicio, alteracoes } = carregado.row;
  const meses = [...new Set([mesInicio, ...alteracoes.map((alteracao) => mesDaAlteracao(alteracao, mesInicio))])].sort();
  const epocas: EpocaCenario[] = [];
  for (const mes of meses) epocas.push({ desde: mes, taxas: (await mesDoCenario(db, carregado, mes)).taxas });

  let mesAtual: string | null = null;
  // One project's forecast at a time, yielding the event loop when a slice is over (a portfolio of thousands),
  // its inputs read a batch at a time.
  const ceder = cedente();
  const projetos: ProjetosDoCenario['projetos'] = [];
  for await (const entradas of entradasAgregadasEmLotes(db, hoje)) {
    for (const { projeto, entrada } of entradas) {
      await ceder();
      const noCenario = projetarNoCenario(entrada, epocas);
      mesAtual = noCenario.antes.mesAtual;
      const alvo = noCenario.antes.margemPrevistaInformada;
      projetos.push({
        chave: projeto.chave,
        nome: projeto.nome,
        margemAlvo: alvo,
        valorVenda: noCenario.antes.valorVenda,
        realizado: noCenario.antes.realizado.total,
        custoRestanteAntes: noCenario.aRealizarAntes,
        custoRestanteDepois: noCenario.aRealizarDepois,
        custoAntes: noCenario.custoAntes,
        custoDepois: noCenario.custoDepois,
        diferenca: noCenario.diferenca,
        percentual: noCenario.percentual,
        margemAntes: noCenario.margemAntes,
        margemDepois: noCenario.margemDepois,
        abaixoDaMetaAntes: abaixoDaMargem(noCenario.margemAntes, alvo),
        abaixoDaMeta: abaixoDaMargem(noCenario.margemDepois, alvo),
      });
    }
  }
  return {
    cenario: cabecalho(carregado),
    mesAtual,
    meses,
    projetos,
    abaixoDaMeta: projetos.filter((projeto) => projeto.abaixoDaMeta).map((projeto) => projeto.chave),
  };
}

