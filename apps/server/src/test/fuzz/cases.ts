import fc from 'fast-check';
import { bodyVariant, type BodyVariant } from './bodies.ts';
import { conforming, type JsonSchema, type SchemaOptions } from './conforming.ts';
import type { Route } from './documented-routes.ts';
import { applyMutation, mutations, type Mutation } from './hostile.ts';
import type { Json } from './json.ts';
import { buildRequest, describeRequest, type FuzzRequest, type RequestInput } from './requests.ts';
import { queryMalformation, type QueryMalformation } from './url.ts';
import type { TokenRole, World } from './world.ts';

// The cases of a route's property: who sends what, in which language, how.

type TokenChoice = { label: TokenRole | 'revoked' | 'none' } | { label: 'garbage'; value: string };
export type LanguageChoice = { label: 'en' | 'zh-Hans' | 'none' } | { label: 'garbage'; value: string };

interface FuzzCase {
  token: TokenChoice;
  language: LanguageChoice;
  conforming: boolean;
  input: RequestInput;
  body: BodyVariant;
  malformation: QueryMalformation | null;
  idempotencyKey: string | null;
}

const GARBAGE_TOKENS = ['garbage', 'null', 'undefined', 'Bearer x', ' ', '%00', 'é', 'a'.repeat(5000), "' OR '1'='1"];
// Header values are Latin-1 on the wire: '中文' sent by a careless client arrives as its UTF-8 bytes read as Latin-1.
const GARBAGE_LANGUAGES = ['*', 'xx-YY', 'en-US,en;q=0.9', ';;q=abc,', 'a'.repeat(2000), Buffer.from('中文').toString('latin1'), 'de'];
const IDEMPOTENCY_KEYS = ['fuzz-key-00000001', 'fuzz-key-00000002', 'bad key!', 'short', 'k'.repeat(200)];

function tokenChoices(route: Route): fc.Arbitrary<TokenChoice> {
  const fixed = (label: TokenRole | 'revoked' | 'none') => fc.constant<TokenChoice>({ label });
  const garbage = fc.constantFrom(...GARBAGE_TOKENS).map((value): TokenChoice => ({ label: 'garbage', value }));
  // Signed-in routes mostly get a live token so the handler is reached; open ones mostly none.
  const live = route.isPublic ? 1 : 4;
  return fc.oneof(
    { weight: live, arbitrary: fixed('coach') },
    { weight: live, arbitrary: fixed('trainee') },
    // The console answers everyone else "not found": its routes mostly get the operator, so their input is really checked.
    { weight: route.key.includes('/console/') ? 4 * live : 1, arbitrary: fixed('operator') },
    { weight: route.isPublic ? 3 : 1, arbitrary: fixed('none') },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: fixed('revoked') },
  );
}

const languageChoices: fc.Arbitrary<LanguageChoice> = fc.oneof(
  fc.constant<LanguageChoice>({ label: 'en' }),
  fc.constant<LanguageChoice>({ label: 'zh-Hans' }),
  fc.constant<LanguageChoice>({ label: 'none' }),
  fc.constantFrom(...GARBAGE_LANGUAGES).map((value): LanguageChoice => ({ label: 'garbage', value })),
);

function languageHeader(choice: LanguageChoice): string | undefined {
  if (choice.label === 'garbage') return choice.value;
  return choice.label === 'none' ? undefined : choice.label;
}

function hasProperties(schema: Route['pathSchema']): boolean {
  return Object.keys(schema.properties ?? {}).length > 0;
}

function inputs(route: Route, options: SchemaOptions, examples: Json[]): fc.Arbitrary<{ conforming: boolean; input: RequestInput }> {
  const query = conforming(route.querySchema, options);
  const path = conforming(route.pathSchema, options);
  const body: fc.Arbitrary<Json | undefined> = !route.bodySchema
    ? fc.constant(undefined)
    : examples.length > 0
      ? fc.oneof({ weight: 1, arbitrary: conforming(route.bodySchema, options) }, { weight: 1, arbitrary: fc.constantFrom(...examples) })
      : conforming(route.bodySchema, options);
  const parts = fc.record({ query, path, body });
  const good = parts.map((input) => ({ conforming: true, input }));
  type Part = 'query' | 'path' | 'body';
  const schemaOf: Record<Part, JsonSchema | undefined> = { query: route.querySchema, path: route.pathSchema, body: route.bodySchema };
  // A body is where most of a route's input is: it gets most of the hostile changes when there is one.
  const targets: fc.Arbitrary<Part[]> = fc.oneof(
    { weight: route.bodySchema ? 1 : 3, arbitrary: fc.constant<Part[]>(['query']) },
    ...(hasProperties(route.pathSchema) ? [{ weight: 1, arbitrary: fc.constant<Part[]>(['path']) }] : []),
    ...(route.bodySchema ? [{ weight: 3, arbitrary: fc.constant<Part[]>(['body']) }, { weight: 1, arbitrary: fc.constant<Part[]>(['query', 'body']) }] : []),
  );
  const bad = fc.tuple(parts, targets, mutations).map(([input, on, list]) => {
    const apply = (value: Json, part: Part) => (on.includes(part) ? list.reduce((v: Json, m: Mutation) => applyMutation(v, m, schemaOf[part]), value) : value);
    return {
      conforming: false,
      input: { query: apply(input.query, 'query'), path: apply(input.path, 'path'), body: input.body === undefined ? undefined : apply(input.body, 'body') },
    };
  });
  return fc.oneof(good, bad);
}

/** Null five times in six, shrinking toward null. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

export function cases(route: Route, world: World): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      token: tokenChoices(route),
      language: languageChoices,
      generated: inputs(route, { hints: world.hints }, world.examples.get(route.key) ?? []),
      body: bodyVariant(route),
      // One case in six breaks a query escape or sends an Idempotency-Key (fc.option's freq is the other way round: 1/freq are nil).
      malformation: sometimes(queryMalformation),
      idempotencyKey: sometimes(fc.constantFrom(...IDEMPOTENCY_KEYS)),
    })
    .map(({ generated, ...rest }) => {
      const c: FuzzCase = { ...rest, ...generated };
      // fast-check prints a failing case through this instead of dumping 100k-character strings.
      return Object.assign(c, { [fc.toStringMethod]: () => `${noteOf(c)}\n${describeRequest(requestOf(world, route, c))}` });
    });
}

export function requestOf(world: World, route: Route, c: FuzzCase): FuzzRequest {
  const language = languageHeader(c.language);
  return buildRequest(route, c.input, c.body, {
    token: { label: c.token.label, value: tokenValue(world, c.token) },
    ...(language !== undefined ? { language } : {}),
    ...(c.idempotencyKey !== null ? { idempotencyKey: c.idempotencyKey } : {}),
    ...(c.malformation ? { malformation: c.malformation } : {}),
  });
}

export const noteOf = (c: FuzzCase) => [
  `${c.conforming ? 'conforming' : 'hostile'} input`,
  ...(c.malformation ? [`malformed escape ${c.malformation.escape} in a query ${c.malformation.target}`] : []),
  `token ${c.token.label}`,
  `Accept-Language ${c.language.label}`,
].join(', ');

function tokenValue(world: World, choice: TokenChoice): string | undefined {
  if (choice.label === 'garbage') return choice.value;
  return choice.label === 'none' ? undefined : world.tokens[choice.label];
}
