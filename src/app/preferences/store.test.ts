import { describe, expect, it, vi } from 'vitest';
import { createPreferenceStore } from './store';

describe('preference store', () => {
  it('reads lazily, applies every change and tells each subscriber', () => {
    const read = vi.fn(() => 'light');
    const apply = vi.fn();
    const store = createPreferenceStore('test', read, apply);
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toBe('light');
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = store.subscribe(first);
    store.subscribe(second);
    store.set('dark');
    expect(apply).toHaveBeenCalledWith('dark');
    expect(store.get()).toBe('dark');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    unsubscribe();
    store.set('system');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
