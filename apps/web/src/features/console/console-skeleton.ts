import type { SkeletonLayout } from '../../kit/infinite-list.tsx';

/**
 * The placeholder rows of a console list: the console's own row, no cover, and grey lines
 * across the row's width (a console cell sizes to its text, and a placeholder has none).
 */
export function consoleSkeleton(rows: number, lineWidths: readonly string[]): SkeletonLayout {
  return { rows, rowClassName: 'console-row', coverClassName: 'console-skeleton-cover', textClassName: 'console-cell console-skeleton-text', lineWidths };
}
