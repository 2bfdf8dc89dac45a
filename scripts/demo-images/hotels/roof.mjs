// A building's roof: flat with a plant room (and, for a crown, a spire with a
// beacon), a classical cornice with a balustrade, or a pitched tiled roof.
import { darken, lighten } from '../colour.mjs';
import { circle, ellipse, f, line, pathEl, poly, rect } from '../svg.mjs';
import { tint } from './skies.mjs';

export function roofTop(svg, { x, w, top, depth, roof, accent, time, wallT }) {
  if (roof === 'flat' || roof === 'crown') {
    svg.add(rect(x - 3, top - 6, w + 6, 8, darken(wallT, 0.15)));
    if (depth)
      svg.add(
        poly(
          [
            [x + w + 3, top - 6],
            [x + w + depth, top + depth * 0.22 - 6],
            [x + w + depth, top + depth * 0.22 + 2],
            [x + w + 3, top + 2],
          ],
          darken(wallT, 0.35),
        ),
      );
    const boxW = w * 0.3;
    svg.add(rect(x + w * 0.55, top - 22, boxW, 16, darken(wallT, 0.1)));
    if (roof === 'crown') {
      svg.add(
        poly(
          [
            [x + w * 0.1, top - 6],
            [x + w * 0.9, top - 6],
            [x + w * 0.75, top - 52],
            [x + w * 0.25, top - 52],
          ],
          svg.linear([
            [0, lighten(wallT, 0.2)],
            [1, darken(wallT, 0.1)],
          ]),
        ),
      );
      svg.add(line(x + w / 2, top - 52, x + w / 2, top - 95, darken(wallT, 0.3), 3));
      svg.add(circle(x + w / 2, top - 96, 3, '#ff5a4a'));
    }
  } else if (roof === 'cornice') {
    svg.add(rect(x - 8, top - 12, w + 16, 12, lighten(wallT, 0.2)));
    svg.add(rect(x - 8, top - 2, w + 16, 3, darken(wallT, 0.25)));
    if (depth)
      svg.add(
        poly(
          [
            [x + w + 8, top - 12],
            [x + w + depth, top + depth * 0.22 - 12],
            [x + w + depth, top + depth * 0.22],
            [x + w + 8, top],
          ],
          darken(wallT, 0.3),
        ),
      );
    for (let i = 0; i < Math.round(w / 30); i += 1)
      svg.add(rect(x + 10 + i * 30, top - 26, 18, 14, lighten(wallT, 0.15)));
    svg.add(rect(x - 4, top - 30, w + 8, 5, lighten(wallT, 0.2)));
  } else if (roof === 'pitched') {
    const rh = Math.min(70, w * 0.18);
    const roofFill = svg.linear([
      [0, lighten(tint(accent, time), 0.1)],
      [1, darken(tint(accent, time), 0.25)],
    ]);
    svg.add(
      ellipse(x + w / 2, top + 6, w * 0.52, 6, '#000', `opacity="0.3" filter="${svg.blur(3)}"`),
    );
    if (depth) {
      svg.add(
        poly(
          [
            [x + w + 14, top + 4],
            [x + w - rh * 0.9, top - rh],
            [x + w + depth * 0.6, top - rh + depth * 0.12],
            [x + w + depth + 10, top + depth * 0.22 + 4],
          ],
          darken(tint(accent, time), 0.35),
        ),
      );
    }
    svg.add(
      poly(
        [
          [x - 16, top + 4],
          [x + w + 16, top + 4],
          [x + w - rh * 0.9, top - rh],
          [x + rh * 0.9, top - rh],
        ],
        roofFill,
      ),
    );
    let tiles = '';
    for (let yy = top - rh + 9; yy < top + 2; yy += 9) {
      const t = (yy - (top - rh)) / (rh + 4);
      tiles += `M${f(x + rh * 0.9 - t * (rh * 0.9 + 16))},${f(yy)}H${f(x + w - rh * 0.9 + t * (rh * 0.9 + 16))}`;
    }
    svg.add(
      pathEl(
        tiles,
        'none',
        `stroke="${darken(tint(accent, time), 0.3)}" stroke-width="1.3" opacity="0.6"`,
      ),
    );
  }
}
