/** What a running server answered to one call, and how long the answer took to its last byte. */
export type TimedAnswer = {
  /** When the call was sent (epoch ms), to place it against events such as a restart. */
  started: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: string;
};

export type TimedCall = {
  method: string;
  path: string;
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For, so the server's per-client fairness and limits see distinct clients. */
  client?: string;
  /** A hang ends as a thrown timeout, not as the caller waiting forever. */
  timeoutMs: number;
};

/** One JSON call to a running server over HTTP, as the load benchmark and the fault suites make them. */
export async function timedCall(base: string, call: TimedCall): Promise<TimedAnswer> {
  const started = Date.now();
  const clock = performance.now();
  const res = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: {
      ...(call.client ? { 'x-forwarded-for': call.client } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? null : JSON.stringify(call.body),
    signal: AbortSignal.timeout(call.timeoutMs),
  });
  const body = await res.text();
  return {
    started,
    ms: performance.now() - clock,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body,
  };
}
