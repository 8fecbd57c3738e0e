import { describe, expect, it } from 'vitest';
import {
  categoryRows,
  excerpt,
  moderationActions,
  percentText,
  productListByCategory,
  productOrNull,
  reviewFilters,
  starsOf,
  statusSummary,
} from './engagement';

describe('reviewFilters', () => {
  it('passes known statuses and ratings 1 to 5', () => {
    expect(reviewFilters({ status: 'pending', rating: '4' })).toEqual({ status: 'pending', rating: 4 });
  });
  it('leaves out malformed values from the URL', () => {
    expect(reviewFilters({ status: 'lost', rating: '9' })).toEqual({});
    expect(reviewFilters({ rating: '2.5' })).toEqual({});
    expect(reviewFilters({ rating: 'x' })).toEqual({});
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(excerpt('  Great   sound\nsnug fit ')).toBe('Great sound snug fit');
  });
  it('cuts a long text at a word, with an ellipsis', () => {
    const text = 'The battery drains fast when the screen is on, and charging takes hours every night';
    const short = excerpt(text, 40);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).toBe('The battery drains fast when the screen…');
  });
  it('cuts inside a word when there is no space near the end', () => {
    expect(excerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('starsOf', () => {
  it('splits a rating into filled and empty stars, clamped to 0–5', () => {
    expect(starsOf(4)).toEqual({ filled: 4, empty: 1 });
    expect(starsOf(0)).toEqual({ filled: 0, empty: 5 });
    expect(starsOf(7)).toEqual({ filled: 5, empty: 0 });
  });
});

describe('moderationActions', () => {
  it('offers the statuses a review is not in', () => {
    expect(moderationActions('pending')).toEqual(['approved', 'rejected']);
    expect(moderationActions('approved')).toEqual(['rejected']);
    expect(moderationActions('rejected')).toEqual(['approved']);
  });
});

describe('statusSummary', () => {
  const statuses = ['pending', 'approved', 'rejected'] as const;
  it('gives each status its count and the total', () => {
    expect(statusSummary(statuses, { pending: 2, approved: 2, rejected: 1 })).toEqual({
      statuses: [
        { status: 'pending', count: 2 },
        { status: 'approved', count: 2 },
        { status: 'rejected', count: 1 },
      ],
      total: 5,
    });
  });
  it('has no total while a count is unknown', () => {
    expect(statusSummary(statuses, { pending: 2 }).total).toBeUndefined();
  });
});

describe('productListByCategory', () => {
  it('links to the product list filtered by the category', () => {
    expect(productListByCategory(12)).toBe('/apps/product-management/product/list?category=12');
  });
});

describe('percentText / productOrNull', () => {
  it('formats a commission rate as a percentage', () => {
    expect(percentText(7.5, 'en')).toBe('7.5%');
    expect(percentText(5, 'en')).toBe('5%');
  });
  it('reads an empty product choice as none', () => {
    expect(productOrNull('')).toBeNull();
    expect(productOrNull(null)).toBeNull();
    expect(productOrNull('12')).toBe(12);
    expect(productOrNull(3)).toBe(3);
  });
});

describe('categoryRows', () => {
  const c = (id: number, parent: number | null, path: string) => ({ id, parent, path });
  it('lists parents before their children, siblings by path, with their depth', () => {
    const rows = categoryRows([
      c(3, 1, 'ELECTRONICS/PHONES'),
      c(2, null, 'SPORTS'),
      c(1, null, 'ELECTRONICS'),
      c(4, 1, 'ELECTRONICS/AUDIO'),
      c(5, 2, 'SPORTS/CAMPING'),
    ]);
    expect(rows.map((r) => [r.category.id, r.depth])).toEqual([
      [1, 0],
      [4, 1],
      [3, 1],
      [2, 0],
      [5, 1],
    ]);
  });
  it('shows a category whose parent is missing as a root, and one in a loop too', () => {
    const rows = categoryRows([c(1, 99, 'A/B'), c(2, 3, 'X'), c(3, 2, 'Y')]);
    expect(rows.map((r) => r.category.id).sort()).toEqual([1, 2, 3]);
    expect(rows.find((r) => r.category.id === 1)!.depth).toBe(0);
  });
});
