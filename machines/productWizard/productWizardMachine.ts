import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { generateLaunchCode } from '../../domain/catalogue/launch';
import { catalogueMessages as m } from '../../domain/catalogue/messages';
import type { ProductImage } from '../../domain/catalogue/product';
import { isApiFailure, mayRetry, type ApiFailure } from '../../domain/common/apiFailure';
import { messages } from '../../domain/common/messages';
import {
  WIZARD_STEPS,
  costProblems,
  detailsProblems,
  emptyCost,
  emptyDetails,
  emptyLaunch,
  launchProblems,
  problemsBefore,
} from './requiredFields';
import type {
  CostQuantityFields,
  FieldProblem,
  LaunchFields,
  ProductDefaults,
  ProductDetailsFields,
  WizardStep,
} from './requiredFields';

export interface ProductWizardInput {
  /** Today, for the launch's default planned date and its generated code; tests pass a fixed one. */
  now?: () => Date;
  /** Random source of the generated launch code; tests pass a fixed one. */
  random?: () => number;
  /** What a new product starts with (the organisation's catalogue parameters); none: left to choose. */
  defaults?: ProductDefaults;
}

export interface ProductWizardContext {
  details: ProductDetailsFields;
  cost: CostQuantityFields;
  /** The product's images, in their order, as the API answers them. */
  images: ProductImage[];
  /** The image being deleted, for the UI to show it busy. */
  deletingImageId: number | null;
  launch: LaunchFields;
  /** Set once step 2 saved the product: later saves update it. */
  productId: number | null;
  launchId: number | null;
  /** The message to show on the current step, or null. */
  error: string | null;
  /** The fields that stopped the last NEXT / GO_TO_STEP / CREATE_LAUNCH, for the form to mark. */
  missingFields: FieldProblem[];
  /**
   * The last failed call (its status and the API's body), for the form to put the server's
   * reasons on their fields and the rest (a refusal's detail) under the message.
   */
  failure: ApiFailure | null;
  /** The success screen's message. */
  message: string | null;
  now: () => Date;
  random: () => number;
  /** Kept for "add another": it starts from them again. */
  defaults: ProductDefaults;
}

/** Everything steps 1 and 2 hold: the body of POST (create) or PATCH (update) /products/. */
export type WizardProduct = ProductDetailsFields & CostQuantityFields;

export interface SaveProductInput {
  /** null: create the product; a number: update that product (the user went back after saving). */
  productId: number | null;
  product: WizardProduct;
}

export type ProductWizardEvent =
  | { type: 'UPDATE_DETAILS'; values: Partial<ProductDetailsFields> }
  | { type: 'UPDATE_COST'; values: Partial<CostQuantityFields> }
  | { type: 'UPDATE_LAUNCH'; values: Partial<LaunchFields> }
  /** The launch step's "Generate" button: a new launch code. */
  | { type: 'GENERATE_LAUNCH_CODE' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** Images step: on to the launch without images; launch step: finish without a launch. */
  | { type: 'SKIP' }
  /** The stepper: back to any step; forward when the earlier steps are filled in. */
  | { type: 'GO_TO_STEP'; step: WizardStep }
  | { type: 'UPLOAD'; file: Blob }
  | { type: 'DELETE_IMAGE'; imageId: number }
  /** The images' ids in their new order. */
  | { type: 'REORDER_IMAGES'; imageIds: number[] }
  | { type: 'CREATE_LAUNCH' }
  | { type: 'ADD_ANOTHER' }
  | { type: 'GO_TO_LIST' };

export interface ProductWizardOutput {
  productId: number | null;
  launchId: number | null;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`product wizard actor "${name}" is not provided`));

/** What an actor rejected with: an `ApiFailure`, or anything else as a call that got no answer. */
const failureOf = (error: unknown): ApiFailure => (isApiFailure(error) ? error : { status: 0, body: null });

/**
 * The fields that stop a step, and the message above them: "Please fill in all required fields
 * before proceeding." when each is only missing, else to correct the fields marked.
 */
const problemsShown = (problems: FieldProblem[]) => ({
  error: problems.every((p) => p.message === messages.required) ? m.requiredFields : m.fixFields,
  missingFields: problems,
  failure: null,
});

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function freshContext(
  now: () => Date,
  random: () => number,
  defaults: ProductDefaults,
): ProductWizardContext {
  return {
    details: emptyDetails(defaults),
    cost: emptyCost(defaults),
    images: [],
    deletingImageId: null,
    launch: emptyLaunch(isoDate(now())),
    productId: null,
    launchId: null,
    error: null,
    missingFields: [],
    failure: null,
    message: null,
    now,
    random,
    defaults,
  };
}

const values = (context: ProductWizardContext) => ({
  details: context.details,
  cost: context.cost,
  launch: context.launch,
});

/**
 * The stepper's transitions. From steps 1 and 2 a jump forward may be refused (an earlier step
 * misses required fields); the images and launch steps are only reached with both filled in,
 * and steps 1 and 2 cannot be changed from there, so every jump from them is allowed.
 */
const goToStep = ({ mayRefuse }: { mayRefuse: boolean }) => [
  ...WIZARD_STEPS.map((step) => ({
    guard: and([
      { type: 'isStepRequested' as const, params: { step } },
      { type: 'canReach' as const, params: { step } },
    ]),
    target: `#productWizard.${step}`,
    actions: 'clearError' as const,
    description: `To the ${step} step, when every earlier step is filled in.`,
  })),
  ...(mayRefuse
    ? [
        {
          actions: 'showProblemsBeforeRequestedStep' as const,
          description: 'An earlier step misses required fields: stay and say so.',
        },
      ]
    : []),
];

/**
 * The 4-step product creation wizard (spec §2, §4, §5): details → cost and quantity (the product
 * is saved here) → images → launch → success. Images and the launch need the saved product.
 */
export const productWizardMachine = setup({
  types: {
    context: {} as ProductWizardContext,
    events: {} as ProductWizardEvent,
    input: {} as ProductWizardInput | undefined,
    output: {} as ProductWizardOutput,
    /** `busy`: a call is in flight; the step's buttons wait. */
    tags: {} as 'busy',
  },
  // Placeholders so the machine runs in the visualiser; the app and the tests `provide` these.
  actors: {
    /** POST /products/ (productId null) or PATCH /products/{id}/; answers the product. */
    saveProduct: fromPromise<{ id: number }, SaveProductInput>(notProvided('saveProduct')),
    /** POST /products/{id}/images/; answers the stored image. */
    uploadImage: fromPromise<ProductImage, { productId: number; file: Blob }>(notProvided('uploadImage')),
    /** DELETE /products/{id}/images/{imageId}/. */
    deleteImage: fromPromise<void, { productId: number; imageId: number }>(notProvided('deleteImage')),
    /** Saves the images' order; answers the images in their new order. */
    reorderImages: fromPromise<ProductImage[], { productId: number; imageIds: number[] }>(
      notProvided('reorderImages'),
    ),
    /** POST /product-launches/ for the product; answers the launch. */
    createLaunch: fromPromise<{ id: number }, { productId: number; launch: LaunchFields }>(
      notProvided('createLaunch'),
    ),
  },
  actions: {
    updateDetails: assign({
      details: ({ context, event }) => {
        assertEvent(event, 'UPDATE_DETAILS');
        return { ...context.details, ...event.values };
      },
      error: null,
      missingFields: [],
      failure: null,
    }),
    updateCost: assign({
      cost: ({ context, event }) => {
        assertEvent(event, 'UPDATE_COST');
        return { ...context.cost, ...event.values };
      },
      error: null,
      missingFields: [],
      failure: null,
    }),
    updateLaunch: assign({
      launch: ({ context, event }) => {
        assertEvent(event, 'UPDATE_LAUNCH');
        return { ...context.launch, ...event.values };
      },
      error: null,
      missingFields: [],
      failure: null,
    }),
    generateLaunchCode: assign({
      launch: ({ context }) => ({
        ...context.launch,
        code: generateLaunchCode(context.now(), context.random),
      }),
    }),
    clearError: assign({ error: null, missingFields: [], failure: null }),
    keepServerProblems: assign({ error: null, missingFields: [] }),
    showMissingDetails: assign(({ context }) => problemsShown(detailsProblems(context.details))),
    showMissingCost: assign(({ context }) => problemsShown(costProblems(context.cost))),
    showMissingLaunch: assign(({ context }) => problemsShown(launchProblems(context.launch))),
    showProblemsBeforeRequestedStep: assign(({ context, event }) => {
      assertEvent(event, 'GO_TO_STEP');
      return problemsShown(problemsBefore(event.step, values(context)));
    }),
    showError: assign((_, params: { message: string }) => ({
      error: params.message,
      missingFields: [],
      failure: null,
    })),
    /**
     * The spec's message for a failed call, with the failure for its reasons. `retryMessage`, which
     * invites a retry, only when one can help (no answer, a server failure): a refusal would be
     * refused again.
     */
    showServerError: assign(({ event }, params: { message: string; retryMessage?: string }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return {
        error: params.retryMessage && mayRetry(failure.status) ? params.retryMessage : params.message,
        missingFields: [],
        failure,
      };
    }),
    reset: assign(({ context }) => freshContext(context.now, context.random, context.defaults)),
  },
  guards: {
    detailsComplete: ({ context }) => detailsProblems(context.details).length === 0,
    costComplete: ({ context }) => costProblems(context.cost).length === 0,
    launchComplete: ({ context }) => launchProblems(context.launch).length === 0,
    productSaved: ({ context }) => context.productId !== null,
    hasImage: ({ context, event }) =>
      event.type === 'DELETE_IMAGE' && context.images.some((image) => image.id === event.imageId),
    isStepRequested: ({ event }, params: { step: WizardStep }) =>
      event.type === 'GO_TO_STEP' && event.step === params.step,
    canReach: ({ context }, params: { step: WizardStep }) =>
      problemsBefore(params.step, values(context)).length === 0,
  },
}).createMachine({
  id: 'productWizard',
  description:
    'Create a product in 4 steps: details, cost and quantity (saved here), images, launch; then success.',
  context: ({ input }) =>
    freshContext(input?.now ?? (() => new Date()), input?.random ?? Math.random, input?.defaults ?? {}),
  initial: 'details',
  states: {
    details: {
      description: 'Step 1, product details. Required: code, name, status, product type, brand, priority.',
      on: {
        UPDATE_DETAILS: { actions: 'updateDetails' },
        NEXT: [
          { guard: 'detailsComplete', target: 'costQuantity', actions: 'clearError' },
          {
            actions: 'showMissingDetails',
            description: 'Stay: "Please fill in all required fields before proceeding."',
          },
        ],
        GO_TO_STEP: goToStep({ mayRefuse: true }),
      },
    },
    costQuantity: {
      description:
        'Step 2, cost and quantity. Required and positive: cost basis, stock quantity; price positive if given. NEXT saves the product.',
      on: {
        UPDATE_COST: { actions: 'updateCost' },
        NEXT: [
          { guard: 'costComplete', target: 'saving', actions: 'clearError' },
          {
            actions: 'showMissingCost',
            description: 'Stay: "Please fill in all required fields before proceeding."',
          },
        ],
        BACK: {
          target: 'details',
          actions: 'keepServerProblems',
          description: 'Back to step 1, its fields still marked with the server’s reasons (a code in use).',
        },
        GO_TO_STEP: goToStep({ mayRefuse: true }),
      },
    },
    saving: {
      tags: ['busy'],
      description: 'Step 2: the product is created, or updated when it was saved before.',
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({
          productId: context.productId,
          product: { ...context.details, ...context.cost },
        }),
        onDone: {
          target: 'images',
          actions: assign({ productId: ({ event }) => event.output.id }),
        },
        onError: {
          target: 'costQuantity',
          actions: { type: 'showServerError', params: { message: m.saveProduct } },
          description: 'Stay on step 2: "Failed to save product."',
        },
      },
    },
    images: {
      description: 'Step 3, images (optional): upload, delete and reorder once the product is saved.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPLOAD: [
              { guard: 'productSaved', target: 'uploading', actions: 'clearError' },
              {
                actions: { type: 'showError', params: { message: m.saveBeforeImages } },
                description: '"Please save the product in step 2 before uploading images."',
              },
            ],
            DELETE_IMAGE: {
              guard: and(['productSaved', 'hasImage']),
              target: 'deleting',
              actions: [
                'clearError',
                assign({
                  deletingImageId: ({ event }) => {
                    assertEvent(event, 'DELETE_IMAGE');
                    return event.imageId;
                  },
                }),
              ],
            },
            REORDER_IMAGES: { guard: 'productSaved', target: 'reordering', actions: 'clearError' },
            NEXT: { target: '#productWizard.launch', actions: 'clearError' },
            SKIP: { target: '#productWizard.launch', actions: 'clearError', description: 'No images.' },
            BACK: { target: '#productWizard.costQuantity', actions: 'clearError' },
            GO_TO_STEP: goToStep({ mayRefuse: false }),
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context, event }) => {
              assertEvent(event, 'UPLOAD');
              return { productId: context.productId as number, file: event.file };
            },
            onDone: {
              target: 'idle',
              actions: assign({ images: ({ context, event }) => [...context.images, event.output] }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'showServerError', params: { message: m.uploadImage } },
              description: '"Failed to upload image.", with the server’s reason (its type or size).',
            },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteImage',
            src: 'deleteImage',
            input: ({ context }) => ({
              productId: context.productId as number,
              imageId: context.deletingImageId as number,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                images: ({ context }) =>
                  context.images.filter((image) => image.id !== context.deletingImageId),
                deletingImageId: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ deletingImageId: null }),
                { type: 'showError', params: { message: m.deleteImage } },
              ],
            },
          },
        },
        reordering: {
          tags: ['busy'],
          invoke: {
            id: 'reorderImages',
            src: 'reorderImages',
            input: ({ context, event }) => {
              assertEvent(event, 'REORDER_IMAGES');
              return { productId: context.productId as number, imageIds: event.imageIds };
            },
            onDone: { target: 'idle', actions: assign({ images: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: { type: 'showError', params: { message: m.reorderImages } } },
          },
        },
      },
    },
    launch: {
      description: 'Step 4, the launch. Required: launch code and launch name. Needs the saved product.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            UPDATE_LAUNCH: { actions: 'updateLaunch' },
            GENERATE_LAUNCH_CODE: { actions: 'generateLaunchCode' },
            CREATE_LAUNCH: [
              {
                guard: not('launchComplete'),
                actions: 'showMissingLaunch',
                description: '"Please fill in all required fields before proceeding."',
              },
              {
                guard: not('productSaved'),
                actions: { type: 'showError', params: { message: m.saveBeforeLaunch } },
                description: '"Please save the product in step 2 before creating a launch."',
              },
              { target: 'creating', actions: 'clearError' },
            ],
            SKIP: [
              {
                guard: 'productSaved',
                target: '#productWizard.success',
                actions: assign({ message: m.productCreated, error: null, missingFields: [] }),
                description: 'Finish without a launch.',
              },
              { actions: { type: 'showError', params: { message: m.saveBeforeFinish } } },
            ],
            BACK: { target: '#productWizard.images', actions: 'clearError' },
            GO_TO_STEP: goToStep({ mayRefuse: false }),
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createLaunch',
            src: 'createLaunch',
            input: ({ context }) => ({ productId: context.productId as number, launch: context.launch }),
            onDone: {
              target: '#productWizard.success',
              actions: assign({
                launchId: ({ event }) => event.output.id,
                message: m.productAndLaunchCreated,
              }),
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'showServerError',
                params: { message: m.createLaunchRefused, retryMessage: m.createLaunch },
              },
              description:
                '"Failed to create product launch.", with the server’s reason; "Please try again." only when that can help.',
            },
          },
        },
      },
    },
    success: {
      description: 'The product (and its launch) are created: add another, or go to the product list.',
      on: {
        ADD_ANOTHER: { target: 'details', actions: 'reset', description: 'A fresh wizard.' },
        GO_TO_LIST: 'done',
      },
    },
    done: {
      type: 'final',
      description: 'The UI navigates to the product list.',
    },
  },
  output: ({ context }) => ({ productId: context.productId, launchId: context.launchId }),
});
