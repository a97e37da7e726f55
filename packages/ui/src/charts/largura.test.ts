import { definirLarguraGraficos, larguraGraficos } from '.';

afterEach(() => definirLarguraGraficos(undefined));

it("is undefined (the chart fills its container) until a remote's test setup fixes it", () => {
  expect(larguraGraficos()).toBeUndefined();
  definirLarguraGraficos(800);
  expect(larguraGraficos()).toBe(800);
});
