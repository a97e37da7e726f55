import {
  chaveMesAtual,
  ordenarChaves,
  proximaChave,
  recalcularMes,
  type ChaveMes,
  type LinhaFuncao,
  type LinhaIndireto,
  type MesPlanejamento,
} from '@financeiro/domain';

/**
 * Editing operations of the planning screen (spec 02 sections 2 and 4) on the month map. Every
 * operation returns new objects (React state) and recomputes the touched month's totals.
 */

export type Meses = Record<ChaveMes, MesPlanejamento>;

export const mesVazio = (): MesPlanejamento => recalcularMes({
  valorVenda: null,
  total_previsto_funcao: { soma_horas_funcao: '0.00', soma_custo_total_funcao: '0.00' },
  total_previsto_indireto: '0.00',
  previstoFuncao: [],
  previstoIndireto: [],
});

/** Identity of a line on screen: its server id, or its temp id. */
export const idLinha = (linha: { id?: number; tempId?: number }) => (linha.id !== undefined ? `id-${linha.id}` : `tmp-${linha.tempId}`);

/** The next temp id (from 1) above every temp id on screen. */
export function proximoTempId(meses: Meses): number {
  let maior = 0;
  for (const mes of Object.values(meses)) {
    for (const linha of [...mes.previstoFuncao, ...mes.previstoIndireto]) maior = Math.max(maior, linha.tempId ?? 0);
  }
  return maior + 1;
}

const renumerar = <T extends { indice: number }>(linhas: T[]): T[] => linhas.map((linha, i) => ({ ...linha, indice: i + 1 }));

/** Months as they open: the plan's, or the current month when it has none. */
export function mesesIniciais(meses: Meses, agora = new Date()): Meses {
  return Object.keys(meses).length > 0 ? meses : { [chaveMesAtual(agora)]: mesVazio() };
}

/**
 * Adds the month after the last one: empty, or a copy of `copiarDe` (its lines become new lines
 * with temp ids; the sale value is copied too). Returns the new months and the new key.
 */
export function adicionarMes(meses: Meses, copiarDe: ChaveMes | null, agora = new Date()): { meses: Meses; chave: ChaveMes } {
  const chaves = ordenarChaves(Object.keys(meses));
  const chave = chaves.length > 0 ? proximaChave(chaves[chaves.length - 1]!) : chaveMesAtual(agora);
  let novo = mesVazio();
  const origem = copiarDe ? meses[copiarDe] : undefined;
  if (origem) {
    let tempId = proximoTempId(meses);
    novo = recalcularMes({
      ...origem,
      previstoFuncao: origem.previstoFuncao.map(({ id: _id, ...linha }) => ({ ...linha, tempId: tempId++, mes_ano: chave })),
      previstoIndireto: origem.previstoIndireto.map(({ id: _id, ...linha }) => ({ ...linha, tempId: tempId++, mes_ano: chave })),
    });
  }
  return { meses: { ...meses, [chave]: novo }, chave };
}

export function removerMes(meses: Meses, chave: ChaveMes): Meses {
  const { [chave]: _removido, ...resto } = meses;
  return resto;
}

/** Re-keys a month (the month picker): its lines move with it. */
export function rechavearMes(meses: Meses, de: ChaveMes, para: ChaveMes): Meses {
  if (de === para || meses[para]) return meses;
  const mes = meses[de]!;
  const resto = removerMes(meses, de);
  return {
    ...resto,
    [para]: {
      ...mes,
      previstoFuncao: mes.previstoFuncao.map((linha) => ({ ...linha, mes_ano: para })),
      previstoIndireto: mes.previstoIndireto.map((linha) => ({ ...linha, mes_ano: para })),
    },
  };
}

export function definirValorVenda(meses: Meses, chave: ChaveMes, valor: string | null): Meses {
  return { ...meses, [chave]: recalcularMes({ ...meses[chave]!, valorVenda: valor }) };
}

type Linha = LinhaFuncao | LinhaIndireto;

function salvarLinha<T extends Linha>(linhas: T[], linha: T): T[] {
  const index = linhas.findIndex((item) => idLinha(item) === idLinha(linha));
  if (index < 0) return [...linhas, { ...linha, indice: linhas.length + 1 }];
  return linhas.map((item, i) => (i === index ? { ...linha, indice: item.indice } : item));
}

/** Adds (no match) or replaces (same id / temp id) a function line; totals recomputed. */
export function salvarFuncao(meses: Meses, chave: ChaveMes, linha: LinhaFuncao): Meses {
  const mes = meses[chave]!;
  return { ...meses, [chave]: recalcularMes({ ...mes, previstoFuncao: salvarLinha(mes.previstoFuncao, { ...linha, mes_ano: chave }) }) };
}

export function salvarIndireto(meses: Meses, chave: ChaveMes, linha: LinhaIndireto): Meses {
  const mes = meses[chave]!;
  return { ...meses, [chave]: recalcularMes({ ...mes, previstoIndireto: salvarLinha(mes.previstoIndireto, { ...linha, mes_ano: chave }) }) };
}

export function removerFuncao(meses: Meses, chave: ChaveMes, linha: LinhaFuncao): Meses {
  const mes = meses[chave]!;
  return {
    ...meses,
    [chave]: recalcularMes({ ...mes, previstoFuncao: renumerar(mes.previstoFuncao.filter((item) => idLinha(item) !== idLinha(linha))) }),
  };
}

export function removerIndireto(meses: Meses, chave: ChaveMes, linha: LinhaIndireto): Meses {
  const mes = meses[chave]!;
  return {
    ...meses,
    [chave]: recalcularMes({ ...mes, previstoIndireto: renumerar(mes.previstoIndireto.filter((item) => idLinha(item) !== idLinha(linha))) }),
  };
}

/**
 * Lines of the other months ('Adicionar um de outro mês'), one per distinct content, most recent
 * month first.
 */
export function linhasDeOutrosMeses<K extends 'previstoFuncao' | 'previstoIndireto'>(
  meses: Meses,
  atual: ChaveMes,
  tipo: K,
): Array<MesPlanejamento[K][number]> {
  const vistas = new Set<string>();
  const result: Array<MesPlanejamento[K][number]> = [];
  for (const chave of ordenarChaves(Object.keys(meses)).reverse()) {
    if (chave === atual) continue;
    for (const linha of meses[chave]![tipo]) {
      const chaveConteudo =
        tipo === 'previstoFuncao'
          ? JSON.stringify([(linha as LinhaFuncao).codigo_funcao, (linha as LinhaFuncao).horas_funcao, (linha as LinhaFuncao).custo_venda_funcao])
          : JSON.stringify([
              (linha as LinhaIndireto).tipo,
              (linha as LinhaIndireto).descricao_custo_indireto,
              (linha as LinhaIndireto).valor_original_custo_indireto,
              (linha as LinhaIndireto).moeda,
            ]);
      if (vistas.has(chaveConteudo)) continue;
      vistas.add(chaveConteudo);
      result.push(linha as MesPlanejamento[K][number]);
    }
  }
  return result;
}

/** Months the picker offers for a tab: 2 years around the plan, minus the months other tabs use. */
export function opcoesDeMes(meses: Meses, atual: ChaveMes): ChaveMes[] {
  const chaves = ordenarChaves(Object.keys(meses));
  const inicio = proximaChave(chaves[0] ?? atual, -24);
  const fim = proximaChave(chaves[chaves.length - 1] ?? atual, 24);
  const result: ChaveMes[] = [];
  for (let chave = inicio; chave !== proximaChave(fim); chave = proximaChave(chave)) {
    if (chave === atual || !meses[chave]) result.push(chave);
  }
  return result;
}
