/**
 * Width of the remotes' charts. Undefined = fill the container (nivo's responsive wrapper, which cannot
 * draw in jsdom); a remote's Jest setup sets a fixed width (mf-projects, mf-relatorios-delivery).
 */
let largura: number | undefined;

export function definirLarguraGraficos(value: number | undefined): void {
  largura = value;
}

export function larguraGraficos(): number | undefined {
  return largura;
}
