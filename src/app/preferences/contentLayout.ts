/**
 * Routes whose screen lays out otherwise than the preferences say tell so in their route handle:
 * one that fills the viewport and scrolls inside (chat, email, fleet: the fixed-height layout),
 * `handle: { layout: 'fixed-height' }`; one whose content keeps the boxed width whatever the
 * content-width preference (the user's own dashboard), `handle: { layout: 'boxed' }`.
 */
export type LayoutHandle = { layout?: 'fixed-height' | 'boxed' };

const wants = (layout: LayoutHandle['layout']) => (matches: readonly { handle: unknown }[]) =>
  // Any matched route asking for it (a parent route can ask for all of its children).
  matches.some((m) => (m.handle as LayoutHandle | undefined)?.layout === layout);

export const wantsFixedHeight = wants('fixed-height');
export const wantsBoxed = wants('boxed');
