// The 4-step product creation wizard. The app provides the actors (saveProduct, uploadImage,
// deleteImage, reorderImages, createLaunch: API calls) with `productWizardMachine.provide(...)`,
// feeds the forms' values with UPDATE_* events and navigates away when the machine is done.
export { productWizardMachine } from './productWizardMachine';
export type {
  ProductWizardContext,
  ProductWizardEvent,
  ProductWizardInput,
  ProductWizardOutput,
  SaveProductInput,
  WizardProduct,
} from './productWizardMachine';
export * from './requiredFields';
export * from './selectors';
