import { describe, expect, it } from 'vitest';
import type { PagingLink } from '../../domain/contract/common.ts';
import { goToPageUrl, linkWindow, numberedWindow, slicePage, sortByStartingPrice } from '../../domain/pagination.ts';

describe('slicePage', () => {
  it('computes from, to and the last page like Laravel', () => {
    expect(slicePage(26, 15, 1)).toEqual({ currentPage: 1, lastPage: 2, from: 1, to: 15, offset: 0 });
    expect(slicePage(26, 15, 2)).toEqual({ currentPage: 2, lastPage: 2, from: 16, to: 26, offset: 15 });
  });
  it('gives null bounds past the end and for an empty list', () => {
    expect(slicePage(26, 15, 3)).toMatchObject({ from: null, to: null, lastPage: 2 });
    expect(slicePage(0, 15, 1)).toMatchObject({ from: null, to: null, lastPage: 1 });
  });
});

describe('numberedWindow (spec §9, craft and wellness)', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(numberedWindow(1, 1)).toEqual([1]);
    expect(numberedWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('shows the first 10 while the page is 7 or less', () => {
    expect(numberedWindow(7, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'ellipsis']);
  });
  it('shows the last 10 near the end', () => {
    expect(numberedWindow(25, 30)).toEqual(['ellipsis', 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(numberedWindow(30, 30)).toEqual(['ellipsis', 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
  it('otherwise shows the first two, five around the page and the last two', () => {
    expect(numberedWindow(8, 30)).toEqual([1, 2, 'ellipsis', 6, 7, 8, 9, 10, 'ellipsis', 29, 30]);
    expect(numberedWindow(15, 30)).toEqual([1, 2, 'ellipsis', 13, 14, 15, 16, 17, 'ellipsis', 29, 30]);
  });
});

describe('linkWindow (paging links)', () => {
  it('lists all pages up to 12, and windows from 13', () => {
    expect(linkWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(linkWindow(12, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(linkWindow(1, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'ellipsis', 12, 13]);
  });
  it('windows long lists around the current page', () => {
    expect(linkWindow(10, 40)).toEqual([1, 2, 'ellipsis', 7, 8, 9, 10, 11, 12, 13, 'ellipsis', 39, 40]);
    expect(linkWindow(1, 40).slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(linkWindow(40, 40).slice(-8)).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
  });
});

describe('goToPageUrl (spec §5)', () => {
  const links: PagingLink[] = [
    { label: 'pagination.previous', url: null, active: false },
    { label: '1', url: 'http://x/utilisateur/hotels?page=1', active: true },
    { label: '2', url: 'http://x/utilisateur/hotels?page=2', active: false },
    { label: '3', url: null, active: false },
    { label: 'pagination.next', url: 'http://x/utilisateur/hotels?page=2', active: false },
  ];
  it('returns the numbered link for a page in range', () => {
    expect(goToPageUrl('2', 3, links)).toBe('http://x/utilisateur/hotels?page=2');
    expect(goToPageUrl(1, 3, links)).toBe('http://x/utilisateur/hotels?page=1');
  });
  it('does nothing below 1, above the last page, for non-integers or without a URL', () => {
    expect(goToPageUrl('0', 3, links)).toBeNull();
    expect(goToPageUrl('4', 3, links)).toBeNull();
    expect(goToPageUrl('1.5', 3, links)).toBeNull();
    expect(goToPageUrl('abc', 3, links)).toBeNull();
    expect(goToPageUrl('', 3, links)).toBeNull();
    expect(goToPageUrl('3', 3, links)).toBeNull();
  });
});

describe('sortByStartingPrice', () => {
  it('orders by ascending price with unpriced items last, without mutating', () => {
    const items = [{ starting_price: 200 }, { starting_price: null }, { starting_price: 80.5 }];
    expect(sortByStartingPrice(items).map((i) => i.starting_price)).toEqual([80.5, 200, null]);
    expect(items[0]?.starting_price).toBe(200);
  });
});
