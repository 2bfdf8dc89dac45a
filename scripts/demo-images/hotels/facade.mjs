// A building's upper floors: a curtain wall (one reflective sheet with mullions)
// or rows of windows (punched, with balconies, or arched with shutters).
import { darken, lighten } from '../colour.mjs';
import { circle, f, pathEl, poly, rect } from '../svg.mjs';

export function curtainWall(
  svg,
  rng,
  { x, w, top, upperBottom, floors, floorH, cols, time, wallT },
) {
  // One reflective sheet with mullions; some panes lit or tinted.
  const sheet = svg.linear(
    time === 'noon'
      ? [
          [0, '#dcecf8'],
          [0.5, '#7fa7ca'],
          [1, '#3e5f85'],
        ]
      : time === 'dawn'
        ? [
            [0, '#f5cdb5'],
            [0.5, '#9a9cbc'],
            [1, '#4d5880'],
          ]
        : [
            [0, '#3a3f66'],
            [1, '#1e2340'],
          ],
  );
  svg.add(rect(x + 6, top + 6, w - 12, upperBottom - top - 6, sheet));
  for (let r = 0; r < floors; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (time !== 'noon' && rng.chance(time === 'dusk' ? 0.32 : 0.12)) {
        svg.add(
          rect(
            x + 6 + ((w - 12) * c) / cols,
            top + 6 + r * floorH,
            (w - 12) / cols,
            floorH,
            '#ffd98f',
            `opacity="${f(rng.range(0.55, 0.95))}"`,
          ),
        );
      } else if (rng.chance(0.12)) {
        svg.add(
          rect(
            x + 6 + ((w - 12) * c) / cols,
            top + 6 + r * floorH,
            (w - 12) / cols,
            floorH,
            '#1c2a44',
            'opacity="0.25"',
          ),
        );
      }
    }
  }
  let grid = '';
  for (let c = 1; c < cols; c += 1)
    grid += `M${f(x + 6 + ((w - 12) * c) / cols)},${f(top + 6)}V${f(upperBottom)}`;
  for (let r = 1; r <= floors; r += 1)
    grid += `M${f(x + 6)},${f(top + 6 + r * floorH)}H${f(x + w - 6)}`;
  svg.add(
    pathEl(grid, 'none', `stroke="${darken(wallT, 0.15)}" stroke-width="1.6" opacity="0.85"`),
  );
  // Diagonal sky reflection.
  svg.add(
    poly(
      [
        [x + w * 0.15, top + 6],
        [x + w * 0.45, top + 6],
        [x + w * 0.05, upperBottom * 0.6 + top * 0.4],
        [x + 6, upperBottom * 0.5 + top * 0.5],
        [x + 6, top + 60],
      ],
      '#ffffff',
      `opacity="${time === 'dusk' ? 0.05 : 0.14}"`,
    ),
  );
}

export function windowRows(
  svg,
  rng,
  { x, w, top, floors, floorH, cols, style, accent, wallT, glass },
) {
  const cellW = (w - 16) / cols;
  for (let r = 0; r < floors; r += 1) {
    const rowY = top + r * floorH;
    if (style === 'balcony') {
      svg.add(rect(x - 3, rowY + floorH - 5, w + 6, 5, lighten(wallT, 0.25)));
    } else {
      svg.add(rect(x, rowY + floorH - 2, w, 2, darken(wallT, 0.08), 'opacity="0.6"'));
    }
    for (let c = 0; c < cols; c += 1) {
      const wx = x + 8 + c * cellW + cellW * 0.18;
      const ww = cellW * 0.64;
      const wy = rowY + floorH * (style === 'balcony' ? 0.16 : 0.22);
      const wh = floorH * (style === 'balcony' ? 0.72 : 0.56);
      const fill = glass(rng);
      if (style === 'arched') {
        const rr = ww / 2;
        svg.add(
          pathEl(
            `M${f(wx)},${f(wy + wh)}V${f(wy + rr)}A${f(rr)},${f(rr)} 0 0 1 ${f(wx + ww)},${f(wy + rr)}V${f(wy + wh)}Z`,
            fill,
            `stroke="${lighten(wallT, 0.35)}" stroke-width="2"`,
          ),
        );
        // Shutters.
        svg.add(
          rect(wx - ww * 0.36, wy + rr * 0.6, ww * 0.32, wh - rr * 0.6, accent),
          rect(wx + ww * 1.04, wy + rr * 0.6, ww * 0.32, wh - rr * 0.6, accent),
        );
        svg.add(rect(wx - 3, wy + wh, ww + 6, 3, lighten(wallT, 0.3)));
        if (r > 0 && rng.chance(0.3)) {
          // Bougainvillea in a window box.
          for (let k = 0; k < 5; k += 1) {
            svg.add(
              circle(
                wx + rng.range(0, ww),
                wy + wh + rng.range(-2, 3),
                rng.range(3, 5),
                rng.pick(['#d6336c', '#e64980', '#c2255c', '#4a8f3c']),
              ),
            );
          }
        }
      } else {
        svg.add(rect(wx, wy, ww, wh, fill, 'rx="1.5"'));
        if (style === 'punched') svg.add(rect(wx - 2, wy + wh, ww + 4, 2.5, lighten(wallT, 0.3)));
      }
    }
    if (style === 'balcony') {
      // Glass balustrade with a handrail.
      svg.add(rect(x - 3, rowY + floorH * 0.62, w + 6, floorH * 0.33, '#cfe3ee', 'opacity="0.28"'));
      svg.add(rect(x - 3, rowY + floorH * 0.6, w + 6, 2, lighten(wallT, 0.4)));
    }
  }
}
