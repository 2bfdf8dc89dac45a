// Hero 2, a granite monolith at sunset: a warm sky over far hills, the rock with
// streaked texture and a rim of light, mist at its base, and savannah in front.
import { ridge, ridgePath } from '../geometry.mjs';
import { makeRng } from '../random.mjs';
import { acacia, birds, streak, sun } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { ellipse, f, group, pathEl, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;

export function heroRock() {
  const rng = makeRng('hero-2');
  const svg = new Svg(W, H);
  sky(svg, rng);
  monolith(svg, rng);
  foreground(svg, rng);
  heroShade(svg);
  return svg.render();
}

/** Sky, sun, cloud streaks and the far hills. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        [
          [0, '#34508a'],
          [0.35, '#8a8fbf'],
          [0.62, '#f2b58c'],
          [0.78, '#ffd9a6'],
          [1, '#ffe9c4'],
        ],
        { y2: 820, user: true },
      ),
    ),
  );
  sun(svg, 1640, 640, 58, '#fff4d6', '#ffc27c', 9, 0.8);
  for (let i = 0; i < 6; i += 1)
    streak(
      svg,
      rng.range(200, 1800),
      rng.range(160, 480),
      rng.range(300, 700),
      rng.range(14, 30),
      '#ffd7c0',
      0.55,
    );
  // Far hills.
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 700, 90, 9), H), '#a294b4', 'opacity="0.85"'));
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 765, 70, 11), H), '#7f789c'));
}

/** The monolith: a steep shadowed west face, a broad crown, a long lit east flank. */
function monolith(svg, rng) {
  const rock =
    'M420,830 C455,720 480,600 530,500 C575,410 610,350 670,300 C730,250 800,222 880,212 ' +
    'C940,205 990,216 1040,212 C1110,206 1180,228 1240,270 C1300,312 1345,372 1385,450 ' +
    'C1420,520 1450,610 1480,700 C1495,750 1510,800 1520,830 Z';
  svg.add(
    pathEl(
      rock,
      svg.linear(
        [
          [0, '#3f3545'],
          [0.3, '#6a5356'],
          [0.65, '#b07e62'],
          [1, '#dca376'],
        ],
        { x1: 420, x2: 1520, y1: 0, y2: 0, user: true },
      ),
    ),
  );
  const topAt = (x) => {
    const u = Math.max(-1, Math.min(1, (x - 980) / 560));
    return 830 - 615 * Math.sqrt(1 - u * u) ** 0.8;
  };
  let dark = '';
  let light = '';
  for (let i = 0; i < 90; i += 1) {
    const sx = rng.range(450, 1500);
    const sy = topAt(sx) + rng.range(0, 60);
    // Run down the surface, away from a point high above the crown.
    let vx = sx - 980;
    let vy = sy + 900;
    const vl = Math.hypot(vx, vy);
    vx /= vl;
    vy /= vl;
    const len = rng.range(120, 480);
    const d = `M${f(sx)},${f(sy)}L${f(sx + vx * len)},${f(sy + vy * len)}`;
    if (sx > 1050 && rng.chance(0.3))
      light += pathEl(
        d,
        'none',
        `stroke="#f3c79d" stroke-width="${f(rng.range(3, 9))}" opacity="0.3" stroke-linecap="round"`,
      );
    else
      dark += pathEl(
        d,
        'none',
        `stroke="#2b2030" stroke-width="${f(rng.range(3, 14))}" opacity="${f(rng.range(0.1, 0.3))}" stroke-linecap="round"`,
      );
  }
  const texture =
    group(dark, `filter="${svg.blur(5)}"`) +
    group(light, `filter="${svg.blur(4)}"`) +
    ellipse(1240, 430, 260, 260, '#ffd5a0', `opacity="0.25" filter="${svg.blur(50)}"`) +
    ellipse(560, 560, 160, 330, '#1d1624', `opacity="0.35" filter="${svg.blur(40)}"`);
  svg.add(group(texture, `clip-path="${svg.clip(`<path d="${rock}"/>`)}"`));
  // Rim light along the sunlit flank.
  const rim = svg.linear(
    [
      [0, '#ffe2b8', 0],
      [0.4, '#ffe2b8', 0.6],
      [1, '#ffe2b8', 0.7],
    ],
    { x1: 880, x2: 1400, y1: 0, y2: 0, user: true },
  );
  svg.add(
    pathEl(
      'M880,212 C940,205 990,216 1040,212 C1110,206 1180,228 1240,270 C1300,312 1345,372 1385,450 C1420,520 1450,610 1480,700',
      'none',
      `stroke="${rim}" stroke-width="6" filter="${svg.blur(3)}"`,
    ),
  );
}

/** Mist over the base, near hills with trees, grass and birds. */
function foreground(svg, rng) {
  for (let i = 0; i < 7; i += 1)
    svg.add(
      ellipse(
        rng.range(300, 1700),
        rng.range(770, 830),
        rng.range(300, 600),
        rng.range(20, 40),
        '#fff1e0',
        `opacity="0.45" filter="${svg.blur(22)}"`,
      ),
    );
  // Near hills with trees.
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 850, 40, 12), H), '#3f4a3a'));
  for (let i = 0; i < 14; i += 1)
    acacia(svg, rng, rng.range(0, W), rng.range(840, 870), rng.range(60, 120), '#2d3a2c');
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 935, 30, 14), H), '#26301f'));
  let grass = '';
  for (let i = 0; i < 240; i += 1) {
    const gx = rng.range(0, W);
    const gy = rng.range(930, 965);
    grass += `M${f(gx)},${f(gy + 20)}q${f(rng.range(-6, 6))},-${f(rng.range(10, 25))} ${f(rng.range(-14, 14))},-${f(rng.range(25, 55))}`;
  }
  svg.add(pathEl(grass, 'none', 'stroke="#26301f" stroke-width="3"'));
  birds(svg, rng, 1560, 300, 6, 90, 14, '#3a2c3e');
}
