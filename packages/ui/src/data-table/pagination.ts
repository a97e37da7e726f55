/** An entry of the page list: a page number or a gap shown as an ellipsis. */
export type PageListItem = number | 'ellipsis';

/**
 * Numbered pagination (spec 01 section 2.1: 1 neighbour page on each side): always the first and
 * the last page, the current page with `siblings` pages on each side, and an ellipsis for each gap.
 * A gap of a single page shows that page instead of an ellipsis.
 *
 *   pageList(5, 10) → [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
 *   pageList(1, 10) → [1, 2, 'ellipsis', 10]
 *   pageList(2, 4)  → [1, 2, 3, 4]
 */
export function pageList(current: number, totalPages: number, siblings = 1): PageListItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const wanted = new Set<number>([1, totalPages]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= totalPages) wanted.add(candidate);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageListItem[] = [];
  pages.forEach((value, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined) {
      if (value - previous === 2) items.push(previous + 1);
      else if (value - previous > 2) items.push('ellipsis');
    }
    items.push(value);
  });
  return items;
}

/** Number of pages for `count` rows (at least 1 when there are rows, 0 when there are none). */
export function pageCount(count: number, pageSize: number): number {
  return count <= 0 ? 0 : Math.ceil(count / Math.max(1, pageSize));
}
