import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../domain/catalogue/messages';
import { ProductEditFormSchema } from '../../domain/catalogue/product';
import { fieldMessages, messages } from '../../domain/common/messages';
import {
  costProblems,
  detailsProblems,
  emptyCost,
  emptyDetails,
  emptyLaunch,
  isRequiredField,
  launchProblems,
  problemsBefore,
  stepProblems,
} from './requiredFields';
import { completeCost, completeDetails, completeLaunch } from './test-support';

const details = { ...emptyDetails(), ...completeDetails };
const cost = { ...emptyCost(), ...completeCost };
const launch = { ...emptyLaunch('2025-06-15'), ...completeLaunch };

describe('required fields of the wizard', () => {
  it('step 1: code, name, status, product type, brand, priority, owner and dates (the edit screen needs them too)', () => {
    expect(detailsProblems(emptyDetails()).map((p) => p.field)).toEqual([
      'code',
      'name',
      'status',
      'product_type',
      'brand',
      'priority',
      'owner',
      'start_date',
      'end_date',
    ]);
    expect(detailsProblems(details)).toEqual([]);
    expect(detailsProblems({ ...details, name: '   ' })).toEqual([
      { field: 'name', message: messages.required },
    ]);
    // Every product the wizard lets through is one the edit screen accepts as it is.
    const edit = ProductEditFormSchema.safeParse({ ...details, ...cost, start_date: details.start_date });
    expect(edit.success).toBe(true);
  });

  it("step 1: the API's rules, not only required fields", () => {
    expect(
      detailsProblems({
        ...details,
        code: 'bad code!',
        name: 'n'.repeat(400),
        slug: 'Not A Slug!!',
        start_date: '2025-08-01',
        end_date: '2025-07-01',
      }),
    ).toEqual([
      { field: 'code', message: fieldMessages.codeFormat },
      { field: 'name', message: messages.maxLength(200) },
      { field: 'slug', message: catalogueMessages.slugFormat },
      { field: 'end_date', message: fieldMessages.endBeforeStart },
    ]);
  });

  it('step 2: cost basis and stock quantity required and positive, price positive if given', () => {
    expect(costProblems(emptyCost())).toEqual([
      { field: 'cost_basis', message: messages.required },
      { field: 'stock_quantity', message: messages.required },
    ]);
    expect(costProblems(cost)).toEqual([]);
    expect(costProblems({ ...cost, suggested_retail_price: null })).toEqual([]);
    expect(
      costProblems({ ...cost, cost_basis: 0, suggested_retail_price: -1, stock_quantity: -5 }).map(
        (p) => p.field,
      ),
    ).toEqual(['cost_basis', 'suggested_retail_price', 'stock_quantity']);
    expect(costProblems({ ...cost, minimum_order_quantity: 0 })).toEqual([
      { field: 'minimum_order_quantity', message: fieldMessages.positive },
    ]);
    expect(costProblems({ ...cost, cost_basis: Number.NaN })).toEqual([
      { field: 'cost_basis', message: catalogueMessages.expectedNumber },
    ]);
  });

  it('marks as required what the schemas require', () => {
    for (const field of ['code', 'owner', 'start_date', 'end_date', 'cost_basis', 'stock_quantity']) {
      expect(isRequiredField('details', field), field).toBe(true);
    }
    expect(isRequiredField('details', 'slug')).toBe(false);
    expect(isRequiredField('launch', 'name')).toBe(true);
    expect(isRequiredField('launch', 'description')).toBe(false);
  });

  it('launch step: launch code and launch name', () => {
    expect(launchProblems(emptyLaunch('2025-06-15')).map((p) => p.field)).toEqual(['code', 'name']);
    expect(launchProblems(launch)).toEqual([]);
  });

  it('per step, and before a step the stepper jumps to', () => {
    const values = { details, cost, launch };
    expect(stepProblems('images', { ...values, details: emptyDetails() })).toEqual([]);
    expect(stepProblems('launch', values)).toEqual([]);
    const empty = { details: emptyDetails(), cost: emptyCost(), launch: emptyLaunch('2025-06-15') };
    expect(problemsBefore('details', empty)).toEqual([]);
    expect(problemsBefore('costQuantity', empty)).toEqual(detailsProblems(empty.details));
    expect(problemsBefore('launch', { ...empty, details })).toEqual(costProblems(empty.cost));
    expect(problemsBefore('launch', { ...empty, details, cost })).toEqual([]);
  });
});
