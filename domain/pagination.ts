import type { PagingLink } from './contract/common.ts';

/**
 * Paging rules shared by the server (Laravel-style paging objects) and the client (numbered
 * paginations of spec §9, the go-to-page box of spec §5).
 */

export interface PageSlice {
  currentPage: number;
  lastPage: number;
  /** 1-based index of the first item on the page, or null when the page is empty. */
  from: number | null;
  to: number | null;
  offset: number;
}

export function slicePage(total: number, perPage: number, page: number): PageSlice {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - offset));
  return {
    currentPage: page,
    lastPage,
    from: count > 0 ? offset + 1 : null,
    to: count > 0 ? offset + count : null,
    offset,
  };
}

export type PageItem = number | 'ellipsis';

/**
 * The numbered links a paging response carries (Laravel's URL window): every page when there are
 * at most 12, otherwise the first two, the last two, and three on each side of the current page.
 */
export function linkWindow(current: number, last: number): PageItem[] {
  if (last <= 12) return range(1, last);
  const side = 3;
  if (current <= side * 2) return [...range(1, side * 2 + 2), 'ellipsis', last - 1, last];
  if (current > last - side * 2) return [1, 2, 'ellipsis', ...range(last - (side * 2 + 1), last)];
  return [1, 2, 'ellipsis', ...range(current - side, current + side), 'ellipsis', last - 1, last];
}

/**
 * Craft and wellness pagination (spec §9): all pages when 10 or fewer; otherwise the first 10
 * while the page is 7 or less, the last 10 near the end, else the first two, five around the
 * current page and the last two, with ellipses between.
 */
export function numberedWindow(current: number, last: number): PageItem[] {
  if (last <= 10) return range(1, last);
  if (current <= 7) return [...range(1, 10), 'ellipsis'];
  if (current >= last - 6) return ['ellipsis', ...range(last - 9, last)];
  return [1, 2, 'ellipsis', ...range(current - 2, current + 2), 'ellipsis', last - 1, last];
}

/**
 * The go-to-page rule of spec §5: the number must be at least 1, at most the last page, and a
 * numbered link with a URL must exist for it; otherwise nothing happens (null).
 */
export function goToPageUrl(input: string | number, lastPage: number, links: readonly PagingLink[]): string | null {
  const page = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isInteger(page) || page < 1 || page > lastPage) return null;
  const link = links.find((l) => l.label === String(page) && l.url);
  return link?.url ?? null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Hotel and restaurant lists are shown by ascending starting price on first load (spec §7); unpriced last. */
export function sortByStartingPrice<T extends { starting_price: number | null }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => (a.starting_price ?? Number.POSITIVE_INFINITY) - (b.starting_price ?? Number.POSITIVE_INFINITY),
  );
}
