/**
 * The suggestions catalogue ('Sugestões' panel): real questions about the user's data, each
 * mapped to the tool that answers it, so they are answered even with no language model.
 */
import { firstDayOfMonth, lastDayOfMonth, normalizeText } from '@financeiro/domain';
import { buscarFerramenta, type VeeTool } from './tools';

/** Spec 03 section 3, Suggestion group. */
export interface GrupoSugestao {
  nome: string;
  descricao: string;
  prompts: string[];
}

interface Pergunta {
  texto: string;
  ferramenta: string;
  args: (today: string) => Record<string, unknown>;
}

interface Grupo {
  nome: string;
  descricao: string;
  perguntas: Pergunta[];
}

function mesAnterior(today: string): string {
  const [ano, mes] = today.split('-').map(Number) as [number, number];
  const data = mes === 1 ? `${ano - 1}-12-01` : `${ano}-${String(mes - 1).padStart(2, '0')}-01`;
  return data;
}

const sem = () => ({});

const GRUPOS: Grupo[] = [
  {
    nome: 'Margens',
    descricao: 'Receita, resultado e margens dos relatórios de margem que você salvou.',
    perguntas: [{ texto: 'Quais são as margens dos meus relatórios de margem salvos?', ferramenta: 'relatorios_margem', args: sem }],
  },
  {
    nome: 'Custos',
    descricao: 'Custo-hora e custo total da folha a partir dos fechamentos calculados.',
    perguntas: [
      { texto: 'Qual o custo-hora médio dos últimos 6 fechamentos?', ferramenta: 'custo_hora_fechamentos', args: () => ({ meses: 6 }) },
      { texto: 'Como evoluiu o custo-hora médio nos últimos 12 meses?', ferramenta: 'custo_hora_fechamentos', args: () => ({ meses: 12 }) },
    ],
  },
  {
    nome: 'Capacidade',
    descricao: 'Horas obrigatórias, planejadas, realizadas e faturáveis da equipe e as ocupações.',
    perguntas: [
      { texto: 'Qual a ocupação da equipe no mês atual?', ferramenta: 'capacidade_area', args: sem },
      {
        texto: 'Qual foi a ocupação da equipe no mês passado?',
        ferramenta: 'capacidade_area',
        args: (today) => ({ inicio: firstDayOfMonth(mesAnterior(today)), fim: lastDayOfMonth(mesAnterior(today)) }),
      },
    ],
  },
  {
    nome: 'Projeção',
    descricao: 'Carteira de projetos: status (em risco, atenção, no prazo), margem no término e a causa da variação.',
    perguntas: [
      { texto: 'Quais projetos estão em risco?', ferramenta: 'carteira_projetos', args: () => ({ status: 'em_risco' }) },
      { texto: 'Quais projetos pedem atenção?', ferramenta: 'carteira_projetos', args: () => ({ status: 'atencao' }) },
    ],
  },
  {
    nome: 'Fechamentos',
    descricao: 'Fechamentos da folha: períodos, cálculo e bloqueio.',
    perguntas: [{ texto: 'Quais fechamentos da folha estão cadastrados?', ferramenta: 'listar_fechamentos', args: sem }],
  },
  {
    nome: 'Projetos',
    descricao: 'Projetos sincronizados do Jira, com categoria, líder e cliente.',
    perguntas: [{ texto: 'Quais projetos foram atualizados recentemente?', ferramenta: 'listar_projetos', args: sem }],
  },
];

/** The groups whose tools read sections the user holds (the routes still check every call). */
export function sugestoesPara(sections: readonly string[]): GrupoSugestao[] {
  return GRUPOS.map((grupo) => ({
    nome: grupo.nome,
    descricao: grupo.descricao,
    prompts: grupo.perguntas.filter((p) => sections.includes(buscarFerramenta(p.ferramenta)!.section)).map((p) => p.texto),
  })).filter((grupo) => grupo.prompts.length > 0);
}

/** The catalogue question a message is (accents, case and spacing ignored), with its tool and arguments. */
export function perguntaDoCatalogo(mensagem: string, today: string): { tool: VeeTool; args: Record<string, unknown> } | null {
  const chave = (texto: string) => normalizeText(texto).trim().replace(/\s+/g, ' ').replace(/[?.!\s]+$/, '');
  const alvo = chave(mensagem);
  for (const grupo of GRUPOS) {
    for (const pergunta of grupo.perguntas) {
      if (chave(pergunta.texto) === alvo) {
        return { tool: buscarFerramenta(pergunta.ferramenta)!, args: pergunta.args(today) };
      }
    }
  }
  return null;
}
