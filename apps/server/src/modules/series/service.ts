import type { TemplateListQuery, TemplateOutput, TemplatePage } from '@repwise/contracts';
import { normalizeSearchText, relabel, searchTokens, shelfTokens, validateTemplate, type Template } from '@repwise/domain';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canEditTemplate, canPromoteTemplate, canReadTemplate, canUseExercise } from '../../platform/access/policies.ts';
import { writeAudit } from '../../platform/audit.ts';
import { ownTemplates, visibleTemplates } from '../../platform/access/scopes.ts';
import { organisationToCreateIn } from '../squad/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { newShareCode } from '../../platform/share-code.ts';
import type { View } from '../../platform/view.ts';
import { assembleTemplate, presentSummaries, presentTemplate, withLibraryDetails } from './present.ts';
import {
  countTemplates, deleteTemplates, exerciseIdsInTemplate, findTemplateByShareCode, findTemplateRow, insertTemplateRow, listTemplateRows, loadTemplateTree,
  nextOfficialSort, replaceTemplateTree, summaryParts, templateTexts, updateTemplateRow, exerciseDetails, writeTemplateText, type TemplateOrder, type TemplateRow,
} from './repo.ts';

/** A template as submitted: the domain's shape, without an id when it is new. */
type TemplateDraft = Omit<Template, 'id'> & { id?: number | null | undefined };

/** The first problem of a template that cannot be saved, as the person should read it. */
function refuseInvalid(template: Template): void {
  const problems = validateTemplate(template);
  const first = problems[0];
  if (!first) return;
  if (problems.some((p) => ['name', 'type', 'description'].includes(p.path) && p.code === 'required')) throw badRequest('templateFieldsRequired');
  if (first.path === 'actionsCons' && first.code === 'empty') throw badRequest('templateNeedsExercise');
  if (/^actionsCons\[\d+\]\.actions$/.test(first.path) && first.code === 'empty') throw badRequest('blockNeedsAction');
  throw badRequest('invalidField', { field: first.path });
}

/** What a template's search finds it by: its texts, in every language it has. */
function searchColumns(texts: readonly { name: string; description: string }[], ownerId: number | null) {
  const searchText = normalizeSearchText(texts.map((t) => `${t.name} ${t.description}`).join(' '));
  return { search_text: searchText, search_tokens: searchTokens(searchText), search_shelf: shelfTokens({ ownerId }) };
}

/** What a save writes of the template's own row; its group is where it was made, never what a phone sends (saveDomainTemplate). */
function columnsOf(template: Template, now: Date) {
  return {
    name: template.name.trim(),
    type: template.type,
    description: template.description.trim(),
    units: template.units,
    set_interval_seconds: template.setIntervalSeconds,
    exercise_interval_seconds: template.exerciseIntervalSeconds,
    overload_sets: template.overloadSets ? 1 : 0,
    deload_sets: template.deloadSets ? 1 : 0,
    unilateral: template.unilateral ? 1 : 0,
    copy_name_suffix: template.copyNameSuffix,
    finished: template.finished,
    updated_at: now.toISOString(),
  };
}

async function readable(db: Kysely<Database>, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await findTemplateRow(db, id);
  if (!row || !canReadTemplate(actor, row)) throw notFound();
  return row;
}

/** A stored template as its reader sees it: its rows, with the library's exercises as they are now. */
async function present(db: Kysely<Database>, row: TemplateRow, readerId: number | null, view: View): Promise<TemplateOutput> {
  const [tree, texts] = await Promise.all([loadTemplateTree(db, row.id), templateTexts(db, [row.id])]);
  const template = assembleTemplate(row, tree, texts.get(row.id), view.language);
  return presentTemplate(row, template, tree.details, { readerId, language: view.language, storageBase: view.storageBase });
}

export async function getTemplate(db: Kysely<Database>, actor: Actor, view: View, id: number): Promise<TemplateOutput> {
  return present(db, await readable(db, actor, id), actor.id, view);
}

/** Puts one's own template at the top of the recent history: the editor calls it on opening one. */
export async function markTemplateUsed(db: Kysely<Database>, actor: Actor, id: number, now = new Date()): Promise<{ lastUsedAt: string }> {
  const row = await readable(db, actor, id);
  if (!canEditTemplate(actor, row) || row.owner_id === null) throw notFound();
  await updateTemplateRow(db, id, { last_used_at: now.toISOString() });
  return { lastUsedAt: now.toISOString() };
}

const SHELVES = {
  official: { shelf: 'official', order: 'official' },
  mine: { shelf: 'mine', order: 'edited' },
  history: { shelf: 'mine', order: 'used' },
} as const satisfies Record<string, { shelf: 'official' | 'mine'; order: TemplateOrder }>;

export async function listTemplates(db: Kysely<Database>, actor: Actor, view: View, list: keyof typeof SHELVES, q: TemplateListQuery): Promise<TemplatePage> {
  const { shelf, order } = SHELVES[list];
  const scope = visibleTemplates(actor, shelf, shelf === 'mine' ? (await actor.groups()).current : null);
  const after = decodeCursor(q.cursor, [order === 'official' ? 'number' : 'string', 'number']);
  const [rows, total] = await Promise.all([
    listTemplateRows(db, scope, q.keyword, order, after, q.size + 1),
    q.withTotal ? countTemplates(db, scope, q.keyword) : null,
  ]);
  const shownIds = rows.slice(0, q.size).map((r) => r.id);
  const [parts, texts] = await Promise.all([summaryParts(db, shownIds), templateTexts(db, shownIds)]);
  return pageOf(rows, q.size, (r) => [r.order_value, r.id], (shown) => presentSummaries(shown, parts, texts, actor.id, view.language, view.storageBase), total);
}

/**
 * Creates (no id) or replaces (own id) a whole template in one transaction: a template that
 * fails any check changes nothing. Labels are recomputed here, whatever the client sent.
 */
export function saveTemplate(db: Kysely<Database>, actor: Actor, view: View, input: TemplateDraft, now = new Date()): Promise<TemplateOutput> {
  return saveDomainTemplate(db, actor, view, { ...input, id: input.id ?? null }, now);
}

/**
 * `alsoAllowed`: exercises the person may use although they are someone else's, because
 * the template being copied already contains them.
 */
async function saveDomainTemplate(db: Kysely<Database>, actor: Actor, view: View, submitted: Template, now: Date, alsoAllowed: ReadonlySet<number> = new Set()): Promise<TemplateOutput> {
  const { language } = view;
  const template = relabel(submitted, language);
  refuseInvalid(template);
  return inTransaction(db, async (trx) => {
    const existing = template.id === null ? undefined : await findTemplateRow(trx, template.id);
    if (template.id !== null && (!existing || !canEditTemplate(actor, existing))) throw notFound();
    const official = existing !== undefined && existing.owner_id === null;
    const details = await exerciseDetails(trx, template.actionsCons.flatMap((b) => b.actions.map((a) => a.id)));
    // What the template already held stays usable: a copy of a shared template keeps the
    // sharer's own exercises through every later save.
    const foreign = [...new Set(template.actionsCons.flatMap((b) => b.actions.map((a) => a.id)))]
      .filter((id) => { const e = details.get(id); return (!e || !canUseExercise(official ? null : actor, e)) && !alsoAllowed.has(id); });
    const kept = existing && foreign.length > 0 ? await exerciseIdsInTemplate(trx, existing.id) : new Set<number>();
    if (foreign.some((a) => !kept.has(a) || !details.has(a))) throw badRequest('unknownExercise');
    const columns = columnsOf(template, now);
    let row: Pick<TemplateRow, 'id' | 'owner_id' | 'share_code' | 'updated_at' | 'group_id'>;
    if (existing && official) {
      // An operator edits the official texts in the language they work in; the others stay.
      const [oldTree, oldTexts] = await Promise.all([loadTemplateTree(trx, existing.id), templateTexts(trx, [existing.id])]);
      const oldText = oldTexts.get(existing.id)?.get(language) ?? { name: existing.name, description: existing.description };
      await writeAudit(trx, {
        operatorId: actor.id, action: 'template.update', entity: 'template', entityId: existing.id,
        before: { language, name: oldText.name, description: oldText.description, blocks: oldTree.blocks.length },
        after: { language, name: columns.name, description: columns.description, blocks: template.actionsCons.length },
      }, now);
      await writeTemplateText(trx, existing.id, language, { name: columns.name, description: columns.description });
      const texts = [...((await templateTexts(trx, [existing.id])).get(existing.id)?.values() ?? [])];
      await updateTemplateRow(trx, existing.id, { ...columns, name: existing.name, description: existing.description, ...searchColumns(texts, null) });
      row = { ...existing, updated_at: columns.updated_at };
    } else if (existing) {
      await updateTemplateRow(trx, existing.id, { ...columns, ...searchColumns([columns], existing.owner_id) });
      row = { ...existing, updated_at: columns.updated_at };
    } else {
      const shareCode = newShareCode();
      const organisationId = await organisationToCreateIn(trx, actor, now);
      const id = await insertTemplateRow(trx, {
        ...columns,
        group_id: String(organisationId),
        organisation_id: organisationId,
        ...searchColumns([columns], actor.id),
        owner_id: actor.id,
        official_key: null,
        share_code: shareCode,
        copied_from_id: null,
        sort: 0,
        last_used_at: now.toISOString(),
        created_at: now.toISOString(),
      });
      row = { id, owner_id: actor.id, share_code: shareCode, updated_at: columns.updated_at, group_id: String(organisationId) };
    }
    await replaceTemplateTree(trx, row.id, template);
    // The answer is what was written: no reading it back.
    return presentTemplate(row, withLibraryDetails({ ...template, groupId: row.group_id }, details, language), details, { readerId: actor.id, language, storageBase: view.storageBase });
  });
}

export function deleteOwnTemplates(db: Kysely<Database>, actor: Actor, ids: readonly number[]): Promise<number[]> {
  return inTransaction(db, (trx) => deleteTemplates(trx, ids, ownTemplates(actor)));
}

/** Copies an official, own or shared template into the person's own, its name with the suffix. One transaction. */
export function copyTemplate(db: Kysely<Database>, actor: Actor, view: View, source: { id?: number | undefined; code?: string | undefined }, suffix: string, now = new Date()): Promise<TemplateOutput> {
  return inTransaction(db, async (trx) => {
    const row = source.code !== undefined ? await findTemplateByShareCode(trx, source.code) : await findTemplateRow(trx, source.id!);
    if (!row || (source.code === undefined && !canReadTemplate(actor, row))) throw notFound();
    const [tree, texts] = await Promise.all([loadTemplateTree(trx, row.id), templateTexts(trx, [row.id])]);
    const original = assembleTemplate(row, tree, texts.get(row.id), view.language);
    const copySuffix = row.copy_name_suffix || suffix;
    const copy: Template = { ...original, id: null, name: `${original.name}${copySuffix}`.slice(0, 140), finished: 0 };
    const inSource = new Set(original.actionsCons.flatMap((b) => b.actions.map((a) => a.id)));
    const saved = await saveDomainTemplate(trx, actor, view, copy, now, inSource);
    await updateTemplateRow(trx, saved.id, { copied_from_id: row.id });
    return saved;
  });
}

/**
 * Copies one of an operator's own templates to the official shelf (the console's "promote"),
 * in one transaction with its audit row. An official template holds official exercises only,
 * so one with the operator's own exercises is refused until they are replaced.
 */
export function promoteTemplate(db: Kysely<Database>, actor: Actor, view: View, id: number, now = new Date()): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const row = await findTemplateRow(trx, id);
    if (!row || !canPromoteTemplate(actor, row)) throw notFound();
    const [tree, texts] = await Promise.all([loadTemplateTree(trx, row.id), templateTexts(trx, [row.id])]);
    const template: Template = { ...assembleTemplate(row, tree, texts.get(row.id), view.language), finished: 0 };
    const exerciseIds = template.actionsCons.flatMap((b) => b.actions.map((a) => a.id));
    if (exerciseIds.some((exerciseId) => { const e = tree.details.get(exerciseId); return !e || !canUseExercise(null, e); })) throw badRequest('officialTemplateCustomExercise');
    const columns = columnsOf(template, now);
    const promotedId = await insertTemplateRow(trx, {
      ...columns, group_id: '1', organisation_id: null, ...searchColumns([columns], null), owner_id: null, official_key: null, share_code: newShareCode(),
      copied_from_id: row.id, sort: await nextOfficialSort(trx), last_used_at: null, created_at: now.toISOString(),
    });
    await replaceTemplateTree(trx, promotedId, template);
    await writeTemplateText(trx, promotedId, view.language, { name: columns.name, description: columns.description });
    await writeAudit(trx, {
      operatorId: actor.id, action: 'template.promote', entity: 'template', entityId: promotedId,
      before: null, after: { copiedFrom: row.id, language: view.language, name: columns.name, description: columns.description, blocks: template.actionsCons.length },
    }, now);
    return { id: promotedId };
  });
}

/** A shared template, read-only, for anyone with its code. */
export async function sharedTemplate(db: Kysely<Database>, view: View, code: string): Promise<TemplateOutput> {
  const row = await findTemplateByShareCode(db, code);
  if (!row) throw notFound();
  return present(db, row, null, view);
}

/** The share link of a template and its QR code (SVG), for the share page and posters. */
export async function templateQrcode(db: Kysely<Database>, actor: Actor, id: number, publicUrl: string) {
  const row = await readable(db, actor, id);
  // The share page (modules/share-page) gives chat apps a preview, then opens the app's share screen.
  const url = `${publicUrl.replace(/\/$/, '')}/s/template/${row.share_code}`;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { url, svg };
}
