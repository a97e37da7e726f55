import { pageCount, pageList } from './pagination';

describe('pageList (1 neighbour on each side)', () => {
  it('shows first, last, the current page and its neighbours with ellipses', () => {
    expect(pageList(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageList(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageList(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageList(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageList(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });

  it('handles few pages and out-of-range input', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(99, 5)).toEqual([1, 'ellipsis', 4, 5]);
    expect(pageList(0, 5)).toEqual([1, 2, 'ellipsis', 5]);
  });

  it('accepts more siblings', () => {
    expect(pageList(6, 12, 2)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
  });

  it('pageCount', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
