/**
 * Every screen imports @financeiro/ui (a shared module, loaded whole with the first screen, the
 * login page included): its entry must not reach SheetJS or nivo, which load at their first use.
 */
const loaded: string[] = [];
jest.mock('xlsx', () => {
  loaded.push('xlsx');
  return jest.requireActual('xlsx');
});
for (const chart of ['@nivo/bar', '@nivo/line', '@nivo/pie', '@nivo/core']) {
  jest.mock(chart, () => {
    loaded.push(chart);
    return jest.requireActual(chart);
  });
}

it('importing @financeiro/ui loads neither SheetJS nor nivo; the first export loads SheetJS', async () => {
  const ui = jest.requireActual<typeof import('../index')>('../index');
  expect(loaded).toEqual([]);
  const workbook = await ui.buildWorkbook({ columns: [{ header: 'Nome', value: (row: { nome: string }) => row.nome }], rows: [{ nome: 'Ana' }] });
  expect(workbook.SheetNames).toEqual(['Planilha1']);
  expect(loaded).toEqual(['xlsx']);
});
