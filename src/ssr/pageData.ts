// What a server-rendered page carries for the client to hydrate it (src/ssr/render.tsx writes it,
// src/ssr/hydrate.ts reads it). Import-free but for types: the entry reads it before anything loads.
import type { DehydratedState } from '@tanstack/react-query';
import type { paths } from '../api/schema';

/** The id of the `<script type="application/json">` holding it (not run, so no CSP exception). */
export const SERVER_PAGE_DATA_ID = 'server-page-data';

export type AbilitiesAnswer =
  paths['/api/auth/abilities/']['get']['responses'][200]['content']['application/json'];

/** What every drawn page carries. */
type DrawnPage = {
  /** The language it was drawn in. */
  language: string;
  /** The preferences it was drawn with, by store (`renderPreferencesWith`). */
  preferences: Record<string, unknown>;
};

export type ServerPageData =
  | (DrawnPage & {
      /** The user the page was drawn for: the client hydrates only with the same session. */
      userId: number;
      /** The server's answer to GET /api/auth/abilities/ for this session. */
      abilities: AbilitiesAnswer;
      /** The query cache the page was drawn from (TanStack Query's `dehydrate`). */
      queries: DehydratedState;
    })
  /** The sign-in page, drawn for a browser without a session: the client hydrates it as a guest. */
  | (DrawnPage & { userId: null });

/** The data of the page being loaded, if the server rendered it. */
export function readServerPageData(): ServerPageData | null {
  const element = document.getElementById(SERVER_PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPageData;
  } catch {
    return null;
  }
}
