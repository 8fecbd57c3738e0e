// Model-based test: paths generated from the wizard itself (machines/testing, ./model.ts), each
// replayed on a real actor whose API calls are fakes that wait for the path to say how they end.
// The same paths, as plain data, are what the browser test drives along.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  actorExecutor,
  assertAllTransitionsCovered,
  createActorControl,
  machineTransitions,
  replayPath,
} from '../testing';
import { productWizardMachine } from './index';
import { wizardInput as input, wizardPaths } from './model';

const paths = wizardPaths();

function startWizard() {
  const control = createActorControl();
  const machine = productWizardMachine.provide({
    actors: {
      saveProduct: control.actor('saveProduct'),
      uploadImage: control.actor('uploadImage'),
      deleteImage: control.actor('deleteImage'),
      reorderImages: control.actor('reorderImages'),
      createLaunch: control.actor('createLaunch'),
    },
  });
  return { control, actor: createActor(machine, { input }).start() };
}

const BUSY: Record<string, string> = {
  saving: 'saveProduct',
  'images.uploading': 'uploadImage',
  'images.deleting': 'deleteImage',
  'images.reordering': 'reorderImages',
  'launch.creating': 'createLaunch',
};

describe('product wizard model', () => {
  it(`generates ${paths.length} paths that take every transition`, () => {
    expect(machineTransitions(productWizardMachine).length).toBeGreaterThan(50);
    assertAllTransitionsCovered(productWizardMachine, paths);
  });

  it('never leaves step 2 without a save, and never uploads or launches without a saved product', () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.state;
        if (!before) return;
        if (before.value === 'costQuantity' && JSON.stringify(step.state.value) === '{"images":"idle"}') {
          expect(step.event).toEqual({ type: 'GO_TO_STEP', step: 'images' });
        }
        if (['UPLOAD', 'CREATE_LAUNCH'].includes(step.event.type) && before.context.productId === null) {
          expect(step.state.value).toEqual(before.value);
          expect(step.state.context.error).toMatch(/^Please (save|fill)/);
        }
      });
    }
  });

  it('gives plain data for the browser runner', () => {
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
  });

  it.each(paths.map((path, index) => [index + 1, path.description, path] as const))(
    'path %i: %s',
    async (_index, _title, path) => {
      const { actor, control } = startWizard();
      try {
        await replayPath(path, {
          execute: actorExecutor(actor, control),
          check: (expected) => {
            const real = actor.getSnapshot();
            expect(real.value).toEqual(expected.value);
            expect(real.status).toBe(expected.status);
            expect(JSON.parse(JSON.stringify(real.context))).toEqual(expected.context);
            const busy = Object.entries(BUSY).find(([state]) => real.matches(state as never));
            expect(control.pendingActors()).toEqual(busy ? [busy[1]] : []);
            expect(real.hasTag('busy')).toBe(busy !== undefined);
          },
        });
      } finally {
        actor.stop();
      }
    },
  );
});
