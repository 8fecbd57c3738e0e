import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '../../domain/hr/reviewStatus';
import { REVIEW_MACHINE_STATUSES, reviewFlow } from './index';

describe('review status flow', () => {
  it('has exactly the spec’s statuses', () => {
    expect([...REVIEW_MACHINE_STATUSES].sort()).toEqual([...REVIEW_STATUSES].sort());
  });

  it('offers each party its own moves, and nobody anything on a draft but its reviewer', () => {
    expect(reviewFlow.events('draft', ['reviewer'])).toEqual(['SUBMIT']);
    expect(reviewFlow.events('draft', ['employee', 'hr'])).toEqual([]);
    expect(reviewFlow.events('submitted', ['reviewer'])).toEqual(['SEND_BACK']);
    expect(reviewFlow.events('submitted', ['hr'])).toEqual(['SEND_BACK', 'START_REVIEW']);
    expect(reviewFlow.events('in_review', ['employee'])).toEqual(['ACKNOWLEDGE']);
    expect(reviewFlow.events('employee_reviewed', ['reviewer'])).toEqual(['COMPLETE']);
    expect(reviewFlow.events('completed', ['hr'])).toEqual(['REOPEN']);
    expect(reviewFlow.events('completed', ['reviewer', 'employee'])).toEqual([]);
  });

  it('submits only a review whose ratings are filled in', () => {
    expect(reviewFlow.apply('draft', { type: 'SUBMIT', complete: true }, ['reviewer'])).toMatchObject({
      ok: true,
      by: 'reviewer',
      transition: { from: 'draft', to: 'submitted' },
    });
    expect(reviewFlow.apply('draft', { type: 'SUBMIT', complete: false }, ['reviewer'])).toEqual({
      ok: false,
      refused: 'incomplete',
    });
  });

  it('tells a wrong person (403) from a wrong status (409)', () => {
    expect(reviewFlow.apply('draft', { type: 'SUBMIT', complete: true }, ['employee'])).toEqual({
      ok: false,
      refused: 'person',
    });
    expect(reviewFlow.apply('completed', { type: 'SUBMIT', complete: true }, ['reviewer'])).toEqual({
      ok: false,
      refused: 'state',
    });
    expect(reviewFlow.apply('in_review', { type: 'ACKNOWLEDGE' }, ['reviewer', 'hr'])).toEqual({
      ok: false,
      refused: 'person',
    });
  });

  it('sends back and reopens only with a reason', () => {
    expect(reviewFlow.apply('submitted', { type: 'SEND_BACK', reason: '  ' }, ['reviewer'])).toEqual({
      ok: false,
      refused: 'incomplete',
    });
    expect(
      reviewFlow.apply('submitted', { type: 'SEND_BACK', reason: 'Scores swapped' }, ['reviewer']),
    ).toMatchObject({
      ok: true,
      transition: { to: 'draft' },
    });
    expect(reviewFlow.apply('completed', { type: 'REOPEN', reason: 'Appeal' }, ['hr'])).toMatchObject({
      ok: true,
      transition: { from: 'completed', to: 'in_review' },
    });
  });

  it('lets someone who is two parties act as the one the machine allows', () => {
    expect(reviewFlow.apply('submitted', { type: 'START_REVIEW' }, ['reviewer', 'hr'])).toMatchObject({
      ok: true,
      by: 'hr',
    });
  });
});

describe('the reviews waiting for each party', () => {
  it('waits for the reviewer to submit a draft and to complete an acknowledged one', () => {
    expect(reviewFlow.awaiting('reviewer')).toEqual(['draft', 'employee_reviewed']);
  });
  it('waits for the employee to acknowledge a review HR is checking', () => {
    expect(reviewFlow.awaiting('employee')).toEqual(['in_review']);
  });
  it('waits for HR to start checking a submitted review and to complete an acknowledged one, not to reopen', () => {
    expect(reviewFlow.awaiting('hr')).toEqual(['submitted', 'employee_reviewed']);
  });
});
