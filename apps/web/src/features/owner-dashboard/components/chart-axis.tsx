/** Three labels down the side of the plot: top, middle, bottom. */
export function ChartAxis({
  labels,
  align,
}: {
  labels: readonly string[];
  align: 'left' | 'right';
}) {
  return (
    <div
      aria-hidden="true"
      className={`relative h-44 sm:h-56 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      {/* The widest label holds the column's width; the visible ones sit on the grid lines. */}
      <span className="invisible block">
        {labels.reduce((a, b) => (b.length > a.length ? b : a))}
      </span>
      {labels.map((label, i) => (
        <span
          key={i}
          className="absolute inset-x-0 -translate-y-1/2 whitespace-nowrap"
          style={{ top: `${i * 50}%` }}
        >
          {label}
        </span>
      ))}
    </div>
  );
}
