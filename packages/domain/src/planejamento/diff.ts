import { toDecimal, type NumericInput } from '../format/numbers';
import type { Cliente } from '../projetos/respostas';
import { ordenarChaves } from './meses';
import { calcularLinhaFuncao, calcularLinhaIndireto, recalcularPlanejamento } from './totais';
import type {
  ChaveMes,
  DiffPlanejamento,
  LinhaFuncao,
  LinhaFuncaoEntrada,
  LinhaIndireto,
  LinhaIndiretoEntrada,
  MesPlanejamento,
  Planejamento,
} from './tipos';

/**
 * The save diff (spec 02 sections 4 and 7): only what changed between the loaded plan and the
 * edited one. A line with an id is known to the server; a line without one is new; a known line
 * missing from the edited plan is deleted. `aplicarDiff` is the same diff applied to the loaded
 * state, in the order the server applies it (so `aplicarDiff(original, construirDiff(original,
 * editado))` is the edited plan, with ids given to the new lines).
 */

/** The first id the server gives to a planned line (spec 02 section 9). */
export const PRIMEIRO_ID_PREVISTO = 3000;
/** The first tempId and indice of the screen (spec 02 section 9). */
export const PRIMEIRO_TEMP_ID = 1;
export const PRIMEIRO_INDICE = 1;

function mesmoDecimal(a: NumericInput | null | undefined, b: NumericInput | null | undefined): boolean {
  const x = toDecimal(a ?? null);
  const y = toDecimal(b ?? null);
  if (x === null || y === null) return x === y;
  return x.equals(y);
}

const funcaoMudou = (a: LinhaFuncao, b: LinhaFuncao) =>
  a.indice !== b.indice ||
  a.mes_ano !== b.mes_ano ||
  a.codigo_funcao !== b.codigo_funcao ||
  !mesmoDecimal(a.horas_funcao, b.horas_funcao) ||
  !mesmoDecimal(a.custo_venda_funcao, b.custo_venda_funcao);

const indiretoMudou = (a: LinhaIndireto, b: LinhaIndireto) =>
  a.indice !== b.indice ||
  a.mes_ano !== b.mes_ano ||
  a.tipo !== b.tipo ||
  a.moeda !== b.moeda ||
  a.descricao_custo_indireto !== b.descricao_custo_indireto ||
  !mesmoDecimal(a.valor_original_custo_indireto, b.valor_original_custo_indireto) ||
  !mesmoDecimal(a.moeda === 'BRL' ? '1' : a.cotacao, b.moeda === 'BRL' ? '1' : b.cotacao);

function entradaFuncao(linha: LinhaFuncao, mes: ChaveMes): LinhaFuncaoEntrada {
  const { projeto: _p, custo_total_funcao: _t, ...resto } = linha;
  return { ...resto, mes_ano: mes };
}

function entradaIndireto(linha: LinhaIndireto, mes: ChaveMes): LinhaIndiretoEntrada {
  const { projeto: _p, valor_custo_indireto: _v, ...resto } = linha;
  return { ...resto, mes_ano: mes };
}

export function diffVazio(projeto: string, versao: number): DiffPlanejamento {
  return {
    projeto,
    versao,
    novosMeses: [],
    novos: { previstoFuncao: [], previstoIndireto: [] },
    updates: { valorVenda: {}, previstoFuncao: [], previstoIndireto: [] },
    deletados: { previstoFuncao: [], previstoIndireto: [], meses: [], valorVenda: [] },
  };
}

/** True when the diff changes nothing. */
export function diffEstaVazio(diff: DiffPlanejamento): boolean {
  return (
    diff.novosMeses.length === 0 &&
    diff.novos.previstoFuncao.length === 0 &&
    diff.novos.previstoIndireto.length === 0 &&
    Object.keys(diff.updates.valorVenda).length === 0 &&
    diff.updates.previstoFuncao.length === 0 &&
    diff.updates.previstoIndireto.length === 0 &&
    diff.updates.margemCusto === undefined &&
    diff.updates.cliente === undefined &&
    diff.deletados.previstoFuncao.length === 0 &&
    diff.deletados.previstoIndireto.length === 0 &&
    diff.deletados.meses.length === 0 &&
    diff.deletados.valorVenda.length === 0
  );
}

type EstadoPlano = Pick<Planejamento, 'projeto' | 'versao' | 'cliente' | 'margemCusto' | 'meses'>;

/** The differences from `original` (as loaded) to `editado` (as on screen). */
export function construirDiff(original: EstadoPlano, editado: Pick<Planejamento, 'cliente' | 'margemCusto' | 'meses'>): DiffPlanejamento {
  const diff = diffVazio(original.projeto, original.versao);
  const chavesOriginais = new Set(Object.keys(original.meses));
  const chavesEditadas = ordenarChaves(Object.keys(editado.meses));

  for (const chave of chavesEditadas) if (!chavesOriginais.has(chave)) diff.novosMeses.push(chave);
  for (const chave of ordenarChaves(chavesOriginais)) if (!(chave in editado.meses)) diff.deletados.meses.push(chave);

  const funcoesOriginais = new Map<number, LinhaFuncao>();
  const indiretosOriginais = new Map<number, LinhaIndireto>();
  for (const [chave, mes] of Object.entries(original.meses)) {
    for (const linha of mes.previstoFuncao) if (linha.id !== undefined) funcoesOriginais.set(linha.id, { ...linha, mes_ano: chave });
    for (const linha of mes.previstoIndireto) if (linha.id !== undefined) indiretosOriginais.set(linha.id, { ...linha, mes_ano: chave });
  }
  const funcoesMantidas = new Set<number>();
  const indiretosMantidos = new Set<number>();

  for (const chave of chavesEditadas) {
    const mes = editado.meses[chave]!;
    const antes = original.meses[chave];
    const venda = mes.valorVenda ?? null;
    const vendaAntes = antes?.valorVenda ?? null;
    if (venda !== null && (!antes || !mesmoDecimal(venda, vendaAntes))) diff.updates.valorVenda[chave] = venda;
    if (venda === null && antes && vendaAntes !== null) diff.deletados.valorVenda.push(chave);

    for (const linha of mes.previstoFuncao) {
      const conhecida = linha.id !== undefined ? funcoesOriginais.get(linha.id) : undefined;
      if (!conhecida || funcoesMantidas.has(linha.id!)) {
        const { id: _id, ...nova } = entradaFuncao(linha, chave);
        diff.novos.previstoFuncao.push(nova);
        continue;
      }
      funcoesMantidas.add(linha.id!);
      if (funcaoMudou(conhecida, { ...linha, mes_ano: chave })) diff.updates.previstoFuncao.push(entradaFuncao(linha, chave));
    }
    for (const linha of mes.previstoIndireto) {
      const conhecida = linha.id !== undefined ? indiretosOriginais.get(linha.id) : undefined;
      if (!conhecida || indiretosMantidos.has(linha.id!)) {
        const { id: _id, ...nova } = entradaIndireto(linha, chave);
        diff.novos.previstoIndireto.push(nova);
        continue;
      }
      indiretosMantidos.add(linha.id!);
      if (indiretoMudou(conhecida, { ...linha, mes_ano: chave })) diff.updates.previstoIndireto.push(entradaIndireto(linha, chave));
    }
  }
  for (const id of funcoesOriginais.keys()) if (!funcoesMantidas.has(id)) diff.deletados.previstoFuncao.push(id);
  for (const id of indiretosOriginais.keys()) if (!indiretosMantidos.has(id)) diff.deletados.previstoIndireto.push(id);

  if (!mesmoDecimal(original.margemCusto, editado.margemCusto)) diff.updates.margemCusto = editado.margemCusto ?? null;
  const clienteAntes = original.cliente?.id ?? null;
  const clienteDepois = editado.cliente?.id ?? null;
  if (clienteAntes !== clienteDepois) diff.updates.cliente = clienteDepois;
  return diff;
}

/** Why a diff cannot be applied to the state (a malformed or stale diff). */
export class DiffInvalidoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiffInvalidoError';
  }
}

export const DIFF_MESSAGES = {
  mesJaExiste: (chave: string) => `O mês ${chave.replace('-', '/')} já existe no planejamento.`,
  mesNaoExiste: (chave: string) => `O mês ${chave.replace('-', '/')} não existe no planejamento.`,
  linhaNaoExiste: (id: number) => `A linha ${id} não pertence a este planejamento.`,
} as const;

export interface OpcoesAplicarDiff {
  /** The client of an id (for updates.cliente); default { id, name: '', key: '' }. */
  cliente?: (id: number) => Cliente | null;
  /** The function's name (the server's registration); default the line's nome_funcao. */
  nomeFuncao?: (codigo: number, nomeEnviado: string | undefined) => string;
}

const vazio = (): MesPlanejamento => ({
  valorVenda: null,
  total_previsto_funcao: { soma_horas_funcao: '0.00', soma_custo_total_funcao: '0.00' },
  total_previsto_indireto: '0.00',
  previstoFuncao: [],
  previstoIndireto: [],
});

/**
 * Applies `diff` to `original` in the server's order: new months, sale values, line updates
 * (which may move a line to another month), new lines (ids from max(existing, 2999) + 1),
 * line deletions, removed sale values, deleted months (with their remaining lines), margin,
 * client; then the totals are recomputed and the version goes up by one. Throws
 * DiffInvalidoError when the diff does not fit the state.
 */
export function aplicarDiff(original: Planejamento, diff: DiffPlanejamento, opcoes: OpcoesAplicarDiff = {}): Planejamento {
  const meses: Record<ChaveMes, MesPlanejamento> = {};
  let maiorId = PRIMEIRO_ID_PREVISTO - 1;
  for (const [chave, mes] of Object.entries(original.meses)) {
    meses[chave] = { ...mes, previstoFuncao: [...mes.previstoFuncao], previstoIndireto: [...mes.previstoIndireto] };
    for (const linha of [...mes.previstoFuncao, ...mes.previstoIndireto]) if (linha.id !== undefined) maiorId = Math.max(maiorId, linha.id);
  }
  const exigirMes = (chave: ChaveMes) => {
    const mes = meses[chave];
    if (!mes) throw new DiffInvalidoError(DIFF_MESSAGES.mesNaoExiste(chave));
    return mes;
  };
  const nome = (codigo: number, enviado: string | undefined) => opcoes.nomeFuncao?.(codigo, enviado) ?? enviado ?? '';
  // Ids of the state: a line may move between months (mes_ano), so find it by id anywhere.
  const acharFuncao = (id: number) => {
    for (const [chave, mes] of Object.entries(meses)) {
      const index = mes.previstoFuncao.findIndex((linha) => linha.id === id);
      if (index >= 0) return { chave, index };
    }
    throw new DiffInvalidoError(DIFF_MESSAGES.linhaNaoExiste(id));
  };
  const acharIndireto = (id: number) => {
    for (const [chave, mes] of Object.entries(meses)) {
      const index = mes.previstoIndireto.findIndex((linha) => linha.id === id);
      if (index >= 0) return { chave, index };
    }
    throw new DiffInvalidoError(DIFF_MESSAGES.linhaNaoExiste(id));
  };

  for (const chave of diff.novosMeses) {
    if (meses[chave]) throw new DiffInvalidoError(DIFF_MESSAGES.mesJaExiste(chave));
    meses[chave] = vazio();
  }
  for (const [chave, valor] of Object.entries(diff.updates.valorVenda)) exigirMes(chave).valorVenda = valor;

  for (const entrada of diff.updates.previstoFuncao) {
    const { chave, index } = acharFuncao(entrada.id!);
    const destino = exigirMes(entrada.mes_ano);
    const [linha] = meses[chave]!.previstoFuncao.splice(index, 1);
    destino.previstoFuncao.push(
      calcularLinhaFuncao({
        id: linha!.id,
        indice: entrada.indice,
        codigo_funcao: entrada.codigo_funcao,
        nome_funcao: nome(entrada.codigo_funcao, entrada.nome_funcao),
        horas_funcao: entrada.horas_funcao,
        custo_venda_funcao: entrada.custo_venda_funcao,
        projeto: original.projeto,
        mes_ano: entrada.mes_ano,
      }),
    );
  }
  for (const entrada of diff.updates.previstoIndireto) {
    const { chave, index } = acharIndireto(entrada.id!);
    const destino = exigirMes(entrada.mes_ano);
    const [linha] = meses[chave]!.previstoIndireto.splice(index, 1);
    destino.previstoIndireto.push(
      calcularLinhaIndireto({
        id: linha!.id,
        indice: entrada.indice,
        descricao_custo_indireto: entrada.descricao_custo_indireto,
        tipo: entrada.tipo,
        valor_original_custo_indireto: entrada.valor_original_custo_indireto,
        moeda: entrada.moeda,
        cotacao: entrada.cotacao,
        projeto: original.projeto,
        mes_ano: entrada.mes_ano,
      }),
    );
  }
  for (const entrada of diff.novos.previstoFuncao) {
    exigirMes(entrada.mes_ano).previstoFuncao.push(
      calcularLinhaFuncao({
        id: ++maiorId,
        indice: entrada.indice,
        codigo_funcao: entrada.codigo_funcao,
        nome_funcao: nome(entrada.codigo_funcao, entrada.nome_funcao),
        horas_funcao: entrada.horas_funcao,
        custo_venda_funcao: entrada.custo_venda_funcao,
        projeto: original.projeto,
        mes_ano: entrada.mes_ano,
      }),
    );
  }
  for (const entrada of diff.novos.previstoIndireto) {
    exigirMes(entrada.mes_ano).previstoIndireto.push(
      calcularLinhaIndireto({
        id: ++maiorId,
        indice: entrada.indice,
        descricao_custo_indireto: entrada.descricao_custo_indireto,
        tipo: entrada.tipo,
        valor_original_custo_indireto: entrada.valor_original_custo_indireto,
        moeda: entrada.moeda,
        cotacao: entrada.cotacao,
        projeto: original.projeto,
        mes_ano: entrada.mes_ano,
      }),
    );
  }
  for (const id of diff.deletados.previstoFuncao) {
    const { chave, index } = acharFuncao(id);
    meses[chave]!.previstoFuncao.splice(index, 1);
  }
  for (const id of diff.deletados.previstoIndireto) {
    const { chave, index } = acharIndireto(id);
    meses[chave]!.previstoIndireto.splice(index, 1);
  }
  for (const chave of diff.deletados.valorVenda) exigirMes(chave).valorVenda = null;
  for (const chave of diff.deletados.meses) {
    exigirMes(chave);
    delete meses[chave];
  }
  const margemCusto = diff.updates.margemCusto !== undefined ? diff.updates.margemCusto : original.margemCusto;
  let cliente = original.cliente;
  if (diff.updates.cliente !== undefined) {
    const id = diff.updates.cliente;
    cliente = id === null ? null : (opcoes.cliente?.(id) ?? { id, name: '', key: '' });
  }
  return recalcularPlanejamento({ ...original, versao: original.versao + 1, meses, margemCusto, cliente });
}

/**
 * The plan as content only (no ids, tempIds, computed fields recomputed), to compare two plans:
 * lines ordered by indice within each month, months chronological.
 */
export function conteudoPlanejamento(plano: Pick<Planejamento, 'cliente' | 'margemCusto' | 'meses' | 'projeto'>) {
  const recalculado = recalcularPlanejamento({ ...plano, versao: 0, previstoTotal: null as never });
  const meses: Record<string, unknown> = {};
  for (const chave of ordenarChaves(Object.keys(recalculado.meses))) {
    const mes = recalculado.meses[chave]!;
    meses[chave] = {
      valorVenda: mes.valorVenda,
      total_previsto_funcao: mes.total_previsto_funcao,
      total_previsto_indireto: mes.total_previsto_indireto,
      previstoFuncao: mes.previstoFuncao.map((l) => ({
        indice: l.indice,
        codigo_funcao: l.codigo_funcao,
        horas_funcao: toDecimal(l.horas_funcao)?.toFixed(2),
        custo_venda_funcao: toDecimal(l.custo_venda_funcao)?.toFixed(2),
        custo_total_funcao: l.custo_total_funcao,
        mes_ano: chave,
      })),
      previstoIndireto: mes.previstoIndireto.map((l) => ({
        indice: l.indice,
        descricao_custo_indireto: l.descricao_custo_indireto,
        tipo: l.tipo,
        valor_original_custo_indireto: toDecimal(l.valor_original_custo_indireto)?.toFixed(2),
        moeda: l.moeda,
        cotacao: toDecimal(l.cotacao)?.toString(),
        valor_custo_indireto: l.valor_custo_indireto,
        mes_ano: chave,
      })),
    };
  }
  return {
    cliente: plano.cliente?.id ?? null,
    margemCusto: toDecimal(plano.margemCusto ?? null)?.toString() ?? null,
    meses,
    previstoTotal: { ...recalculado.previstoTotal, id: null, margem_custo_projeto: null },
  };
}
