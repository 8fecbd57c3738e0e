/** PostgreSQL error code of an error or of any error in its cause chain (drizzle wraps them). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** The constraint an error of `code` names (PostgreSQL and PGlite alike), or undefined. */
function violatedConstraint(error: unknown, code: string, kind: string): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== code) continue;
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    return new RegExp(`${kind} constraint "([^"]+)"`).exec(String((e as { message?: unknown }).message))?.[1];
  }
  return undefined;
}

/** The unique index a unique violation hit, or undefined. */
export const uniqueViolation = (error: unknown) => violatedConstraint(error, '23505', 'unique');

/** The CHECK constraint a row broke, or undefined. */
export const checkViolation = (error: unknown) => violatedConstraint(error, '23514', 'check');
