// A seeded random source for the dataset: the same seed gives the same rows
// (xoroshiro128+ from pure-rand; Math.random cannot be seeded).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

const hex = (n) => (n >>> 0).toString(16).padStart(8, '0');

/** Random helpers over one generator; `fork(label)` gives an independent stream for one table. */
export function seededRandom(seed) {
  const generator = xoroshiro128plus(seed);
  const random = {
    /** A float in [0, 1). */
    float: () => uniformFloat64(generator),
    /** An integer in [from, to], both included. */
    int: (from, to) => uniformInt(generator, from, to),
    chance: (probability) => uniformFloat64(generator) < probability,
    pick: (items) => items[uniformInt(generator, 0, items.length - 1)],
    /** A weighted pick: `weights` is the cumulative table from `cumulative()`. */
    pickWeighted: (items, cumulativeWeights) => {
      const target = uniformFloat64(generator) * cumulativeWeights.at(-1);
      let low = 0;
      let high = cumulativeWeights.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulativeWeights[middle] > target) high = middle;
        else low = middle + 1;
      }
      return items[low];
    },
    /** `count` distinct items, in random order. */
    sample: (items, count) => {
      const copy = [...items];
      const taken = Math.min(count, copy.length);
      for (let i = 0; i < taken; i++) {
        const j = uniformInt(generator, i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, taken);
    },
    /** A version-4-shaped UUID drawn from the seed, so ids are repeatable too. */
    uuid: () => {
      const [a, b, c, d] = [
        generator.next(),
        generator.next(),
        generator.next(),
        generator.next(),
      ].map(hex);
      const variant = ((parseInt(c[0], 16) & 0x3) | 0x8).toString(16);
      return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
  return random;
}

/** Cumulative sums of `weights`, for `pickWeighted`. */
export function cumulative(weights) {
  let total = 0;
  return weights.map((weight) => (total += weight));
}
