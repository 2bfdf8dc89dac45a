/**
 * Shares version reads between requests without ever handing a request a
 * read that began before it arrived (which could predate a change committed
 * just before it asked). A request that finds a read under way waits for the
 * next one, which starts when that read ends; every request arriving
 * meanwhile shares it. Under load the database answers one tiny query per
 * round trip instead of one per request; a lone request waits for nothing.
 */
export function freshVersionReader<Version>(
  readVersion: () => Promise<Version>,
): () => Promise<Version> {
  let running: Promise<Version> | undefined;
  let queued: Promise<Version> | undefined;

  const start = (): Promise<Version> => {
    const read = readVersion().finally(() => {
      if (running === read) running = undefined;
    });
    running = read;
    return read;
  };

  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
