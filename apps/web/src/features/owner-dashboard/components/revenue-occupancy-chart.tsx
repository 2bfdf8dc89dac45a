import { formatNaira } from '@waka/shared/money';
import { calendarDayText, dayAndMonthText, weekdayAndDayText } from '@/lib/calendar-day';
import type { DashboardDay } from '../api/use-dashboard-series';
import {
  occupancyText,
  percentText,
  revenueAxisLabels,
  roundUp,
  stretch,
} from '../revenue-occupancy-scales';
import { ChartAxis } from './chart-axis';

const shortDay = dayAndMonthText;
/** The table's dates, without the year to fit a phone: every day is within a month of today. */
const tableDay = weekdayAndDayText;

/**
 * Revenue (bars, left axis) and occupancy (line, right axis) a day, with today
 * marked. The drawing is a single SVG stretched to its box, so it fits any
 * width; its words are HTML, so they stay readable. A screen reader hears the
 * summary, and anyone can open the figures as a table.
 */
export function RevenueOccupancyChart({
  days,
  today,
}: {
  days: readonly DashboardDay[];
  today: string;
}) {
  const count = days.length;
  const todayIndex = days.findIndex((d) => d.date === today);
  const top = roundUp(Math.max(0, ...days.map((d) => d.revenue)));
  const past = stretch(todayIndex < 0 ? [] : days.slice(0, todayIndex));
  const ahead = stretch(todayIndex < 0 ? [] : days.slice(todayIndex + 1));
  const first = days[0];
  const last = days[count - 1];
  if (!first || !last) return null;

  const summary = [
    `Revenue and occupancy a day from ${calendarDayText(first.date)} to ${calendarDayText(last.date)}.`,
    todayIndex < 0
      ? ''
      : `Last ${todayIndex} days: ${formatNaira(past.revenue)} earned, ${occupancyText(past.occupancy)}. ` +
        `Today: ${formatNaira(days[todayIndex]!.revenue)}, ${occupancyText(stretch([days[todayIndex]!]).occupancy)}. ` +
        `Next ${count - todayIndex - 1} days: ${formatNaira(ahead.revenue)} booked, ${occupancyText(ahead.occupancy)}.`,
  ].join(' ');

  const y = (fraction: number) => 100 - fraction * 100;
  const occupancyLine = days.map((d, i) => `${i + 0.5},${y(d.occupancy)}`).join(' ');
  const position = (index: number) => `${((index + 0.5) / count) * 100}%`;
  const nothingYet = days.every((d) => d.revenue === 0 && d.occupiedUnits === 0);

  return (
    <div className="flex flex-col gap-4">
      {todayIndex < 0 ? null : (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">Last {todayIndex} days</dt>
            <dd className="font-semibold break-words text-slate-900 tabular-nums">
              {formatNaira(past.revenue)}
            </dd>
            <dd className="text-slate-700">{occupancyText(past.occupancy)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">Next {count - todayIndex - 1} days (booked)</dt>
            <dd className="font-semibold break-words text-slate-900 tabular-nums">
              {formatNaira(ahead.revenue)}
            </dd>
            <dd className="text-slate-700">{occupancyText(ahead.occupancy)}</dd>
          </div>
        </dl>
      )}

      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-2 rounded-sm bg-brand-600" /> Revenue (₦)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded-full bg-sky-700" /> Occupancy (%)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 border-l-2 border-dashed border-slate-500" /> Today
        </li>
      </ul>

      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-2 text-xs text-slate-600 tabular-nums">
        <ChartAxis labels={revenueAxisLabels(top)} align="right" />

        <div className="relative h-44 sm:h-56">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${count} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
          >
            {[0, 25, 50, 75].map((line) => (
              <line
                key={line}
                x1="0"
                x2={count}
                y1={line}
                y2={line}
                className="stroke-slate-200"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {top === 0
              ? null
              : days.map((d, i) =>
                  d.revenue > 0 ? (
                    <rect
                      key={d.date}
                      x={i + 0.15}
                      width={0.7}
                      // A day with any revenue shows at least a sliver.
                      y={y(Math.max(d.revenue / top, 0.01))}
                      height={Math.max(d.revenue / top, 0.01) * 100}
                      className="fill-brand-600"
                    />
                  ) : null,
                )}
            {/* A white halo keeps the line readable where it crosses the bars. */}
            <polyline
              points={occupancyLine}
              fill="none"
              strokeWidth="4"
              strokeLinejoin="round"
              className="stroke-white"
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={occupancyLine}
              fill="none"
              strokeWidth="2"
              strokeLinejoin="round"
              className="stroke-sky-700"
              vectorEffect="non-scaling-stroke"
            />
            {todayIndex < 0 ? null : (
              <line
                x1={todayIndex + 0.5}
                x2={todayIndex + 0.5}
                y1="0"
                y2="100"
                strokeWidth="1.5"
                strokeDasharray="4 3"
                className="stroke-slate-500"
                vectorEffect="non-scaling-stroke"
              />
            )}
            <line
              x1="0"
              x2={count}
              y1="100"
              y2="100"
              className="stroke-slate-400"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {nothingYet ? (
            <p className="absolute inset-x-0 top-1/3 text-center text-sm text-slate-600">
              No nights booked in these {count} days yet.
            </p>
          ) : null}
        </div>

        <ChartAxis labels={['100%', '50%', '0%']} align="left" />

        <div />
        <div className="relative h-5" aria-hidden="true">
          <span className="absolute left-0 top-1">{shortDay(first.date)}</span>
          {todayIndex < 0 ? null : (
            <span
              className="absolute top-1 -translate-x-1/2 font-semibold text-slate-800"
              style={{ left: position(todayIndex) }}
            >
              Today
            </span>
          )}
          <span className="absolute right-0 top-1">{shortDay(last.date)}</span>
        </div>
        <div />
      </div>

      <details className="group text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-4 hover:underline">
          Show the figures as a table
        </summary>
        {/* Scrolls on its own, so it takes focus: a keyboard can scroll it too. */}
        <div
          role="region"
          aria-label="Revenue and occupancy a day"
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-lg border border-slate-200"
        >
          <table className="w-full text-left text-xs sm:text-sm [&_:is(th,td):first-child]:pl-2 [&_:is(th,td):last-child]:pr-2">
            <caption className="sr-only">Revenue and occupancy a day</caption>
            <thead className="sticky top-0 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-1 py-2 font-semibold sm:px-3">
                  Date
                </th>
                <th scope="col" className="px-1 py-2 text-right font-semibold sm:px-3">
                  Revenue
                </th>
                <th scope="col" className="px-1 py-2 text-right font-semibold sm:px-3">
                  Occupancy
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((d, i) => (
                <tr
                  key={d.date}
                  aria-current={i === todayIndex ? 'date' : undefined}
                  className={i === todayIndex ? 'bg-brand-50 font-semibold' : ''}
                >
                  <th scope="row" className="px-1 py-1.5 font-medium text-slate-800 sm:px-3">
                    {tableDay(d.date)}
                    {i === todayIndex ? ' (today)' : ''}
                  </th>
                  <td className="px-1 py-1.5 text-right whitespace-nowrap tabular-nums sm:px-3">
                    {formatNaira(d.revenue)}
                  </td>
                  <td className="px-1 py-1.5 text-right tabular-nums sm:px-3">
                    {percentText(d.occupancy)}
                    <span className="block text-slate-600">
                      {d.occupiedUnits} of {d.totalUnits}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
