// One fuzzed request for an operation of the document: its path (real ids, or hostile ones), its
// query (the operation's parameters, valid or spoiled) and its body (valid-shaped, spoiled, not
// JSON, mislabelled; raw bytes for uploads). Every part is derived from the operation's entry in
// openapi/openapi.json, so an operation added to the document is fuzzed without a line here.
import fc from 'fast-check';
import { MAX_IMAGE_BYTES } from '../../../domain/common/images';
import { FAKE_PNG, GIF, JPEG, PNG, SVG, WEBP } from '../catalogue-support';
import { type JsonSchema, type SchemaContext, validValue } from './arbitraries';
import type { ApiOperation, OrgCode } from './operations';
import {
  HOSTILE_IDS,
  type RawBody,
  brokenJsonBody,
  hostileValue,
  mislabelledBody,
  rawNumberBody,
  spoiledBody,
} from './hostileArbitraries';

/**
 * Where the request goes: a row of an organisation (a new copy of it when `fresh`), a row an
 * earlier fuzzed request created (`created`, the fixtures' rows being often built-in ones their
 * rules protect), or no row at all.
 */
export type PathTarget = { org: OrgCode; fresh: boolean } | { created: true } | { hostileId: string };

export type FuzzRequest = {
  /** Which family made it, for the report and a failure's message. */
  family: string;
  target: PathTarget;
  query: [string, string][];
  body?: RawBody;
};

const JSON_TYPE = 'application/json';

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * Percent-encoded as UTF-8; a lone surrogate, which UTF-8 cannot hold, as the three bytes a
 * careless encoder writes for it (invalid UTF-8 the server must refuse, not trip on).
 */
function encodeQueryText(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part) => {
      if (!LONE_SURROGATE.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

export function withQuery(path: string, query: [string, string][]) {
  if (!query.length) return path;
  return `${path}?${query.map(([k, v]) => `${encodeQueryText(k)}=${encodeQueryText(v)}`).join('&')}`;
}

/** A query value as a client writes it: strings as they are, anything else as JSON text. */
const asQueryText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function validQuery(operation: ApiOperation, context: SchemaContext): fc.Arbitrary<[string, string][]> {
  const parameters = operation.query;
  if (!parameters.length) return fc.constant([]);
  return fc
    .tuple(
      ...parameters.map((p) =>
        fc.option(validValue((p.schema ?? {}) as JsonSchema, context, p.name), {
          nil: undefined,
          freq: p.required ? 0 : 2,
        }),
      ),
    )
    .map((values) =>
      values.flatMap((v, i) =>
        v === undefined ? [] : [[parameters[i]!.name, asQueryText(v)] as [string, string]],
      ),
    );
}

/** The query spoiled: a parameter hostile or repeated (an array on the server), or one unknown. */
function hostileQuery(operation: ApiOperation, context: SchemaContext): fc.Arbitrary<[string, string][]> {
  const names = operation.query.map((p) => p.name);
  const name = fc.oneof(fc.constantFrom('ordering', 'organization', '__proto__', 'page_size', ...names));
  return fc.oneof(
    fc
      .tuple(validQuery(operation, context), name, hostileValue)
      .map(([q, k, v]): [string, string][] => [...q, [k, asQueryText(v)]]),
    fc
      .tuple(validQuery(operation, context), name)
      .map(([q, k]): [string, string][] => [...q, [k, 'a'], [k, 'b']]),
  );
}

const json = (value: unknown): RawBody => ({ contentType: JSON_TYPE, payload: JSON.stringify(value) ?? '' });

/** Bodies for an upload (a raw image in the body, its media type in Content-Type). */
function uploadBodies(mediaTypes: string[]): fc.Arbitrary<RawBody> {
  const images: [Buffer, string][] = [
    [PNG, 'image/png'],
    [GIF, 'image/gif'],
    [JPEG, 'image/jpeg'],
    [WEBP, 'image/webp'],
    [SVG, 'image/svg+xml'],
  ];
  const valid = fc.constantFrom(...images.filter(([, type]) => mediaTypes.includes(type)));
  const type = fc.constantFrom(...mediaTypes);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(([payload, contentType]) => ({ contentType, payload })) },
    // Bytes that are not what their type says.
    fc.tuple(fc.constantFrom(FAKE_PNG, PNG, SVG, Buffer.alloc(0)), type).map(([payload, contentType]) => ({
      contentType,
      payload,
    })),
    fc.tuple(fc.uint8Array({ maxLength: 256 }), type).map(([bytes, contentType]) => ({
      contentType,
      payload: Buffer.from(bytes),
    })),
    fc.constantFrom<RawBody>(
      {
        contentType: 'image/svg+xml',
        payload: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      },
      {
        contentType: 'image/svg+xml',
        payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg>&e;</svg>',
      },
      { contentType: 'image/png', payload: Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]) },
      json({ image: 'data:image/png;base64,AAAA' }),
      {
        contentType: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
      },
    ),
  );
}

function jsonBodies(schema: JsonSchema, context: SchemaContext): Record<string, fc.Arbitrary<RawBody>> {
  return {
    valid: validValue(schema, context).map(json),
    spoiled: spoiledBody(schema, context).map(json),
    'raw number': rawNumberBody(schema, context),
    mislabelled: mislabelledBody(schema, context),
    'broken JSON': brokenJsonBody,
  };
}

/**
 * Rows of the caller's organisation (DEMO) most of the time, the other one's now and then; a new
 * copy for a DELETE, so later runs still find the fixtures.
 */
function rowTarget(operation: ApiOperation): fc.Arbitrary<PathTarget> {
  const org = fc
    .constantFrom<OrgCode>('DEMO', 'DEMO', 'DEMO', 'ACME')
    .map((o): PathTarget => ({ org: o, fresh: operation.method === 'DELETE' }));
  if (!operation.pathParams.length) return org;
  return fc.oneof({ weight: 2, arbitrary: org }, fc.constant<PathTarget>({ created: true }));
}

/** Arbitrary requests for an operation, tagged by family, in proportions that keep most of them near the valid. */
export function requestArbitrary(operation: ApiOperation, context: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const mediaTypes = operation.body?.mediaTypes ?? [];
  const jsonSchema = mediaTypes.includes(JSON_TYPE) ? (operation.body!.schema as JsonSchema) : undefined;
  const row = rowTarget(operation);
  const hostilePath = operation.pathParams.length
    ? [fc.constantFrom(...HOSTILE_IDS).map((hostileId): PathTarget => ({ hostileId }))]
    : [];
  const query = validQuery(operation, context);

  const bodies: Record<string, fc.Arbitrary<RawBody | undefined>> = jsonSchema
    ? jsonBodies(jsonSchema, context)
    : mediaTypes.length
      ? { upload: uploadBodies(mediaTypes) }
      : // Nothing to send; a body anyway must be taken or refused alike.
        {
          'no body': fc.constant(undefined),
          'unexpected body': fc.oneof(brokenJsonBody, hostileValue.map(json), mislabelledBody({}, context)),
        };
  const [first] = Object.keys(bodies);
  const families = Object.entries(bodies).map(([family, body]) => ({
    // The first family (valid or upload) gets the most runs: a write that succeeds is a state the
    // next refusals must leave alone.
    weight: family === first ? 3 : 1,
    arbitrary: fc
      .tuple(row, query, body)
      .map(([target, q, b]): FuzzRequest => ({ family, target, query: q, body: b })),
  }));
  families.push({
    weight: 1,
    arbitrary: fc
      .tuple(fc.oneof(row, ...hostilePath), hostileQuery(operation, context), Object.values(bodies)[0]!)
      .map(([target, q, b]): FuzzRequest => ({ family: 'hostile path or query', target, query: q, body: b })),
  });
  return fc.oneof(...families).map(printable);
}

/** A request as a failure report shows it: a megabyte of body would bury the rest. */
function printable(request: FuzzRequest): FuzzRequest {
  const clip = (text: string) =>
    text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text;
  const body = request.body?.payload;
  const shown = {
    ...request,
    query: request.query.map(([k, v]) => [clip(k), clip(v)]),
    body: request.body && {
      contentType: request.body.contentType,
      payload: typeof body === 'string' ? clip(body) : `<${body!.length} bytes>`,
    },
  };
  return Object.defineProperty(request, fc.toStringMethod, { value: () => JSON.stringify(shown) });
}
