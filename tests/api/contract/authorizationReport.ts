// The authorisation matrix as the test output shows it: one line per operation, two letters per
// caller (a row of their own organisation, then of the other one), and the totals.
import type { Expected } from './authorizationExpectations';
import { operationName, type ApiOperation } from './operations';

export type Cell = {
  expected: Expected;
  status: number;
  /** The status is the expected answer and the body holds nothing of another organisation. */
  ok: boolean;
  /** A refused call answered, or another organisation's data in a body. */
  leak: boolean;
};

const LETTER: Record<Expected, string> = {
  allowed: 'A',
  forbidden: 'F',
  'not-found': 'N',
  invalid: 'I',
  confined: 'C',
};

export function printMatrix(report: {
  operations: ApiOperation[];
  callers: { key: string; label: string }[];
  cells: (Cell & { operation: string; callerKey: string; side: 'own' | 'other' })[];
  mode: string;
  seconds: number;
}) {
  const { operations, callers, cells } = report;
  const at = new Map(cells.map((c) => [`${c.operation} ${c.callerKey} ${c.side}`, c]));
  const letter = (c: Cell | undefined) => (!c ? '·' : c.ok ? LETTER[c.expected] : '!');
  const width = Math.max(...operations.map((op) => operationName(op).length)) + 1;
  const lines = [
    `Authorisation matrix (${report.mode}): two letters per caller, a row of their organisation then of the other's`,
    `A allowed · F forbidden (403) · N not found (404) · I invalid body (400) · C confined to own organisation · · not tried · ! wrong`,
    ...callers.map((c, i) => `  ${String(i + 1).padStart(2)} ${c.label}`),
    `${''.padEnd(width)}${callers.map((_, i) => String(i + 1).padStart(2)).join(' ')}`,
    ...operations.map(
      (op) =>
        `${operationName(op).padEnd(width)}${callers
          .map((c) => {
            const name = operationName(op);
            return letter(at.get(`${name} ${c.key} own`)) + letter(at.get(`${name} ${c.key} other`));
          })
          .join(' ')}`,
    ),
  ];
  const count = (expected: Expected) => cells.filter((c) => c.expected === expected).length;
  lines.push(
    `${operations.length} operations × ${callers.length} callers: ${cells.length} calls in ${report.seconds.toFixed(1)} s — ` +
      (Object.keys(LETTER) as Expected[]).map((e) => `${e} ${count(e)}`).join(', ') +
      ` — wrong ${cells.filter((c) => !c.ok).length}, leaks ${cells.filter((c) => c.leak).length}`,
  );
  console.log(lines.join('\n'));
}
