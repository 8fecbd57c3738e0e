// The wizard's required fields (spec §5), as pure functions: the machine's guards use them and
// the UI uses them to mark which fields stop the user from going on.
import type { LAUNCH_STATUSES, LAUNCH_TYPES, MARKET_SCOPES } from '../../domain/catalogue/launch';
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

/**
 * Why a field stops the step: empty, a number that must be above zero, or the server's own
 * reason after a failed save (`message`, e.g. "This code is already in use").
 */
export interface FieldProblem<TField extends string = string> {
  field: TField;
  reason: 'required' | 'positive' | 'server';
  message?: string;
}

/** The API's field errors (`{"code": ["…"]}`) of a failed call, as problems; [] for any other error. */
export function serverProblems(error: unknown): FieldProblem[] {
  if (!error || typeof error !== 'object' || Array.isArray(error)) return [];
  return Object.entries(error).flatMap(([field, messages]) =>
    Array.isArray(messages) && typeof messages[0] === 'string'
      ? [{ field, reason: 'server' as const, message: messages[0] }]
      : [],
  );
}

export const REQUIRED_DETAILS = ['code', 'name', 'status', 'product_type', 'brand', 'priority'] as const;
export const REQUIRED_COST = ['cost_basis', 'stock_quantity'] as const;
export const REQUIRED_LAUNCH = ['code', 'name'] as const;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function requiredProblems<T extends object, K extends keyof T & string>(
  values: T,
  fields: readonly K[],
): FieldProblem<K>[] {
  return fields.filter((field) => isEmpty(values[field])).map((field) => ({ field, reason: 'required' }));
}

/** Step 1: code, name, status, product type, brand and priority. */
export function detailsProblems(details: ProductDetailsFields): FieldProblem<keyof ProductDetailsFields>[] {
  return requiredProblems(details, REQUIRED_DETAILS);
}

/**
 * Step 2: cost basis and stock quantity required and positive; the suggested retail price and
 * the minimum order quantity positive when given.
 */
export function costProblems(cost: CostQuantityFields): FieldProblem<keyof CostQuantityFields>[] {
  const problems: FieldProblem<keyof CostQuantityFields>[] = [];
  const fields: (keyof CostQuantityFields)[] = [
    'cost_basis',
    'suggested_retail_price',
    'stock_quantity',
    'minimum_order_quantity',
  ];
  for (const field of fields) {
    const value = cost[field];
    const required = (REQUIRED_COST as readonly string[]).includes(field);
    if (isEmpty(value)) {
      if (required) problems.push({ field, reason: 'required' });
    } else if (!isNumber(value) || value <= 0) {
      problems.push({ field, reason: 'positive' });
    }
  }
  return problems;
}

/** Step 4: launch code and launch name. */
export function launchProblems(launch: LaunchFields): FieldProblem<keyof LaunchFields>[] {
  return requiredProblems(launch, REQUIRED_LAUNCH);
}

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

export const emptyDetails = (): ProductDetailsFields => ({
  code: '',
  name: '',
  description: '',
  status: null,
  product_type: null,
  brand: null,
  categories: [],
  priority: '',
  owner: null,
  start_date: null,
  end_date: null,
  slug: '',
  meta_title: '',
  meta_description: '',
  internal_code: '',
  regulatory_information: '',
});

export const emptyCost = (): CostQuantityFields => ({
  cost_basis: null,
  suggested_retail_price: null,
  stock_quantity: null,
  minimum_order_quantity: 1,
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
