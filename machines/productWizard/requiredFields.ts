// What stops each step of the wizard, as pure functions: the same zod schemas the API validates
// with (domain/catalogue), so the machine's guards, the step forms and the server agree.
import type { z } from 'zod';
import { LaunchCreateSchema } from '../../domain/catalogue/launch';
import type { LAUNCH_STATUSES, LAUNCH_TYPES, MARKET_SCOPES } from '../../domain/catalogue/launch';
import {
  isRequiredProductField,
  ProductCostFormSchema,
  ProductDetailsFormSchema,
} from '../../domain/catalogue/product';
import type { Priority } from '../../domain/catalogue/product';

/** Step 1, product details. Names as the API's ProductCreate has them. */
export interface ProductDetailsFields {
  code: string;
  name: string;
  description: string;
  status: number | null;
  product_type: number | null;
  brand: number | null;
  categories: number[];
  priority: Priority | '';
  owner: number | null;
  start_date: string | null;
  end_date: string | null;
  slug: string;
  meta_title: string;
  meta_description: string;
  internal_code: string;
  regulatory_information: string;
}

/** Step 2, cost and quantity. */
export interface CostQuantityFields {
  cost_basis: number | null;
  suggested_retail_price: number | null;
  stock_quantity: number | null;
  minimum_order_quantity: number | null;
}

/** Step 4, the launch. Names as the API's ProductLaunchCreate has them (without the product). */
export interface LaunchFields {
  code: string;
  name: string;
  description: string;
  launch_type: (typeof LAUNCH_TYPES)[number];
  status: (typeof LAUNCH_STATUSES)[number];
  market_scope: (typeof MARKET_SCOPES)[number];
  manager: number | null;
  planned_launch_date: string;
  target_revenue: number | null;
  target_units: number | null;
}

export type WizardStep = 'details' | 'costQuantity' | 'images' | 'launch';
export const WIZARD_STEPS: readonly WizardStep[] = ['details', 'costQuantity', 'images', 'launch'];

/** A field that stops the step, with the schema's message (in English, as the API writes it). */
export interface FieldProblem<TField extends string = string> {
  field: TField;
  message: string;
}

/** The step 4 schema: the API's launch rules, for a launch of the product being made. */
export const LaunchStepSchema = LaunchCreateSchema.omit({ product: true });

/** The first message per field of a failed parse, in the schema's order of fields. */
function problemsOf<K extends string>(result: z.ZodSafeParseResult<unknown>): FieldProblem<K>[] {
  const problems = new Map<string, FieldProblem<K>>();
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (!problems.has(field)) problems.set(field, { field: field as K, message: issue.message });
  }
  return [...problems.values()];
}

/** Step 1: the details' rules (code, name, status, type, brand, priority, owner and dates required). */
export const detailsProblems = (details: ProductDetailsFields) =>
  problemsOf<keyof ProductDetailsFields>(ProductDetailsFormSchema.safeParse(details));

/** Step 2: cost basis and stock quantity required and positive, price and minimum order positive. */
export const costProblems = (cost: CostQuantityFields) =>
  problemsOf<keyof CostQuantityFields>(ProductCostFormSchema.safeParse(cost));

/** Step 4: the launch's rules (code and name required). */
export const launchProblems = (launch: LaunchFields) =>
  problemsOf<keyof LaunchFields>(LaunchStepSchema.safeParse(launch));

const REQUIRED_LAUNCH_FIELDS: readonly string[] = ['code', 'name', 'planned_launch_date'];

/** Whether the step's form marks the field required (the product's: PRODUCT_FORM_REQUIRED). */
export const isRequiredField = (step: WizardStep, field: string) =>
  step === 'launch' ? REQUIRED_LAUNCH_FIELDS.includes(field) : isRequiredProductField(field);

export interface WizardValues {
  details: ProductDetailsFields;
  cost: CostQuantityFields;
  launch: LaunchFields;
}

/** What stops a step (the images step has no required field). */
export function stepProblems(step: WizardStep, values: WizardValues): FieldProblem[] {
  switch (step) {
    case 'details':
      return detailsProblems(values.details);
    case 'costQuantity':
      return costProblems(values.cost);
    case 'images':
      return [];
    case 'launch':
      return launchProblems(values.launch);
  }
}

/**
 * What stops the user from reaching `step` from the stepper: the problems of the first earlier
 * step of the product (details, cost and quantity) that is not complete.
 */
export function problemsBefore(step: WizardStep, values: WizardValues): FieldProblem[] {
  const before = WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).filter(
    (earlier) => earlier === 'details' || earlier === 'costQuantity',
  );
  for (const earlier of before) {
    const problems = stepProblems(earlier, values);
    if (problems.length > 0) return problems;
  }
  return [];
}

/** What a new product starts with besides blanks: the organisation's catalogue parameters. */
export type ProductDefaults = { priority?: Priority; minimum_order_quantity?: number };

export const emptyDetails = (defaults: ProductDefaults = {}): ProductDetailsFields => ({
  code: '',
  name: '',
  description: '',
  status: null,
  product_type: null,
  brand: null,
  categories: [],
  priority: defaults.priority ?? '',
  owner: null,
  start_date: null,
  end_date: null,
  slug: '',
  meta_title: '',
  meta_description: '',
  internal_code: '',
  regulatory_information: '',
});

export const emptyCost = (defaults: ProductDefaults = {}): CostQuantityFields => ({
  cost_basis: null,
  suggested_retail_price: null,
  stock_quantity: null,
  minimum_order_quantity: defaults.minimum_order_quantity ?? 1,
});

/** A new launch, planned for `today` (YYYY-MM-DD) until the user picks a date. */
export const emptyLaunch = (today: string): LaunchFields => ({
  code: '',
  name: '',
  description: '',
  launch_type: 'new_product',
  status: 'planning',
  market_scope: 'national',
  manager: null,
  planned_launch_date: today,
  target_revenue: null,
  target_units: null,
});
