import { pageFromParams, pageWindow, searchWithPage } from './page-window';

describe('pageWindow', () => {
  it('shows the first, the last and 2 either side of the current page, with gaps between', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 12]);
    expect(pageWindow(5, 12)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 12]);
  });

  it('shows every page when there are few, and nothing without pages', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});

describe('page in the URL', () => {
  it('reads ?page= as a whole number from 1, else 1', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const search of ['', 'page=0', 'page=-2', 'page=2.5', 'page=x']) expect(pageFromParams(new URLSearchParams(search))).toBe(1);
  });

  it('keeps the other parameters and drops page 1', () => {
    expect(searchWithPage(new URLSearchParams('q=crp&page=2'), 3)).toBe('?q=crp&page=3');
    expect(searchWithPage(new URLSearchParams('q=crp&page=2'), 1)).toBe('?q=crp');
    expect(searchWithPage(new URLSearchParams(''), 1)).toBe('');
  });
});
