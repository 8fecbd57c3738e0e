import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { catalogueMessages as m } from '../../domain/catalogue/messages';
import { fieldMessages, messages } from '../../domain/common/messages';
import { createActorControl } from '../testing';
import { productWizardMachine, selectIsBusy, selectStep, selectStepIndex } from './index';
import type { ProductWizardEvent } from './index';
import { GENERATED_CODE, completeCost, completeDetails, completeLaunch, image, input } from './test-support';

function start() {
  const control = createActorControl();
  const machine = productWizardMachine.provide({
    actors: {
      saveProduct: control.actor('saveProduct'),
      uploadImage: control.actor('uploadImage'),
      deleteImage: control.actor('deleteImage'),
      reorderImages: control.actor('reorderImages'),
      createLaunch: control.actor('createLaunch'),
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = (...events: ProductWizardEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, control, send, snapshot: () => actor.getSnapshot() };
}

const fillDetails: ProductWizardEvent = { type: 'UPDATE_DETAILS', values: completeDetails };
const fillCost: ProductWizardEvent = { type: 'UPDATE_COST', values: completeCost };
const NEXT: ProductWizardEvent = { type: 'NEXT' };
const file = new Blob(['png'], { type: 'image/png' });

/** Steps 1 and 2 filled in and saved as product 42: on the images step. */
async function saved() {
  const wizard = start();
  wizard.send(fillDetails, NEXT, fillCost, NEXT);
  await wizard.control.resolve('saveProduct', { id: 42 });
  return wizard;
}

describe('product wizard', () => {
  it('starts on the details step with empty fields and a launch planned today', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('details');
    expect(snapshot().context).toMatchObject({
      productId: null,
      images: [],
      error: null,
      launch: { code: '', name: '', planned_launch_date: '2025-06-15' },
    });
    expect(selectStepIndex(snapshot())).toBe(0);
  });

  it('starts a product with the organisation’s defaults, again after "add another"', async () => {
    const control = createActorControl();
    const machine = productWizardMachine.provide({ actors: { saveProduct: control.actor('saveProduct') } });
    const defaults = { priority: 'critical', minimum_order_quantity: 12 } as const;
    const actor = createActor(machine, { input: { ...input, defaults } }).start();
    expect(actor.getSnapshot().context.details.priority).toBe('critical');
    expect(actor.getSnapshot().context.cost.minimum_order_quantity).toBe(12);
    actor.send({ type: 'UPDATE_DETAILS', values: { ...completeDetails, priority: 'low' } });
    actor.send(NEXT);
    actor.send({ type: 'UPDATE_COST', values: { ...completeCost, minimum_order_quantity: 3 } });
    actor.send(NEXT);
    await control.resolve('saveProduct', { id: 42 });
    actor.send({ type: 'SKIP' });
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().value).toBe('success');
    actor.send({ type: 'ADD_ANOTHER' });
    expect(actor.getSnapshot().context.details.priority).toBe('critical');
    expect(actor.getSnapshot().context.cost.minimum_order_quantity).toBe(12);
  });

  it('stays on a step with missing required fields, naming them', () => {
    const { send, snapshot } = start();
    send({ type: 'UPDATE_DETAILS', values: { code: 'TEA_01', name: 'Green tea' } }, NEXT);
    expect(snapshot().value).toBe('details');
    expect(snapshot().context.error).toBe('Please fill in all required fields before proceeding.');
    expect(snapshot().context.missingFields.map((p) => p.field)).toEqual([
      'status',
      'product_type',
      'brand',
      'priority',
      'owner',
      'start_date',
      'end_date',
    ]);
    send(fillDetails);
    expect(snapshot().context.error).toBeNull();
    send(NEXT, { type: 'UPDATE_COST', values: { cost_basis: -1 } }, NEXT);
    expect(snapshot().value).toBe('costQuantity');
    expect(snapshot().context.error).toBe(m.fixFields);
    expect(snapshot().context.missingFields).toEqual([
      { field: 'cost_basis', message: fieldMessages.positive },
      { field: 'stock_quantity', message: messages.required },
    ]);
  });

  it("refuses what the API would refuse on step 1, with the schema's messages (not only empty fields)", () => {
    const { send, snapshot } = start();
    send(
      fillDetails,
      {
        type: 'UPDATE_DETAILS',
        values: {
          code: 'bad code!',
          name: 'x'.repeat(400),
          slug: 'Not A Slug!!',
          start_date: '2025-08-01',
          end_date: '2025-07-01',
        },
      },
      NEXT,
    );
    expect(snapshot().value).toBe('details');
    expect(snapshot().context.error).toBe(m.fixFields);
    expect(snapshot().context.missingFields).toEqual([
      { field: 'code', message: fieldMessages.codeFormat },
      { field: 'name', message: messages.maxLength(200) },
      { field: 'slug', message: m.slugFormat },
      { field: 'end_date', message: fieldMessages.endBeforeStart },
    ]);
    // Nor can the stepper jump over it.
    send({ type: 'GO_TO_STEP', step: 'costQuantity' });
    expect(snapshot().value).toBe('details');
  });

  it('saves the product at the end of step 2 (create), then goes to images', async () => {
    const { send, snapshot, control } = start();
    send(fillDetails, NEXT, fillCost, NEXT);
    expect(snapshot().value).toBe('saving');
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(selectStep(snapshot())).toBe('costQuantity');
    expect(control.pending[0]?.input).toEqual({
      productId: null,
      product: expect.objectContaining({ ...completeDetails, ...completeCost, minimum_order_quantity: 1 }),
    });
    await control.resolve('saveProduct', { id: 42 });
    expect(snapshot().value).toEqual({ images: 'idle' });
    expect(snapshot().context.productId).toBe(42);
  });

  it('keeps the user on step 2 when the save fails', async () => {
    const { send, snapshot, control } = start();
    send(fillDetails, NEXT, fillCost, NEXT);
    await control.reject('saveProduct', { detail: 'boom' });
    expect(snapshot().value).toBe('costQuantity');
    expect(snapshot().context.error).toBe('Failed to save product.');
    expect(snapshot().context.cost).toMatchObject(completeCost);
    expect(snapshot().context.missingFields).toEqual([]);
  });

  it("keeps the server's failure of a refused save for its fields, also back on step 1", async () => {
    const { send, snapshot, control } = start();
    send(fillDetails, NEXT, fillCost, NEXT);
    const body = { code: ['This code is already in use'], brand: ['Not found.'] };
    await control.reject('saveProduct', { status: 400, body });
    expect(snapshot().value).toBe('costQuantity');
    expect(snapshot().context.error).toBe('Failed to save product.');
    expect(snapshot().context.failure).toEqual({ status: 400, body });
    // Back on step 1 the failure stays for the code's field; editing clears it.
    send({ type: 'BACK' });
    expect(snapshot().value).toBe('details');
    expect(snapshot().context.error).toBeNull();
    expect(snapshot().context.failure).toEqual({ status: 400, body });
    send({ type: 'UPDATE_DETAILS', values: { code: 'TEA_02' } });
    expect(snapshot().context.failure).toBeNull();
  });

  it('BACK keeps the data, and saving again updates the saved product', async () => {
    const { send, snapshot, control } = await saved();
    send({ type: 'BACK' });
    expect(snapshot().value).toBe('costQuantity');
    send({ type: 'BACK' });
    expect(snapshot().value).toBe('details');
    expect(snapshot().context.details).toMatchObject(completeDetails);
    send({ type: 'UPDATE_DETAILS', values: { name: 'Black tea' } }, NEXT, NEXT);
    expect(control.pending[0]?.input).toMatchObject({ productId: 42, product: { name: 'Black tea' } });
    await control.resolve('saveProduct', { id: 42 });
    expect(snapshot().value).toEqual({ images: 'idle' });
  });

  it('uploads, reorders and deletes images of the saved product', async () => {
    const { send, snapshot, control } = await saved();
    send({ type: 'UPLOAD', file });
    expect(snapshot().value).toEqual({ images: 'uploading' });
    expect(control.pending[0]?.input).toEqual({ productId: 42, file });
    await control.resolve('uploadImage', image(7));
    send({ type: 'UPLOAD', file });
    await control.resolve('uploadImage', image(8, 1));
    expect(snapshot().context.images.map((i) => i.id)).toEqual([7, 8]);

    send({ type: 'REORDER_IMAGES', imageIds: [8, 7] });
    expect(control.pending[0]?.input).toEqual({ productId: 42, imageIds: [8, 7] });
    await control.resolve('reorderImages', [image(8, 0), image(7, 1)]);
    expect(snapshot().context.images.map((i) => i.id)).toEqual([8, 7]);

    send({ type: 'DELETE_IMAGE', imageId: 99 });
    expect(snapshot().value).toEqual({ images: 'idle' });
    send({ type: 'DELETE_IMAGE', imageId: 8 });
    expect(snapshot().context.deletingImageId).toBe(8);
    expect(control.pending[0]?.input).toEqual({ productId: 42, imageId: 8 });
    await control.resolve('deleteImage', undefined);
    expect(snapshot().context).toMatchObject({ deletingImageId: null, images: [image(7, 1)] });
  });

  it("shows the API's reason for a refused upload, and the spec's texts for other failures", async () => {
    const { send, snapshot, control } = await saved();
    send({ type: 'UPLOAD', file });
    const refused = { status: 400, body: { file: [fieldMessages.fileType] } };
    await control.reject('uploadImage', refused);
    expect(snapshot().context).toMatchObject({ error: m.uploadImage, failure: refused });
    send({ type: 'UPLOAD', file });
    expect(snapshot().context.failure).toBeNull();
    await control.reject('uploadImage', new TypeError(''));
    expect(snapshot().context).toMatchObject({ error: m.uploadImage, failure: { status: 0, body: null } });
    send({ type: 'UPLOAD', file });
    await control.resolve('uploadImage', image(7));
    send({ type: 'DELETE_IMAGE', imageId: 7 });
    await control.reject('deleteImage', 'network');
    expect(snapshot().context).toMatchObject({ error: 'Failed to delete image.', images: [image(7)] });
    send({ type: 'REORDER_IMAGES', imageIds: [7] });
    await control.reject('reorderImages', null);
    expect(snapshot().context.error).toBe(m.reorderImages);
  });

  it('refuses images and a launch before the product is saved (stepper jump past step 2)', () => {
    const { send, snapshot, control } = start();
    send({ type: 'GO_TO_STEP', step: 'images' });
    expect(snapshot().value).toBe('details');
    expect(snapshot().context.error).toBe(m.requiredFields);
    send(fillDetails, NEXT, fillCost, { type: 'GO_TO_STEP', step: 'images' });
    expect(snapshot().value).toEqual({ images: 'idle' });
    send({ type: 'UPLOAD', file });
    expect(snapshot().value).toEqual({ images: 'idle' });
    expect(snapshot().context.error).toBe('Please save the product in step 2 before uploading images.');
    send({ type: 'SKIP' }, { type: 'UPDATE_LAUNCH', values: completeLaunch }, { type: 'CREATE_LAUNCH' });
    expect(snapshot().value).toEqual({ launch: 'editing' });
    expect(snapshot().context.error).toBe('Please save the product in step 2 before creating a launch.');
    send({ type: 'SKIP' });
    expect(snapshot().context.error).toBe(m.saveBeforeFinish);
    expect(control.calls).toEqual([]);
  });

  it('the stepper goes back to any step and forward only past filled-in steps', async () => {
    const { send, snapshot } = await saved();
    send({ type: 'GO_TO_STEP', step: 'details' });
    expect(snapshot().value).toBe('details');
    send({ type: 'GO_TO_STEP', step: 'launch' });
    expect(snapshot().value).toEqual({ launch: 'editing' });
    send({ type: 'UPDATE_DETAILS', values: { brand: null } });
    expect(snapshot().value).toEqual({ launch: 'editing' });
    send({ type: 'GO_TO_STEP', step: 'details' }, { type: 'UPDATE_DETAILS', values: { brand: null } });
    send({ type: 'GO_TO_STEP', step: 'costQuantity' });
    expect(snapshot().value).toBe('details');
    expect(snapshot().context.missingFields).toEqual([{ field: 'brand', message: messages.required }]);
  });

  it('creates the launch with a generated code, then succeeds', async () => {
    const { send, snapshot, control } = await saved();
    send(NEXT);
    expect(snapshot().value).toEqual({ launch: 'editing' });
    send({ type: 'CREATE_LAUNCH' });
    expect(snapshot().context.missingFields.map((p) => p.field)).toEqual(['code', 'name']);
    send({ type: 'GENERATE_LAUNCH_CODE' }, { type: 'UPDATE_LAUNCH', values: { name: 'Tea launch' } });
    expect(snapshot().context.launch.code).toBe(GENERATED_CODE);
    send({ type: 'CREATE_LAUNCH' });
    expect(snapshot().value).toEqual({ launch: 'creating' });
    expect(control.pending[0]?.input).toEqual({
      productId: 42,
      launch: expect.objectContaining({
        code: GENERATED_CODE,
        name: 'Tea launch',
        planned_launch_date: '2025-06-15',
      }),
    });
    // A server failure invites a retry; a refusal (its reason shown) does not.
    await control.reject('createLaunch', { status: 500, body: { detail: 'Internal server error.' } });
    expect(snapshot().value).toEqual({ launch: 'editing' });
    expect(snapshot().context.error).toBe('Failed to create product launch. Please try again.');
    send({ type: 'CREATE_LAUNCH' });
    const refused = { status: 400, body: { detail: m.launchNotAllowed } };
    await control.reject('createLaunch', refused);
    expect(snapshot().context).toMatchObject({ error: 'Failed to create product launch.', failure: refused });
    send({ type: 'CREATE_LAUNCH' });
    await control.resolve('createLaunch', { id: 5 });
    expect(snapshot().value).toBe('success');
    expect(snapshot().context).toMatchObject({
      message: 'Product and launch created successfully!',
      launchId: 5,
    });
    expect(selectStep(snapshot())).toBe('success');
    expect(selectStepIndex(snapshot())).toBe(4);
  });

  it('skips images and the launch: the product alone was created', async () => {
    const { send, snapshot } = await saved();
    send({ type: 'SKIP' }, { type: 'SKIP' });
    expect(snapshot().value).toBe('success');
    expect(snapshot().context).toMatchObject({ message: m.productCreated, launchId: null, productId: 42 });
  });

  it('Add Another starts afresh; Go to List ends with the ids', async () => {
    const wizard = await saved();
    wizard.send({ type: 'SKIP' }, { type: 'SKIP' }, { type: 'ADD_ANOTHER' });
    expect(wizard.snapshot().value).toBe('details');
    expect(wizard.snapshot().context).toMatchObject({
      productId: null,
      message: null,
      details: { code: '', name: '' },
      cost: { cost_basis: null },
      images: [],
    });
    const other = await saved();
    other.send(
      { type: 'SKIP' },
      { type: 'UPDATE_LAUNCH', values: completeLaunch },
      { type: 'CREATE_LAUNCH' },
    );
    await other.control.resolve('createLaunch', { id: 5 });
    other.send({ type: 'GO_TO_LIST' });
    expect(other.snapshot().status).toBe('done');
    expect(other.snapshot().output).toEqual({ productId: 42, launchId: 5 });
  });

  it('ignores navigation while a call is in flight', () => {
    const { send, snapshot } = start();
    send(fillDetails, NEXT, fillCost, NEXT);
    send(
      { type: 'BACK' },
      { type: 'GO_TO_STEP', step: 'details' },
      { type: 'UPDATE_COST', values: { cost_basis: 1 } },
    );
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.cost.cost_basis).toBe(4.5);
  });

  it('runs in the visualiser without provided actors', async () => {
    const actor = createActor(productWizardMachine, { input }).start();
    actor.send(fillDetails);
    actor.send(NEXT);
    actor.send(fillCost);
    actor.send(NEXT);
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('costQuantity');
    expect(actor.getSnapshot().context.error).toBe(m.saveProduct);
  });
});
