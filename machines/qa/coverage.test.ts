// The test coverage of the machines (./coverage.ts): the checked-in coverage.json is the one the
// tests give today, every transition of every machine is taken by some test, and each browser
// suite replays the number of paths written here and takes the transitions written here, every
// other one listed with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineTransitions } from '../testing';
import { BROWSER_SUITES, browserReplay } from './browserSuites';
import { coverageJson, testCoverage } from './coverage';
import { MACHINE_MODELS, machineModel } from './models';

const coverage = testCoverage();
const of = (id: string) => coverage.machines.find((machine) => machine.machine === id)!;
const E2E = new URL('../../tests/e2e/', import.meta.url);

describe('test coverage of the machines', () => {
  it('is what machines/qa/coverage.json holds (else run `npm run qa:coverage`)', () => {
    const stored = readFileSync(new URL('./coverage.json', import.meta.url), 'utf8');
    expect(stored, 'machines/qa/coverage.json is stale: run `npm run qa:coverage`').toBe(
      coverageJson(coverage),
    );
  });

  it.each(MACHINE_MODELS.map((model) => model.id))('%s: every transition is taken by some test', (id) => {
    const machine = of(id);
    expect(machine.uncovered).toEqual([]);
    expect(machine.rows.map((row) => row.id)).toEqual(
      machineTransitions(machineModel(id).machine).map((t) => t.id),
    );
    // At machine level, every one (the gate of rules.test.ts, counted here from the same paths).
    expect(machine.machineTests.taken).toBe(machine.transitions);
  });

  // How many paths each browser suite replays by default, and how many of the machine's
  // transitions they take: a change of the model or of the suite's paths shows here.
  it.each([
    ['session', { generated: 16, replayed: 16, taken: 12, notDriven: 20, transitions: 32 }],
    ['productWizard', { generated: 258, replayed: 29, taken: 49, notDriven: 3, transitions: 52 }],
    ['dirtyForm', { generated: 0, replayed: 0, taken: 0, notDriven: 10, transitions: 10 }],
    ['orderStatus', { generated: 27, replayed: 15, taken: 28, notDriven: 0, transitions: 28 }],
    ['reviewStatus', { generated: 3, replayed: 3, taken: 7, notDriven: 0, transitions: 7 }],
  ])('%s: the browser paths, their count and the transitions they take', (id, expected) => {
    const { browser, transitions, rows } = of(id);
    expect({ ...browser, transitions, spec: undefined }).toEqual({ ...expected, spec: undefined });
    // Each transition is taken by a browser path or listed with a reason, never both.
    for (const row of rows) {
      expect(row.browserPaths > 0 !== (row.notInBrowser !== undefined), row.id).toBe(true);
      if (row.notInBrowser) expect(row.notInBrowser.length, row.id).toBeGreaterThan(20);
    }
    // A reason for a transition the machine no longer has, or one a path now takes, is stale.
    const suite = BROWSER_SUITES.find((entry) => entry.machine === id)!;
    const untaken = rows.filter((row) => row.browserPaths === 0).map((row) => row.id);
    expect(Object.keys(suite.notDriven).sort()).toEqual(untaken.sort());
  });

  it('the session’s browser paths take what a browser causes, and end at rest', () => {
    const paths = browserReplay('session', undefined);
    const events = new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type)));
    expect([...events].sort()).toEqual(
      [
        'LOGIN',
        'LOGOUT',
        'REFRESH',
        'RELOAD',
        'xstate.done.actor.login',
        'xstate.done.actor.logout',
        'xstate.done.actor.refreshTokens',
        'xstate.error.actor.login',
        'xstate.error.actor.logout',
        'xstate.error.actor.refreshTokens',
      ].sort(),
    );
    for (const path of paths) {
      const last = path.steps.at(-1)!.state.value;
      expect(JSON.stringify(last), path.description).toMatch(/unauthenticated|"tokens":"idle"/);
    }
    // A reload takes the machine's own start again: INIT and the restore.
    const reload = paths.flatMap((path) => path.steps).find((step) => step.event.type === 'RELOAD')!;
    expect(reload.transitions[0]).toBe('session.notInitialized on INIT#0');
    expect(reload.transitions[1]).toMatch(/^session\.initializing on xstate\.done\.actor\.restoreSession#/);
  });

  it('every browser model suite replays the paths counted here, as its environment asks', () => {
    const specs = readdirSync(E2E).filter((file) => file.endsWith('-model.spec.ts'));
    const listed = BROWSER_SUITES.filter((suite) => suite.spec).map((suite) => suite.spec.split('/').at(-1));
    expect(specs.sort()).toEqual(listed.sort());
    for (const suite of BROWSER_SUITES.filter((entry) => entry.spec)) {
      const source = readFileSync(new URL(suite.spec.replace('tests/e2e/', ''), E2E), 'utf8');
      // The suite's tests are made from these paths, and from no other generator.
      expect(source, suite.spec).toContain(`browserReplay('${suite.machine}', process.env.${suite.env})`);
      expect(source, suite.spec).not.toMatch(/generateModelPaths|getShortestPaths|TestModel|pathsToReplay\(/);
    }
  });
});
