// The README's transition tables are the machines' own: a changed machine fails this test until
// the README shows the new table (the failure prints it).
import { readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { orderStatusMachine } from '../orderStatus';
import { reviewStatusMachine } from '../reviewStatus';
import { transitionTableMarkdown } from './transitionTable';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** A Markdown table's cells, row by row, whatever its padding (Prettier aligns the README's). */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );

const STATUS_MACHINES: Record<string, AnyStateMachine> = {
  orderStatus: orderStatusMachine,
  reviewStatus: reviewStatusMachine,
};

describe('README transition tables', () => {
  it.each(Object.entries(STATUS_MACHINES))('shows the %s machine’s transitions', (id, machine) => {
    const section = README.match(
      new RegExp(`<!-- transitions:${id}:start -->\\s*\\n([\\s\\S]*?)\\n\\s*<!-- transitions:${id}:end -->`),
    );
    const expected = transitionTableMarkdown(machine);
    const message = `README.md needs, between the ${id} markers:\n${expected}`;
    expect(section, message).not.toBeNull();
    expect(cells(section![1]!), message).toEqual(cells(expected));
  });
});
