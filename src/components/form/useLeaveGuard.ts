import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useBlocker } from 'react-router';
import { dirtyFormMachine } from '../../../machines/dirtyForm';

const isGuarded = (state: unknown) => state === 'dirty' || state === 'confirming';

/**
 * Leaving a form with unsaved changes asks first: the dirtyForm machine says when; a navigation in
 * the app waits for the answer, and closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(isDirty: boolean) {
  const dirtyForm = useActorRef(dirtyFormMachine);
  const dirtyState = useSelector(dirtyForm, (snapshot) => snapshot.value);
  const send = dirtyForm.send;

  useEffect(() => {
    send({ type: 'OPEN' });
  }, [send]);
  useEffect(() => {
    send({ type: 'CHANGE', dirty: isDirty });
  }, [send, isDirty]);

  const guarded = isGuarded(dirtyState);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // Read from the machine when a navigation starts: a save has closed it by then.
      isGuarded(dirtyForm.getSnapshot().value) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') send({ type: 'CLOSE' });
  }, [blocker.state, send]);
  useEffect(() => {
    if (!guarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);

  return {
    /** The question is open. */
    asking: dirtyState === 'confirming',
    /** The changes are saved: leaving no longer asks. */
    saved: () => send({ type: 'SUBMITTED' }),
    stay: () => {
      send({ type: 'CANCEL' });
      if (blocker.state === 'blocked') blocker.reset();
    },
    leave: () => {
      send({ type: 'CONFIRM' });
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
