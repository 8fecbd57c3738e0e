import { storageKey } from '../storageKeys';
import type { RunExclusive } from './refreshAcrossTabs';

const LOCK_NAME = storageKey('token-refresh');

/**
 * The Web Locks API serialises the task across the tabs of this origin. Where it is missing
 * (old browsers, jsdom) the task runs at once: a tab still re-reads the stored tokens before
 * refreshing, which avoids all but two refreshes started in the same instant.
 */
export const runExclusiveAcrossTabs: RunExclusive = async (task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until the task's promise settles, and `request` answers with its result.
  return locks ? await locks.request(LOCK_NAME, task) : await task();
};
