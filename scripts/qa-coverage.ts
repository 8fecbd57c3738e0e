// `npm run qa:coverage`: which transitions of each machine the machine-level model tests and the
// browser model suites take (machines/qa/coverage.ts), written to machines/qa/coverage.json,
// which is checked in: the workflow studio shows it, and machines/qa/coverage.test.ts fails when
// it is stale (run this again after changing a machine, a model or a browser suite's paths).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coverageJson, testCoverage } from '../machines/qa/coverage';

const file = fileURLToPath(new URL('../machines/qa/coverage.json', import.meta.url));
const coverage = testCoverage();
writeFileSync(file, coverageJson(coverage));
for (const machine of coverage.machines) {
  const { transitions, machineTests, browser, uncovered } = machine;
  console.log(
    `${machine.machine}: ${transitions} transitions; machine tests take ${machineTests.taken}, ` +
      `${browser.replayed} browser paths take ${browser.taken} (${browser.notDriven} not drivable, with reasons); ` +
      `${uncovered.length} taken by no test`,
  );
}
console.log(`Wrote ${file}.`);
