import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { guardText, transitionRows, transitionTableMarkdown } from './transitionTable';

const door = setup({
  types: {
    context: {} as { locked: boolean },
    events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'KNOCK' },
  },
  guards: {
    unlocked: ({ context }) => !context.locked,
    is: (_, params: { who: string }) => params.who === 'me',
  },
  actions: { creak: () => {} },
}).createMachine({
  context: { locked: false },
  initial: 'shut',
  states: {
    shut: {
      on: {
        OPEN: { guard: 'unlocked', target: 'open', actions: 'creak', description: 'Only when unlocked.' },
        KNOCK: { guard: { type: 'is', params: { who: 'me' } } },
      },
    },
    open: { on: { CLOSE: 'shut' } },
  },
});

describe('transition table', () => {
  it('reads each transition from the definition: guard with its parameters, target, actions', () => {
    expect(transitionRows(door)).toEqual([
      {
        from: 'shut',
        event: 'OPEN',
        guard: 'unlocked',
        to: 'open',
        actions: ['creak'],
        description: 'Only when unlocked.',
      },
      { from: 'shut', event: 'KNOCK', guard: 'is(me)', to: 'shut', actions: [], description: null },
      { from: 'open', event: 'CLOSE', guard: null, to: 'shut', actions: [], description: null },
    ]);
  });

  it('writes them as a Markdown table, a transition that stays said so', () => {
    expect(transitionTableMarkdown(door).split('\n')).toEqual([
      '| from | event | only if | to | does |',
      '|---|---|---|---|---|',
      '| shut | OPEN | unlocked | open | creak |',
      '| shut | KNOCK | is(me) | shut (stays) |  |',
      '| open | CLOSE |  | shut |  |',
    ]);
  });

  it('spells out and / not when a minified build has renamed their functions', () => {
    const minified = <T extends object>(guard: T) => Object.defineProperty(guard, 'name', { value: 't' });
    expect(guardText(minified(and(['paid', minified(not('stockReserved'))])))).toBe(
      'paid and not stockReserved',
    );
  });
});
