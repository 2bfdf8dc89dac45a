// Street and poolside props: flag poles, street lamps, umbrellas, loungers and
// a pool (rectangular or free-form) with waves and a shaded far edge.
import { darken, lighten } from '../colour.mjs';
import { lerpQuad, roundedPath } from '../geometry.mjs';
import { circle, ellipse, f, group, line, pathEl, poly, rect } from '../svg.mjs';
import { tint } from './skies.mjs';

export function flagPole(svg, x, baseY, h, time) {
  svg.add(line(x, baseY, x, baseY - h, '#d7d9dd', 2.2));
  const y = baseY - h + 3;
  const green = tint('#0f8a4a', time);
  const white = tint('#f7f7f2', time);
  const wave = (dx) => `M${f(x + dx)},${f(y)}q6,-3 12,0v20q-6,-3 -12,0Z`;
  svg.add(pathEl(wave(0), green), pathEl(wave(12), white), pathEl(wave(24), green));
}

export function streetLamp(svg, x, baseY, h, time) {
  svg.add(line(x, baseY, x, baseY - h, '#3a3f48', 2.5));
  svg.add(line(x, baseY - h, x + 12, baseY - h, '#3a3f48', 2.5));
  if (time !== 'noon') {
    svg.add(
      circle(
        x + 12,
        baseY - h + 4,
        22,
        svg.radial([
          [0, '#ffd98c', 0.8],
          [1, '#ffd98c', 0],
        ]),
      ),
    );
  }
  svg.add(ellipse(x + 12, baseY - h + 3, 5, 3, time === 'noon' ? '#dfe3e8' : '#fff2c6'));
}

export function umbrella(svg, x, baseY, size, color, time) {
  const c = tint(color, time);
  svg.add(
    line(x, baseY, x, baseY - size * 0.95, tint('#d9d2c4', time), f(Math.max(2, size * 0.018))),
  );
  let d = `M${f(x - size * 0.6)},${f(baseY - size * 0.8)}Q${f(x)},${f(baseY - size * 1.2)} ${f(x + size * 0.6)},${f(baseY - size * 0.8)}`;
  for (let i = 3; i >= 0; i -= 1) {
    const x0 = x - size * 0.6 + (size * 1.2 * (i + 1)) / 4;
    const x1 = x - size * 0.6 + (size * 1.2 * i) / 4;
    d += `Q${f((x0 + x1) / 2)},${f(baseY - size * 0.72)} ${f(x1)},${f(baseY - size * 0.8)}`;
  }
  svg.add(
    pathEl(
      `${d}Z`,
      svg.linear([
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.15)],
      ]),
    ),
  );
}

export function lounger(svg, x, baseY, size, color, time) {
  const c = tint(color, time);
  const frame = tint('#7d5f44', time);
  const seatY = baseY - size * 0.2;
  const th = size * 0.075;
  svg.add(
    ellipse(
      x + size * 0.5,
      baseY + 1,
      size * 0.6,
      size * 0.04 + 2,
      '#000',
      `opacity="0.28" filter="${svg.blur(Math.max(2, size / 40))}"`,
    ),
  );
  svg.add(
    rect(x + size * 0.05, seatY, size * 0.035, baseY - seatY, frame),
    rect(x + size * 0.62, seatY, size * 0.035, baseY - seatY, frame),
    rect(x, seatY + th * 0.8, size * 0.74, size * 0.035, frame),
    rect(
      x,
      seatY,
      size * 0.74,
      th,
      svg.linear([
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.12)],
      ]),
      `rx="${f(th / 2)}"`,
    ),
    line(
      x + size * 0.72,
      seatY + th / 2,
      x + size * 0.96,
      seatY - size * 0.26,
      darken(c, 0.04),
      f(th),
      'stroke-linecap="round"',
    ),
  );
}

export function pool(svg, rng, quad, time, shape = 'rect') {
  const water =
    time === 'dusk'
      ? svg.linear([
          [0, '#4e9fb0'],
          [1, '#1d5a78'],
        ])
      : svg.linear([
          [0, '#86e3e8'],
          [0.5, '#2fb2c9'],
          [1, '#137d9f'],
        ]);
  const [tl, tr, br, bl] = quad;
  const along = (a, b, t, dy) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + dy];
  const outline =
    shape === 'free'
      ? roundedPath([
          [...tl, 40],
          [...along(tl, tr, 0.45, 26), 120],
          [...tr, 50],
          [...along(tr, br, 0.5, 0).map((v, i) => (i === 0 ? v + 20 : v)), 60],
          [...br, 60],
          [...along(bl, br, 0.6, -18), 140],
          [...bl, 60],
        ])
      : roundedPath(quad.map(([x, y]) => [x, y, 10]));
  svg.add(
    pathEl(
      outline,
      tint('#f4efe6', time),
      `stroke="${tint('#f4efe6', time)}" stroke-width="16" stroke-linejoin="round"`,
    ),
  );
  svg.add(pathEl(outline, water));
  let waves = '';
  for (let i = 0; i < 11; i += 1) {
    const v = rng.range(0.12, 0.95);
    const u = rng.range(0.05, 0.75);
    const [sx, sy] = lerpQuad(quad, u, v);
    const len = rng.range(30, 90) * (0.6 + v * 0.6);
    waves += `M${f(sx)},${f(sy)}q${f(len / 4)},-4 ${f(len / 2)},0t${f(len / 2)},0`;
  }
  const inner =
    pathEl(
      waves,
      'none',
      `stroke="#ffffff" stroke-width="2" opacity="0.45" stroke-linecap="round"`,
    ) +
    poly(
      [
        [tl[0] - 40, tl[1] - 40],
        [tr[0] + 40, tr[1] - 40],
        lerpQuad(quad, 1, 0.1),
        lerpQuad(quad, 0, 0.1),
      ],
      '#0b4a66',
      'opacity="0.3"',
    );
  svg.add(group(inner, `clip-path="${svg.clip(`<path d="${outline}"/>`)}"`));
}
