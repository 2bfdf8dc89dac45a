/**
 * Shares version reads between requests without ever handing a request a
 * read that began before it arrived (which could predate a change committed
 * just before it asked). A request that finds a read under way waits for the
 * next one, which starts when that read ends and reads every key asked for
 * meanwhile, in one query; a lone request waits for nothing. Under load the
 * database answers one tiny query per round trip, whatever mix of scopes
 * (docs/decisions/0028) the requests ask about, instead of one per request.
 */
export function freshVersionsReader<Key, Version>(
  readVersions: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Version>>,
): (key: Key) => Promise<Version> {
  /** The read under way, settled (never rejected) when it ends. */
  let running: Promise<void> | undefined;
  /** The read that starts when the running one ends, and the keys it will read. */
  let queued: { keys: Set<Key>; read: Promise<ReadonlyMap<Key, Version>> } | undefined;

  const start = (keys: Set<Key>) => {
    const read = readVersions([...keys]);
    const ended: Promise<void> = read.then(
      () => undefined,
      () => undefined,
    );
    running = ended.then(() => {
      if (running === ending) running = undefined;
    });
    const ending = running;
    return read;
  };
  const versionOf = async (read: Promise<ReadonlyMap<Key, Version>>, key: Key) => {
    const versions = await read;
    if (!versions.has(key)) throw new Error(`No version was read for ${String(key)}`);
    return versions.get(key)!;
  };

  return (key) => {
    if (!running) return versionOf(start(new Set([key])), key);
    if (!queued) {
      const keys = new Set<Key>();
      const read = running.then(() => {
        queued = undefined;
        return start(keys);
      });
      queued = { keys, read };
    }
    queued.keys.add(key);
    return versionOf(queued.read, key);
  };
}
