// Model-based test: paths generated from the machine's model (machines/qa/models.ts, through
// machines/testing), replayed on a real actor.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { modelPaths } from '../qa/models';
import { assertAllTransitionsCovered, machineTransitions, replayPath } from '../testing';
import { dirtyFormMachine } from './index';
import type { DirtyFormEvent } from './index';

const paths = modelPaths<DirtyFormEvent>('dirtyForm');

describe('dirtyForm machine model', () => {
  it('takes every transition', () => {
    expect(machineTransitions(dirtyFormMachine)).toHaveLength(10);
    assertAllTransitionsCovered(dirtyFormMachine, paths);
  });

  it('asks only when a CLOSE follows unsaved changes', () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        if (step.state.value !== 'confirming' || index === 0) return;
        const before = path.steps[index - 1]?.state.value;
        expect([step.event.type, before]).toEqual(['CLOSE', 'dirty']);
      });
    }
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_title, path) => {
    const actor = createActor(dirtyFormMachine).start();
    await replayPath(path, {
      execute: (event) => actor.send(event),
      check: (state) => {
        const real = actor.getSnapshot();
        expect(real.value).toEqual(state.value);
        expect(real.status).toBe('active');
      },
    });
    actor.stop();
  });
});
