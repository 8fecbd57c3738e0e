import { useSyncExternalStore } from 'react';

export type PreferenceStore<T> = {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
};

/**
 * A preference kept outside React (it is applied to <html> and read before the first paint),
 * which any number of controls can show and change while staying in step.
 */
export function createPreferenceStore<T>(read: () => T, apply: (value: T) => void): PreferenceStore<T> {
  // Read on first use, so importing the module touches no browser storage.
  let value: { current: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => (value ??= { current: read() }).current,
    set(next) {
      value = { current: next };
      apply(next);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function usePreference<T>(store: PreferenceStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
