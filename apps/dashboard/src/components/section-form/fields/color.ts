/**
 * Colours as sections store them (spec 1 §5: the colour picker outputs rgba(r,g,b,a)). Values stored
 * as #hex or rgb() are read as they are and written as rgba when changed.
 */

const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const rgbFunction = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i;

const roundAlpha = (alpha: number) => Math.round(Math.min(1, Math.max(0, alpha)) * 100) / 100;

function channelsOfHex(digits: string): number[] {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channels = full.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [];
  return channels.length === 4
    ? [...channels.slice(0, 3), roundAlpha((channels[3] as number) / 255)]
    : [...channels, 1];
}

/** The colour as `rgba(r,g,b,a)`, or undefined when the text is not a colour (yet). */
export function toRgba(value: string): string | undefined {
  const text = value.trim();
  const hexMatch = hex.exec(text);
  if (hexMatch) return `rgba(${channelsOfHex(hexMatch[1] as string).join(',')})`;
  const match = rgbFunction.exec(text);
  if (!match) return undefined;
  const rgb = match.slice(1, 4).map(Number);
  if (rgb.some((channel) => channel > 255)) return undefined;
  const alpha = match[4] === undefined ? 1 : Number(match[4]);
  return alpha > 1 ? undefined : `rgba(${[...rgb, roundAlpha(alpha)].join(',')})`;
}

/** Whether the text is already a whole rgb()/rgba() colour (as the picker gives it), not one being typed. */
export const isRgbFunction = (value: string) => rgbFunction.test(value.trim());
