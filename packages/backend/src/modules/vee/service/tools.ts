/**
 * Read-only tools of the assistant Vee: their descriptions for the model, their arguments and the
 * Markdown of their answers. Each tool reads through queries.ts, which GETs one of the
 * application's own routes with the signed-in user's own bearer token, so the route's guard
 * (token, section, e-mail scoping) decides exactly as it does for the screens: a tool never sees
 * more than the user could open. There is no service account anywhere in this module.
 */
import {
  firstDayOfMonth,
  formatDate,
  formatHours,
  formatMargem,
  formatMoney,
  lastDayOfMonth,
  formatPercent,
  LABELS_STATUS_CARTEIRA,
  percentualInteiroCapacidade,
  STATUS_CARTEIRA,
  totaisCapacidadeArea,
  type LinhaCapacidadeArea,
  avisoDeRecalculo,
  type LinhaCarteiraDaResposta,
  type RespostaCarteira,
  type StatusCarteira,
} from '@financeiro/domain';
import {
  buscarCapacidadeArea,
  buscarCarteira,
  buscarFechamentos,
  buscarMargensDoUsuario,
  buscarPainelFechamentos,
  buscarPrevistoDoAno,
  buscarProjetosRecentes,
  buscarRealDoAno,
  type ToolContext,
  type ToolResult,
} from '../queries';
import { hojeNoServidor } from '../../../hoje';

export type { ToolContext, ToolResult };

export interface JsonSchema {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties: false;
}

export interface VeeTool {
  name: string;
  /** For the model (pt-BR). */
  description: string;
  parameters: JsonSchema;
  /** Section whose routes the tool reads (used only to order the catalogue; the routes enforce it). */
  section: string;
  run(context: ToolContext, args: Record<string, unknown>): Promise<ToolResult>;
  /** Markdown answer (pt-BR, BRL) for the no-model path. */
  format(result: ToolResult, args: Record<string, unknown>): string;
}

export class ToolArgumentError extends Error {}

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function keyArg(args: Record<string, unknown>, name = 'key'): string {
  const value = String(args[name] ?? '').trim().toUpperCase();
  if (!KEY_PATTERN.test(value)) throw new ToolArgumentError(`Parâmetro '${name}' inválido: informe a chave do projeto (ex.: ABC).`);
  return value;
}

function dateArg(args: Record<string, unknown>, name: string, fallback: string): string {
  const raw = args[name];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = String(raw).trim();
  if (!ISO_DATE.test(value)) throw new ToolArgumentError(`Parâmetro '${name}' inválido: use o formato aaaa-MM-dd.`);
  return value;
}

function intArg(args: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
  const raw = args[name];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ToolArgumentError(`Parâmetro '${name}' inválido: inteiro entre ${min} e ${max}.`);
  }
  return value;
}

function textArg(args: Record<string, unknown>, name: string, max = 80): string {
  return String(args[name] ?? '').trim().slice(0, max);
}

/** Markdown table cell: no pipes or line breaks from the data (it stays data). */
export function cell(value: unknown): string {
  const text = value === null || value === undefined || value === '' ? '—' : String(value);
  return text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ').replace(/[<>]/g, ' ').slice(0, 120);
}

function table(headers: string[], rows: unknown[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The answer when a route refused or failed (the same for the model path and the catalogue). */
export function failureText(result: ToolResult): string | null {
  if (result.status >= 200 && result.status < 300) return null;
  if (result.status === 401 || result.status === 403) {
    return 'Você não tem permissão para consultar esses dados (a seção não está liberada para o seu usuário).';
  }
  if (result.status === 404) return 'Não encontrei esses dados (o recurso não existe ou ainda não está disponível).';
  if (result.status === 400) return 'A consulta não foi aceita: verifique os parâmetros (datas e chave do projeto).';
  return 'Não consegui consultar esses dados agora.';
}

function monthRange(context: ToolContext, args: Record<string, unknown>): [string, string] {
  const inicio = dateArg(args, 'inicio', firstDayOfMonth(context.today));
  const fim = dateArg(args, 'fim', lastDayOfMonth(context.today));
  return [inicio, fim];
}

function rows<T>(body: unknown, field: 'data' | 'result'): T[] {
  const value = (body as Record<string, unknown> | null)?.[field];
  return Array.isArray(value) ? (value as T[]) : [];
}

interface Projeto {
  id: number;
  key: string;
  name: string;
  category: { name: string } | null;
  lead: { displayName?: string } | null;
  lastIssueUpdateTime: string | null;
  clients?: { name?: string }[];
}

interface Margem {
  nome: string;
  projeto: string;
  periodo_inicial: string;
  periodo_fim: string;
  receita_bruta: string;
  resultado_liquido: string;
  margem_bruta: string;
  margem_liquida: string;
}

interface MediaFechamento {
  label: string;
  colaboradores: number | null;
  custoHoraMedio: string | null;
  custoTotal: string | null;
}

interface Fechamento {
  label: string;
  dataInicio: string;
  dataFim: string;
  bloqueio: boolean;
  calculado: boolean;
  colaboradores: number | null;
}

interface Previsto {
  mes: string;
  custoPrevisto: string;
  receitaPrevista: string | null;
}

interface RealMes {
  mes: string;
  custoReal: string;
  receitaReal: string | null;
}

const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

export const TOOLS: VeeTool[] = [
  {
    name: 'listar_projetos',
    section: 'projetos',
    description:
      'Lista projetos (chave, nome, categoria, líder, cliente, última atualização), os mais recentemente atualizados primeiro. ' +
      "Parâmetro opcional 'texto' filtra por nome ou chave.",
    parameters: {
      type: 'object',
      properties: { texto: { type: 'string', description: 'Parte do nome ou da chave do projeto' } },
      additionalProperties: false,
    },
    run: (context, args) => {
      return buscarProjetosRecentes(context, textArg(args, 'texto'));
    },
    format(result) {
      const lista = rows<Projeto>(result.body, 'data');
      if (!lista.length) return 'Nenhum projeto encontrado.';
      const total = num((result.body as { total?: number }).total);
      return (
        `Projetos atualizados mais recentemente (${lista.length} de ${total}):\n\n` +
        table(
          ['Chave', 'Projeto', 'Categoria', 'Líder', 'Cliente', 'Última atualização'],
          lista.map((p) => [
            p.key,
            p.name,
            p.category?.name,
            p.lead?.displayName,
            p.clients?.map((c) => c.name).join(', '),
            p.lastIssueUpdateTime ? formatDate(p.lastIssueUpdateTime.slice(0, 10)) : null,
          ]),
        )
      );
    },
  },
  {
    name: 'relatorios_margem',
    section: 'projetos',
    description:
      'Relatórios de margem salvos pelo próprio usuário: projeto, período, receita bruta, resultado líquido, margem bruta e margem líquida.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    run: (context) => buscarMargensDoUsuario(context),
    format(result) {
      const lista = rows<Margem>(result.body, 'data');
      if (!lista.length) return 'Você não tem relatórios de margem salvos.';
      return (
        `Seus relatórios de margem salvos (${lista.length}):\n\n` +
        table(
          ['Relatório', 'Projeto', 'Período', 'Receita bruta', 'Resultado líquido', 'Margem bruta', 'Margem líquida'],
          lista.map((m) => [
            m.nome,
            m.projeto,
            `${formatDate(m.periodo_inicial)} a ${formatDate(m.periodo_fim)}`,
            formatMoney(m.receita_bruta),
            formatMoney(m.resultado_liquido),
            // Over a zero revenue there is no margin: 'sem receita' (net revenue is zero exactly when gross is).
            formatMargem(m.margem_bruta, m.receita_bruta),
            formatMargem(m.margem_liquida, m.receita_bruta),
          ]),
        )
      );
    },
  },
  {
    name: 'previsto_real_projeto',
    section: 'projetos',
    description:
      "Custo e receita previstos (planejamento) x reais de um projeto, mês a mês, num ano. Parâmetros: 'key' (chave do projeto) e 'ano' (padrão: ano atual).",
    parameters: {
      type: 'object',
      properties: {
        key: { type: 'string', description: 'Chave do projeto' },
        ano: { type: 'integer', description: 'Ano (aaaa)' },
      },
      required: ['key'],
      additionalProperties: false,
    },
    async run(context, args) {
      const key = keyArg(args);
      const ano = intArg(args, 'ano', Number(context.today.slice(0, 4)), 2000, 2100);
      const previsto = await buscarPrevistoDoAno(context, key, ano);
      if (failureText(previsto)) return previsto;
      const real = await buscarRealDoAno(context, key, ano);
      if (failureText(real)) return real;
      return { status: 200, body: { key, ano, previsto: rows<Previsto>(previsto.body, 'data'), real: rows<RealMes>(real.body, 'data') } };
    },
    format(result) {
      const body = result.body as { key: string; ano: number; previsto: Previsto[]; real: RealMes[] };
      const previstos = new Map(body.previsto.map((p) => [p.mes, p]));
      const linhas = body.real.filter((r) => previstos.has(r.mes) || num(r.custoReal) !== 0);
      if (!linhas.length) return `Não existe dados para o período selecionado.`;
      return (
        `Previsto x real de ${body.key} em ${body.ano}:\n\n` +
        table(
          ['Mês', 'Custo previsto', 'Custo real', 'Receita prevista', 'Receita real'],
          linhas.map((r) => {
            const p = previstos.get(r.mes);
            return [r.mes, formatMoney(p?.custoPrevisto ?? 0), formatMoney(r.custoReal), formatMoney(p?.receitaPrevista ?? 0), formatMoney(r.receitaReal ?? 0)];
          }),
        )
      );
    },
  },
  {
    name: 'custo_hora_fechamentos',
    section: 'dashboard',
    description:
      "Custo-hora médio, custo total e número de colaboradores dos fechamentos da folha calculados (painel HH). Parâmetro opcional 'meses' (1 a 24, padrão 6).",
    parameters: {
      type: 'object',
      properties: { meses: { type: 'integer', description: 'Quantos meses até o último fechamento' } },
      additionalProperties: false,
    },
    run: (context, args) => buscarPainelFechamentos(context, intArg(args, 'meses', 6, 1, 24)),
    format(result) {
      const lista = ((result.body as { result?: { fechamentos?: MediaFechamento[] } })?.result?.fechamentos ?? []).filter(
        (f) => f.custoHoraMedio !== null,
      );
      if (!lista.length) return 'Não existe dados para o período selecionado.';
      return (
        'Custo-hora dos fechamentos calculados:\n\n' +
        table(
          ['Fechamento', 'Colaboradores', 'Custo-hora médio', 'Custo total'],
          lista.map((f) => [f.label, f.colaboradores, formatMoney(f.custoHoraMedio), formatMoney(f.custoTotal)]),
        )
      );
    },
  },
  {
    name: 'listar_fechamentos',
    section: 'fechamentos',
    description: 'Fechamentos da folha cadastrados (período, se está calculado, bloqueado e quantos colaboradores).',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    run: (context) => buscarFechamentos(context),
    format(result) {
      const lista = rows<Fechamento>(result.body, 'result');
      if (!lista.length) return 'Nenhum fechamento cadastrado.';
      return (
        `Fechamentos da folha (${lista.length}):\n\n` +
        table(
          ['Fechamento', 'Período', 'Calculado', 'Bloqueado', 'Colaboradores'],
          lista.map((f) => [f.label, `${formatDate(f.dataInicio)} a ${formatDate(f.dataFim)}`, f.calculado ? 'Sim' : 'Não', f.bloqueio ? 'Sim' : 'Não', f.colaboradores]),
        )
      );
    },
  },
  {
    name: 'capacidade_area',
    section: 'relatorios-delivery',
    description:
      "Capacidade por área: horas obrigatórias, planejadas, realizadas e faturáveis e ocupações por colaborador num período. Parâmetros 'inicio' e 'fim' (aaaa-MM-dd; padrão: mês atual).",
    parameters: {
      type: 'object',
      properties: {
        inicio: { type: 'string', description: 'Início do período, aaaa-MM-dd' },
        fim: { type: 'string', description: 'Fim do período, aaaa-MM-dd' },
      },
      additionalProperties: false,
    },
    run(context, args) {
      const [inicio, fim] = monthRange(context, args);
      return buscarCapacidadeArea(context, inicio, fim);
    },
    format(result, args) {
      const body = result.body as { data?: unknown } | unknown[] | null;
      const lista = (Array.isArray(body) ? body : Array.isArray((body as { data?: unknown })?.data) ? (body as { data: unknown[] }).data : []) as LinhaCapacidadeArea[];
      if (!lista.length) return 'Nenhum colaborador encontrado.';
      // The totals row of the capacity screen, from the same domain rule (whole hours, whole percentages).
      const totais = totaisCapacidadeArea(lista);
      const periodo = args.inicio && args.fim ? ` de ${formatDate(String(args.inicio))} a ${formatDate(String(args.fim))}` : ' no mês atual';
      return (
        `Capacidade${periodo} (${totais.colaboradores} colaboradores):\n\n` +
        table(
          ['Horas obrigatórias', 'Planejadas', 'Realizadas', 'Faturáveis', 'Ocupação planejada', 'Ocupação realizada', 'Ocupação faturável'],
          [[
            formatHours(totais.totalHorasObrigatorias, 0),
            formatHours(totais.totalHorasPlanejadas, 0),
            formatHours(totais.horasRealizadas, 0),
            formatHours(totais.horasFaturaveis, 0),
            percentualInteiroCapacidade(totais.ocupacaoPlanejada),
            percentualInteiroCapacidade(totais.ocupacaoRealizada),
            percentualInteiroCapacidade(totais.ocupacaoFaturavel),
          ]],
        )
      );
    },
  },
  {
    name: 'carteira_projetos',
    section: 'relatorios-delivery',
    description:
      'Carteira da projeção (issue 38): projetos ativos com planejamento e o status de cada um (em risco, atenção, no prazo) pelos limites do ' +
      'administrador, com margem prevista, margem no término (estimativas a e b), consumo do orçamento, motivos e causa da variação. ' +
      "Parâmetro opcional 'status': em_risco (padrão), atencao, no_prazo ou todos.",
    parameters: {
      type: 'object',
      properties: { status: { type: 'string', enum: [...STATUS_CARTEIRA, 'todos'], description: 'Status dos projetos listados (padrão: em_risco)' } },
      additionalProperties: false,
    },
    run: (context) => buscarCarteira(context),
    format(result, args) {
      const data = (result.body as { data?: Partial<RespostaCarteira> } | null)?.data;
      const linhas = (data?.linhas ?? []) as LinhaCarteiraDaResposta[];
      // Answered at once: lines being computed again carry their previous figures, marked (the screen's notice too).
      const aviso = avisoDeRecalculo(data?.recalculando ?? 0);
      const nota = aviso ? `\n\n${aviso}${data?.semProjecao?.length ? ` ${data.semProjecao.length} ainda sem projeção calculada.` : ''}` : '';
      const pedido = String(args.status ?? 'em_risco');
      const status: StatusCarteira | null = (STATUS_CARTEIRA as readonly string[]).includes(pedido) ? (pedido as StatusCarteira) : null;
      const escolhidas = status ? linhas.filter((linha) => linha.status === status) : linhas;
      const contagem = STATUS_CARTEIRA.map((s) => `${linhas.filter((linha) => linha.status === s).length} ${LABELS_STATUS_CARTEIRA[s].toLowerCase()}`).join(', ');
      const rotulo = status ? LABELS_STATUS_CARTEIRA[status].toLowerCase() : 'da carteira';
      if (!escolhidas.length) return `Nenhum projeto ${rotulo} na carteira (${linhas.length} projetos com planejamento: ${contagem}).${nota}`;
      const pct = (valor: string | null) => (valor === null ? null : formatPercent(valor));
      return (
        `Projetos ${status ? rotulo : 'da carteira'} (${escolhidas.length} de ${linhas.length}; ${contagem}):\n\n` +
        table(
          ['Chave', 'Projeto', 'Cliente', 'Líder', 'Status', 'Margem prevista', 'Margem no término (a)', 'Margem no término (b)', 'Consumido', 'Motivos', 'Causa'],
          escolhidas.map((linha) => [
            linha.projeto.chave,
            linha.projeto.nome,
            linha.projeto.cliente?.nome,
            linha.projeto.lider?.nome,
            LABELS_STATUS_CARTEIRA[linha.status] + (linha.recalculando ? ' (recalculando)' : ''),
            pct(linha.margemPlanejada),
            pct(linha.margemA),
            pct(linha.margemB),
            pct(linha.consumido),
            linha.motivos.join('; '),
            linha.causa,
          ]),
        ) +
        nota
      );
    },
  },
];

export function buscarFerramenta(name: string): VeeTool | undefined {
  return TOOLS.find((tool) => tool.name === name);
}

export function todayForTools(): string {
  return hojeNoServidor();
}
