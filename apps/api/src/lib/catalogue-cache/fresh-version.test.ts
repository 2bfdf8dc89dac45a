import { describe, expect, it } from 'vitest';
import { freshVersionsReader } from './fresh-version';

/** One key's reader: the tests of the sharing rule, which any key follows alike. */
function freshVersionReader<Version>(readVersion: () => Promise<Version>) {
  const read = freshVersionsReader<null, Version>(
    async () => new Map([[null, await readVersion()]]),
  );
  return () => read(null);
}

/** A version source whose reads are settled by hand, recording when each began. */
function manualSource() {
  const reads: {
    began: number;
    settle: (version: string) => void;
    fail: (error: Error) => void;
  }[] = [];
  let clock = 0;
  const readVersion = () =>
    new Promise<string>((resolve, reject) => {
      reads.push({ began: ++clock, settle: resolve, fail: reject });
    });
  return { reads, readVersion, tick: () => ++clock };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('freshVersionReader', () => {
  it('starts a read at once for a lone request', async () => {
    const source = manualSource();
    const read = freshVersionReader(source.readVersion);
    const version = read();
    expect(source.reads).toHaveLength(1);
    source.reads[0]!.settle('7');
    expect(await version).toBe('7');
  });

  it('never gives a request a read that began before it asked; those arriving meanwhile share the next', async () => {
    const source = manualSource();
    const read = freshVersionReader(source.readVersion);
    const first = read();
    const arrivedAt = source.tick();
    const second = read();
    const third = read();
    expect(source.reads).toHaveLength(1); // the second and third wait, they do not read alone

    source.reads[0]!.settle('1');
    expect(await first).toBe('1');
    await settled();
    expect(source.reads).toHaveLength(2);
    expect(source.reads[1]!.began).toBeGreaterThan(arrivedAt);
    source.reads[1]!.settle('2');
    expect(await second).toBe('2');
    expect(await third).toBe('2');
  });

  it('does not share a read with a request that arrived after it began', async () => {
    const source = manualSource();
    const read = freshVersionReader(source.readVersion);
    void read();
    const second = read(); // waits for the next read
    source.reads[0]!.settle('1');
    await settled();
    expect(source.reads).toHaveLength(2); // the next read is under way
    const third = read(); // arrived after it began: it must wait for another
    source.reads[1]!.settle('2');
    expect(await second).toBe('2');
    await settled();
    expect(source.reads).toHaveLength(3);
    source.reads[2]!.settle('3');
    expect(await third).toBe('3');
  });

  it('passes a failed read to those who shared it, and the next request reads again', async () => {
    const source = manualSource();
    const read = freshVersionReader(source.readVersion);
    const first = read();
    source.reads[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const again = read();
    expect(source.reads).toHaveLength(2);
    source.reads[1]!.settle('3');
    expect(await again).toBe('3');
  });
});

describe('freshVersionsReader', () => {
  it('reads the keys asked for during a read together, in the next read, each its own version', async () => {
    const reads: { keys: readonly string[]; settle: () => void }[] = [];
    const read = freshVersionsReader(
      (keys: readonly string[]) =>
        new Promise<Map<string, string>>((resolve) => {
          reads.push({
            keys,
            settle: () => resolve(new Map(keys.map((key) => [key, `${key}@${reads.length}`]))),
          });
        }),
    );
    const first = read('a');
    const b = read('b');
    const c = read('c');
    const a = read('a');
    expect(reads.map((r) => r.keys)).toEqual([['a']]);
    reads[0]!.settle();
    expect(await first).toBe('a@1');
    await settled();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b', 'c', 'a']]);
    reads[1]!.settle();
    expect([await b, await c, await a]).toEqual(['b@2', 'c@2', 'a@2']);
  });
});
