// The stored session's cookie names and how one is read. Import-free beyond the storage prefix,
// so the script that runs before the app (src/early/main.ts) reads them as the app does.
import { APP_STORAGE_PREFIX } from '../storageKeys';

// One cookie per part: a browser keeps at most ~4 KB per cookie, and ability rules can be long.
export const SESSION_COOKIES = {
  user: `${APP_STORAGE_PREFIX}-userData`,
  accessToken: `${APP_STORAGE_PREFIX}-accessToken`,
  refreshToken: `${APP_STORAGE_PREFIX}-refreshToken`,
  abilityRules: `${APP_STORAGE_PREFIX}-userAbilityRules`,
} as const;

/** The value of cookie `name` in a `document.cookie` string, if present. */
export function readCookie(cookies: string, name: string): string | null {
  const prefix = `${name}=`;
  const part = cookies.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : null;
}
