// Model-based test: paths generated from the review machine, replayed on the pure flow the
// server applies (reviewFlow), with the machine's own actor as the reference; at every step each
// party's every other request is refused by the flow, for the reason the API will give.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ReviewStatus } from '../../domain/hr/reviewStatus';
import { modelPaths } from '../qa/models';
import { assertAllTransitionsCovered, machineTransitions, replayPath } from '../testing';
import { REVIEW_FLOW_EVENTS, reviewFlow, reviewStatusMachine, type ReviewFlowEvent } from './index';

const EVENTS = REVIEW_FLOW_EVENTS;
// The review model of machines/qa/models.ts: REVIEW_FLOW_EVENTS as samples.
const paths = modelPaths<ReviewFlowEvent>('reviewStatus');

describe('review machine model', () => {
  it('takes every transition', () => {
    expect(machineTransitions(reviewStatusMachine)).toHaveLength(7);
    assertAllTransitionsCovered(reviewStatusMachine, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_title, path) => {
    const actor = createActor(reviewStatusMachine).start();
    let status: ReviewStatus = 'draft';
    await replayPath(path, {
      execute: (event) => {
        for (const other of EVENTS) {
          if (actor.getSnapshot().can(other)) continue;
          const { by, ...request } = other;
          expect(reviewFlow.apply(status, request, [by]).ok, `${other.type} by ${by}`).toBe(false);
        }
        const { by, ...request } = event;
        const outcome = reviewFlow.apply(status, request, [by]);
        if (!outcome.ok) throw new Error(`${event.type} by ${by} refused: ${outcome.refused}`);
        status = outcome.transition.to;
        actor.send(event);
      },
      check: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(status).toEqual(state.value);
      },
    });
    actor.stop();
  });
});
