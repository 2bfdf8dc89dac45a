// The Markdown table the bench prints and keeps beside its JSON.
const whole = (n) => Math.round(n).toLocaleString('en');

/** `rows` from measure(); the ratio is to `baselineRps` (hello-world in the same run). */
export function markdownTable(rows, baselineRps) {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | errors (timeouts incl.) | non-2xx | status codes | bytes/answer | vs hello-world | load before |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|',
  ];
  for (const row of rows) {
    const cache = row['waka-cache']
      ? ` (cache ${Object.entries(row['waka-cache'])
          .map(([what, n]) => `${what}×${n}`)
          .join(' ')})`
      : '';
    const codes =
      Object.entries(row.statusCodes)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ') + cache;
    const ratio = `${((100 * row.requestsPerSecond) / baselineRps).toFixed(1)} %`;
    lines.push(
      `| ${row.name} | ${whole(row.requestsPerSecond)} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} | ${codes} | ${whole(row.bytesPerResponse)} | ${ratio} | ${row.loadBefore.one} |`,
    );
  }
  return lines.join('\n');
}
