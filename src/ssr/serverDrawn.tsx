import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { HELD_CLICK, type HeldClick } from '../../domain/common/heldClick';

// Whether the tree being drawn is a server-rendered page (on the server, or hydrating it): what
// the server cannot know (the window's width) is then drawn as the server drew it, and corrected
// by the component's effect once hydrated.
let drawing = typeof window === 'undefined';

export const drawsServerPage = () => drawing;

export function startDrawingServerPage() {
  drawing = true;
}

/** At the root of the app on both sides: once hydrated, components mount as on a client-only page. */
export function ServerDrawn({ children }: { children: ReactNode }) {
  useEffect(() => {
    drawing = false;
    // What a test of the drawn page waits for before it uses it.
    document.documentElement.dataset.hydrated = '';
    actOnHeldTarget();
  }, []);
  return children;
}

const heldClick = () => (window as unknown as Record<string, HeldClick | undefined>)[HELD_CLICK];

/** As React takes a drawn page over: from then on it sees the clicks itself. */
export function stopHoldingClicks() {
  heldClick()?.stop();
}

/**
 * The button clicked (or the form submitted by Enter) while the page was only drawn, clicked or
 * submitted now that it works (after every effect of the hydrated tree: this is the root's). Not
 * when hydration replaced it, or it is disabled now: what the visitor used is no longer there.
 */
function actOnHeldTarget() {
  const held = heldClick();
  const target = held?.target;
  if (held) held.target = null;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (!target.matches(':disabled, [aria-disabled=true]')) target.click();
}

const neverChanges = () => () => {};
/**
 * False while the tree is drawn by the server or hydrated from its drawing, true once the client
 * has taken over (and on a page the client drew): what needs the app's code (a submit) waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
