/**
 * A scenario's base: the inputs of its closing — the same employees, history row in force, benefit
 * links and tax rows as the closing's loader (`carregarDados` + `montarEntradas` of the fechamentos
 * module) — handed to the domain in its plain shape (`BaseCenario`). The employees and their links come
 * from `paginaDaBase` (one statement a page, shaped by PostgreSQL as JSON: tested equal to the closing's
 * loader over the cases its rules tell apart); the small tables (regimes, taxes, brackets, names) from
 * the closing's own statements. Benefit links without a value row at their branch are left out, as the
 * closing leaves them out. Every bracket of a tax is kept (the engine picks the ones in force in the
 * computed month), so a month after the closing uses the brackets of that month.
 */
import {
  beneficioFechamento,
  faixaImpostoFechamento,
  provisoesDoRegime,
  valorImpostoFechamento,
  type AjustesBeneficio,
  type BaseCenario,
  type BeneficioColaboradorCenario,
  type ColaboradorCenario,
  type ImpostoCenario,
  type RegimeCenario,
  type ValorBeneficioCenario,
} from '@financeiro/domain';
import { ehPglite, type Db } from '../../../db/client';
import { baseHorasDaEmpresa, COLABORADORES_POR_PAGINA, COLABORADORES_POR_PAGINA_PG, impostosDosRegimes, tabelasDeApoio } from '../../fechamentos';
import { limitesDasPaginas, paginaDaBase, ULTIMA_MATRICULA, valoresDosBeneficios, type FechamentoBase, type PessoaDaBase } from '../queries';

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

/** Below every registration number: the first page's keyset. */
const ANTES_DA_PRIMEIRA = -2147483648;

/** Pages of a PostgreSQL pool read at once: both cores, and the pool's other connections left to the other requests. */
export const PAGINAS_AO_MESMO_TEMPO = 3;

/**
 * The base's employees, a page at a time (COLABORADORES_POR_PAGINA_PG on a PostgreSQL pool; on PGlite,
 * whose statements run on this thread, the closing's small pages). Links equal in every field are one
 * object: the domain keeps what it builds per link object (its engine rows), so 20.000 links of a few
 * dozen kinds are prepared a few dozen times, not 20.000 (on both sides of the scenario).
 *
 * On a pool the pages are read side by side (PAGINAS_AO_MESMO_TEMPO at a time), each by its range of
 * registration numbers (`limitesDasPaginas`): one after the other, each page waited for its own
 * statement (PostgreSQL's work, in another process) and then parsed here, and on a loaded machine every
 * round trip waits for both processes' turns; side by side, PostgreSQL works on one page on the other
 * core while this thread parses the previous one. Each statement sees its own snapshot, as the pages
 * one after the other did: a write committed meanwhile bumps the base's version, read before the base
 * (calculo.ts), and the next request reads it anew.
 */
async function colaboradoresDaBase(db: Db, periodo: { dataInicio: string; dataFim: string }, porPagina?: number): Promise<ColaboradorCenario[]> {
  const pglite = ehPglite(db);
  const tamanho = porPagina ?? (pglite ? COLABORADORES_POR_PAGINA : COLABORADORES_POR_PAGINA_PG);
  const colaboradores: ColaboradorCenario[] = [];
  const linksIguais = new Map<string, BeneficioColaboradorCenario>();
  const semLinks: BeneficioColaboradorCenario[] = [];
  const link = (campos: NonNullable<PessoaDaBase[12]>[number]): BeneficioColaboradorCenario => {
    const chave = campos.join('|');
    let existente = linksIguais.get(chave);
    if (!existente) {
      existente = { benefCod: campos[0], filialCod: campos[1] };
      for (let i = 0; i < AJUSTES.length; i++) existente[AJUSTES[i]!] = campos[i + 2] as string;
      linksIguais.set(chave, existente);
    }
    return existente;
  };
  const juntar = (pagina: PessoaDaBase[]) => {
    for (const [mat, nome, sobrenome, funcaoCod, departamentoCod, filialCod, regimeCod, salario, cargaHoraria, dependentes, admissao, demissao, links] of pagina) {
      colaboradores.push({
        mat,
        nome: `${nome} ${sobrenome}`.trim(),
        funcaoCod,
        departamentoCod,
        filialCod,
        regimeCod,
        salario,
        cargaHoraria,
        dependentes,
        admissao,
        demissao,
        beneficios: links ? links.map(link) : semLinks,
      });
    }
  };
  if (pglite) {
    for (let ultima = ANTES_DA_PRIMEIRA; ; ) {
      const pagina = await paginaDaBase(db, periodo, ultima, tamanho);
      juntar(pagina);
      if (pagina.length < tamanho) break;
      ultima = pagina[pagina.length - 1]![0];
    }
    return colaboradores;
  }
  const limites = await limitesDasPaginas(db, periodo, tamanho);
  const faixas = [...limites, ULTIMA_MATRICULA].map((ate, i) => [i === 0 ? ANTES_DA_PRIMEIRA : limites[i - 1]!, ate] as const);
  const paginas: Array<Promise<PessoaDaBase[]> | undefined> = [];
  const ler = (i: number) => {
    if (i >= faixas.length || paginas[i]) return;
    paginas[i] = paginaDaBase(db, periodo, faixas[i]![0], null, faixas[i]![1]);
    // A page failing while an earlier one is awaited is not unhandled: it throws when its turn comes.
    paginas[i]!.catch(() => undefined);
  };
  for (let i = 0; i < PAGINAS_AO_MESMO_TEMPO; i++) ler(i);
  for (let i = 0; i < faixas.length; i++) {
    const pagina = await paginas[i]!;
    ler(i + PAGINAS_AO_MESMO_TEMPO);
    juntar(pagina);
  }
  return colaboradores;
}

/** `porPagina`: the page's size (tests; else the database's). */
export async function carregarBase(db: Db, fechamento: FechamentoBase, { porPagina }: { porPagina?: number } = {}): Promise<BaseCenario> {
  const periodo = { dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim };
  const colaboradores = await colaboradoresDaBase(db, periodo, porPagina);
  const { funcoes, departamentos, regimes: linhasRegime, filiais } = await tabelasDeApoio(db);
  const { links, valoresImposto, faixas } = await impostosDosRegimes(db);
  const baseHoras = await baseHorasDaEmpresa(db);
  const valores = await valoresDosBeneficios(db);

  const beneficios: ValorBeneficioCenario[] = valores.map(({ row, sigla, nome }) => {
    const linha = beneficioFechamento({ ...row, sigla, nome });
    for (const campo of AJUSTES) delete (linha as Partial<typeof linha>)[campo];
    return { ...linha, benefCod: row.benefCod, filialCod: row.filialCod };
  });

  const impostos = new Map<number, ImpostoCenario>();
  for (const link of links) {
    if (impostos.has(link.cod)) continue;
    impostos.set(link.cod, {
      cod: link.cod,
      sigla: link.sigla,
      nome: link.nome,
      faixas: faixas.filter((faixa) => faixa.impostoCod === link.cod).map(faixaImpostoFechamento),
      valores: valoresImposto.filter((valor) => valor.impostoCod === link.cod).map((valor) => ({ ...valorImpostoFechamento(valor), filialCod: valor.filialCod })),
    });
  }
  const regimes: RegimeCenario[] = linhasRegime.map((regime) => ({
    cod: regime.cod,
    nome: regime.nome,
    provisoes: provisoesDoRegime(regime),
    impostos: links.filter((link) => link.regimeCod === regime.cod).map((link) => link.cod),
  }));

  return {
    fechamento: { dataInicio: fechamento.dataInicio, dataFim: fechamento.dataFim, diasUteis: fechamento.diasUteis },
    opcoes: { baseHoras },
    colaboradores,
    beneficios,
    impostos: [...impostos.values()],
    regimes,
    departamentos: departamentos.map((row) => ({ cod: row.cod, nome: row.nome })),
    funcoes: funcoes.map((row) => ({ cod: row.cod, nome: row.nome })),
    filiais: filiais.map((row) => ({ cod: row.cod, nome: row.label })),
  };
}
