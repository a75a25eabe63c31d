import type { ActionSummary } from '@repwise/contracts';
import { createContext, type ReactNode } from 'react';

// What templates take from the exercise library, which is another feature: the page that
// shows a template plugs the library's parts in.

/** Draws one exercise's own picture (its GIF or body map), or `fallback` while it is not known. */
export type ActionPicture = (actionId: number, fallback: ReactNode) => ReactNode;

/** Without one, a block of a single exercise shows the static art. */
export const ActionPictureContext = createContext<ActionPicture | null>(null);

/** Picks exercises from the library for the editor. */
export interface ExercisePickerProps {
  visible: boolean;
  /** At most this many; unlimited when absent. */
  max?: number | undefined;
  onConfirm: (selected: ActionSummary[]) => void;
  onClose: () => void;
}
