import {
  issuedAfter,
  needsRefresh,
  type HeldTokens,
  type StoredSession,
  type TokenPair,
} from '../../../machines/session';

/** Where every tab of the browser keeps the session (the cookies in the app). */
export interface SharedSessionStore {
  read(): StoredSession | null;
  writeTokens(tokens: TokenPair): void;
}

/** Runs a task while no other tab runs one under the same name. */
export type RunExclusive = <T>(task: () => Promise<T>) => Promise<T>;

export interface RefreshAcrossTabsOptions {
  store: SharedSessionStore;
  runExclusive: RunExclusive;
  /** POST /auth/token/refresh/. */
  refresh: (refreshToken: string) => Promise<TokenPair>;
  now: () => number;
}

/**
 * The session machine's refresh for a browser with several tabs on one sign-in. Each refresh
 * rotates the refresh token, and the server takes a rotated one presented again for a stolen
 * one and revokes the sign-in, so a tab must never refresh with a token another tab has already
 * used: refreshes run one at a time across tabs, and each starts from the newest tokens stored,
 * which it simply adopts when their access token is still fresh.
 */
export function refreshAcrossTabs({ store, runExclusive, refresh, now }: RefreshAcrossTabsOptions) {
  return (held: HeldTokens, signal?: AbortSignal): Promise<TokenPair> =>
    runExclusive(async () => {
      const stored = store.read();
      const storedIsNewer =
        stored !== null &&
        stored.user.id === held.userId &&
        issuedAfter(stored.accessToken, held.accessToken);
      if (storedIsNewer && !needsRefresh(stored.accessToken, now())) {
        return { access: stored.accessToken, refresh: stored.refreshToken };
      }
      const tokens = await refresh(storedIsNewer ? stored.refreshToken : held.refreshToken);
      // Stored before the next tab may start, so it never sees the token just rotated; unless this
      // tab's session stopped waiting for it (signed out meanwhile: the sign-in is being revoked).
      if (!signal?.aborted) store.writeTokens(tokens);
      return tokens;
    });
}
