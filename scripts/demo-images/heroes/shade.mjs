// The shade laid over every hero scene so the headline reads.
import { HERO } from '../sizes.mjs';
import { rect } from '../svg.mjs';

export function heroShade(svg) {
  const { w: W, h: H } = HERO;
  // Darken the lower-left, where the headline sits, and a touch along the bottom.
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(
        [
          [0, '#05060c', 0.72],
          [0.45, '#05060c', 0.42],
          [1, '#05060c', 0],
        ],
        { cx: 0, cy: H, r: 1500, user: true },
      ),
    ),
  );
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0.55, '#000', 0],
        [1, '#000', 0.35],
      ]),
    ),
  );
}
