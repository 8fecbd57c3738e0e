import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { and, not, or } from 'xstate';

/** One row of a status flow's table: an event at a status, its guard, where it leads, what it does. */
export interface TransitionRow {
  from: string;
  event: string;
  guard: string | null;
  to: string;
  actions: string[];
  description: string | null;
}

export type GuardLike =
  | string
  | { type: string; params?: Record<string, unknown> }
  | (((...args: never[]) => unknown) & { guards?: readonly GuardLike[] })
  | undefined;

export type ActionLike = string | { type: string } | ((...args: never[]) => unknown);

// `and`, `or` and `not` are told apart by their evaluators, not by their functions' names: a
// minified build (the SPA's) renames those.
const evaluator = (guard: unknown) => (guard as { check?: unknown }).check;
const COMBINATORS = new Map<unknown, string>([
  [evaluator(and([])), 'and'],
  [evaluator(or([])), 'or'],
  [evaluator(not('')), 'not'],
]);

/** A guard as the table shows it: its name with its parameters; `and`/`or`/`not` spelt out. */
export const guardText = (guard: GuardLike): string | null => {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard.guards ?? []).map(guardText);
    const combinator = COMBINATORS.get(evaluator(guard));
    if (combinator === 'not') return `not ${parts[0]}`;
    if (combinator) return parts.join(` ${combinator} `);
    return guard.name || 'guard';
  }
  const params = Object.values(guard.params ?? {}).flat();
  return params.length ? `${guard.type}(${params.join(', ')})` : guard.type;
};

export const actionText = (action: ActionLike): string | null =>
  typeof action === 'string' ? action : typeof action === 'object' ? action.type : null;

/**
 * The transitions of a flat status machine, state by state in the machine's order: what the
 * README's tables and the workflow screens show, read from the definition itself.
 */
export function transitionRows(machine: AnyStateMachine): TransitionRow[] {
  return Object.values(machine.root.states as Record<string, AnyStateNode>).flatMap((node) =>
    [...node.transitions.values()].flat().map((t) => {
      const transition = t as unknown as {
        eventType: string;
        guard?: GuardLike;
        target?: readonly AnyStateNode[];
        actions: readonly ActionLike[];
        description?: string;
      };
      return {
        from: node.key,
        event: transition.eventType,
        guard: guardText(transition.guard),
        to: transition.target?.[0]?.key ?? node.key,
        actions: transition.actions.map(actionText).filter((a): a is string => a !== null),
        description: transition.description ?? null,
      };
    }),
  );
}

/** `transitionRows` as a Markdown table (the README's, kept equal by a test). */
export function transitionTableMarkdown(machine: AnyStateMachine): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| from | event | only if | to | does |',
    '|---|---|---|---|---|',
    ...transitionRows(machine).map((row) =>
      [
        '',
        row.from,
        row.event,
        row.guard ?? '',
        row.to === row.from ? `${row.to} (stays)` : row.to,
        row.actions.join(', '),
        '',
      ]
        .map(cell)
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}
