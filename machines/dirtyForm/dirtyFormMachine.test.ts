import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dirtyFormMachine, UNSAVED_CHANGES_MESSAGE } from './index';
import type { DirtyFormEvent } from './index';

function run(...events: DirtyFormEvent[]) {
  const actor = createActor(dirtyFormMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('dirtyForm machine', () => {
  it('starts closed and opens clean', () => {
    expect(run().value).toBe('closed');
    expect(run({ type: 'OPEN' }).value).toBe('clean');
  });

  it('closes at once when nothing changed', () => {
    expect(run({ type: 'OPEN' }, { type: 'CLOSE' }).value).toBe('closed');
  });

  it('asks before closing with changes, with the spec text', () => {
    const snapshot = run({ type: 'OPEN' }, { type: 'CHANGE', dirty: true }, { type: 'CLOSE' });
    expect(snapshot.value).toBe('confirming');
    expect(UNSAVED_CHANGES_MESSAGE).toBe('You have unsaved changes. Are you sure you want to close?');
    expect(snapshot.getMeta()['dirtyForm.confirming']).toEqual({ message: UNSAVED_CHANGES_MESSAGE });
  });

  it('closes on CONFIRM, goes back to the changed form on CANCEL', () => {
    const asked = [{ type: 'OPEN' }, { type: 'CHANGE', dirty: true }, { type: 'CLOSE' }] as const;
    expect(run(...asked, { type: 'CONFIRM' }).value).toBe('closed');
    expect(run(...asked, { type: 'CANCEL' }).value).toBe('dirty');
    expect(run(...asked, { type: 'CANCEL' }, { type: 'CLOSE' }).value).toBe('confirming');
  });

  it('does not ask once the changes were undone', () => {
    const snapshot = run(
      { type: 'OPEN' },
      { type: 'CHANGE', dirty: true },
      { type: 'CHANGE', dirty: false },
      { type: 'CLOSE' },
    );
    expect(snapshot.value).toBe('closed');
  });

  it('closes without a question after a save', () => {
    expect(run({ type: 'OPEN' }, { type: 'SUBMITTED' }).value).toBe('closed');
    expect(run({ type: 'OPEN' }, { type: 'CHANGE', dirty: true }, { type: 'SUBMITTED' }).value).toBe(
      'closed',
    );
  });

  it('OPEN starts afresh from any state', () => {
    expect(run({ type: 'OPEN' }, { type: 'CHANGE', dirty: true }, { type: 'OPEN' }).value).toBe('clean');
    expect(
      run({ type: 'OPEN' }, { type: 'CHANGE', dirty: true }, { type: 'CLOSE' }, { type: 'OPEN' }).value,
    ).toBe('clean');
  });

  it('ignores what does not apply', () => {
    expect(run({ type: 'CLOSE' }).value).toBe('closed');
    expect(run({ type: 'CHANGE', dirty: true }).value).toBe('closed');
    expect(run({ type: 'OPEN' }, { type: 'CHANGE', dirty: false }).value).toBe('clean');
    expect(run({ type: 'OPEN' }, { type: 'CONFIRM' }).value).toBe('clean');
    const asked = run({ type: 'OPEN' }, { type: 'CHANGE', dirty: true }, { type: 'CLOSE' });
    const actor = createActor(dirtyFormMachine, { snapshot: asked }).start();
    actor.send({ type: 'CHANGE', dirty: false });
    expect(actor.getSnapshot().value).toBe('confirming');
  });
});
