// The placeholder card: a framed picture icon (sun and two hills) on grey.
import { lighten } from './colour.mjs';
import { CARD } from './sizes.mjs';
import { circle, group, poly, rect, Svg } from './svg.mjs';

export function placeholderSvg() {
  const { w: W, h: H } = CARD;
  const svg = new Svg(W, H);
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, '#eceef1'],
        [1, '#dcdfe4'],
      ]),
    ),
  );
  const cx = W / 2;
  const cy = H / 2;
  const fw = 200;
  const fh = 150;
  const ink = '#a3a9b3';
  svg.add(
    rect(cx - fw / 2, cy - fh / 2, fw, fh, '#f4f5f7', `rx="16" stroke="${ink}" stroke-width="10"`),
  );
  svg.add(circle(cx + 42, cy - 28, 16, ink));
  svg.add(
    group(
      poly(
        [
          [cx - fw / 2 + 14, cy + fh / 2 - 14],
          [cx - 26, cy - 8],
          [cx + 24, cy + fh / 2 - 14],
        ],
        ink,
      ) +
        poly(
          [
            [cx - 4, cy + fh / 2 - 14],
            [cx + 40, cy + 18],
            [cx + fw / 2 - 14, cy + fh / 2 - 14],
          ],
          lighten(ink, 0.2),
        ),
      `clip-path="${svg.clip(rect(cx - fw / 2 + 5, cy - fh / 2 + 5, fw - 10, fh - 10, '#fff', 'rx="11"'))}"`,
    ),
  );
  return svg.render();
}
