/**
 * The living kit: every example of the gallery, once. The routes (routes.tsx), the gallery's index
 * and the test that renders each example are generated from this list; an example's code is in
 * examples/<id>.tsx (examples.ts maps each id to it, typed so none is missing).
 *
 * The sections are the paths the product reserves for its component demos; each example shows a
 * component the product's screens use, live, with the props it takes and where its source is.
 */
export const KIT_SECTIONS = [
  'tables',
  'forms',
  'wizard-examples',
  'charts',
  'components',
  'extensions',
  'pages',
] as const;
export type KitSection = (typeof KIT_SECTIONS)[number];

export interface KitExample {
  /** Names its texts (`kit.examples.<id>.*`) and its module (examples/<id>.tsx). */
  id: string;
  section: KitSection;
  path: string;
  /** The files the example shows, from the repository's root. */
  sources: readonly string[];
}

export const KIT_EXAMPLES = [
  {
    id: 'dataTable',
    section: 'tables',
    path: '/tables/data-table',
    sources: ['src/components/data/DataTable.tsx', 'src/components/data/useListState.ts'],
  },
  {
    id: 'formFields',
    section: 'forms',
    path: '/forms/fields',
    sources: [
      'src/features/catalogue/config/BrandDialog.tsx',
      'src/components/form/CommonFields.tsx',
      'src/components/data/FormDialog.tsx',
      'domain/catalogue/brand.ts',
    ],
  },
  {
    id: 'formDialog',
    section: 'forms',
    path: '/forms/form-dialog',
    sources: [
      'src/components/data/FormDialog.tsx',
      'src/components/data/useDirtyClose.ts',
      'machines/dirtyForm/dirtyFormMachine.ts',
    ],
  },
  {
    id: 'productWizard',
    section: 'wizard-examples',
    path: '/wizard-examples/product',
    sources: [
      'src/features/catalogue/products/ProductWizardPage.tsx',
      'machines/productWizard/requiredFields.ts',
    ],
  },
  {
    id: 'statCards',
    section: 'charts',
    path: '/charts/stat-cards',
    sources: ['src/components/dashboard/StatCard.tsx', 'src/components/dashboard/DashboardPanel.tsx'],
  },
  {
    id: 'barList',
    section: 'charts',
    path: '/charts/bar-list',
    sources: ['src/components/charts/BarList.tsx'],
  },
  {
    id: 'badges',
    section: 'components',
    path: '/components/badges',
    sources: [
      'src/components/sales/OrderBadges.tsx',
      'src/components/data/ActiveFlag.tsx',
      'src/features/catalogue/products/ProductBadges.tsx',
    ],
  },
  {
    id: 'timeline',
    section: 'components',
    path: '/components/timeline',
    sources: ['src/features/sales/orders/OrderTimeline.tsx'],
  },
  {
    id: 'stateChart',
    section: 'extensions',
    path: '/extensions/statechart',
    sources: [
      'src/features/workflows/StateChart.tsx',
      'machines/chart/machineChart.ts',
      'machines/dirtyForm/dirtyFormMachine.ts',
    ],
  },
  {
    id: 'icons',
    section: 'pages',
    path: '/pages/icons',
    sources: ['src/app/routing/menu.ts'],
  },
  {
    id: 'typography',
    section: 'pages',
    path: '/pages/typography',
    sources: ['src/lib/theme/chakraConfig.ts', 'src/lib/theme/palette.ts'],
  },
  {
    id: 'cards',
    section: 'pages',
    path: '/pages/cards',
    sources: ['src/components/dashboard/DashboardPanel.tsx', 'src/components/feedback/Notice.tsx'],
  },
  {
    id: 'dialogs',
    section: 'pages',
    path: '/pages/dialog-examples',
    sources: ['src/components/data/ConfirmDialog.tsx', 'src/components/data/FormDialog.tsx'],
  },
] as const satisfies readonly KitExample[];

export type KitExampleId = (typeof KIT_EXAMPLES)[number]['id'];

/** The gallery's index: every example, by section. */
export const KIT_INDEX_PATH = '/components';
/** A section's own page, listing its examples (the pages section has none: /pages holds other pages). */
export const SECTION_PATHS: Partial<Record<KitSection, string>> = {
  tables: '/tables',
  forms: '/forms',
  'wizard-examples': '/wizard-examples',
  charts: '/charts',
  extensions: '/extensions',
};
