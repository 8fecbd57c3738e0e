// The wizard's test model, shared by the machine's model test and the browser test (which drives
// the wizard along the same paths): the events a user and the API can cause, with sample
// payloads, and the paths through the real machine that take every transition.
import type { AnyMachineSnapshot } from 'xstate';
import { generateModelPaths } from '../testing';
import type { ActorOutcomeEvent, ModelPath, ModelPathOptions } from '../testing';
import { productWizardMachine } from './productWizardMachine';
import type { ProductWizardContext, ProductWizardEvent } from './productWizardMachine';
import { costProblems, detailsProblems, launchProblems, WIZARD_STEPS } from './requiredFields';
import { completeCost, completeDetails, completeLaunch, image, input } from './test-support';
import { fieldMessages } from '../../domain/common/messages';

export type WizardModelEvent = ProductWizardEvent | ActorOutcomeEvent;
// The model's file is a stand-in (paths are plain data); the browser test picks a real file.
const file = { name: 'front.png' } as unknown as Blob;
/** How the app's actors report a server failure (status and body), as the browser test answers it. */
const serverFailure = { status: 500, body: { detail: 'Server error' } };

/** A wizard whose clock and randomness are fixed, as the model runs it. */
export const wizardInput = input;

export const wizardModelEvents: WizardModelEvent[] = [
  { type: 'UPDATE_DETAILS', values: completeDetails },
  { type: 'UPDATE_DETAILS', values: { brand: null } },
  { type: 'UPDATE_COST', values: completeCost },
  { type: 'UPDATE_COST', values: { stock_quantity: 0 } },
  { type: 'UPDATE_LAUNCH', values: completeLaunch },
  { type: 'UPDATE_LAUNCH', values: { name: '' } },
  ...WIZARD_STEPS.map((step) => ({ type: 'GO_TO_STEP' as const, step })),
  { type: 'UPLOAD', file },
  { type: 'DELETE_IMAGE', imageId: 7 },
  { type: 'REORDER_IMAGES', imageIds: [7] },
  { type: 'xstate.done.actor.saveProduct', output: { id: 42 } },
  { type: 'xstate.error.actor.saveProduct', error: serverFailure },
  { type: 'xstate.done.actor.uploadImage', output: image(7) },
  {
    type: 'xstate.error.actor.uploadImage',
    error: { status: 400, body: { file: [fieldMessages.fileType] } },
  },
  { type: 'xstate.done.actor.deleteImage', output: undefined },
  { type: 'xstate.error.actor.deleteImage', error: serverFailure },
  { type: 'xstate.done.actor.reorderImages', output: [image(7)] },
  { type: 'xstate.error.actor.reorderImages', error: serverFailure },
  { type: 'xstate.done.actor.createLaunch', output: { id: 5 } },
  { type: 'xstate.error.actor.createLaunch', error: serverFailure },
];

// What the guards look at, so states that differ only in a message are one vertex of the graph
// (each path's context is still computed exactly, step by step).
export const wizardStateKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ProductWizardContext;
  return {
    value: snapshot.value,
    details: detailsProblems(context.details).length === 0,
    cost: costProblems(context.cost).length === 0,
    launch: launchProblems(context.launch).length === 0,
    saved: context.productId !== null,
    images: context.images.length,
  };
};

export const wizardModelOptions: ModelPathOptions<WizardModelEvent, ProductWizardContext> = {
  input,
  events: wizardModelEvents,
  stateKey: wizardStateKey,
  // One image is enough to delete and reorder; the fake upload answers the same image each time.
  filterEvents: (snapshot, event) => event.type !== 'UPLOAD' || snapshot.context.images.length === 0,
};

/** Shortest paths through the wizard that together take every transition. */
export const wizardPaths = (): ModelPath<WizardModelEvent, ProductWizardContext>[] =>
  generateModelPaths<WizardModelEvent, ProductWizardContext>(productWizardMachine, wizardModelOptions);
