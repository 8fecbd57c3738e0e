/** An API error in one shape, whatever the body looked like. */
export interface ApiError {
  status: number;
  detail?: string;
  /** Messages per field; a body-wide list is kept under `non_field_errors`, as the API sends it. */
  fields: Record<string, string[]>;
  /** Machine-readable reason, e.g. `token_not_valid`. */
  code?: string;
}

/** i18n key of the message shown when the server gave no usable reason ("Authentication failed"). */
export const AUTH_FAILED_KEY = 'auth.failed';

export interface AuthErrorDisplay {
  /** A message for the whole form: server text, or AUTH_FAILED_KEY (translate that one). */
  general?: string;
  /** One message per field. */
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(messageOf);
  return value === null || value === undefined ? [] : [messageOf(value)];
}

/** Nested objects (e.g. `{ address: { city: [...] } }`) become dotted paths, as the server names them. */
function collectFields(body: Record<string, unknown>, prefix: string, out: Record<string, string[]>) {
  for (const [key, value] of Object.entries(body)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) {
      collectFields(value, path, out);
    } else {
      const messages = messagesOf(value);
      if (messages.length) out[path] = messages;
    }
  }
}

/**
 * `body` is what openapi-fetch returns as `error`: parsed JSON when it was JSON, the text
 * otherwise, and undefined or '' when the response had no body.
 */
export function toApiError(response: Pick<Response, 'status'>, body: unknown): ApiError {
  const error: ApiError = { status: response.status, fields: {} };
  if (typeof body === 'string') {
    const text = body.trim();
    if (text) error.detail = text;
  } else if (Array.isArray(body)) {
    const messages = messagesOf(body);
    if (messages.length) error.fields.non_field_errors = messages;
  } else if (isRecord(body)) {
    const { detail, code, ...fields } = body;
    if (detail !== undefined && detail !== null) error.detail = messageOf(detail);
    // `code` is the machine-readable reason when it is a string; a list is a field's messages
    // (a catalogue code already in use: {"code": ["This code is already in use"]}).
    if (typeof code === 'string') error.code = code;
    else if (code !== undefined && code !== null) fields.code = code;
    collectFields(fields, '', error.fields);
  }
  return error;
}

/**
 * Spec §8: a list gives its first item as the general error; an object is shown field by field
 * (`non_field_errors`, then `detail`, are the general error); text is the general error;
 * nothing usable gives AUTH_FAILED_KEY.
 */
export function authErrorDisplay(body: unknown): AuthErrorDisplay {
  let general: string | undefined;
  const fields: Record<string, string> = {};
  if (Array.isArray(body)) {
    general = messagesOf(body)[0];
  } else if (typeof body === 'string') {
    general = body.trim();
  } else if (isRecord(body)) {
    const error = toApiError({ status: 0 }, body);
    const { non_field_errors: nonField, ...perField } = error.fields;
    general = nonField?.[0] ?? error.detail;
    // A field's messages are joined so that none is lost ("Too short. Too common.").
    for (const [field, messages] of Object.entries(perField)) fields[field] = messages.join(' ');
  }
  if (general) return { general, fields };
  return Object.keys(fields).length ? { fields } : { general: AUTH_FAILED_KEY, fields };
}
