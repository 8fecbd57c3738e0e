import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

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
  }, []);
  return children;
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
