/** A class's last percents as a small line; drawn only with two or more. */
export function TrendLine({ points, color }: { points: number[]; color: string }) {
  if (points.length < 2) return null;
  const width = 72;
  const height = 24;
  const low = Math.min(...points);
  const high = Math.max(...points);
  // A flat run sits in the middle rather than on an edge.
  const span = high - low || 1;
  const step = width / (points.length - 1);
  const path = points
    .map((value, index) => {
      const y = high === low ? height / 2 : height - 2 - ((value - low) / span) * (height - 4);
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const first = points[0] ?? 0;
  const last = points.at(-1) ?? 0;
  const direction = last > first ? 'up' : last < first ? 'down' : 'steady';
  return (
    <svg
      role="img"
      aria-label={`Trend ${direction}: from ${first}% to ${last}%`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="shrink-0 overflow-visible"
    >
      <polyline
        points={path}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
