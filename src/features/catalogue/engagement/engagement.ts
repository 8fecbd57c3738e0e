import { REVIEW_STATUSES, type REFERRAL_STATUSES } from '../../../../domain/catalogue/engagement';
import { PRODUCT_LIST_PATH } from '../paths';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REVIEW_FILTERS = ['status', 'rating'] as const;
export const RATINGS = [5, 4, 3, 2, 1] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** The review list's filters as the API takes them; malformed values from the URL are left out. */
export function reviewFilters(filters: Partial<Record<(typeof REVIEW_FILTERS)[number], string>>) {
  const rating = Number(filters.rating);
  return {
    ...(isOneOf(REVIEW_STATUSES, filters.status) && { status: filters.status }),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 && { rating }),
  };
}

/** At most `max` characters of a text, cut at a word where possible, with an ellipsis when cut. */
export function excerpt(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Filled and empty stars of a 1–5 rating (out-of-range ratings are clamped). */
export function starsOf(rating: number, out = 5): { filled: number; empty: number } {
  const filled = Math.min(out, Math.max(0, Math.round(rating)));
  return { filled, empty: out - filled };
}

/** What moderation may do with a review in a status: approve unless approved, reject unless rejected. */
export function moderationActions(status: ReviewStatus): ('approved' | 'rejected')[] {
  return (['approved', 'rejected'] as const).filter((next) => next !== status);
}

/** The summary row: the count of each review status, and all of them, from per-status counts. */
export function statusSummary<S extends string>(
  statuses: readonly S[],
  counts: Partial<Record<S, number | undefined>>,
): { statuses: { status: S; count: number | undefined }[]; total: number | undefined } {
  const rows = statuses.map((status) => ({ status, count: counts[status] }));
  const known = rows.every((r) => r.count !== undefined);
  return { statuses: rows, total: known ? rows.reduce((sum, r) => sum + (r.count ?? 0), 0) : undefined };
}

/** The product list filtered by one category (the product list reads `?category=` through useListState). */
export const productListByCategory = (categoryId: number) =>
  `${PRODUCT_LIST_PATH}?${new URLSearchParams({ category: String(categoryId) })}`;

/** A commission rate as a percentage in the reader's language ("7.5 %"). */
export const percentText = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

/** A referral's fields from a form's values: an empty product is none. */
export const productOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);

/** Categories in tree order (parents before their children, siblings by path), each with its depth. */
export function categoryRows<T extends { id: number; parent: number | null; path: string }>(
  categories: readonly T[],
): { category: T; depth: number }[] {
  const byParent = new Map<number | null, T[]>();
  const ids = new Set(categories.map((c) => c.id));
  for (const c of categories) {
    // A parent not among them (not readable) makes the category a root rather than lost.
    const parent = c.parent !== null && ids.has(c.parent) && c.parent !== c.id ? c.parent : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  for (const list of byParent.values())
    list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.id - b.id));
  const out: { category: T; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const c of byParent.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ category: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  // Categories caught in a loop of parents (never reached from a root) are still listed.
  for (const c of categories) if (!seen.has(c.id)) out.push({ category: c, depth: 0 });
  return out;
}
