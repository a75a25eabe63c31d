import { restore, snapshot, type Template, type TemplateSnapshot } from '@repwise/domain';

/** The most edits Undo can take back; older ones are forgotten. */
export const UNDO_LIMIT = 100;

/**
 * The editor's state, kept apart from React so its rules can be tested alone. Every template
 * here is one the domain rules produced; nothing is changed in place, so the history is just
 * the earlier templates.
 */
export interface EditorState {
  readonly template: Template;
  /** Earlier templates, oldest first; Undo goes back to the last one. */
  readonly past: readonly Template[];
  /** The template as last loaded or saved: what "unsaved changes" is measured against. */
  readonly baseline: Template;
  /** Consecutive edits with the same key (typing into one field) make one Undo step. */
  readonly coalesceKey: string | null;
  /** Mini mode (spec §4): the snapshot taken on entering, and the template it was taken of. */
  readonly mini: { readonly snapshot: TemplateSnapshot; readonly base: Template } | null;
}

export function initialState(template: Template): EditorState {
  return { template, past: [], baseline: template, coalesceKey: null, mini: null };
}

/** Same content; the rules build new objects even when nothing changed (e.g. the same value again). */
export function sameTemplate(a: Template, b: Template): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A new version of the template; a change to nothing leaves no Undo step behind. */
export function pushEdit(state: EditorState, next: Template, coalesceKey: string | null = null): EditorState {
  if (sameTemplate(next, state.template)) return state;
  const merge = coalesceKey !== null && coalesceKey === state.coalesceKey;
  const past = merge ? state.past : [...state.past, state.template].slice(-UNDO_LIMIT);
  return { ...state, template: next, past, coalesceKey };
}

export function canUndo(state: EditorState): boolean {
  return state.past.length > 0;
}

export function undoEdit(state: EditorState): EditorState {
  const previous = state.past[state.past.length - 1];
  if (!previous) return state;
  return { ...state, template: previous, past: state.past.slice(0, -1), coalesceKey: null };
}

export function isDirty(state: EditorState): boolean {
  return !sameTemplate(state.template, state.baseline);
}

/**
 * The server's answer replaces the local template (it relabels and may fill in ids). Undo
 * starts afresh: stepping back into the version just sent would only look like nothing.
 * In mini mode the saved version becomes the one to come back to.
 */
export function savedAs(state: EditorState, saved: Template): EditorState {
  return { template: saved, past: [], baseline: saved, coalesceKey: null, mini: state.mini && { snapshot: snapshot(saved), base: saved } };
}

export function enterMini(state: EditorState): EditorState {
  return { ...state, mini: { snapshot: snapshot(state.template), base: state.template }, coalesceKey: null };
}

/** Whether anything was changed since mini mode began (and not saved since). */
export function changedInMini(state: EditorState): boolean {
  return state.mini !== null && !sameTemplate(state.template, state.mini.base);
}

/**
 * Leaves mini mode, either keeping what was done there or going back to the snapshot taken on
 * entering (spec §4, "keeps a snapshot of the template and can restore it"). Restoring is an
 * edit like any other, so Undo can take it back.
 */
export function leaveMini(state: EditorState, restoreSnapshot: boolean): EditorState {
  if (!state.mini) return state;
  const left = { ...state, mini: null };
  return restoreSnapshot ? pushEdit(left, restore(state.mini.snapshot)) : left;
}
