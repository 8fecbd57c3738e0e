import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import {
  actorExecutor,
  assertAllTransitionsCovered,
  coveringPaths,
  createActorControl,
  generateModelPaths,
  machineTransitions,
  parseActorOutcome,
  pathsToReplay,
  replayPath,
  uncoveredTransitions,
} from './index';

// A toy form: a value is typed, submitting it calls an injected `send` actor.
const formMachine = setup({
  types: {
    context: {} as { value: string; error: string | null; sent: number },
    events: {} as { type: 'TYPE'; value: string } | { type: 'SUBMIT' } | { type: 'RESET' },
  },
  actors: { send: fromPromise<{ ok: true }, { value: string }>(async () => ({ ok: true })) },
  guards: { hasValue: ({ context }) => context.value !== '' },
}).createMachine({
  id: 'form',
  context: { value: '', error: null, sent: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: { actions: assign({ value: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'hasValue', target: 'sending' }, { actions: assign({ error: 'required' }) }],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ value: context.value }),
        onDone: { target: 'sent', actions: assign({ sent: ({ context }) => context.sent + 1 }) },
        onError: { target: 'editing', actions: assign({ error: 'failed' }) },
      },
    },
    sent: { on: { RESET: { target: 'editing', actions: assign({ value: '', error: null }) } } },
  },
});

const samples = [
  { type: 'TYPE', value: 'a' },
  { type: 'TYPE', value: '' },
  { type: 'xstate.done.actor.send', output: { ok: true } },
  { type: 'xstate.error.actor.send', error: { detail: 'offline' } },
] as const;

// `sent` counts without end: states that differ only by a count above 1 are the same here.
const stateKey = (snapshot: AnyMachineSnapshot) => ({
  value: snapshot.value,
  context: { ...snapshot.context, sent: Math.min(snapshot.context.sent as number, 1) },
});
const options = { events: samples, stateKey };

describe('generateModelPaths', () => {
  const paths = generateModelPaths(formMachine, options);

  it('stops on a graph without end, with a hint', () => {
    expect(() => generateModelPaths(formMachine, { events: samples, limit: 500 })).toThrow(/stateKey/);
  });

  it('lists every transition of the machine, guarded alternatives apart', () => {
    expect(machineTransitions(formMachine).map((t) => t.id)).toEqual([
      'form.editing on TYPE#0',
      'form.editing on SUBMIT#0',
      'form.editing on SUBMIT#1',
      'form.sending on xstate.done.actor.send#0',
      'form.sending on xstate.error.actor.send#0',
      'form.sent on RESET#0',
    ]);
    expect(machineTransitions(formMachine)[1]).toMatchObject({
      guard: 'hasValue',
      targets: ['form.sending'],
    });
  });

  it('gives plain data: JSON round-trips unchanged', () => {
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
    for (const path of paths) {
      expect(path.steps[0]?.event).toEqual({ type: 'xstate.init' });
      expect(path.steps[0]?.state).toMatchObject({ value: 'editing', status: 'active' });
    }
  });

  it('takes every transition, and says which each step took', () => {
    expect(uncoveredTransitions(formMachine, paths)).toEqual([]);
    expect(() => assertAllTransitionsCovered(formMachine, paths)).not.toThrow();
    const failing = paths
      .flatMap((path) => path.steps)
      .find((step) => step.event.type === 'xstate.error.actor.send');
    expect(failing).toMatchObject({
      event: { type: 'xstate.error.actor.send' },
      state: { value: 'editing', context: { error: 'failed' } },
      transitions: ['form.sending on xstate.error.actor.send#0'],
    });
  });

  it('names missing transitions, unless excepted', () => {
    const fewer = generateModelPaths(formMachine, {
      ...options,
      filterEvents: (_, event: { type: string }) => event.type !== 'RESET',
    });
    expect(uncoveredTransitions(formMachine, fewer)).toEqual(['form.sent on RESET#0']);
    expect(() => assertAllTransitionsCovered(formMachine, fewer)).toThrow(/form\.sent on RESET#0/);
    expect(() => assertAllTransitionsCovered(formMachine, fewer, ['form.sent on RESET#0'])).not.toThrow();
  });

  it('never sends an event the state does not take', () => {
    for (const path of paths) {
      for (const step of path.steps.slice(1)) expect(step.transitions.length).toBeGreaterThan(0);
    }
  });

  it('drops a path that is the beginning of another', () => {
    const all = generateModelPaths(formMachine, { ...options, allowPrefixPaths: true });
    expect(all.length).toBeGreaterThan(paths.length);
    const events = (path: (typeof paths)[number]) => path.steps.map((step) => JSON.stringify(step.event));
    for (const a of paths) {
      for (const b of paths) {
        if (a === b) continue;
        const ea = events(a);
        const eb = events(b);
        expect(eb.slice(0, ea.length)).not.toEqual(ea);
      }
    }
  });

  it('covers every transition with fewer paths, for a browser to replay', () => {
    const all = generateModelPaths(formMachine, { ...options, allowPrefixPaths: true });
    const cover = coveringPaths(all);
    expect(cover.length).toBeLessThan(all.length);
    expect(uncoveredTransitions(formMachine, cover)).toEqual([]);
    // In the paths' own order.
    expect(cover).toEqual(all.filter((path) => cover.includes(path)));
  });

  it('replays all paths, the first n or the covering set, as asked', () => {
    expect(pathsToReplay(paths, 'all')).toEqual(paths);
    expect(pathsToReplay(paths, '2')).toEqual(paths.slice(0, 2));
    expect(pathsToReplay(paths, undefined)).toEqual(coveringPaths(paths));
    expect(() => pathsToReplay(paths, 'some')).toThrow(/"all" or a count/);
  });

  it('describes a path by its final state and events', () => {
    expect(paths.map((path) => path.description)).toContain(
      'sent: TYPE → SUBMIT → send.error → SUBMIT → send.done',
    );
  });

  it('projects the context and cuts the graph with stateKey / stopWhen / toState', () => {
    const projected = generateModelPaths<(typeof samples)[number], { sent: number }>(formMachine, {
      ...options,
      context: ({ sent }: { sent: number }) => ({ sent }),
      toState: (snapshot) => snapshot.matches('sent'),
    });
    expect(projected.length).toBeGreaterThan(0);
    for (const path of projected) {
      expect(path.steps.at(-1)?.state).toMatchObject({ value: 'sent', context: { sent: 1 } });
      expect(Object.keys(path.steps.at(-1)?.state.context ?? {})).toEqual(['sent']);
    }
  });

  it('gives simple paths on request', () => {
    const simple = generateModelPaths(formMachine, { ...options, strategy: 'simple' });
    expect(simple.length).toBeGreaterThan(0);
    for (const path of simple) {
      const keys = path.steps.map((step) => JSON.stringify(step.state));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('generateModelPaths for a system that starts and restarts the machine', () => {
  // The form as a browser sees it: the page opens with a value typed, a RELOAD (not an event of
  // the machine) starts it afresh and types back what was kept, and no path ends mid-send.
  type BrowserEvent = (typeof samples)[number] | { type: 'SUBMIT' } | { type: 'RESET' } | { type: 'RELOAD' };
  const browser = {
    events: [...samples] as BrowserEvent[],
    stateKey,
    start: [{ type: 'TYPE', value: 'a' }] as BrowserEvent[],
    restarts: [
      {
        event: { type: 'RELOAD' } as BrowserEvent,
        when: (snapshot: AnyMachineSnapshot) => !snapshot.matches('sending'),
        events: (left: AnyMachineSnapshot) =>
          [{ type: 'TYPE', value: left.context.value as string }] as BrowserEvent[],
      },
    ],
    finishWith: (snapshot: AnyMachineSnapshot) =>
      snapshot.matches('sending')
        ? ({ type: 'xstate.done.actor.send', output: { ok: true } } as const)
        : undefined,
  };

  it('starts after `start`, whose transitions step 0 lists', () => {
    const paths = generateModelPaths<BrowserEvent>(formMachine, browser);
    for (const path of paths) {
      expect(path.steps[0]!.state.context).toMatchObject({ value: 'a' });
      expect(path.steps[0]!.transitions).toEqual(['form.editing on TYPE#0']);
    }
  });

  it('restarts the machine on an outside event, taking the machine’s own transitions', () => {
    const paths = generateModelPaths<BrowserEvent>(formMachine, { ...browser, cover: 'edges' });
    const reloads = paths.flatMap((path) =>
      path.steps.flatMap((step, index) =>
        step.event.type === 'RELOAD' ? [{ before: path.steps[index - 1]!.state, after: step }] : [],
      ),
    );
    expect(reloads.length).toBeGreaterThan(0);
    for (const { before, after } of reloads) {
      expect(before.value).not.toBe('sending');
      expect(after.state).toMatchObject({
        value: 'editing',
        context: { value: (before.context as { value: string }).value },
      });
      expect(after.transitions).toEqual(['form.editing on TYPE#0']);
    }
  });

  it('ends no path where `finishWith` goes on', () => {
    const paths = generateModelPaths<BrowserEvent>(formMachine, browser);
    expect(paths.some((path) => path.steps.some((step) => step.state.value === 'sending'))).toBe(true);
    for (const path of paths) expect(path.steps.at(-1)!.state.value).not.toBe('sending');
  });

  it('covers every event from every state with `cover: edges`, more than every transition', () => {
    const transitions = generateModelPaths<BrowserEvent>(formMachine, browser);
    const edges = generateModelPaths<BrowserEvent>(formMachine, { ...browser, cover: 'edges' });
    expect(edges.length).toBeGreaterThan(transitions.length);
    const edgeKey = (path: (typeof edges)[number]) =>
      path.steps
        .slice(1)
        .map((step, i) => `${JSON.stringify(path.steps[i]!.state)} ${JSON.stringify(step.event)}`);
    const taken = (paths: typeof edges) => new Set(paths.flatMap(edgeKey));
    for (const key of taken(transitions)) expect(taken(edges).has(key)).toBe(true);
  });
});

describe('replaying paths on a real actor', () => {
  it('parses actor outcomes', () => {
    expect(parseActorOutcome('xstate.done.actor.saveProduct')).toEqual({
      actor: 'saveProduct',
      kind: 'done',
    });
    expect(parseActorOutcome('xstate.error.actor.x')).toEqual({ actor: 'x', kind: 'error' });
    expect(parseActorOutcome('NEXT')).toBeNull();
  });

  it.each(generateModelPaths(formMachine, options).map((path) => [path.description, path]))(
    '%s',
    async (_title, path) => {
      const control = createActorControl();
      const actor = createActor(formMachine.provide({ actors: { send: control.actor('send') } })).start();
      try {
        await replayPath(path, {
          execute: actorExecutor(actor, control),
          check: (state) => {
            const real = actor.getSnapshot();
            expect(real.value).toEqual(state.value);
            expect(real.context).toEqual(state.context);
            expect(control.pendingActors()).toEqual(real.matches('sending') ? ['send'] : []);
          },
        });
      } finally {
        actor.stop();
      }
    },
  );

  it('names the path and the step when a check fails', async () => {
    const [path] = generateModelPaths(formMachine, options);
    await expect(
      replayPath(path!, {
        execute: () => {},
        check: (_state, _step, index) => {
          if (index === 1) throw new Error('boom');
        },
      }),
    ).rejects.toThrow(/boom\n {2}at step 1 \(\w+\) of path/);
  });

  it('refuses to settle a call that is not pending', async () => {
    const control = createActorControl();
    await expect(control.resolve('send', null)).rejects.toThrow(/Expected one pending "send" call, found 0/);
  });
});
