/**
 * Width of the charts. Undefined = fill the container (nivo's responsive wrapper, which cannot
 * draw in jsdom); component tests set a fixed width.
 */
let largura: number | undefined;

export function definirLarguraGraficos(value: number | undefined): void {
  largura = value;
}

export function larguraGraficos(): number | undefined {
  return largura;
}
