import { afterEach, describe, expect, it, vi } from 'vitest';
import { Admission, type Shed, type Ticket } from './admission';

/** What became of a ticket so far: admitted, shed (and why) or still waiting. */
function watch(ticket: Ticket) {
  const seen: { state: 'waiting' | 'admitted' | Shed['reason'] } = { state: 'waiting' };
  ticket.admitted.then(
    () => (seen.state = 'admitted'),
    (error: Shed) => (seen.state = error.reason),
  );
  return seen;
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => void vi.useRealTimers());

describe('Admission', () => {
  it('runs up to maxInFlight at once and admits the next waiter as one leaves', async () => {
    const admission = new Admission({ maxInFlight: 2, maxQueue: 10, maxWaitMs: 1000 });
    const tickets = [1, 2, 3].map(() => admission.enter('a'));
    const seen = tickets.map(watch);
    await settle();
    expect(seen.map((s) => s.state)).toEqual(['admitted', 'admitted', 'waiting']);
    expect(admission.inFlight).toBe(2);
    tickets[0]!.leave();
    tickets[0]!.leave(); // twice (finish, then close) frees one slot only
    await settle();
    expect(seen[2]!.state).toBe('admitted');
    expect(admission.inFlight).toBe(2);
    tickets[1]!.leave();
    tickets[2]!.leave();
    expect(admission.inFlight).toBe(0);
  });

  it('refuses a request that waited longer than maxWaitMs', async () => {
    vi.useFakeTimers();
    const admission = new Admission({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 500 });
    admission.enter('a');
    const late = watch(admission.enter('a'));
    await vi.advanceTimersByTimeAsync(499);
    expect(late.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(late.state).toBe('waited_too_long');
    expect(admission.waitingCount).toBe(0);
  });

  it('serves waiting clients in turn, not in order of arrival', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 1000 });
    const first = admission.enter('flood');
    const order: string[] = [];
    const running: Ticket[] = [];
    // The flood queued four before the other client's first arrived.
    for (const client of ['flood', 'flood', 'flood', 'flood', 'other', 'other']) {
      const ticket = admission.enter(client);
      void ticket.admitted.then(() => {
        order.push(client);
        running.push(ticket);
      });
    }
    first.leave();
    for (let i = 0; i < 6; i++) {
      await settle();
      running.shift()!.leave();
    }
    expect(order).toEqual(['flood', 'other', 'flood', 'other', 'flood', 'flood']);
  });

  it('when full, refuses the heaviest client’s newest request to make room for a lighter client', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueue: 3, maxWaitMs: 1000 });
    admission.enter('flood');
    const flood = [1, 2, 3].map(() => watch(admission.enter('flood')));
    const fourth = watch(admission.enter('flood'));
    const other = watch(admission.enter('other'));
    await settle();
    // The flood's own extra request is refused; the other client's takes the flood's newest place.
    expect(fourth.state).toBe('queue_full');
    expect(flood.map((s) => s.state)).toEqual(['waiting', 'waiting', 'queue_full']);
    expect(other.state).toBe('waiting');
    expect(admission.waitingCount).toBe(3);
  });

  it('refuses a newcomer when every client has its fair share of a full queue', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueue: 2, maxWaitMs: 1000 });
    admission.enter('a');
    const waiting = [watch(admission.enter('a')), watch(admission.enter('b'))];
    const third = watch(admission.enter('c'));
    await settle();
    expect(third.state).toBe('queue_full');
    expect(waiting.map((s) => s.state)).toEqual(['waiting', 'waiting']);
  });

  it('forgets a waiter whose client gave up, so it never runs', async () => {
    const admission = new Admission({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 1000 });
    const first = admission.enter('a');
    const gaveUp = admission.enter('b');
    const seen = watch(gaveUp);
    gaveUp.leave();
    expect(admission.waitingCount).toBe(0);
    first.leave();
    await settle();
    expect(seen.state).toBe('waiting');
    expect(admission.inFlight).toBe(0);
  });
});
