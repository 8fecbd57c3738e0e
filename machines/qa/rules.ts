// Each machine's rules, written from the product's specification apart from the machine: model
// paths only prove that the screens and the server follow a machine, their expected states come
// from the machine itself, so a wrong machine passes them. These rules judge the machine: they
// are checked on every path the model generates (every reachable state, every transition), and
// machines/qa/rules.test.ts changes one transition of each machine at a time to see them fail.
import type { EventObject, StateValue } from 'xstate';
import type { ModelPath, PathStep } from '../testing';

type Step = PathStep<EventObject & Record<string, unknown>, Record<string, unknown>>;
type Path = ModelPath<EventObject & Record<string, unknown>, Record<string, unknown>>;

export interface MachineRule {
  /** The rule as the specification says it. */
  rule: string;
  /** The first step of the path that breaks it, or null. */
  broken: (path: Path) => number | null;
}

/** What an event carries besides its type (nothing for the start). */
const payload = (step: Step): Record<string, unknown> => step.event as Record<string, unknown>;

/** The top-level state of a value: `images` for `{ images: 'uploading' }`. */
const topState = (value: StateValue): string => (typeof value === 'string' ? value : Object.keys(value)[0]!);
/** Whether the value is `state`, or inside it (`images.uploading`), dotted. */
const isIn = (value: StateValue, state: string): boolean => {
  const [head, ...rest] = state.split('.');
  if (typeof value === 'string') return rest.length === 0 && value === head;
  const inner = (value as Record<string, StateValue>)[head!];
  return inner !== undefined && (rest.length === 0 || isIn(inner, rest.join('.')));
};

/** The index of the first step (after the start) for which `breaks(step, before, index)` holds. */
const firstStep = (
  path: Path,
  breaks: (step: Step, before: Step, index: number) => boolean,
): number | null => {
  const index = path.steps.findIndex((step, i) => i > 0 && breaks(step, path.steps[i - 1]!, i));
  return index < 0 ? null : index;
};

const WIZARD_STEP_ORDER = ['details', 'costQuantity', 'images', 'launch'];
/** The wizard's step a state belongs to: saving is step 2's end. */
const wizardStep = (value: StateValue) => (topState(value) === 'saving' ? 'costQuantity' : topState(value));
const saved = (step: Step) =>
  step.state.context.productId !== null && step.state.context.productId !== undefined;

export const PRODUCT_WIZARD_RULES: MachineRule[] = [
  {
    rule: 'Images are uploaded only after the product was saved in step 2.',
    broken: (path) =>
      firstStep(path, (step, before) => isIn(step.state.value, 'images.uploading') && !saved(before)),
  },
  {
    rule: 'A launch is created only after the product was saved in step 2.',
    broken: (path) =>
      firstStep(path, (step, before) => isIn(step.state.value, 'launch.creating') && !saved(before)),
  },
  {
    rule: 'Step 2 ends by saving the product: its NEXT either stays (fields missing) or saves.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          before.state.value === 'costQuantity' &&
          step.event.type === 'NEXT' &&
          !['costQuantity', 'saving'].includes(topState(step.state.value)),
      ),
  },
  {
    rule: 'A failed call keeps the wizard on its step, saying why.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          step.event.type.startsWith('xstate.error.actor.') &&
          wizardStep(step.state.value) !== wizardStep(before.state.value),
      ),
  },
  {
    rule: 'Back goes to the step before, never further.',
    broken: (path) =>
      firstStep(path, (step, before) => {
        if (step.event.type !== 'BACK') return false;
        const from = WIZARD_STEP_ORDER.indexOf(topState(before.state.value));
        return from > 0 && topState(step.state.value) !== WIZARD_STEP_ORDER[from - 1];
      }),
  },
  {
    rule: 'A saved product stays saved until another product is started.',
    broken: (path) =>
      firstStep(path, (step, before) => saved(before) && !saved(step) && step.event.type !== 'ADD_ANOTHER'),
  },
];

const everDelivered = (path: Path, index: number) =>
  path.steps.slice(0, index).some((step) => step.state.value === 'delivered');

export const ORDER_STATUS_RULES: MachineRule[] = [
  {
    rule: 'A delivered order never returns to Pending.',
    broken: (path) =>
      firstStep(path, (step, _before, index) => step.state.value === 'pending' && everDelivered(path, index)),
  },
  {
    rule: 'Refunded only after Paid.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) => step.state.value === 'refunded' && before.state.context.payment !== 'paid',
      ),
  },
  {
    rule: 'Nothing ships unpaid.',
    broken: (path) =>
      firstStep(path, (step) => step.state.value === 'shipped' && step.state.context.payment !== 'paid'),
  },
  {
    rule: 'Shipped goods are not cancelled.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          step.state.value === 'cancelled' && ['shipped', 'delivered'].includes(String(before.state.value)),
      ),
  },
  {
    rule: 'Refunded is the end: nothing follows.',
    broken: (path) => firstStep(path, (_step, before) => before.state.value === 'refunded'),
  },
  {
    rule: 'An order on hold returns to the status it was held from.',
    broken: (path) =>
      firstStep(path, (step, before, index) => {
        if (step.event.type !== 'RELEASE' || before.state.value !== 'on_hold') return false;
        const held = path.steps
          .slice(0, index)
          .findLast((earlier, i) => path.steps[i + 1]?.event.type === 'HOLD');
        return held !== undefined && step.state.value !== held.state.value;
      }),
  },
];

export const REVIEW_STATUS_RULES: MachineRule[] = [
  {
    rule: 'Only HR starts checking a review, and only HR reopens a completed one.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          ((before.state.value === 'submitted' && step.state.value === 'in_review') ||
            (before.state.value === 'completed' && step.state.value !== 'completed')) &&
          payload(step).by !== 'hr',
      ),
  },
  {
    rule: 'A review is completed only after the employee acknowledged it.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) => step.state.value === 'completed' && before.state.value !== 'employee_reviewed',
      ),
  },
  {
    rule: 'Sending back and reopening always give a reason.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          step.state.value !== before.state.value &&
          ['SEND_BACK', 'REOPEN'].includes(step.event.type) &&
          !String(payload(step).reason ?? '').trim(),
      ),
  },
  {
    rule: 'Only a complete review is submitted, by its reviewer.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          before.state.value === 'draft' &&
          step.state.value === 'submitted' &&
          !(payload(step).complete === true && payload(step).by === 'reviewer'),
      ),
  },
];

export const DIRTY_FORM_RULES: MachineRule[] = [
  {
    rule: 'Closing with unsaved changes asks first.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          before.state.value === 'dirty' && step.event.type === 'CLOSE' && step.state.value !== 'confirming',
      ),
  },
  {
    rule: 'Closing with nothing changed closes at once.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          before.state.value === 'clean' && step.event.type === 'CLOSE' && step.state.value !== 'closed',
      ),
  },
  {
    rule: '“No, keep editing” keeps the changes; “Yes, close” drops them.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          before.state.value === 'confirming' &&
          ((step.event.type === 'CANCEL' && step.state.value !== 'dirty') ||
            (step.event.type === 'CONFIRM' && step.state.value !== 'closed')),
      ),
  },
  {
    rule: 'A saved form closes without a question.',
    broken: (path) =>
      firstStep(path, (step) => step.event.type === 'SUBMITTED' && step.state.value !== 'closed'),
  },
];

const signedIn = (step: Step) => step.state.tags.includes('authenticated');

export const SESSION_RULES: MachineRule[] = [
  {
    rule: 'Signing out always ends the session, whether the server answers or not.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          before.state.value === 'loggingOut' &&
          step.event.type.startsWith('xstate.') &&
          !(step.state.value === 'unauthenticated' && step.state.context.reason === 'logout'),
      ),
  },
  {
    rule: 'A session is signed in only by a successful login or a restored session.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          signedIn(step) &&
          !signedIn(before) &&
          !['xstate.done.actor.login', 'xstate.done.actor.restoreSession'].includes(step.event.type),
      ),
  },
  {
    rule: 'A 401 whose token is not valid ends the session.',
    broken: (path) =>
      firstStep(
        path,
        (step, before) =>
          signedIn(before) &&
          step.event.type === 'UNAUTHORIZED' &&
          payload(step).code === 'token_not_valid' &&
          signedIn(step),
      ),
  },
  {
    rule: 'A failed refresh ends the session.',
    broken: (path) =>
      firstStep(path, (step) => step.event.type === 'xstate.error.actor.refreshTokens' && signedIn(step)),
  },
];

/** The rules of each machine, by the machine's id. */
export const MACHINE_RULES: Record<string, readonly MachineRule[]> = {
  session: SESSION_RULES,
  productWizard: PRODUCT_WIZARD_RULES,
  dirtyForm: DIRTY_FORM_RULES,
  orderStatus: ORDER_STATUS_RULES,
  reviewStatus: REVIEW_STATUS_RULES,
};

/** The rules `paths` break: each with the first path and step that breaks it. */
export function brokenRules(
  rules: readonly MachineRule[],
  paths: readonly ModelPath<EventObject, unknown>[],
) {
  return rules.flatMap((rule) => {
    for (const path of paths as readonly Path[]) {
      const step = rule.broken(path);
      if (step !== null) return [{ rule: rule.rule, path: path.description, step }];
    }
    return [];
  });
}
