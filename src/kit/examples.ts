import type { ComponentType } from 'react';
import type { KitExampleId } from './registry';

/** Each example's page, loaded when it is opened: a record, so an example of the registry cannot lack one. */
export const EXAMPLE_PAGES: Record<KitExampleId, () => Promise<{ default: ComponentType }>> = {
  dataTable: () => import('./examples/dataTable'),
  formFields: () => import('./examples/formFields'),
  formDialog: () => import('./examples/formDialog'),
  productWizard: () => import('./examples/productWizard'),
  statCards: () => import('./examples/statCards'),
  barList: () => import('./examples/barList'),
  badges: () => import('./examples/badges'),
  timeline: () => import('./examples/timeline'),
  stateChart: () => import('./examples/stateChart'),
  icons: () => import('./examples/icons'),
  typography: () => import('./examples/typography'),
  cards: () => import('./examples/cards'),
  dialogs: () => import('./examples/dialogs'),
};
