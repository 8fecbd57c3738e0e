import { describe, expect, it } from 'vitest';
import {
  costProblems,
  detailsProblems,
  emptyCost,
  emptyDetails,
  emptyLaunch,
  launchProblems,
  problemsBefore,
  stepProblems,
} from './requiredFields';
import { completeCost, completeDetails, completeLaunch } from './test-support';

const details = { ...emptyDetails(), ...completeDetails };
const cost = { ...emptyCost(), ...completeCost };
const launch = { ...emptyLaunch('2025-06-15'), ...completeLaunch };

describe('required fields of the wizard', () => {
  it('step 1: code, name, status, product type, brand, priority', () => {
    expect(detailsProblems(emptyDetails()).map((p) => p.field)).toEqual([
      'code',
      'name',
      'status',
      'product_type',
      'brand',
      'priority',
    ]);
    expect(detailsProblems(details)).toEqual([]);
    expect(detailsProblems({ ...details, name: '   ' })).toEqual([{ field: 'name', reason: 'required' }]);
  });

  it('step 2: cost basis and stock quantity required and positive, price positive if given', () => {
    expect(costProblems(emptyCost())).toEqual([
      { field: 'cost_basis', reason: 'required' },
      { field: 'stock_quantity', reason: 'required' },
    ]);
    expect(costProblems(cost)).toEqual([]);
    expect(costProblems({ ...cost, suggested_retail_price: null })).toEqual([]);
    expect(costProblems({ ...cost, cost_basis: 0, suggested_retail_price: -1, stock_quantity: -5 })).toEqual([
      { field: 'cost_basis', reason: 'positive' },
      { field: 'suggested_retail_price', reason: 'positive' },
      { field: 'stock_quantity', reason: 'positive' },
    ]);
    expect(costProblems({ ...cost, minimum_order_quantity: 0 })).toEqual([
      { field: 'minimum_order_quantity', reason: 'positive' },
    ]);
    expect(costProblems({ ...cost, cost_basis: Number.NaN })).toEqual([
      { field: 'cost_basis', reason: 'positive' },
    ]);
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
