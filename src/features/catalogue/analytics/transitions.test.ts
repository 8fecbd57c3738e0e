import { describe, expect, it } from 'vitest';
import { flowRows, flowStatuses, type Transition } from './transitions';

const s = (id: number, name: string) => ({ id, name });
const DRAFT = s(1, 'Draft');
const PRE = s(2, 'Pre-launch');
const ACTIVE = s(3, 'Active');

describe('flowRows', () => {
  it('puts the most frequent first, with its share of all transitions', () => {
    const rows = flowRows([
      { from: PRE, to: ACTIVE, id_organization: 1, count: 2 },
      { from: DRAFT, to: PRE, id_organization: 1, count: 6 },
      { from: null, to: DRAFT, id_organization: 1, count: 12 },
    ]);
    expect(rows.map((r) => [r.from, r.to, r.count, r.share])).toEqual([
      [null, 'Draft', 12, 60],
      ['Draft', 'Pre-launch', 6, 30],
      ['Pre-launch', 'Active', 2, 10],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('orders equal counts by name and leaves out empty ones', () => {
    const rows = flowRows([
      { from: PRE, to: ACTIVE, id_organization: 1, count: 1 },
      { from: DRAFT, to: ACTIVE, id_organization: 1, count: 1 },
      { from: ACTIVE, to: DRAFT, id_organization: 1, count: 0 },
    ]);
    expect(rows.map((r) => r.from)).toEqual(['Draft', 'Pre-launch']);
  });

  it('keeps each row’s organisation, so combined figures can name it', () => {
    const acmeActive = s(9, 'Active');
    const rows = flowRows([
      { from: null, to: ACTIVE, id_organization: 1, count: 2 },
      { from: null, to: acmeActive, id_organization: 2, count: 1 },
    ]);
    expect(rows.map((r) => [r.to, r.organization])).toEqual([
      ['Active', 1],
      ['Active', 2],
    ]);
  });

  it('is empty without transitions', () => {
    expect(flowRows([])).toEqual([]);
  });
});

describe('flowStatuses', () => {
  it('starts with the statuses products are created in, then as they appear', () => {
    const transitions: Transition[] = [
      { from: PRE, to: ACTIVE, id_organization: 1, count: 2 },
      { from: null, to: DRAFT, id_organization: 1, count: 5 },
      { from: DRAFT, to: PRE, id_organization: 1, count: 3 },
    ];
    expect(flowStatuses(transitions)).toEqual(['Draft', 'Pre-launch', 'Active']);
  });
});
