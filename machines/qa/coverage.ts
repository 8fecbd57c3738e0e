// Which transitions of each machine the tests take: the machine-level model tests (each replays
// `modelPaths(id)` on a real actor; the session's inactivity sign-out is taken by the rules'
// inactivity checks) and the browser model suites (each replays `browserReplay(id)`, see
// ./browserSuites.ts). Both are generated paths, pure data, so the coverage is computed without
// running a test, and is the same on every run. `npm run qa:coverage` writes it to
// machines/qa/coverage.json (checked in, read by the workflow studio); coverage.test.ts fails
// when the file is stale or a transition is taken by no test.
import { machineTransitions, type ModelPath } from '../testing';
import type { EventObject } from 'xstate';
import { browserReplay, browserSuite } from './browserSuites';
import { inactivityChecks } from './inactivity';
import { MACHINE_MODELS, modelPaths } from './models';

export interface TransitionTests {
  id: string;
  source: string;
  event: string;
  guard: string | null;
  targets: string[];
  /** Machine-level test paths (and checks) that take it. */
  machineTests: number;
  /** Browser paths replayed by default that take it. */
  browserPaths: number;
  /** Why no browser path takes it, when none does. */
  notInBrowser?: string;
}

export interface MachineCoverage {
  machine: string;
  transitions: number;
  machineTests: { paths: number; checks: number; taken: number };
  browser: {
    spec: string;
    /** Paths the suite is given, and how many it replays by default. */
    generated: number;
    replayed: number;
    taken: number;
    notDriven: number;
  };
  /** Transitions no test takes: must stay empty. */
  uncovered: string[];
  rows: TransitionTests[];
}

export interface TestCoverage {
  generatedBy: string;
  machines: MachineCoverage[];
}

const takenBy = (paths: readonly { steps: { transitions: string[] }[] }[], id: string) =>
  paths.filter((path) => path.steps.some((step) => step.transitions.includes(id))).length;

function machineCoverage(id: string): MachineCoverage {
  const model = MACHINE_MODELS.find((entry) => entry.id === id)!;
  const transitions = machineTransitions(model.machine);
  const paths = modelPaths(id);
  // The session's frozen-clock model never idles: the rules' checks give it the idle time.
  const checks =
    id === 'session'
      ? inactivityChecks(paths, model.machine).map((check) => ({ steps: [{ transitions: check.taken }] }))
      : [];
  const suite = browserSuite(id);
  const replayed: ModelPath<EventObject, unknown>[] = suite.spec ? browserReplay(id, undefined) : [];
  const rows = transitions.map((transition): TransitionTests => {
    const browserPaths = takenBy(replayed, transition.id);
    const reason = suite.notDriven[transition.id];
    return {
      id: transition.id,
      source: transition.source,
      event: transition.event,
      guard: transition.guard,
      targets: transition.targets,
      machineTests: takenBy(paths, transition.id) + takenBy(checks, transition.id),
      browserPaths,
      ...(browserPaths === 0 && reason !== undefined && { notInBrowser: reason }),
    };
  });
  return {
    machine: id,
    transitions: transitions.length,
    machineTests: {
      paths: paths.length,
      checks: checks.length,
      taken: rows.filter((row) => row.machineTests > 0).length,
    },
    browser: {
      spec: suite.spec,
      generated: suite.spec ? suite.paths().length : 0,
      replayed: replayed.length,
      taken: rows.filter((row) => row.browserPaths > 0).length,
      notDriven: rows.filter((row) => row.notInBrowser !== undefined).length,
    },
    uncovered: rows.filter((row) => row.machineTests === 0 && row.browserPaths === 0).map((row) => row.id),
    rows,
  };
}

/** The coverage of every machine, as coverage.json holds it. */
export function testCoverage(): TestCoverage {
  return {
    generatedBy: 'npm run qa:coverage (machines/qa/coverage.ts); do not edit',
    machines: MACHINE_MODELS.map((model) => machineCoverage(model.id)),
  };
}

export const coverageJson = (coverage: TestCoverage) => `${JSON.stringify(coverage, null, 2)}\n`;
