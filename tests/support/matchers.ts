// Matchers every Vitest suite gets (vitest.config.ts `setupFiles`).
import { expect } from 'vitest';

/** The item type of an array; `any` (a parsed JSON body) lets the predicate name its own type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ItemOf<T> = 0 extends 1 & T ? any : T extends readonly (infer Item)[] ? Item : never;

interface CustomMatchers<T> {
  /**
   * Every item satisfies `predicate`, and there is at least one item: `expect([].every(p))` is
   * true for any `p`, so a filter that returned nothing would pass unnoticed.
   */
  toAllSatisfy: (predicate: (item: ItemOf<T>, index: number) => boolean) => void;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any -- Vitest's own signature
  interface Matchers<T = any> extends CustomMatchers<T> {}
}

expect.extend({
  // The item type is checked where the matcher is called (ItemOf); here it is whatever came in.
  toAllSatisfy(received: unknown, predicate: (item: never, index: number) => boolean) {
    const items = Array.isArray(received) ? received : null;
    if (items === null) {
      return {
        pass: false,
        message: () => `expected an array, received ${this.utils.printReceived(received)}`,
      };
    }
    if (items.length === 0) {
      return { pass: false, message: () => 'expected a non-empty array: an empty one satisfies anything' };
    }
    const failing = items.findIndex((item, index) => !predicate(item as never, index));
    return {
      pass: failing === -1,
      message: () =>
        failing === -1
          ? 'expected some item not to satisfy the predicate'
          : `item ${failing} does not satisfy the predicate: ${this.utils.printReceived(items[failing])}`,
    };
  },
});
