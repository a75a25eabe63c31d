import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema/index.ts';

/** A value a query is run with: bound as a statement parameter, never spliced into its SQL. */
type Bindable = string | number | boolean;

/** Stands for the call's `index`-th value while the query is built, once. */
class StandIn {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL: which of the call's values it binds, or a value of the query itself. */
  binds: ({ value: number } | { constant: unknown })[];
}

/**
 * A read whose SQL is built once per database handle, then run with each call's values
 * bound anew: for the statements of every request (the session, a person's organisations),
 * where Kysely building and compiling the SQL costs more than the database running it.
 *
 * `build` is called once, with stand-ins for the values, so it must give the same SQL
 * whatever they are: no branch on a value, no `in` list (values are scalars, by type).
 * Each value must reach the SQL as a parameter; the first build checks that.
 */
export function compiledOnce<A extends Bindable[], R>(build: (db: Kysely<Database>, ...values: A) => Compilable<R>) {
  const byHandle = new WeakMap<Kysely<Database>, Compiled<R>>();

  function compile(db: Kysely<Database>, count: number): Compiled<R> {
    const standIns = Array.from({ length: count }, (_, i) => new StandIn(i));
    const query = build(db, ...(standIns as unknown as A)).compile();
    const binds = query.parameters.map((p) => (p instanceof StandIn ? { value: p.index } : { constant: p }));
    const unbound = standIns.filter((s) => !query.parameters.includes(s));
    if (unbound.length > 0) throw new Error(`compiledOnce: value ${unbound[0]!.index} does not reach the SQL as a parameter`);
    return { query, binds };
  }

  return async (db: Kysely<Database>, ...values: A): Promise<R[]> => {
    let compiled = byHandle.get(db);
    if (!compiled) {
      compiled = compile(db, values.length);
      byHandle.set(db, compiled);
    }
    const parameters = compiled.binds.map((b) => ('value' in b ? values[b.value] : b.constant));
    return (await db.executeQuery<R>({ ...compiled.query, parameters })).rows;
  };
}
