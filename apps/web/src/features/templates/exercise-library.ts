import type { ActionSummary } from '@repwise/contracts';
import { createContext, type ReactNode } from 'react';
import type { ActionMedia } from './block-pictures.ts';

// What templates take from the exercise library, which is another feature: the page that
// shows a template plugs the library's parts in.

/** Draws one exercise's own picture (its GIF or body map) from what the template already knows of it. */
export type ActionPicture = (media: ActionMedia) => ReactNode;

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
