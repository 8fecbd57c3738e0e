import { describe, expect, it } from 'vitest';
import { noteLoaderRequest, refetchUnlessJustLoaded } from './productListQuery';

const cached = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } });

describe('refetchUnlessJustLoaded', () => {
  it('does not ask again for rows the navigation’s loader has just fetched', () => {
    noteLoaderRequest(1_000);
    expect(refetchUnlessJustLoaded(cached(1_050))).toBe(false);
  });

  it('asks again for rows fetched before the navigation', () => {
    noteLoaderRequest(2_000);
    expect(refetchUnlessJustLoaded(cached(1_050))).toBe(true);
  });
});
