import { useSyncExternalStore } from 'react';

export type PreferenceStore<T> = {
  /** Its name among the preferences a server-rendered page was drawn with (`renderPreferencesWith`). */
  name: string;
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
};

/**
 * A preference kept outside React (it is applied to <html> and read before the first paint),
 * which any number of controls can show and change while staying in step.
 */
export function createPreferenceStore<T>(
  name: string,
  read: () => T,
  apply: (value: T) => void,
): PreferenceStore<T> {
  // Read on first use, so importing the module touches no browser storage.
  let value: { current: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    name,
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

let rendered: Readonly<Record<string, unknown>> = {};

/**
 * The preferences a page is server-rendered with (src/ssr/): the server's render reads these (it
 * has no localStorage), and so does the client's hydration of that page, so both draw the same;
 * the client's own values, if they differ, are drawn right after.
 */
export function renderPreferencesWith(values: Readonly<Record<string, unknown>>) {
  rendered = values;
}

export function usePreference<T>(store: PreferenceStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () =>
    store.name in rendered ? (rendered[store.name] as T) : store.get(),
  );
}
