// Hero 4, the savannah at sunset: a big low sun, layered ridges with acacias,
// two large acacias in silhouette, grass and birds.
import { ridge, ridgePath } from '../geometry.mjs';
import { makeRng } from '../random.mjs';
import { acacia, birds, streak, sun } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { f, pathEl, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;
const horizon = 740;

export function heroSavannah() {
  const rng = makeRng('hero-4');
  const svg = new Svg(W, H);
  sky(svg, rng);
  land(svg, rng);
  heroShade(svg);
  return svg.render();
}

/** Sunset sky, the sun and cloud streaks. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        [
          [0, '#28204e'],
          [0.35, '#7c3a62'],
          [0.62, '#e0654a'],
          [0.82, '#ffab55'],
          [1, '#ffd98a'],
        ],
        { y2: horizon, user: true },
      ),
    ),
  );
  sun(svg, 1240, horizon - 60, 130, '#ffe3a0', '#ff8a4a', 5, 0.7);
  for (let i = 0; i < 8; i += 1)
    streak(
      svg,
      rng.range(100, 1800),
      rng.range(200, 600),
      rng.range(300, 800),
      rng.range(10, 24),
      rng.pick(['#ff9f7a', '#c9577a', '#ffc38a']),
      0.45,
    );
}

/** Ridges with acacias, two big acacias, grass in front and birds. */
function land(svg, rng) {
  svg.add(
    pathEl(ridgePath(ridge(rng, -20, W + 20, horizon - 10, 70, 8), H), '#8b4a5e', 'opacity="0.8"'),
  );
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, horizon + 20, 40, 10), H), '#5e3350'));
  for (let i = 0; i < 10; i += 1)
    acacia(svg, rng, rng.range(0, W), horizon + rng.range(18, 30), rng.range(50, 90), '#4a2840');
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, horizon + 90, 30, 12), H), '#3a1f33'));
  acacia(svg, rng, 1520, horizon + 120, 420, '#1e0f1d');
  acacia(svg, rng, 420, horizon + 110, 260, '#24121f');
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 930, 40, 14), H), '#1a0d18'));
  let grass = '';
  for (let i = 0; i < 320; i += 1) {
    const gx = rng.range(0, W);
    const gy = rng.range(915, 960);
    grass += `M${f(gx)},${f(gy + 20)}q${f(rng.range(-8, 8))},-${f(rng.range(20, 40))} ${f(rng.range(-20, 20))},-${f(rng.range(40, 90))}`;
  }
  svg.add(pathEl(grass, 'none', 'stroke="#1a0d18" stroke-width="3"'));
  birds(svg, rng, 1000, 380, 7, 140, 16, '#2a1630');
}
