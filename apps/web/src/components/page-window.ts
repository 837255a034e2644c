/** How many pages either side of the current one the pager shows. */
const PAGE_WINDOW = 2;

export type PageSlot = number | 'gap';

/**
 * The pages a pager shows: the first, the last, and those within 2 of the current one,
 * with a gap (an ellipsis) where pages are left out. Page 6 of 12: 1 … 4 5 6 7 8 … 12.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(current, 1), pages);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (let candidate = 1; candidate <= pages; candidate += 1) {
    const shown = candidate === 1 || candidate === pages || Math.abs(candidate - page) <= PAGE_WINDOW;
    if (!shown) continue;
    if (candidate - previous > 1) slots.push('gap');
    slots.push(candidate);
    previous = candidate;
  }
  return slots;
}

/** The page named by ?page= in the URL: a whole number from 1, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The URL's query with another page; page 1 drops the parameter. */
export function searchWithPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}
