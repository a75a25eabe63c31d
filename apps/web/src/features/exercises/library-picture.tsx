import type { ReactNode } from 'react';
import { ActionCover } from './action-cover.tsx';

/**
 * An exercise's picture from what a screen already holds of it (a template's answer, a row of
 * the library list), so drawing it asks the server for nothing. Templates carry the primary
 * muscles only, so a body map drawn for them marks those.
 */
export function libraryPicture(media: { readonly gifUrl: string; readonly primaryMuscles: readonly string[] }): ReactNode {
  return <ActionCover action={{ ...media, secondaryMuscles: [] }} />;
}
