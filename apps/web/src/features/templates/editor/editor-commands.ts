import { createContext, useContext } from 'react';
import type { Edit } from './use-template-editor.ts';
import type { PadTarget } from './pad-logic.ts';

/** A rest to choose: its title, the seconds it has now, and what to do with the answer. */
export interface RestRequest {
  readonly title: string;
  readonly seconds: number;
  readonly onConfirm: (seconds: number) => void;
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

export const EditorCommandsContext = createContext<EditorCommands>(READ_ONLY);

export function useEditorCommands(): EditorCommands {
  return useContext(EditorCommandsContext);
}
