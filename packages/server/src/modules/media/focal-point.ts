import type { FocalPoint } from '@backoffice/contracts';

/** A media row's focal point as the API gives it, or null when none was chosen. */
export function focalPointOf(row: { focal_x: number | null; focal_y: number | null }): FocalPoint | null {
  return row.focal_x === null || row.focal_y === null ? null : { x: Number(row.focal_x), y: Number(row.focal_y) };
}
