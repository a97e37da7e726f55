/**
 * The totals of a scenario's result by department, function, branch, regime and for the company
 * (issue 39 section 2): sums of the engine's reported (cent) figures, as a closing's totals are
 * (`resumoFechamento`), and the hour cost's simple mean — the one 'custo-hora médio' of the dashboard,
 * the Relatórios DP and the planning (backend fechamentos/queries: round(avg(custo_hora), 4)).
 */
import { Exato, exato, ZERO_EXATO } from '../fechamento/exato';
import type { FechamentoColaboradorResultado } from '../fechamento/types';
import { fracaoSobre } from '../format/percentual';
import {
  CAMPOS_DIFERENCA_CENARIO,
  type BaseCenario,
  type ColaboradorCenarioResultado,
  type DiferencaCenario,
  type GrupoCenario,
  type ResultadoCenario,
  type TotaisCenario,
} from './tipos';

/** The per-employee figures summed (cents). */
const SOMADOS = [
  'salarioBase',
  'beneficioTotal',
  'impostoColaborador',
  'encargosEmpresa',
  'provisaoDecimoTerceiro',
  'provisaoFerias',
  'provisaoRescisao',
  'provisoes',
  'custoTotal',
] as const;
type Somado = (typeof SOMADOS)[number];

type Figuras = Record<Somado | 'custoHora', Exato>;

function figuras(resultado: FechamentoColaboradorResultado): Figuras {
  const decimo = exato(resultado.provisaoDecimoTerceiro);
  const ferias = exato(resultado.provisaoFerias);
  const rescisao = exato(resultado.provisaoRescisao);
  return {
    salarioBase: exato(resultado.salarioBase),
    beneficioTotal: exato(resultado.beneficioTotal),
    impostoColaborador: exato(resultado.impostoTotal),
    encargosEmpresa: exato(resultado.detalhamento.encargos.total),
    provisaoDecimoTerceiro: decimo,
    provisaoFerias: ferias,
    provisaoRescisao: rescisao,
    provisoes: decimo.plus(ferias).plus(rescisao),
    custoTotal: exato(resultado.custoTotal),
    custoHora: exato(resultado.custoHora),
  };
}

class Acumulador {
  colaboradores = 0;
  private somas: Record<Somado, Exato> = Object.fromEntries(SOMADOS.map((campo) => [campo, ZERO_EXATO])) as Record<Somado, Exato>;
  private horas = ZERO_EXATO;

  somar(valores: Figuras): void {
    this.colaboradores++;
    for (const campo of SOMADOS) this.somas[campo] = this.somas[campo].plus(valores[campo]);
    this.horas = this.horas.plus(valores.custoHora);
  }

  juntar(outro: Acumulador): void {
    this.colaboradores += outro.colaboradores;
    for (const campo of SOMADOS) this.somas[campo] = this.somas[campo].plus(outro.somas[campo]);
    this.horas = this.horas.plus(outro.horas);
  }

  totais(): TotaisCenario {
    const texto = Object.fromEntries(SOMADOS.map((campo) => [campo, this.somas[campo].centavos()])) as Record<Somado, string>;
    return {
      colaboradores: this.colaboradores,
      ...texto,
      custoHoraMedio: this.colaboradores === 0 ? null : this.horas.quocienteFixo(Exato.deNumero(this.colaboradores), 4),
    };
  }
}

/** after − before of each figure, in R$ (the mean hour cost: 4 decimals) and as a fraction of before. */
export function diferencaTotais(antes: TotaisCenario, depois: TotaisCenario): DiferencaCenario {
  const diferenca = { colaboradores: depois.colaboradores - antes.colaboradores } as DiferencaCenario;
  for (const campo of CAMPOS_DIFERENCA_CENARIO) {
    const de = exato(antes[campo] ?? '0');
    const para = exato(depois[campo] ?? '0');
    const valor = campo === 'custoHoraMedio' ? para.minus(de).toFixed(4) : para.minus(de).centavos();
    diferenca[campo] = { valor, percentual: antes[campo] === null ? null : fracaoSobre(valor, antes[campo]) };
  }
  return diferenca;
}

/** The employees of one department, function, branch and regime together: each grouping sums cells, not employees. */
interface Celula {
  departamentoCod: number | null;
  funcaoCod: number;
  filialCod: number;
  regimeCod: number;
  antes: Acumulador;
  depois: Acumulador;
}

interface Agrupamento {
  chave: (celula: Celula) => number | null;
  nomes: ReadonlyMap<number, string>;
  semCodigo: string;
  rotulo: string;
}

function agrupar(celulas: Iterable<Celula>, { chave, nomes, semCodigo, rotulo }: Agrupamento): GrupoCenario[] {
  const grupos = new Map<number | null, { antes: Acumulador; depois: Acumulador }>();
  for (const celula of celulas) {
    const cod = chave(celula);
    let grupo = grupos.get(cod);
    if (!grupo) {
      grupo = { antes: new Acumulador(), depois: new Acumulador() };
      grupos.set(cod, grupo);
    }
    grupo.antes.juntar(celula.antes);
    grupo.depois.juntar(celula.depois);
  }
  return [...grupos.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([cod, grupo]) => {
      const antes = grupo.antes.totais();
      const depois = grupo.depois.totais();
      return { cod, nome: cod === null ? semCodigo : (nomes.get(cod) ?? `${rotulo} ${cod}`), antes, depois, diferenca: diferencaTotais(antes, depois) };
    });
}

const mapa = (rotulos: BaseCenario['departamentos']) => new Map((rotulos ?? []).map((item) => [item.cod, item.nome]));

/** The result's totals: company, then by department, function, branch and regime (ordered by code). */
export function totaisDoCenario(colaboradores: readonly ColaboradorCenarioResultado[], base: Pick<BaseCenario, 'departamentos' | 'funcoes' | 'filiais' | 'regimes'>) {
  const somador = somadorDoCenario();
  somador.somar(colaboradores);
  return somador.totais(base);
}

/**
 * `totaisDoCenario` a part of the lines at a time (the batches of a scenario computed while yielding the
 * event loop: the sums of 5.000 lines were one synchronous block of tens of milliseconds); the same
 * totals when the parts are the lines in order.
 */
export function somadorDoCenario() {
  const mapaCelulas = new Map<string, Celula>();
  return {
    somar(colaboradores: readonly ColaboradorCenarioResultado[]): void {
      for (const linha of colaboradores) {
        const chave = `${linha.departamentoCod}|${linha.funcaoCod}|${linha.filialCod}|${linha.regimeCod}`;
        let celula = mapaCelulas.get(chave);
        if (!celula) {
          const { departamentoCod, funcaoCod, filialCod, regimeCod } = linha;
          celula = { departamentoCod, funcaoCod, filialCod, regimeCod, antes: new Acumulador(), depois: new Acumulador() };
          mapaCelulas.set(chave, celula);
        }
        if (linha.antes) celula.antes.somar(figuras(linha.antes));
        if (linha.depois) celula.depois.somar(figuras(linha.depois));
      }
    },
    totais(base: Pick<BaseCenario, 'departamentos' | 'funcoes' | 'filiais' | 'regimes'>): ResultadoCenario['totais'] {
      const linhas = [...mapaCelulas.values()];
      const regimes = new Map(base.regimes.map((regime) => [regime.cod, regime.nome ?? `Regime ${regime.cod}`]));
      const [empresa] = agrupar(linhas, { chave: () => null, nomes: new Map(), semCodigo: 'Empresa', rotulo: 'Empresa' });
      const vazio = { antes: new Acumulador().totais(), depois: new Acumulador().totais() };
      return {
        empresa: empresa ?? { cod: null, nome: 'Empresa', ...vazio, diferenca: diferencaTotais(vazio.antes, vazio.depois) },
        departamentos: agrupar(linhas, { chave: (l) => l.departamentoCod, nomes: mapa(base.departamentos), semCodigo: 'Sem departamento', rotulo: 'Departamento' }),
        funcoes: agrupar(linhas, { chave: (l) => l.funcaoCod, nomes: mapa(base.funcoes), semCodigo: 'Sem função', rotulo: 'Função' }),
        filiais: agrupar(linhas, { chave: (l) => l.filialCod, nomes: mapa(base.filiais), semCodigo: 'Sem filial', rotulo: 'Filial' }),
        regimes: agrupar(linhas, { chave: (l) => l.regimeCod, nomes: regimes, semCodigo: 'Sem regime', rotulo: 'Regime' }),
      };
    },
  };
}
