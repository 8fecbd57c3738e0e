// Valid-shaped values for a JSON Schema of openapi/openapi.json, so a fuzzed request passes the
// route's validation often enough for its handler to run (and write). Read from the document, not
// from the zod schemas behind it: the document is what integrators build on, every operation has
// its body and parameters there (raw uploads included), and zod-fast-check knows only zod 3 and
// fast-check 3. What JSON Schema cannot say (refinements such as an end date after a start date,
// a reference to a row of the caller's organisation) is generated blindly and refused now and then,
// which the fuzz test checks as well.
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type SchemaContext = {
  /** Resolves `#/components/schemas/…`. */
  components: Record<string, JsonSchema>;
  /**
   * Ids of rows that exist: an id-shaped integer (positive, up to 2³¹−1) is drawn from them half
   * the time, so references resolve and the write goes through.
   */
  ids: () => readonly number[];
};

const INT4_MAX = 2_147_483_647;
/** Arrays are kept short: length matters to the server only at its limits, which hostile bodies try. */
const ARRAY_SAMPLE_MAX = 4;

export function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = context.components[name];
  if (!target) throw new Error(`No schema ${schema.$ref} in the document`);
  return resolve(target, context);
}

const isIdShaped = (s: JsonSchema) =>
  s.type === 'integer' && s.exclusiveMinimum === 0 && s.maximum === INT4_MAX;

/** A value `schema` accepts (as far as JSON Schema can say); `name` is the property it fills. */
export function validValue(schema: JsonSchema, context: SchemaContext, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema, context);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validValue(a, context, name)));
  if (s.allOf?.length === 1) return validValue(s.allOf[0]!, context, name);
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => validValue({ ...s, type }, context, name)));
  }
  switch (s.type) {
    case 'object':
      return objectValue(s, context);
    case 'array':
      return fc.array(validValue(s.items ?? {}, context, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? ARRAY_SAMPLE_MAX, ARRAY_SAMPLE_MAX)),
      });
    case 'string':
      return stringValue(s, name);
    case 'integer':
      return integerValue(s, context);
    case 'number':
      return numberValue(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // `{}`: anything JSON can hold.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(s: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, context, key)]),
  );
  const required = (s.required ?? []).filter((k) => k in properties);
  const optional = Object.keys(properties).filter((k) => !required.includes(k));
  // Mostly a few optional fields, as a client sends (and as a PATCH that may change only some of
  // them must, to go through); now and then any number of them.
  const few = fc
    .tuple(fc.record(model), fc.subarray(optional, { maxLength: Math.min(3, optional.length) }))
    .map(([all, kept]) => Object.fromEntries([...required, ...kept].map((k) => [k, all[k]])));
  const known = fc.oneof(
    { weight: 3, arbitrary: few },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: required }) },
  );
  if (!s.additionalProperties || typeof s.additionalProperties !== 'object') return known;
  // A map (`{"key": value}` of any keys), alone or beside declared properties.
  const extra = fc.dictionary(
    fc.stringMatching(/^[a-z][a-z0-9_]{0,19}$/),
    validValue(s.additionalProperties, context),
    { maxKeys: 3 },
  );
  return fc.tuple(extra, known).map(([more, declared]) => ({ ...more, ...declared }));
}

const DATE_RANGE = { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z') };

function stringValue(s: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 200;
  // JSON Schema counts code points, zod UTF-16 units (two for an emoji): fit both.
  const fits = (v: string) => [...v].length >= minLength && v.length <= maxLength;
  if (s.format === 'date') return fc.date({ ...DATE_RANGE, noInvalidDate: true }).map(isoDate);
  if (s.format === 'date-time')
    return fc.date({ ...DATE_RANGE, noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) return patternValue(s.pattern).filter(fits);
  const text = fc.oneof(
    fc.string({ minLength, maxLength }),
    // Graphemes of several code points each can outgrow the limit: those are dropped.
    fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits),
  );
  // The rules behind an email want a common one (RFC 5322 allows far more than the server takes,
  // and fc.emailAddress() uses all of it). A field the document leaves a plain string may hold any.
  if (s.format === 'email' || /email/i.test(name)) {
    const emails = [plainEmail.filter(fits), fc.emailAddress().filter(fits)] as const;
    return s.format === 'email'
      ? fc.oneof({ weight: 4, arbitrary: emails[0] }, emails[1])
      : fc.oneof({ weight: 4, arbitrary: emails[0] }, emails[1], text);
  }
  // The limits themselves, where off-by-one refusals hide.
  const atLimit =
    s.maxLength !== undefined ? [fc.constant('x'.repeat(maxLength))] : ([] as fc.Arbitrary<string>[]);
  return fc.oneof(text, ...atLimit);
}

const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}([._-][a-z0-9]{1,8})?$/),
    fc.constantFrom('example.com', 'test.local', 'mail.co.uk'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

const patterns = new Map<string, fc.Arbitrary<string>>();
/** Strings matching a document pattern (ECMA-262, Unicode: zod writes `\p{L}`). */
function patternValue(pattern: string): fc.Arbitrary<string> {
  let arbitrary = patterns.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
    patterns.set(pattern, arbitrary);
  }
  return arbitrary;
}

function bounds(s: JsonSchema, step: number) {
  const min =
    s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : (s.minimum ?? -Number.MAX_SAFE_INTEGER);
  const max =
    s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : (s.maximum ?? Number.MAX_SAFE_INTEGER);
  return { min, max };
}

function integerValue(s: JsonSchema, context: SchemaContext): fc.Arbitrary<number> {
  const { min, max } = bounds(s, 1);
  const any = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  if (!isIdShaped(s)) return any;
  const known = fc.constant(null).chain(() => {
    const ids = context.ids();
    return ids.length ? fc.constantFrom(...ids) : any;
  });
  // The first rows of each table are the caller's organisation's (the demo data seeds it first):
  // a reference of several ids (a product's status, type and brand) resolves only if each does.
  return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }, known, any);
}

function numberValue(s: JsonSchema): fc.Arbitrary<number> {
  if (s.multipleOf) {
    // Whole multiples, so 0.1 + 0.2 never makes a value the server reads as off its step.
    const step = s.multipleOf;
    const { min, max } = bounds(s, step);
    const scale = Math.round(1 / step);
    return fc.integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) }).map((n) => n / scale);
  }
  const { min, max } = bounds(s, Number.EPSILON);
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
  );
}
