// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActiveFilter, activeFilter } from './ActiveFlag';
import { renderInApp } from './test-support';

describe('the active flag filter', () => {
  it('offers all, active and inactive rows, and says which was chosen', () => {
    const onChange = vi.fn();
    renderInApp(<ActiveFilter value="true" onChange={onChange} />);
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['All statuses', 'Active', 'Inactive']);
    expect(select.value).toBe('true');
    fireEvent.change(select, { target: { value: 'false' } });
    expect(onChange).toHaveBeenCalledWith('false');
  });

  it('asks the API only for a flag it takes', () => {
    expect(activeFilter('false')).toEqual({ is_active: 'false' });
    expect(activeFilter('maybe')).toEqual({});
  });
});
