// Hero 7, an infinity pool at sunset: a sky with a headland and a sail, the sea
// beyond the pool's edge, the pool mirroring the sun, a stone deck with
// loungers and an umbrella, and palms.
import { ridgePath } from '../geometry.mjs';
import { lounger, umbrella } from '../hotels/props.mjs';
import { palm } from '../palm.mjs';
import { makeRng } from '../random.mjs';
import { streak, sun } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { circle, f, pathEl, poly, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;
const horizon = 540;
const edge = horizon + 80;
const deckY = 900;

export function heroResort() {
  const rng = makeRng('hero-7');
  const svg = new Svg(W, H);
  sky(svg, rng);
  sea(svg, rng);
  pool(svg, rng);
  deck(svg);
  props(svg, rng);
  heroShade(svg);
  return svg.render();
}

/** Sky, sun and streaks, a headland on the horizon and a sail. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      horizon + 2,
      svg.linear(
        [
          [0, '#4d6fae'],
          [0.45, '#b59ac0'],
          [0.8, '#f6b68c'],
          [1, '#ffe0ae'],
        ],
        { y2: horizon, user: true },
      ),
    ),
  );
  sun(svg, 1180, horizon - 46, 56, '#fff1cc', '#ffb870', 8, 0.75);
  for (let i = 0; i < 6; i += 1)
    streak(
      svg,
      rng.range(100, 1800),
      rng.range(150, 440),
      rng.range(300, 700),
      rng.range(12, 26),
      '#ffd7c0',
      0.55,
    );
  // A headland on the horizon and a sail.
  svg.add(
    pathEl(
      ridgePath(
        [
          [-20, horizon - 20],
          [200, horizon - 70],
          [420, horizon - 40],
          [620, horizon - 8],
          [700, horizon],
        ],
        horizon + 2,
      ),
      '#8a7d9e',
      'opacity="0.8"',
    ),
  );
  svg.add(
    poly(
      [
        [1500, horizon - 4],
        [1560, horizon - 4],
        [1530, horizon - 70],
      ],
      '#f4e6da',
      'opacity="0.85"',
    ),
    rect(1495, horizon - 4, 70, 6, '#5b5a72'),
  );
}

/** Sea beyond the infinity edge. */
function sea(svg, rng) {
  svg.add(
    rect(
      0,
      horizon,
      W,
      edge - horizon,
      svg.linear([
        [0, '#6f8db0'],
        [1, '#3b5f86'],
      ]),
    ),
  );
  let glints = '';
  for (let i = 0; i < 36; i += 1)
    glints += rect(
      1180 - rng.range(30, 160),
      horizon + 3 + i * 2.1,
      rng.range(60, 300),
      2,
      '#ffd9a0',
      `opacity="${f(0.75 - i * 0.018)}"`,
    );
  svg.add(glints);
}

/** The pool, with the sky and the sun mirrored near its edge. */
function pool(svg, rng) {
  svg.add(rect(0, edge - 5, W, 8, '#efe2d0'));
  svg.add(
    rect(
      0,
      edge + 3,
      W,
      deckY - edge,
      svg.linear(
        [
          [0, '#f2c9a0'],
          [0.15, '#5fb7c8'],
          [0.6, '#1f93b0'],
          [1, '#0f6687'],
        ],
        { y1: edge, y2: deckY, user: true },
      ),
    ),
  );
  let sunPath = '';
  for (let i = 0; i < 26; i += 1)
    sunPath += rect(
      1180 - rng.range(20, 80),
      edge + 8 + i * 10,
      rng.range(40, 160),
      3,
      '#fff0c8',
      `opacity="${f(0.6 - i * 0.02)}"`,
    );
  svg.add(sunPath);
  let caustics = '';
  for (let i = 0; i < 70; i += 1) {
    const yy = rng.range(edge + 30, deckY);
    const len = 30 + (yy - edge) * 0.35;
    caustics += `M${f(rng.range(0, W))},${f(yy)}q${f(len / 4)},-${f(len / 10)} ${f(len / 2)},0t${f(len / 2)},0`;
  }
  svg.add(
    pathEl(
      caustics,
      'none',
      'stroke="#ffffff" stroke-width="3" opacity="0.22" stroke-linecap="round"',
    ),
  );
}

/** Stone deck in the foreground with its coping. */
function deck(svg) {
  svg.add(
    rect(
      0,
      deckY,
      W,
      H - deckY,
      svg.linear([
        [0, '#ead9c0'],
        [1, '#c6ab86'],
      ]),
    ),
  );
  svg.add(
    rect(0, deckY - 4, W, 14, '#f6eee0'),
    rect(0, deckY + 10, W, 6, '#000', `opacity="0.12" filter="${svg.blur(3)}"`),
  );
  let joints = '';
  for (let x = -400; x < W + 400; x += 160)
    joints += `M${f(x)},${deckY + 16}L${f(960 + (x - 960) * 1.5)},${H}`;
  joints += `M0,${deckY + 80}H${W}`;
  svg.add(pathEl(joints, 'none', 'stroke="#b89c78" stroke-width="2" opacity="0.5"'));
}

/** Loungers and an umbrella on the right, palms at both edges. */
function props(svg, rng) {
  lounger(svg, 1120, 1040, 320, '#ffffff', 'noon');
  lounger(svg, 1440, 1050, 320, '#ffffff', 'noon');
  svg.add(
    rect(1370, 990, 50, 40, '#8a6a4a', 'rx="4"'),
    rect(1380, 1030, 8, 20, '#6d5238'),
    rect(1402, 1030, 8, 20, '#6d5238'),
  );
  svg.add(circle(1395, 982, 14, '#f2f2f2'), rect(1388, 960, 14, 22, '#e86a3c', 'rx="3"'));
  umbrella(svg, 1410, 1010, 380, '#f5efe4', 'noon');
  palm(svg, rng, 110, H + 40, 930, 300, { leaf: '#2d6a39', trunk: '#7d5e40' });
  palm(svg, rng, 1850, 1000, 760, -130, { leaf: '#2f6e3a', trunk: '#84644a' });
}
