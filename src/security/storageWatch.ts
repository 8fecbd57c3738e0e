// Reports reads and writes of sensitive-looking keys in localStorage and sessionStorage: a
// script that has no business there (an injected one) usually goes looking for tokens first.

const SENSITIVE_KEY = /token|password|passwd|secret|refresh|jwt|api[-_]?key|credential/i;

export const isSensitiveStorageKey = (key: string) => SENSITIVE_KEY.test(key);

export interface StorageAccess {
  key: string;
  operation: 'getItem' | 'setItem' | 'removeItem';
  area: 'localStorage' | 'sessionStorage' | 'unknown';
}

export type StorageWindow = Pick<Window, 'localStorage' | 'sessionStorage'> & { Storage: typeof Storage };

function areaOf(win: StorageWindow, storage: Storage): StorageAccess['area'] {
  // Reading win.localStorage can throw (storage disabled); that only makes the area unknown.
  try {
    if (storage === win.localStorage) return 'localStorage';
    if (storage === win.sessionStorage) return 'sessionStorage';
  } catch {
    // fall through
  }
  return 'unknown';
}

/**
 * Wraps the window's Storage.prototype methods (instance properties cannot be used: assigning
 * `localStorage.getItem = ...` stores an item named "getItem"). Returns the function that
 * puts the originals back.
 */
export function watchStorage(
  win: StorageWindow,
  isSensitive: (key: string) => boolean,
  onAccess: (access: StorageAccess) => void,
): () => void {
  const proto = win.Storage.prototype;
  const originals = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };

  const report = (storage: Storage, operation: StorageAccess['operation'], key: unknown) => {
    const name = String(key);
    if (isSensitive(name)) onAccess({ key: name, operation, area: areaOf(win, storage) });
  };

  proto.getItem = function (this: Storage, key: string) {
    report(this, 'getItem', key);
    return originals.getItem.call(this, key);
  };
  proto.setItem = function (this: Storage, key: string, value: string) {
    report(this, 'setItem', key);
    return originals.setItem.call(this, key, value);
  };
  proto.removeItem = function (this: Storage, key: string) {
    report(this, 'removeItem', key);
    return originals.removeItem.call(this, key);
  };

  return () => Object.assign(proto, originals);
}
