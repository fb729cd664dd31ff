/**
 * Which part of an image a cover crop keeps (spec 3 §9 'Focus coordinates'): the largest region
 * with the target's aspect ratio, centred on the focus point as far as the image's edges allow.
 */
import type { FocusCoordinates } from './media';

export interface Size {
  width: number;
  height: number;
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The region of a `source`-sized image to scale down to `target` (pixels, whole numbers). */
export function focusCropRegion(source: Size, target: Size, focus?: FocusCoordinates | null): CropRegion {
  const targetRatio = target.width / target.height;
  const sourceRatio = source.width / source.height;
  // Keep the full height when the source is wider than the target, else the full width.
  const width = sourceRatio > targetRatio ? Math.max(1, Math.round(source.height * targetRatio)) : source.width;
  const height = sourceRatio > targetRatio ? source.height : Math.max(1, Math.round(source.width / targetRatio));
  const centre = {
    x: clamp(focus?.x ?? source.width / 2, 0, source.width),
    y: clamp(focus?.y ?? source.height / 2, 0, source.height),
  };
  return {
    left: clamp(Math.round(centre.x - width / 2), 0, source.width - width),
    top: clamp(Math.round(centre.y - height / 2), 0, source.height - height),
    width,
    height,
  };
}

/** The box `w`/`h` ask for, the missing side following the image's aspect ratio. */
export function targetSize(source: Size, requested: { w?: number; h?: number }): Size {
  const { w, h } = requested;
  if (w && h) return { width: w, height: h };
  if (w) return { width: w, height: Math.max(1, Math.round((w * source.height) / source.width)) };
  if (h) return { width: Math.max(1, Math.round((h * source.width) / source.height)), height: h };
  return { ...source };
}

/** Whether a focus point lies on an image of this size. */
export function focusInside(source: Size, focus: FocusCoordinates): boolean {
  return focus.x >= 0 && focus.y >= 0 && focus.x < source.width && focus.y < source.height;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
