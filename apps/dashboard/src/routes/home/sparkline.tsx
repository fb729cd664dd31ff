/**
 * A small line of the last days' values beside a figure. Plain SVG, so the home screen (the first
 * screen) does not load the chart library.
 */
const width = 120;
const height = 32;

export function Sparkline({ values }: { values: readonly number[] }) {
  if (values.length < 2) return null;
  const highest = Math.max(...values, 1);
  const step = width / (values.length - 1);
  const points = values
    .map((value, index) => `${(index * step).toFixed(1)},${(height - 2 - (value / highest) * (height - 4)).toFixed(1)}`)
    .join(' ');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" data-testid="sparkline">
      <polyline
        points={points}
        fill="none"
        stroke="var(--mantine-primary-color-filled)"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
