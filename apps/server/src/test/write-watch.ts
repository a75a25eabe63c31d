import {
  DeleteQueryNode, InsertQueryNode, MergeQueryNode, RawNode, TableNode, UpdateQueryNode,
  type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow,
} from 'kysely';

/**
 * Notes every statement that may have changed a row, and the tables it named. It errs on the
 * side of "changed": raw SQL other than a plain SELECT counts as a write to unknown tables,
 * and a write counts whether or not it touched a row or its transaction committed. So "no
 * writes" proves the database is as it was, which is all the tests ask of it: a test database
 * goes back to its picture only when written, and the route fuzzer compares whole snapshots
 * only after a request that may have written.
 */
export class WriteWatch implements KyselyPlugin {
  /** Every statement sent, reads too: what a request costs in round trips (hot-routes.test.ts). */
  statements = 0;
  writes = 0;
  readonly tables = new Set<string>();
  /** A raw statement wrote to tables it does not name in a form this plugin reads. */
  unknownTables = false;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.statements += 1;
    const named = writtenTables(node);
    if (named === 'none') return node;
    this.writes += 1;
    if (named === 'unknown' || named.length === 0) this.unknownTables = true;
    else for (const table of named) this.tables.add(table);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const READ_ONLY_SQL = /^\s*(select|pragma\s+\w+\s*$|show|explain)\b/i;
/** Raw SQL that names its table right after the verb: `insert into ${sql.table(t)} …`. */
const RAW_WRITE_VERB = /^\s*(insert\s+into|delete\s+from|update)\s*$/i;

function writtenTables(node: RootOperationNode): string[] | 'unknown' | 'none' {
  if (InsertQueryNode.is(node)) return tableNames(node.into);
  if (UpdateQueryNode.is(node)) return tableNames(node.table);
  if (DeleteQueryNode.is(node)) return node.from.froms.flatMap(tableNames);
  if (MergeQueryNode.is(node)) return tableNames(node.into);
  if (RawNode.is(node)) {
    if (READ_ONLY_SQL.test(node.sqlFragments.join('?'))) return 'none';
    const table = RAW_WRITE_VERB.test(node.sqlFragments[0] ?? '') ? rawTable(node.parameters[0]) : [];
    return table.length > 0 ? table : 'unknown';
  }
  return 'none';
}

/** The table of a `${sql.table(t)}` parameter (a raw node around one table node). */
function rawTable(node: OperationNode | undefined): string[] {
  if (node && RawNode.is(node) && node.parameters.length === 1) return rawTable(node.parameters[0]);
  return node && TableNode.is(node) ? tableNames(node) : [];
}

function tableNames(node: OperationNode | undefined): string[] {
  if (!node) return [];
  if (TableNode.is(node)) return [node.table.identifier.name];
  // An aliased table ("update trainings as t"): its node holds the table.
  const inner = (node as { node?: OperationNode }).node;
  return inner ? tableNames(inner) : [];
}
