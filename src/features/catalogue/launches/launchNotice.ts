/** What a launch page says about a change made on the page before it, passed in the navigation's state. */
export type LaunchNotice = 'created' | 'updated' | 'deleted';

/** The notice the navigation to this page brought, if any. */
export const launchNoticeOf = (state: unknown): LaunchNotice | null =>
  (state as { notice?: LaunchNotice } | null)?.notice ?? null;
