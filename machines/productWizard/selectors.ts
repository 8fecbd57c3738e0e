import type { SnapshotFrom } from 'xstate';
import type { productWizardMachine } from './productWizardMachine';
import { WIZARD_STEPS } from './requiredFields';
import type { WizardStep } from './requiredFields';

export type ProductWizardSnapshot = SnapshotFrom<typeof productWizardMachine>;

/** The step the stepper highlights (saving is still step 2), or the success screen. */
export function selectStep(snapshot: ProductWizardSnapshot): WizardStep | 'success' {
  if (snapshot.matches('details')) return 'details';
  if (snapshot.matches('costQuantity') || snapshot.matches('saving')) return 'costQuantity';
  if (snapshot.matches('images')) return 'images';
  if (snapshot.matches('launch')) return 'launch';
  return 'success';
}

/** 0 to 3 for the steps, 4 for the success screen. */
export const selectStepIndex = (snapshot: ProductWizardSnapshot): number => {
  const step = selectStep(snapshot);
  return step === 'success' ? WIZARD_STEPS.length : WIZARD_STEPS.indexOf(step);
};

/** A call is in flight (saving, uploading, deleting, reordering, creating the launch). */
export const selectIsBusy = (snapshot: ProductWizardSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: ProductWizardSnapshot) => snapshot.context.error;
export const selectMissingFields = (snapshot: ProductWizardSnapshot) => snapshot.context.missingFields;
export const selectIsProductSaved = (snapshot: ProductWizardSnapshot) => snapshot.context.productId !== null;
