import { z } from 'zod';

/** Timestamps as the API writes them (ISO 8601). */
export const timestamp = z.string();
/** Query-string booleans of the security calls, which also take 1 and 0. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
