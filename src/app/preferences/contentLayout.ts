/**
 * Routes whose screen fills the viewport and scrolls inside (chat, email, fleet: spec §2's
 * fixed-height layout) say so in their route handle: `handle: { layout: 'fixed-height' }`.
 */
export type LayoutHandle = { layout?: 'fixed-height' };

/** Any matched route asking for it (a parent route can ask for all of its children). */
export function wantsFixedHeight(matches: readonly { handle: unknown }[]): boolean {
  return matches.some((m) => (m.handle as LayoutHandle | undefined)?.layout === 'fixed-height');
}
