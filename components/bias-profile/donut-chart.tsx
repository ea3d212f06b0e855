// A donut of shares (factuality of the sources read) in SVG, with a legend that carries the numbers.
export interface DonutSlice {
  key: string;
  label: string;
  percent: number;
  colour: string;
}

const RADIUS = 15.9155; // a circumference of 100, so a dash length is a percent
const STROKE = 6;

export function DonutChart({ slices, title }: { slices: readonly DonutSlice[]; title: string }) {
  const shown = slices.filter((slice) => slice.percent > 0);
  const label = `${title}: ${shown.map((slice) => `${slice.label} ${slice.percent}%`).join(", ") || "nothing yet"}`;
  let offset = 25; // start at twelve o'clock
  return (
    <div className="flex flex-wrap items-center gap-6">
      <svg viewBox="0 0 42 42" width={144} height={144} role="img" aria-label={label}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="currentColor" strokeOpacity={0.12} strokeWidth={STROKE} />
        {shown.map((slice) => {
          const circle = (
            <circle
              key={slice.key}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke={slice.colour}
              strokeWidth={STROKE}
              strokeDasharray={`${slice.percent} ${100 - slice.percent}`}
              strokeDashoffset={offset}
            />
          );
          offset -= slice.percent;
          return circle;
        })}
      </svg>
      <ul aria-hidden="true" className="list-none space-y-1 p-0 text-sm">
        {shown.map((slice) => (
          <li key={slice.key} className="flex items-center gap-2">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: slice.colour }} />
            {slice.label} {slice.percent}%
          </li>
        ))}
      </ul>
    </div>
  );
}
