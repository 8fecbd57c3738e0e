// A machine's test plan for QA, generated from the machine itself: the shortest paths (together
// they take every transition the model reaches) and the simple paths up to a bound (no state
// visited twice), each step an event and the state to expect after it, plus how often each of
// the machine's transitions is taken. Plain data (JSON) and Markdown, pure: `npm run qa:plan`
// writes them to .tmp/qa/, and the workflow studio can build and offer the same in the browser.
import type { AnyStateNode, EventObject, StateValue } from 'xstate';
import { defaultEventLabel, generateModelPaths, machineTransitions } from '../testing';
import type { ModelPath } from '../testing';
import type { MachineModel } from './models';

export interface TestPlanStep {
  /** The event's type; `xstate.init` for the start. */
  event: string;
  /** The event's short name (`login.done`, `after REFRESH_MONITOR`). */
  label: string;
  /** What the event carries besides its type, when it carries anything. */
  payload?: Record<string, unknown>;
  /** The state to expect after the event: its atomic states, dotted (`images.uploading`). */
  expected: string;
  value: StateValue;
  status: 'active' | 'done' | 'error' | 'stopped';
  tags: string[];
  /** The ids of the machine's transitions the event takes. */
  transitions: string[];
}

export interface TestPlanPath {
  /** `S3` (shortest) or `P12` (simple): stable while the machine does not change. */
  id: string;
  title: string;
  steps: TestPlanStep[];
}

export interface TransitionCoverage {
  id: string;
  source: string;
  event: string;
  guard: string | null;
  targets: string[];
  /** How many of the shortest paths take it. */
  shortestPaths: number;
  /** How many of the simple paths take it. */
  simplePaths: number;
  /** Out of the model's reach, with the model's reason (see the model's exceptions). */
  excepted: boolean;
}

export interface TestPlan {
  machine: string;
  title: string;
  description: string;
  counts: { states: number; events: number; transitions: number };
  simpleBound: { maxSteps: number; maxPaths: number };
  shortest: TestPlanPath[];
  simple: TestPlanPath[];
  coverage: {
    transitions: TransitionCoverage[];
    /** Transitions taken by at least one shortest path, out of `counts.transitions`. */
    taken: number;
  };
}

const allStateNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode)),
];

const dottedValue = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, inner]) =>
          inner && Object.keys(inner).length ? `${key}.${dottedValue(inner as StateValue)}` : key,
        )
        .join(' | ');

function planPath(path: ModelPath<EventObject, unknown>, id: string): TestPlanPath {
  return {
    id,
    title: path.description,
    steps: path.steps.map((step) => {
      const { type, ...payload } = step.event as EventObject & Record<string, unknown>;
      return {
        event: type,
        label: type === 'xstate.init' ? 'start' : defaultEventLabel(step.event),
        ...(Object.keys(payload).length > 0 && { payload: JSON.parse(JSON.stringify(payload)) }),
        expected: dottedValue(step.state.value),
        value: step.state.value,
        status: step.state.status,
        tags: step.state.tags,
        transitions: step.transitions,
      };
    }),
  };
}

const takenBy = (paths: readonly TestPlanPath[], id: string) =>
  paths.filter((path) => path.steps.some((step) => step.transitions.includes(id))).length;

/** The plan of one machine, from its model (machines/qa/models.ts). */
export function buildTestPlan(model: MachineModel): TestPlan {
  const { machine } = model;
  const transitions = machineTransitions(machine);
  const shortest = generateModelPaths(machine, model.options).map((path, index) =>
    planPath(path, `S${index + 1}`),
  );
  const simple = generateModelPaths(machine, {
    ...model.options,
    strategy: 'simple',
    ...model.simple,
  }).map((path, index) => planPath(path, `P${index + 1}`));
  const coverage = transitions.map((transition) => ({
    id: transition.id,
    source: transition.source,
    event: transition.event,
    guard: transition.guard,
    targets: transition.targets,
    shortestPaths: takenBy(shortest, transition.id),
    simplePaths: takenBy(simple, transition.id),
    excepted: model.exceptions.includes(transition.id),
  }));
  return {
    machine: model.id,
    title: model.title,
    description: model.description,
    counts: {
      states: allStateNodes(machine.root).length - 1,
      events: new Set(transitions.map((transition) => transition.event)).size,
      transitions: transitions.length,
    },
    simpleBound: model.simple,
    shortest,
    simple,
    coverage: { transitions: coverage, taken: coverage.filter((row) => row.shortestPaths > 0).length },
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function pathMarkdown(path: TestPlanPath): string[] {
  return [
    `### ${path.id}: ${cell(path.title)}`,
    '',
    '| # | do | expect |',
    '|---|---|---|',
    ...path.steps.map((step, index) =>
      [
        '',
        String(index),
        cell(step.payload ? `${step.label} ${JSON.stringify(step.payload)}`.slice(0, 160) : step.label),
        cell(`${step.expected}${step.status === 'active' ? '' : ` (${step.status})`}`),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ];
}

/** The plan as a document a tester reads: counts, coverage, then every path step by step. */
export function testPlanMarkdown(plan: TestPlan): string {
  const { counts, coverage } = plan;
  return [
    `# Test plan: ${plan.title} (\`${plan.machine}\`)`,
    '',
    plan.description,
    '',
    'Generated from the machine by `npm run qa:plan`; do not edit. Each path starts the machine afresh;',
    'after each step, check the state in the "expect" column.',
    '',
    `- ${counts.states} states, ${counts.events} events, ${counts.transitions} transitions`,
    `- ${plan.shortest.length} shortest paths, taking ${coverage.taken} of the ${counts.transitions} transitions`,
    `- ${plan.simple.length} simple paths (no state twice; at most ${plan.simpleBound.maxSteps} steps, at most ${plan.simpleBound.maxPaths} paths)`,
    '',
    '## Transition coverage',
    '',
    '| transition | guard | to | shortest paths | simple paths |',
    '|---|---|---|---|---|',
    ...coverage.transitions.map((row) =>
      [
        '',
        cell(`${row.source} on ${row.event}`),
        cell(row.guard ?? ''),
        cell(row.targets.join(', ') || '(stays)'),
        row.excepted && row.shortestPaths === 0 ? 'out of the model’s reach' : String(row.shortestPaths),
        String(row.simplePaths),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    '## Shortest paths',
    '',
    ...plan.shortest.flatMap(pathMarkdown),
    '## Simple paths',
    '',
    ...plan.simple.flatMap(pathMarkdown),
  ].join('\n');
}

/** An index of plans: each machine's counts, linking to its plan (`<machine>.md`). */
export function testPlanIndexMarkdown(plans: readonly TestPlan[]): string {
  return [
    '# QA test plans',
    '',
    'Generated from the machines in `machines/` by `npm run qa:plan`. Each plan lists the shortest',
    'paths (together they take every transition the model reaches) and the simple paths up to a',
    'bound, each step with the state to expect after it; the `.json` beside each holds the same',
    'steps with the events’ payloads, for tools.',
    '',
    '| machine | states | events | transitions | taken by the shortest paths | shortest paths | simple paths |',
    '|---|---|---|---|---|---|---|',
    ...plans.map((plan) =>
      [
        '',
        `[${cell(plan.title)}](${plan.machine}.md)`,
        plan.counts.states,
        plan.counts.events,
        plan.counts.transitions,
        plan.coverage.taken,
        plan.shortest.length,
        plan.simple.length,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ].join('\n');
}
