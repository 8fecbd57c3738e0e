// Numbers from the spec (§7, §9), kept in one place so the machine, the HTTP client and the
// cookie storage the app provides agree on them.

/** Lifetime of the stored session cookies (7 days). */
export const SESSION_MAX_AGE_SECONDS = 604_800;
/** Idle time after which the session is closed. */
export const INACTIVITY_LIMIT_MS = 30 * 60_000;
/** How often the machine compares the last activity with the limit. */
export const ACTIVITY_CHECK_INTERVAL_MS = 5 * 60_000;
/** Ability rules older than this are fetched again (spec §9: abilities cache, 5 minutes). */
export const ABILITY_CACHE_MS = 5 * 60_000;
/** How often the machine looks at the access token's expiry on its own. */
export const REFRESH_MONITOR_INTERVAL_MS = 60_000;
/** An access token this close to its expiry (or past it) is refreshed before use. */
export const REFRESH_THRESHOLD_MS = 5 * 60_000;
/** 401s answered by a refresh before the session is given up; reset by a successful request. */
export const MAX_401_RETRIES = 3;
