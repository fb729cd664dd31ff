import { describe, expect, it } from 'vitest';
import { focusCropRegion, focusInside, targetSize } from './focus-crop';

const landscape = { width: 1200, height: 800 };

describe('focusCropRegion', () => {
  it('keeps the centre of the image without a focus point', () => {
    expect(focusCropRegion(landscape, { width: 400, height: 400 })).toEqual({
      left: 200,
      top: 0,
      width: 800,
      height: 800,
    });
  });

  it('moves the crop towards the focus point', () => {
    expect(focusCropRegion(landscape, { width: 100, height: 100 }, { x: 1000, y: 400 }).left).toBe(400);
    expect(focusCropRegion(landscape, { width: 100, height: 100 }, { x: 300, y: 400 }).left).toBe(0);
  });

  it('stays inside the image when the focus point is near an edge', () => {
    const region = focusCropRegion(landscape, { width: 300, height: 100 }, { x: 1190, y: 790 });
    expect(region).toEqual({ left: 0, top: 400, width: 1200, height: 400 });
  });

  it('crops the width of a tall target and the height of a wide one', () => {
    expect(focusCropRegion(landscape, { width: 1, height: 2 }, { x: 0, y: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 400,
      height: 800,
    });
    expect(focusCropRegion({ width: 800, height: 1200 }, { width: 2, height: 1 }, { x: 400, y: 1200 })).toEqual({
      left: 0,
      top: 800,
      width: 800,
      height: 400,
    });
  });

  it('keeps the whole image when the aspect ratios match', () => {
    expect(focusCropRegion(landscape, { width: 600, height: 400 }, { x: 5, y: 5 })).toEqual({
      left: 0,
      top: 0,
      ...landscape,
    });
  });
});

describe('targetSize', () => {
  it('follows the aspect ratio when one side is given', () => {
    expect(targetSize(landscape, { w: 400 })).toEqual({ width: 400, height: 267 });
    expect(targetSize(landscape, { h: 400 })).toEqual({ width: 600, height: 400 });
  });

  it('takes both sides as the box, and the source size when none is given', () => {
    expect(targetSize(landscape, { w: 100, h: 300 })).toEqual({ width: 100, height: 300 });
    expect(targetSize(landscape, {})).toEqual(landscape);
  });
});

describe('focusInside', () => {
  it('accepts points on the image and refuses those outside', () => {
    expect(focusInside(landscape, { x: 0, y: 0 })).toBe(true);
    expect(focusInside(landscape, { x: 1199, y: 799 })).toBe(true);
    expect(focusInside(landscape, { x: 1200, y: 10 })).toBe(false);
    expect(focusInside(landscape, { x: 10, y: 800 })).toBe(false);
  });
});
