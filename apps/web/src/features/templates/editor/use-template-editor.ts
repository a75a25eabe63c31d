import type { Language, Result, Template, TemplateError } from '@repwise/domain';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { showToast } from '../../../kit/notify.ts';
import * as history from './editor-history.ts';

/** An edit: one of the domain rules, given the template and the language for the labels it writes. */
export type Edit = (template: Template, language: Language) => Result<Template>;

/** Ids of new blocks, groups, sets and repeat cases (the domain's IdGen). */
export const newId = () => crypto.randomUUID();

export interface TemplateEditor {
  readonly state: history.EditorState;
  /** Runs a domain rule; a refusal changes nothing and says why in a toast. True when applied. */
  apply: (edit: Edit, coalesceKey?: string) => boolean;
  /** Changes header fields (name, units…), which no rule guards. */
  setFields: (fields: Partial<Template>, coalesceKey?: string) => void;
  undo: () => void;
  savedAs: (saved: Template) => void;
  enterMini: () => void;
  leaveMini: (restore: boolean) => void;
  /** Read at the moment of asking, so a save that just finished counts. */
  isDirty: () => boolean;
  current: () => history.EditorState;
}

/**
 * The editor's state outside React's render cycle: edits read and write it synchronously,
 * so two quick taps never build on a stale template, and a refusal can show its toast
 * without a reducer having side effects.
 */
function createStore(initial: Template) {
  let state = history.initialState(initial);
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: history.EditorState) => {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function useTemplateEditor(initial: Template): TemplateEditor {
  const { t, language } = useI18n();
  const [store] = useState(() => createStore(initial));
  const state = useSyncExternalStore(store.subscribe, store.get);

  const actions = useMemo(() => {
    const refuse = (error: TemplateError) => showToast(t(`templates.refused.${error}`));
    return {
      apply: (edit: Edit, coalesceKey?: string) => {
        const result = edit(store.get().template, language);
        if (!result.ok) {
          refuse(result.error);
          return false;
        }
        store.set(history.pushEdit(store.get(), result.value, coalesceKey ?? null));
        return true;
      },
      setFields: (fields: Partial<Template>, coalesceKey?: string) =>
        store.set(history.pushEdit(store.get(), { ...store.get().template, ...fields }, coalesceKey ?? null)),
      undo: () => store.set(history.undoEdit(store.get())),
      savedAs: (saved: Template) => store.set(history.savedAs(store.get(), saved)),
      enterMini: () => store.set(history.enterMini(store.get())),
      leaveMini: (restore: boolean) => store.set(history.leaveMini(store.get(), restore)),
      isDirty: () => history.isDirty(store.get()),
      current: store.get,
    };
  }, [store, t, language]);

  return useMemo(() => ({ state, ...actions }), [state, actions]);
}
