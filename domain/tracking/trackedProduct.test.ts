import { describe, expect, it } from 'vitest';
import { trackingMessages as m } from './messages';
import { parseSerialText, serialListIssues, TrackedProductCreateSchema } from './trackedProduct';
import { BatchCreateSchema } from './batch';

describe('a list of serials', () => {
  it('reports each bad line and each repeated serial by its index', () => {
    expect(serialListIssues(['SN-1', 'SN-2', 'SN-1', 'bad serial', 'SN-2'])).toEqual([
      { index: 2, message: m.serialRepeated },
      { index: 3, message: m.serialFormat },
      { index: 4, message: m.serialRepeated },
    ]);
    expect(serialListIssues(['A', 'B'])).toEqual([]);
  });

  it('is read from pasted lines or a CSV file’s first column, header and blanks dropped', () => {
    expect(parseSerialText('SN-1\n\n  SN-2  \r\nSN-3')).toEqual(['SN-1', 'SN-2', 'SN-3']);
    expect(parseSerialText('serial_number,note\n"SN-1",first\nSN-2;x')).toEqual(['SN-1', 'SN-2']);
  });
});

describe('a unit’s and a batch’s fields', () => {
  it('takes an empty serial as none', () => {
    expect(TrackedProductCreateSchema.parse({ product: 1, serial_number: '  ' }).serial_number).toBeNull();
    expect(TrackedProductCreateSchema.safeParse({ product: 1, serial_number: 'a b' }).success).toBe(false);
  });

  it('refuses a batch that expires before it is made', () => {
    const result = BatchCreateSchema.safeParse({
      lot_number: 'LOT-1',
      product: 1,
      quantity: 5,
      production_date: '2026-02-01',
      expiry_date: '2026-01-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['expiry_date']);
  });
});
