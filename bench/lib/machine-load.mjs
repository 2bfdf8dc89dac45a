// Figures measured on a busy machine are noise. Before a heavy run, wait
// until the 1-minute load average is at most 2.5 (checking each minute, for
// up to 20 minutes), and record the load beside every result.
import os from 'node:os';

export const QUIET_LOAD = 2.5;

export function loadAverage() {
  const [one, five, fifteen] = os.loadavg().map((n) => Number(n.toFixed(2)));
  return { one, five, fifteen };
}

/** Answers the load when it was quiet enough, or the last load seen with `quiet: false` after `minutes`. */
export async function waitForQuietMachine({ minutes = 20, log = console.log } = {}) {
  for (let waited = 0; ; waited++) {
    const load = loadAverage();
    if (load.one <= QUIET_LOAD) return { ...load, quiet: true, waitedMinutes: waited };
    if (waited >= minutes) {
      log(
        `The 1-minute load is still ${load.one} after ${minutes} minutes; measuring anyway, figures marked noisy.`,
      );
      return { ...load, quiet: false, waitedMinutes: waited };
    }
    log(`1-minute load ${load.one} > ${QUIET_LOAD}; waiting a minute (${waited + 1}/${minutes})…`);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
}
