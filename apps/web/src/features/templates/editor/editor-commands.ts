import { setRest, type RestTarget } from '@repwise/domain';
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Edit } from './use-template-editor.ts';
import type { PadTarget } from './pad-logic.ts';

/** One place a chosen rest can go: the rest tapped, or every rest of its kind in a group, a block or the template. */
export interface RestScopeChoice {
  readonly label: string;
  readonly onConfirm: (seconds: number) => void;
}

/**
 * A rest to choose: its title, the seconds it has now, and where the answer goes — the rest
 * tapped first, then the wider scopes (issue 24 §10: one action for a whole group, block or template).
 */
export interface RestRequest {
  readonly title: string;
  readonly seconds: number;
  readonly scopes: readonly [RestScopeChoice, ...RestScopeChoice[]];
}

/**
 * What the parts of the editor can ask for. The functions stay the same between renders, so
 * memoised blocks re-render only when their own content changes.
 */
export interface EditorCommands {
  apply: (edit: Edit, coalesceKey?: string) => boolean;
  openPad: (target: PadTarget) => void;
  openRest: (request: RestRequest) => void;
  openBlockMenu: (actionsConId: string) => void;
  openGroupMenu: (exerciseConId: string) => void;
  openSetMenu: (setId: string) => void;
}

/** Outside an editor (a template only to read) nothing can be asked for. */
const READ_ONLY: EditorCommands = {
  apply: () => false,
  openPad: () => undefined,
  openRest: () => undefined,
  openBlockMenu: () => undefined,
  openGroupMenu: () => undefined,
  openSetMenu: () => undefined,
};

/** The scopes a rest picker offers, by name (templates.restScope.*), each with the rests it sets. */
export type RestScopeName = 'set' | 'group' | 'block' | 'wholeGroup' | 'wholeBlock' | 'wholeTemplate';

/** A rest request's scopes: each applies setRest to its target as one edit (one undo step). */
export function restScopes(
  t: TFunction,
  targets: readonly [readonly [RestScopeName, RestTarget], ...(readonly [RestScopeName, RestTarget])[]],
  commands: Pick<EditorCommands, 'apply'>,
): RestRequest['scopes'] {
  const [first, ...rest] = targets.map(([name, target]) => ({
    label: t(`templates.restScope.${name}`),
    onConfirm: (seconds: number) => void commands.apply((tpl, language) => setRest(tpl, target, seconds, language)),
  }));
  return [first!, ...rest];
}

export const EditorCommandsContext = createContext<EditorCommands>(READ_ONLY);

export function useEditorCommands(): EditorCommands {
  return useContext(EditorCommandsContext);
}
