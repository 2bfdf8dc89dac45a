// Hero 1, a lagoon city at dusk: a starry sunset sky, a skyline with lit
// windows, a cable-stayed bridge, reflections on the water and a fisherman's canoe.
import { makeRng } from '../random.mjs';
import { distantSkyline, streak, sun } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { circle, f, group, line, pathEl, poly, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;
const horizon = 690;

export function heroLagos() {
  const rng = makeRng('hero-1');
  const svg = new Svg(W, H);
  sky(svg, rng);
  skyline(svg, rng);
  bridge(svg);
  water(svg, rng);
  canoe(svg);
  heroShade(svg);
  return svg.render();
}

/** Sunset sky with stars, the sun and cloud streaks. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      horizon + 2,
      svg.linear(
        [
          [0, '#161a44'],
          [0.4, '#4d3574'],
          [0.72, '#d0675a'],
          [0.9, '#f49c62'],
          [1, '#ffc784'],
        ],
        { y2: horizon, user: true },
      ),
    ),
  );
  for (let i = 0; i < 60; i += 1)
    svg.add(
      circle(
        rng.range(0, W),
        rng.range(0, 250),
        rng.range(0.6, 1.6),
        '#ffffff',
        `opacity="${f(rng.range(0.2, 0.7))}"`,
      ),
    );
  sun(svg, 1380, horizon - 70, 60, '#ffe2a8', '#ff9a5c', 8, 0.7);
  for (let i = 0; i < 7; i += 1)
    streak(
      svg,
      rng.range(100, 1800),
      rng.range(300, 560),
      rng.range(300, 700),
      rng.range(12, 26),
      rng.pick(['#f3a08a', '#c56b85', '#ffbe8a']),
      0.5,
    );
}

/** Far skyline then the near one with lit windows. */
function skyline(svg, rng) {
  distantSkyline(svg, rng, 600, W + 10, horizon, 60, 220, '#5a3d6e');
  let x = 760;
  while (x < W) {
    const w = rng.range(50, 120);
    const h = rng.range(120, 420);
    const top = horizon - h;
    const c = rng.pick(['#231a3b', '#2a1f45', '#1d1733']);
    const kind = rng.int(0, 4);
    if (kind === 0)
      svg.add(
        poly(
          [
            [x, top + 30],
            [x + w, top],
            [x + w, horizon + 4],
            [x, horizon + 4],
          ],
          c,
        ),
      );
    else if (kind === 1)
      svg.add(
        pathEl(
          `M${f(x)},${f(horizon + 4)}V${f(top + w / 2)}A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(top + w / 2)}V${f(horizon + 4)}Z`,
          c,
        ),
      );
    else svg.add(rect(x, top, w, h + 4, c));
    if (kind === 2)
      svg.add(
        line(x + w / 2, top, x + w / 2, top - 60, c, 4),
        circle(x + w / 2, top - 62, 3, '#ff4d4d'),
      );
    let lights = '';
    for (let yy = top + 40; yy < horizon - 10; yy += 16) {
      for (let xx = x + 8; xx < x + w - 10; xx += 13)
        if (rng.chance(0.35))
          lights += rect(xx, yy, 6, 7, rng.pick(['#ffd98a', '#ffe9bf', '#ffc46b']));
    }
    svg.add(group(lights, `opacity="${f(rng.range(0.55, 0.9))}"`));
    x += w + rng.range(4, 40);
  }
}

/** Cable-stayed bridge across the lagoon. */
function bridge(svg) {
  const deckY = horizon - 18;
  const pylonX = 640;
  svg.add(
    poly(
      [
        [pylonX - 10, deckY + 6],
        [pylonX + 10, deckY + 6],
        [pylonX + 4, deckY - 330],
        [pylonX - 4, deckY - 330],
      ],
      '#1c1530',
    ),
  );
  let cables = '';
  for (let i = 1; i <= 12; i += 1) {
    cables += `M${f(pylonX)},${f(deckY - 320 + i * 14)}L${f(pylonX - i * 48)},${f(deckY)}`;
    cables += `M${f(pylonX)},${f(deckY - 320 + i * 14)}L${f(pylonX + i * 36)},${f(deckY)}`;
  }
  svg.add(pathEl(cables, 'none', 'stroke="#e8c3b0" stroke-width="1.6" opacity="0.45"'));
  svg.add(rect(0, deckY, 1120, 12, '#1c1530'));
  let lamps = '';
  for (let lx = 20; lx < 1120; lx += 46) lamps += circle(lx, deckY - 2, 3, '#ffd98a');
  svg.add(lamps);
  for (let i = 0; i < 12; i += 1)
    svg.add(rect(80 + i * 90, deckY + 10, 12, horizon - deckY, '#1c1530'));
}

/** Water with reflections. */
function water(svg, rng) {
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear(
        [
          [0, '#c46a62'],
          [0.25, '#5a3a66'],
          [1, '#120f26'],
        ],
        { y1: horizon, y2: H, user: true },
      ),
    ),
  );
  let glints = '';
  for (let i = 0; i < 70; i += 1) {
    const yy = horizon + 6 + i * i * 0.075;
    const half = 20 + i * 1.8 + rng.range(-10, 20);
    glints += rect(
      1380 - half + rng.range(-20, 20),
      yy,
      half * 2 * rng.range(0.4, 1),
      rng.range(2, 4),
      '#ffd39a',
      `opacity="${f(Math.max(0.08, 0.85 - i * 0.011))}"`,
    );
  }
  svg.add(glints);
  let refl = '';
  for (let i = 0; i < 120; i += 1) {
    const rx = rng.range(760, W);
    refl += rect(
      rx,
      horizon + rng.range(4, 120),
      rng.range(3, 6),
      rng.range(10, 50),
      '#ffd98a',
      `opacity="${f(rng.range(0.1, 0.35))}"`,
    );
  }
  svg.add(group(refl, `filter="${svg.blur(2)}"`));
  let ripples = '';
  for (let i = 0; i < 90; i += 1) {
    const yy = rng.range(horizon + 20, H);
    ripples += `M${f(rng.range(0, W))},${f(yy)}h${f(rng.range(40, 160))}`;
  }
  svg.add(pathEl(ripples, 'none', 'stroke="#ffffff" stroke-width="1.5" opacity="0.08"'));
}

/** A fisherman's canoe. */
function canoe(svg) {
  const bx = 1560;
  const by = 900;
  svg.add(
    pathEl(
      `M${bx - 130},${by}Q${bx},${by + 26} ${bx + 130},${by - 8}L${bx + 118},${by + 6}Q${bx},${by + 34} ${bx - 118},${by + 12}Z`,
      '#0d0a18',
    ),
  );
  svg.add(
    circle(bx - 10, by - 78, 10, '#0d0a18'),
    poly(
      [
        [bx - 20, by - 68],
        [bx + 2, by - 68],
        [bx + 8, by + 2],
        [bx - 24, by + 2],
      ],
      '#0d0a18',
    ),
  );
  svg.add(
    line(bx - 6, by - 60, bx + 90, by - 150, '#0d0a18', 4),
    line(bx + 90, by - 150, bx - 60, by + 60, '#0d0a18', 3),
  );
  svg.add(
    pathEl(
      `M${bx - 150},${by + 24}q150,20 300,0`,
      'none',
      'stroke="#ffcf9a" stroke-width="2" opacity="0.25"',
    ),
  );
}
