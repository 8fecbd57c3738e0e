// `npm run qa:plan`: for every machine (machines/qa/models.ts), its test plan as Markdown and
// JSON (machines/qa/testPlan.ts), and an index, in .tmp/qa/ (or `-- --out DIR`).
//
// Generated on demand, not checked in: a plan is a pure function of the machine, and the
// workflow studio builds the same plan in the browser from the same module, so a copy in the
// repository would say nothing new. It would weigh about 3.5 MB (the wizard's and the session's
// hundreds of paths with their payloads) and be rewritten nearly whole by any change to the
// wizard, a diff no reviewer reads. What must hold is tested instead: every machine's plan is
// built in the unit tests, and the machine-level coverage gate fails `npm test` when a
// transition goes untaken (machines/qa/*.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MACHINE_MODELS } from '../machines/qa/models';
import { buildTestPlan, testPlanIndexMarkdown, testPlanMarkdown } from '../machines/qa/testPlan';

const outAt = process.argv.indexOf('--out');
const directory = resolve(outAt >= 0 ? process.argv[outAt + 1]! : '.tmp/qa');

const plans = MACHINE_MODELS.map(buildTestPlan);
mkdirSync(directory, { recursive: true });
writeFileSync(resolve(directory, 'README.md'), testPlanIndexMarkdown(plans));
for (const plan of plans) {
  writeFileSync(resolve(directory, `${plan.machine}.md`), testPlanMarkdown(plan));
  writeFileSync(resolve(directory, `${plan.machine}.json`), `${JSON.stringify(plan, null, 1)}\n`);
}
console.log(`Wrote the test plans of ${plans.length} machines to ${directory}.`);
