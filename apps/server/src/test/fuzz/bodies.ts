import fc from 'fast-check';
import { TINY_GIF } from '../server-process.ts';
import type { Route } from './documented-routes.ts';
import type { Json } from './json.ts';

// Bodies: valid JSON, broken JSON, wrong content types, multipart shapes.

export interface BodyVariant {
  /** What the failure report calls it. */
  label: string;
  contentType: string | undefined;
  /** The payload for the generated body (undefined: the route's body is left out). */
  payload: (body: Json | undefined) => string | Buffer | undefined;
}

const asJson = (body: Json | undefined) => JSON.stringify(body ?? {});

const JSON_BODY: BodyVariant = { label: 'JSON', contentType: 'application/json', payload: (body) => (body === undefined ? undefined : asJson(body)) };
const NO_BODY: BodyVariant = { label: 'no body', contentType: undefined, payload: () => undefined };

const fixed = (label: string, contentType: string | undefined, payload: string | Buffer): BodyVariant => ({ label, contentType, payload: () => payload });

/** Broken JSON and bodies under the wrong content type: every route with or without a body gets these. */
const WRONG_BODIES: readonly BodyVariant[] = [
  fixed('invalid JSON `{mobile:`', 'application/json', '{mobile:'),
  fixed('invalid JSON `[`', 'application/json', '['),
  fixed('empty body as JSON', 'application/json', ''),
  fixed('JSON with trailing garbage', 'application/json', '{"a":1}garbage'),
  fixed('JSON with a BOM', 'application/json', '\uFEFF{}'),
  fixed('JSON __proto__ key', 'application/json', '{"__proto__":{"polluted":"yes"}}'),
  fixed('JSON constructor.prototype key', 'application/json', '{"constructor":{"prototype":{"polluted":"yes"}}}'),
  { label: 'JSON labelled charset=utf-16', contentType: 'application/json; charset=utf-16', payload: asJson },
  { label: 'JSON as text/plain', contentType: 'text/plain', payload: asJson },
  { label: 'JSON without content type', contentType: undefined, payload: asJson },
  fixed('form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&mobile=%zz&b'),
  fixed('multipart without boundary', 'multipart/form-data', '{}'),
  fixed('multipart boundary=x with body {}', 'multipart/form-data; boundary=x', '{}'),
  fixed('raw GIF bytes', 'image/gif', TINY_GIF),
];

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: string | Buffer;
}

function multipartBody(parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${BOUNDARY}${CRLF}Content-Disposition: ${disposition}${CRLF}${part.type ? `Content-Type: ${part.type}${CRLF}` : ''}${CRLF}`;
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from(CRLF));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--${CRLF}`));
  return Buffer.concat(chunks);
}

const multipart = (label: string, parts: Part[], close = true): BodyVariant => fixed(label, `multipart/form-data; boundary=${BOUNDARY}`, multipartBody(parts, close));
const gifFile = (name = 'file'): Part => ({ name, filename: 'tiny.gif', type: 'image/gif', content: TINY_GIF });

const STRONG_LOG = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-03-03 18:30:00,"Push, heavy",1h 5m,Bench Press (Barbell),1,100,5,,,,很好,8\n';
const HEVY_LOG = '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"\n'
  + '"Legs","3 Mar 2026, 18:30","3 Mar 2026, 19:30","","Zercher Deluxe","","",0,"warmup",135,5,,,\n';

/** The shapes an upload form arrives in, good and bad. */
export const MULTIPART_BODIES: readonly BodyVariant[] = [
  multipart('multipart: a real tiny GIF', [gifFile()]),
  multipart('multipart: no file part', []),
  multipart('multipart: a text field before the file', [{ name: 'note', content: 'hello' }, gifFile()]),
  multipart('multipart: two files', [gifFile(), gifFile()]),
  multipart('multipart: fake GIF (text renamed)', [{ name: 'file', filename: 'fake.gif', type: 'image/gif', content: 'this is not a gif' }]),
  multipart('multipart: empty file', [{ name: 'file', filename: 'empty.gif', type: 'image/gif', content: '' }]),
  multipart('multipart: file under another field name', [gifFile('other')]),
  multipart('multipart: no closing boundary', [gifFile()], false),
  fixed('multipart without boundary', 'multipart/form-data', '{}'),
  fixed('multipart boundary=x with body {}', 'multipart/form-data; boundary=x', '{}'),
  // The import's forms: a log of each app's layout, a mapping beside it, a broken mapping, a file cut in a quote.
  multipart('multipart: a Strong log', [{ name: 'file', filename: 'strong.csv', type: 'text/csv', content: STRONG_LOG }]),
  multipart('multipart: a Hevy log with a mapping', [
    { name: 'mapping', content: '[{"name":"Zercher Deluxe","actionId":1}]' }, { name: 'weightUnit', content: 'lbs' }, { name: 'file', filename: 'hevy.csv', type: 'text/csv', content: HEVY_LOG },
  ]),
  multipart('multipart: a mapping that is not JSON', [{ name: 'mapping', content: '[{' }, { name: 'file', filename: 'strong.csv', type: 'text/csv', content: STRONG_LOG }]),
  multipart('multipart: a log cut inside a quote', [{ name: 'file', filename: 'cut.csv', type: 'text/csv', content: `${STRONG_LOG}"2026-03-04 18:00:00,"Push` }]),
  fixed('multipart: body does not match the boundary', `multipart/form-data; boundary=${BOUNDARY}`, '--other\r\n\r\nx\r\n--other--\r\n'),
];

/**
 * How a case sends its body. The first choice of each list is the ordinary one, so fast-check
 * shrinks toward it and a failure report names the simplest body that still fails.
 */
export function bodyVariant(route: Route): fc.Arbitrary<BodyVariant> {
  const wrong = fc.constantFrom(...WRONG_BODIES);
  if (route.multipart) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...MULTIPART_BODIES) }, { weight: 1, arbitrary: wrong });
  if (route.bodySchema) return fc.oneof({ weight: 5, arbitrary: fc.constant(JSON_BODY) }, { weight: 2, arbitrary: wrong });
  return fc.oneof({ weight: 5, arbitrary: fc.constant(NO_BODY) }, { weight: 1, arbitrary: wrong });
}
