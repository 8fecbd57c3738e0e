import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields';

describe('changedFields', () => {
  it('keeps only what differs from the row, never undefined', () => {
    const row = {
      name: 'Nova',
      code: 'NOVA',
      website: '',
      start_date: null as string | null,
      is_active: true,
    };
    expect(
      changedFields(
        { name: 'Nova', code: 'NOVA_2', website: '', start_date: '2026-01-01', is_active: undefined },
        row,
      ),
    ).toEqual({ code: 'NOVA_2', start_date: '2026-01-01' });
    expect(changedFields({ ...row }, row)).toEqual({});
  });
});
