// A page the server draws is on screen before the app's code has hydrated it: the page's own start
// script (server/http/spa.ts) holds the last click on one of its buttons meanwhile, and the app
// clicks it again once hydrated (src/ssr/serverDrawn.tsx). What both sides agree on.

/**
 * What a click is held on: the controls that do nothing without the app's code, or whose native
 * change (a checkbox ticked) the app would not know of (links still navigate). A text field's
 * label is not: held, it would take the focus back from wherever the visitor has typed since.
 */
export const HELD_CLICK_TARGETS =
  'button, label:has(input[type=checkbox], input[type=radio]), input[type=checkbox], input[type=radio], [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab]';

/**
 * The property of `window` holding the element last clicked or the form Enter was pressed in
 * (`target`), and `stop()` to hold no more: called as React takes the page, which then sees (and replays) the clicks itself.
 */
export const HELD_CLICK = '__heldClick';

export type HeldClick = { target: Element | null; stop: () => void };
