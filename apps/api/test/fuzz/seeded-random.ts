import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Random = {
  /** An integer in [from, to], both included. */
  int: (from: number, to: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** One seeded stream (Math.random cannot be seeded): the same seed sends the same requests. */
export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  const int = (from: number, to: number) => uniformInt(generator, from, to);
  return {
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[int(0, items.length - 1)]!;
    },
    chance: (probability) => int(0, 999_999) < probability * 1_000_000,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
