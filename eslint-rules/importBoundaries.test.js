import path from 'node:path';
import process from 'node:process';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import importBoundaries from './importBoundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const zones = [
  { from: ['src/features/*'], to: ['src/features/*'], message: 'feature to feature' },
  { from: ['src/components', 'src/lib'], to: ['src/app', 'src/features'], message: 'shared reaching up' },
];
const at = (file) => path.join(process.cwd(), file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-boundaries', importBoundaries.rules['import-boundaries'], {
  valid: [
    // A feature's own files, however deep, and what lies below the features.
    { filename: at('src/features/catalogue/products/view/Tab.tsx'), code: "import '../../paths';" },
    { filename: at('src/features/catalogue/Page.tsx'), code: "import { x } from '../../lib/ApiProvider';" },
    { filename: at('src/components/data/Table.tsx'), code: "import { x } from '../../lib/ApiProvider';" },
    // The top may import everything.
    { filename: at('src/app/router.tsx'), code: "const page = () => import('../features/users/routes');" },
    // Packages are not folders of the project.
    { filename: at('src/lib/ServerData.tsx'), code: "import { Outlet } from 'react-router';" },
  ].map((test) => ({ ...test, options: [zones] })),
  invalid: [
    {
      filename: at('src/features/catalogue/products/ProductViewPage.tsx'),
      code: "import { TabbedPage } from '../../account/TabbedPage';",
    },
    {
      filename: at('src/features/account/routes.tsx'),
      code: "const page = () => import('../users/UserPage');",
    },
    { filename: at('src/features/pages/routes.tsx'), code: "export { x } from '../errors/ErrorPages';" },
    { filename: at('src/components/data/AuthImage.tsx'), code: "import { x } from '../../app/ApiProvider';" },
    { filename: at('src/lib/guard.ts'), code: "export * from '../features/users/paths';" },
  ].map((test) => ({ ...test, options: [zones], errors: 1 })),
});
