import type { RouteObject } from 'react-router';
import { loadAreaTexts } from '../i18n';
import { EXAMPLE_PAGES } from './examples';
import { KIT_EXAMPLES, KIT_INDEX_PATH, SECTION_PATHS, type KitSection } from './registry';

const index =
  (section?: KitSection): RouteObject['lazy'] =>
  async () => {
    const [{ KitIndexPage }] = await Promise.all([import('./KitIndexPage'), loadAreaTexts('kit')]);
    return { element: <KitIndexPage section={section} /> };
  };

/**
 * The living kit's routes, generated from the registry: the index, each section's page and each
 * example. They ask for no right beyond being signed in: every example runs on data made up in
 * the page (nothing is read from or sent to the API), and what it shows is how the screens every
 * user already sees behave, so any member of staff building or checking a screen may open it.
 * Links out of it to real screens (the product wizard) stay behind those screens' own guards.
 */
export const kitRoutes: RouteObject[] = [
  { path: KIT_INDEX_PATH, lazy: index() },
  ...Object.entries(SECTION_PATHS).map(([section, path]) => ({ path, lazy: index(section as KitSection) })),
  ...KIT_EXAMPLES.map((example) => ({
    path: example.path,
    lazy: async () => {
      const [page] = await Promise.all([EXAMPLE_PAGES[example.id](), loadAreaTexts('kit')]);
      return { Component: page.default };
    },
  })),
];
