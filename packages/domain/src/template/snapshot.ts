import type { Template } from './types.ts';

declare const snapshotBrand: unique symbol;

/**
 * The mini mode's saved copy (spec §4). Opaque on purpose: nothing may read or edit it, it can
 * only be handed back to restore().
 */
export interface TemplateSnapshot {
  readonly [snapshotBrand]: 'TemplateSnapshot';
}

/**
 * A deep, frozen copy of the template: later edits build new objects and never reach it, and
 * freezing makes an accidental write fail loudly instead of corrupting the way back.
 */
export function snapshot(template: Template): TemplateSnapshot {
  return deepFreeze(structuredClone(template)) as unknown as TemplateSnapshot;
}

/** The template exactly as it was when the snapshot was taken, as a fresh copy. */
export function restore(saved: TemplateSnapshot): Template {
  return structuredClone(saved) as unknown as Template;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
