import { filterRows, nextSort, sortRows, toggleViewSelection } from './model';
import type { DataTableColumn } from './types';

interface Row {
  id: number;
  nome: string | null;
  horas: number;
  atualizado: string;
}

const rows: Row[] = [
  { id: 1, nome: 'Zé Projeto', horas: 10, atualizado: '2025-01-10' },
  { id: 2, nome: 'ágata', horas: 2, atualizado: '2024-12-31' },
  { id: 3, nome: 'Beto', horas: 100, atualizado: '2025-02-01' },
  { id: 4, nome: null, horas: 5, atualizado: '2025-01-09' },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'nome', header: 'Nome' },
  { key: 'horas', header: 'Horas' },
  { key: 'atualizado', header: 'Última atualização' },
];

describe('sortRows', () => {
  it('sorts text with pt-BR collation, empty values last', () => {
    expect(sortRows(rows, columns, { key: 'nome', direction: 'asc' }).map((row) => row.id)).toEqual([2, 3, 1, 4]);
    expect(sortRows(rows, columns, { key: 'nome', direction: 'desc' }).map((row) => row.id)).toEqual([1, 3, 2, 4]);
  });

  it('sorts numbers numerically and ISO dates chronologically', () => {
    expect(sortRows(rows, columns, { key: 'horas', direction: 'asc' }).map((row) => row.horas)).toEqual([2, 5, 10, 100]);
    expect(sortRows(rows, columns, { key: 'atualizado', direction: 'desc' }).map((row) => row.id)).toEqual([3, 1, 4, 2]);
  });

  it('does not mutate the input and ignores unknown keys', () => {
    const copy = [...rows];
    sortRows(rows, columns, { key: 'nome', direction: 'asc' });
    expect(rows).toEqual(copy);
    expect(sortRows(rows, columns, { key: 'x', direction: 'asc' })).toEqual(rows);
  });
});

describe('filterRows', () => {
  it('matches case- and accent-insensitively, all filters together', () => {
    expect(filterRows(rows, columns, { nome: 'AGA' }).map((row) => row.id)).toEqual([2]);
    expect(filterRows(rows, columns, { nome: 'e', horas: '10' }).map((row) => row.id)).toEqual([1, 3]);
    expect(filterRows(rows, columns, { atualizado: '10/01/2025' }).map((row) => row.id)).toEqual([1]);
    expect(filterRows(rows, columns, { nome: '  ' })).toHaveLength(4);
  });

  it('also matches the text a cell shows when its render is plain text (typing "10 h" finds "10 h")', () => {
    const shown: DataTableColumn<Row>[] = [{ key: 'horas', header: 'Horas', render: (row) => `${row.horas} h` }];
    expect(filterRows(rows, shown, { horas: '10 h' }).map((row) => row.id)).toEqual([1]);
    expect(filterRows(rows, shown, { horas: '5' }).map((row) => row.id)).toEqual([4]);
    const element: DataTableColumn<Row>[] = [{ key: 'nome', header: 'Nome', render: () => null }];
    expect(filterRows(rows, element, { nome: 'beto' }).map((row) => row.id)).toEqual([3]);
  });
});

describe('nextSort and toggleViewSelection', () => {
  it('toggles the same column and starts new columns at the first direction', () => {
    expect(nextSort(null, 'nome')).toEqual({ key: 'nome', direction: 'asc' });
    expect(nextSort({ key: 'nome', direction: 'asc' }, 'nome')).toEqual({ key: 'nome', direction: 'desc' });
    expect(nextSort({ key: 'nome', direction: 'desc' }, 'nome')).toEqual({ key: 'nome', direction: 'asc' });
    expect(nextSort({ key: 'nome', direction: 'asc' }, 'horas', 'desc')).toEqual({ key: 'horas', direction: 'desc' });
  });

  it('selects the whole view or unselects it, keeping other selections', () => {
    expect(toggleViewSelection([9], [1, 2])).toEqual([9, 1, 2]);
    expect(toggleViewSelection([9, 1], [1, 2])).toEqual([9, 1, 2]);
    expect(toggleViewSelection([9, 1, 2], [1, 2])).toEqual([9]);
    expect(toggleViewSelection([9], [])).toEqual([9]);
  });
});
