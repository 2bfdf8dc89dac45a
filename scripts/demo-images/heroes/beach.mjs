// Hero 3, a tropical beach at noon: clouds over a glittering sea, the
// shoreline, a painted fishing canoe on the sand and palms leaning in.
import { ridgePath } from '../geometry.mjs';
import { palm } from '../palm.mjs';
import { makeRng } from '../random.mjs';
import { cloud, sun } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { ellipse, f, pathEl, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;
const horizon = 560;

export function heroBeach() {
  const rng = makeRng('hero-3');
  const svg = new Svg(W, H);
  sky(svg, rng);
  sea(svg, rng);
  shoreline(svg, rng);
  canoe(svg);
  palms(svg, rng);
  heroShade(svg);
  return svg.render();
}

/** Sky, sun and clouds. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      horizon + 2,
      svg.linear(
        [
          [0, '#2f7fcf'],
          [0.6, '#8cc5ee'],
          [1, '#e3f3fb'],
        ],
        { y2: horizon, user: true },
      ),
    ),
  );
  sun(svg, 1500, 150, 50, '#fffbe8', '#ffffff', 6, 0.6);
  for (let i = 0; i < 6; i += 1)
    cloud(
      svg,
      rng,
      rng.range(200, 1800),
      rng.range(140, 420),
      rng.range(200, 380),
      '#ffffff',
      0.92,
    );
}

/** Sea, glittering towards the sun. */
function sea(svg, rng) {
  svg.add(
    rect(
      0,
      horizon,
      W,
      400,
      svg.linear(
        [
          [0, '#1c6a98'],
          [0.45, '#1e98b4'],
          [1, '#49cfc9'],
        ],
        { y1: horizon, y2: 820, user: true },
      ),
    ),
  );
  let glitter = '';
  for (let i = 0; i < 140; i += 1)
    glitter += rect(
      rng.range(900, 1900),
      rng.range(horizon + 5, 760),
      rng.range(10, 40),
      2,
      '#ffffff',
      `opacity="${f(rng.range(0.15, 0.5))}"`,
    );
  svg.add(glitter);
}

/** Shoreline: wet sand, foam, dry sand. */
function shoreline(svg, rng) {
  const shore = [];
  for (let i = 0; i <= 10; i += 1)
    shore.push([-20 + (i * (W + 40)) / 10, 790 - i * 12 + rng.range(-14, 14)]);
  svg.add(
    pathEl(
      ridgePath(
        shore.map(([sx, sy]) => [sx, sy - 14]),
        H,
      ),
      '#ffffff',
      'opacity="0.85"',
    ),
  );
  svg.add(pathEl(ridgePath(shore, H), '#c9b08a'));
  svg.add(
    pathEl(
      ridgePath(
        shore.map(([sx, sy]) => [sx, sy + 40]),
        H,
      ),
      svg.linear([
        [0, '#ecd4a6'],
        [1, '#d7b784'],
      ]),
    ),
  );
  svg.add(
    pathEl(
      ridgePath(
        shore.map(([sx, sy]) => [sx, sy - 60]),
        H,
      ),
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.55"',
    ),
  );
}

/** A painted fishing canoe drawn up on the sand. */
function canoe(svg) {
  const cx = 1300;
  const cy = 905;
  svg.add(ellipse(cx + 20, cy + 40, 300, 22, '#6b5234', `opacity="0.4" filter="${svg.blur(9)}"`));
  const rimNear = `M${cx - 290},${cy - 44}Q${cx},${cy + 16} ${cx + 290},${cy - 56}`;
  svg.add(pathEl(`${rimNear}Q${cx},${cy - 30} ${cx - 290},${cy - 44}Z`, '#4a3020'));
  svg.add(
    pathEl(
      `${rimNear}L${cx + 258},${cy - 12}Q${cx},${cy + 72} ${cx - 258},${cy}Z`,
      svg.linear([
        [0, '#2a7bbd'],
        [1, '#17507f'],
      ]),
    ),
  );
  svg.add(
    pathEl(
      `M${cx - 282},${cy - 34}Q${cx},${cy + 28} ${cx + 282},${cy - 46}`,
      'none',
      'stroke="#f2c14e" stroke-width="9"',
    ),
  );
  svg.add(
    pathEl(
      `M${cx - 274},${cy - 22}Q${cx},${cy + 40} ${cx + 274},${cy - 34}`,
      'none',
      'stroke="#d94436" stroke-width="7"',
    ),
  );
  svg.add(
    pathEl(
      `M${cx - 264},${cy - 10}Q${cx},${cy + 52} ${cx + 266},${cy - 22}`,
      'none',
      'stroke="#ffffff" stroke-width="4" opacity="0.8"',
    ),
  );
  svg.add(pathEl(rimNear, 'none', 'stroke="#e9dcc0" stroke-width="4"'));
}

/** Palms leaning in from the left, and their shadows. */
function palms(svg, rng) {
  for (let i = 0; i < 3; i += 1)
    svg.add(
      ellipse(
        560 + i * 180,
        1000 - i * 20,
        260,
        26,
        '#6b5234',
        `opacity="0.3" filter="${svg.blur(12)}"`,
      ),
    );
  palm(svg, rng, 120, H + 30, 880, 460, { leaf: '#2d6e36', trunk: '#8a6a4a' });
  palm(svg, rng, 420, H + 40, 640, 180, { leaf: '#367a3d', trunk: '#7d5e40' });
  palm(svg, rng, 1780, H + 20, 620, -160, { leaf: '#2f7139', trunk: '#84644a' });
}
