/**
 * Counts events in a sliding window and says when there are more than `limit` of them — once:
 * after an alert it stays quiet for one window, so a burst raises one alarm, not one per event.
 */
export function createRateWatch({
  limit,
  windowMs,
  now,
}: {
  limit: number;
  windowMs: number;
  now: () => number;
}) {
  const times: number[] = [];
  let quietUntil = -Infinity;

  /** Records one event; true when an alert is due. */
  return function record(): boolean {
    const at = now();
    times.push(at);
    while (times[0] !== undefined && times[0] <= at - windowMs) times.shift();
    // Only "more than limit" matters, so a flood does not grow the list.
    if (times.length > limit + 1) times.shift();
    if (times.length > limit && at >= quietUntil) {
      quietUntil = at + windowMs;
      return true;
    }
    return false;
  };
}
