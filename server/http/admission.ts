import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ApiError } from './errors';

export type AdmissionLimits = {
  /** Requests handled at once; the rest wait their turn. */
  maxInFlight: number;
  /** Requests waiting at once, all clients together; beyond it the heaviest client's newest is refused. */
  maxQueue: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
};

/**
 * The configured limits, with requests at once fitted to the database when not set: the embedded
 * one runs one query at a time in the server's own thread, so more than a few requests at once
 * only queue inside it, out of admission's sight and unbounded (measured: answers past 10 s with
 * 32); a server gets two per pooled connection, so one request's gaps between queries are used.
 */
export function admissionLimits(config: Config, kind: Database['kind']): AdmissionLimits {
  const { maxInFlight, ...rest } = config.admission;
  return { ...rest, maxInFlight: maxInFlight ?? (kind === 'pglite' ? 8 : 2 * config.databasePoolSize) };
}

/** Why a request was refused before it was handled. */
export class Shed extends Error {
  constructor(readonly reason: 'queue_full' | 'waited_too_long') {
    super(reason);
  }
}

/** A request's place: `admitted` settles when it may run (or rejects with `Shed`); `leave` when it is done. */
export type Ticket = { admitted: Promise<void>; leave: () => void };

type Waiter = {
  client: string;
  /** Refuses the waiter once it waited `maxWaitMs`. */
  timer?: NodeJS.Timeout;
  admit: () => void;
  shed: (reason: Shed['reason']) => void;
};

/**
 * Bounded, fair queueing in front of the handlers. At most `maxInFlight` requests run; the others
 * wait in one queue per client, served in turn (round robin), so one client's flood delays its own
 * requests, not everyone's. A request that waits longer than `maxWaitMs`, or arrives when
 * `maxQueue` are waiting and its client already has the most of them, is refused at once: an
 * overloaded server answers "busy, retry" in bounded time instead of letting requests starve.
 * When the queue is full and a lighter client arrives, the heaviest client's newest request makes
 * room for it.
 */
export class Admission {
  private running = 0;
  private queued = 0;
  /** Waiters by client; the map's order is the round robin's (a served client goes to the back). */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(readonly limits: AdmissionLimits) {}

  get inFlight() {
    return this.running;
  }

  get waitingCount() {
    return this.queued;
  }

  enter(client: string): Ticket {
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const leave = () => {
      if (state === 'running') {
        this.running--;
        this.next();
      } else if (state === 'waiting') {
        this.remove(waiter);
      }
      state = 'done';
    };
    let waiter!: Waiter;
    const admitted = new Promise<void>((resolve, reject) => {
      waiter = {
        client,
        admit: () => {
          clearTimeout(waiter.timer);
          state = 'running';
          this.running++;
          resolve();
        },
        shed: (reason) => {
          clearTimeout(waiter.timer);
          state = 'done';
          reject(new Shed(reason));
        },
      };
      if (this.running < this.limits.maxInFlight && this.queued === 0) return waiter.admit();
      if (!this.makeRoomFor(client)) return waiter.shed('queue_full');
      waiter.timer = setTimeout(() => {
        this.remove(waiter);
        waiter.shed('waited_too_long');
      }, this.limits.maxWaitMs);
      this.push(waiter);
    });
    return { admitted, leave };
  }

  /** Whether a request of `client` may join the queue, refusing the heaviest client's newest if need be. */
  private makeRoomFor(client: string): boolean {
    if (this.queued < this.limits.maxQueue) return true;
    const own = this.waiting.get(client)?.length ?? 0;
    let heaviest: Waiter[] | undefined;
    for (const list of this.waiting.values()) if (!heaviest || list.length > heaviest.length) heaviest = list;
    if (!heaviest || heaviest.length <= own + 1) return false;
    const evicted = heaviest.at(-1)!;
    this.remove(evicted);
    evicted.shed('queue_full');
    return true;
  }

  private push(waiter: Waiter) {
    const list = this.waiting.get(waiter.client);
    if (list) list.push(waiter);
    else this.waiting.set(waiter.client, [waiter]);
    this.queued++;
  }

  private remove(waiter: Waiter) {
    const list = this.waiting.get(waiter.client);
    const index = list?.indexOf(waiter) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    this.queued--;
    if (list.length === 0) this.waiting.delete(waiter.client);
  }

  private next() {
    while (this.running < this.limits.maxInFlight && this.queued > 0) {
      const [client, list] = this.waiting.entries().next().value!;
      const waiter = list.shift()!;
      this.queued--;
      // To the back of the round: the next turn is another client's.
      this.waiting.delete(client);
      if (list.length > 0) this.waiting.set(client, list);
      waiter.admit();
    }
  }
}

const shedRequests = new WeakSet<FastifyRequest>();

/** Whether the request was refused by admission control, so nothing it asked for was done. */
export const wasShed = (request: FastifyRequest) => shedRequests.has(request);

/** Requests that cost next to nothing or must answer under load: health checks, API docs, the SPA's files. */
function isExempt(url: string) {
  return !url.startsWith('/api/') || url.startsWith('/api/health/') || url.startsWith('/api/docs');
}

/** The 503 a shed request gets, in the API's error shape; retrying once the longest wait has passed. */
export function overloaded(limits: AdmissionLimits) {
  const seconds = Math.max(1, Math.ceil(limits.maxWaitMs / 1000));
  return new ApiError(
    503,
    { detail: 'The server is busy. Please try again shortly.' },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Puts every API request through `Admission`, keyed by the client's address (`request.ip`: the
 * forwarded one with TRUST_PROXY behind a load balancer). A request leaves when its response is
 * finished or its connection closes; one whose client gave up while waiting never runs.
 */
export function installAdmission(app: FastifyInstance, limits: AdmissionLimits): Admission {
  const admission = new Admission(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (isExempt(request.url)) return;
    const ticket = admission.enter(request.ip);
    reply.raw.once('close', ticket.leave);
    try {
      await ticket.admitted;
    } catch (error) {
      if (!(error instanceof Shed)) throw error;
      shedRequests.add(request);
      request.log.warn({ reason: error.reason, client: request.ip }, 'request shed: server busy');
      throw overloaded(limits);
    }
  });
  return admission;
}
