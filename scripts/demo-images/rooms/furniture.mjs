// Room furniture besides the bed: a table lamp, nightstands, framed wall art,
// a potted plant and a sofa.
import { darken, lighten } from '../colour.mjs';
import { ridge, ridgePath } from '../geometry.mjs';
import { circle, ellipse, f, group, pathEl, poly, rect } from '../svg.mjs';
import { box, floorShadow, FLOOR_Y, P } from './perspective.mjs';

export function lamp(svg, x, yTop, s, shade, glowOn, size = 1) {
  const [bx, by] = P(x, yTop, s);
  const k = s * size;
  if (glowOn)
    svg.add(
      circle(
        bx,
        by - 48 * k,
        120 * k,
        svg.radial([
          [0, '#ffd48a', 0.55],
          [0.4, '#ffc46e', 0.2],
          [1, '#ffc46e', 0],
        ]),
      ),
    );
  svg.add(ellipse(bx, by - 2 * k, 11 * k, 3 * k, '#000', 'opacity="0.25"'));
  svg.add(rect(bx - 4 * k, by - 30 * k, 8 * k, 28 * k, '#c9b79a'));
  svg.add(ellipse(bx, by - 16 * k, 9 * k, 10 * k, '#bfa37a'));
  const shadeFill = glowOn
    ? svg.linear([
        [0, '#fff3d6'],
        [1, '#ffd79a'],
      ])
    : svg.linear([
        [0, lighten(shade, 0.2)],
        [1, shade],
      ]);
  svg.add(
    poly(
      [
        [bx - 13 * k, by - 58 * k],
        [bx + 13 * k, by - 58 * k],
        [bx + 20 * k, by - 30 * k],
        [bx - 20 * k, by - 30 * k],
      ],
      shadeFill,
    ),
  );
}

export function nightstand(svg, x0, x1, wood, s1 = 1.18) {
  floorShadow(svg, x0, x1, 1.02, s1, 0.3);
  box(svg, { x0, x1, y0: 334, y1: FLOOR_Y, s0: 1.02, s1, fill: wood });
  const [ax, ay] = P(x0 + 6, 348, s1);
  const [bx, by] = P(x1 - 6, 366, s1);
  svg.add(
    rect(ax, ay, bx - ax, by - ay, darken(wood, 0.12), `rx="2"`),
    rect((ax + bx) / 2 - 8, (ay + by) / 2 - 1.5, 16, 3, '#d9c48f', 'rx="1.5"'),
  );
}

export function wallArt(svg, rng, cx, y, w, h, palette) {
  const [ax, ay] = P(cx - w / 2, y, 1);
  const [bx, by] = P(cx + w / 2, y + h, 1);
  svg.add(rect(ax + 3, ay + 5, bx - ax, by - ay, '#000', `opacity="0.22" filter="${svg.blur(4)}"`));
  svg.add(rect(ax - 5, ay - 5, bx - ax + 10, by - ay + 10, '#3b3129'));
  svg.add(rect(ax, ay, bx - ax, by - ay, '#f3efe6'));
  let art = '';
  const kind = rng.int(0, 2);
  if (kind === 0) {
    art += rect(ax, ay + (by - ay) * 0.55, bx - ax, by - ay, palette[1]);
    art += circle(
      ax + (bx - ax) * rng.range(0.3, 0.7),
      ay + (by - ay) * 0.42,
      (by - ay) * 0.22,
      palette[0],
    );
    art += pathEl(
      ridgePath(ridge(rng, ax, bx, ay + (by - ay) * 0.7, (by - ay) * 0.25, 4), by),
      palette[2],
    );
  } else if (kind === 1) {
    for (let i = 0; i < 5; i += 1)
      art += rect(
        ax + ((bx - ax) * i) / 5,
        ay + rng.range(0, (by - ay) * 0.4),
        (bx - ax) / 5 - 3,
        by - ay,
        palette[i % 3],
        `opacity="${f(rng.range(0.6, 1))}"`,
      );
  } else {
    for (let i = 0; i < 4; i += 1)
      art += circle(
        ax + rng.range(0.2, 0.8) * (bx - ax),
        ay + rng.range(0.2, 0.8) * (by - ay),
        rng.range(0.15, 0.32) * (by - ay),
        palette[i % 3],
        'opacity="0.85"',
      );
  }
  svg.add(group(art, `clip-path="${svg.clip(rect(ax, ay, bx - ax, by - ay, '#fff'))}"`));
}

export function plant(svg, rng, x, s, size) {
  const [bx, by] = P(x, FLOOR_Y, s);
  const k = s * size;
  svg.add(ellipse(bx, by, 26 * k, 6 * k, '#000', `opacity="0.3" filter="${svg.blur(4)}"`));
  let leaves = '';
  for (let i = 0; i < 12; i += 1) {
    const a = -Math.PI / 2 + rng.range(-1.2, 1.2);
    const len = rng.range(50, 95) * k;
    const tx = bx + Math.cos(a) * len;
    const ty = by - 40 * k + Math.sin(a) * len;
    leaves += pathEl(
      `M${f(bx)},${f(by - 36 * k)}Q${f((bx + tx) / 2 - 12 * k)},${f((by - 36 * k + ty) / 2)} ${f(tx)},${f(ty)}Q${f((bx + tx) / 2 + 12 * k)},${f((by - 36 * k + ty) / 2 + 6 * k)} ${f(bx)},${f(by - 36 * k)}Z`,
      rng.pick(['#2f6b3a', '#3c7d45', '#285c33', '#4a8c4f']),
    );
  }
  svg.add(leaves);
  svg.add(
    poly(
      [
        [bx - 20 * k, by - 40 * k],
        [bx + 20 * k, by - 40 * k],
        [bx + 15 * k, by],
        [bx - 15 * k, by],
      ],
      svg.linear(
        [
          [0, '#d8cfc2'],
          [1, '#a89d8e'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
}

export function sofa(svg, x0, x1, color) {
  const s0 = 1.32;
  const s1 = 1.62;
  floorShadow(svg, x0, x1, s0, s1, 0.4);
  box(svg, {
    x0: x0 + 18,
    x1: x1 - 18,
    y0: 296,
    y1: FLOOR_Y - 8,
    s0,
    s1: s0 + 0.07,
    fill: darken(color, 0.05),
  });
  box(svg, {
    x0: x0 + 18,
    x1: x1 - 18,
    y0: 340,
    y1: FLOOR_Y - 8,
    s0: s0 + 0.07,
    s1,
    fill: color,
    top: lighten(color, 0.1),
  });
  box(svg, { x0, x1: x0 + 18, y0: 322, y1: FLOOR_Y - 8, s0, s1, fill: darken(color, 0.08) });
  box(svg, { x0: x1 - 18, x1, y0: 322, y1: FLOOR_Y - 8, s0, s1, fill: darken(color, 0.08) });
  // Back cushions.
  const n = 3;
  for (let i = 0; i < n; i += 1) {
    const cx0 = x0 + 22 + ((x1 - x0 - 44) * i) / n;
    const cx1 = x0 + 22 + ((x1 - x0 - 44) * (i + 1)) / n - 3;
    const [ax, ay] = P(cx0, 302, s0 + 0.08);
    const [bx, by] = P(cx1, 342, s0 + 0.08);
    svg.add(
      rect(
        ax,
        ay,
        bx - ax,
        by - ay,
        svg.linear([
          [0, lighten(color, 0.15)],
          [1, darken(color, 0.05)],
        ]),
        'rx="8"',
      ),
    );
  }
  // Legs.
  for (const lx of [x0 + 6, x1 - 6]) {
    const [ax, ay] = P(lx, FLOOR_Y - 8, s1);
    svg.add(rect(ax - 3, ay, 6, 8 * s1, '#4a3a2c'));
  }
}
