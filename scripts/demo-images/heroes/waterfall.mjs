// Hero 6, a waterfall in the forest: hazy green hills, a rock cliff with vines
// and a forest crown, two falls with mist, a plunge pool and framing foliage.
import { darken, lighten } from '../colour.mjs';
import { ridge, ridgePath } from '../geometry.mjs';
import { makeRng } from '../random.mjs';
import { birds, cloud, treeline } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { circle, ellipse, f, group, line, pathEl, poly, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;

export function heroWaterfall() {
  const rng = makeRng('hero-6');
  const svg = new Svg(W, H);
  sky(svg, rng);
  cliff(svg, rng);
  forest(svg, rng);
  falls(svg, rng);
  plungePool(svg, rng);
  foliage(svg, rng);
  birds(svg, rng, 1560, 200, 4, 60, 12, '#3a4a44');
  heroShade(svg);
  return svg.render();
}

/** Sky, clouds and layered green hills fading into haze. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        [
          [0, '#7fb8d8'],
          [0.55, '#cfe6e6'],
          [1, '#edf5ea'],
        ],
        { y2: 700, user: true },
      ),
    ),
  );
  for (let i = 0; i < 5; i += 1)
    cloud(svg, rng, rng.range(100, 1800), rng.range(80, 240), rng.range(220, 380), '#ffffff', 0.85);
  // Layered green hills fading into haze.
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 470, 150, 8), H), '#a9cbb2'));
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 560, 130, 9), H), '#7fb08f'));
  treeline(svg, rng, -20, W + 20, 600, 26, '#5f9670');
  svg.add(pathEl(ridgePath(ridge(rng, -20, W + 20, 650, 90, 10), H), '#4f8862'));
}

/** Cliff: a ragged rock wall with cracks and vines. */
function cliff(svg, rng) {
  const edge = [];
  for (let y = 1080; y > 420; y -= 40) edge.push([560 + (1080 - y) * 0.06 + rng.range(-18, 18), y]);
  const top = [];
  for (let x = 620; x <= 1360; x += 40)
    top.push([x, 380 + rng.range(-14, 14) + (x > 880 && x < 1080 ? 22 : 0)]);
  const rightEdge = [];
  for (let y = 420; y <= 1080; y += 40)
    rightEdge.push([1400 + (y - 420) * 0.05 + rng.range(-18, 18), y]);
  const cliffPts = [...edge, ...top, ...rightEdge];
  svg.add(
    poly(
      cliffPts,
      svg.linear(
        [
          [0, '#4a453d'],
          [0.45, '#756c5d'],
          [0.6, '#6a6254'],
          [1, '#413d36'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
  let cracks = '';
  for (let i = 0; i < 40; i += 1) {
    const x = rng.range(580, 1400);
    const y = rng.range(420, 900);
    const len = rng.range(60, 200);
    cracks += rng.chance(0.6)
      ? `M${f(x)},${f(y)}q${f(rng.range(-30, 30))},${f(len / 2)} ${f(rng.range(-20, 20))},${f(len)}`
      : `M${f(x)},${f(y)}q${f(len / 2)},${f(rng.range(-25, 25))} ${f(len)},${f(rng.range(-20, 40))}`;
  }
  svg.add(
    group(
      pathEl(cracks, 'none', 'stroke="#2c2925" stroke-width="5" opacity="0.35"'),
      `clip-path="${svg.clip(poly(cliffPts, '#fff'))}"`,
    ),
  );
  // Vines hanging down the rock.
  let vines = '';
  for (let i = 0; i < 26; i += 1) {
    const x = rng.range(600, 1380);
    if (x > 860 && x < 1100) continue;
    vines += `M${f(x)},390q${f(rng.range(-20, 20))},${f(rng.range(60, 120))} ${f(rng.range(-10, 10))},${f(rng.range(120, 300))}`;
  }
  svg.add(
    pathEl(
      vines,
      'none',
      'stroke="#2f6b3a" stroke-width="9" opacity="0.75" stroke-linecap="round"',
    ),
  );
}

/** Forest crowning the cliff and covering the slopes either side of it. */
function forest(svg, rng) {
  const canopies = ['#2f6b3a', '#3f7d45', '#285c33', '#4a8a4c'].map((c) =>
    svg.radial(
      [
        [0, lighten(c, 0.25)],
        [0.6, c],
        [1, darken(c, 0.25)],
      ],
      { cx: 0.38, cy: 0.32, r: 0.7 },
    ),
  );
  const crowns = (x0, x1, y0, y1, n, r0, r1, skip) => {
    for (let i = 0; i < n; i += 1) {
      const x = rng.range(x0, x1);
      if (skip && x > skip[0] && x < skip[1] && rng.chance(0.85)) continue;
      svg.add(circle(x, rng.range(y0, y1), rng.range(r0, r1), rng.pick(canopies)));
    }
  };
  crowns(540, 1440, 330, 400, 60, 24, 60, [890, 1070]);
  svg.add(pathEl('M-20,1080 L-20,640 Q200,600 420,650 Q560,690 640,760 L660,1080 Z', '#3f7a52'));
  svg.add(
    pathEl('M1360,1080 L1380,740 Q1500,660 1700,650 Q1850,645 1940,680 L1940,1080 Z', '#3f7a52'),
  );
  crowns(-20, 640, 640, 760, 40, 30, 70);
  crowns(1360, 1940, 650, 770, 40, 30, 70);
}

/** The falls: a main cascade and a thinner one; mist and spray at the foot. */
function falls(svg, rng) {
  const fall = (x0, x1, y0, y1) => {
    svg.add(
      poly(
        [
          [x0, y0],
          [x1, y0],
          [x1 + 30, y1],
          [x0 - 30, y1],
        ],
        svg.linear([
          [0, '#d6eef2'],
          [0.5, '#f4fbfc'],
          [1, '#ffffff'],
        ]),
      ),
    );
    let strands = '';
    for (let i = 0; i < 36; i += 1) {
      const sx = rng.range(x0, x1);
      const mid = (x0 + x1) / 2;
      strands += `M${f(sx)},${f(y0)}L${f(sx + ((sx - mid) / (x1 - x0)) * 60)},${f(y1)}`;
    }
    svg.add(
      pathEl(
        strands,
        'none',
        `stroke="#8fbfcc" stroke-width="${f(rng.range(2, 4))}" opacity="0.4"`,
      ),
    );
  };
  fall(900, 1060, 400, 880);
  fall(1230, 1262, 392, 880);
  // Mist and spray at the foot.
  svg.add(ellipse(990, 880, 460, 110, '#ffffff', `opacity="0.85" filter="${svg.blur(34)}"`));
  svg.add(ellipse(1250, 870, 120, 60, '#ffffff', `opacity="0.7" filter="${svg.blur(20)}"`));
}

/** Plunge pool with boulders. */
function plungePool(svg, rng) {
  svg.add(
    pathEl(
      'M240,1080 Q420,900 980,895 Q1520,900 1700,1080 Z',
      svg.linear([
        [0, '#d8f2ee'],
        [0.22, '#5fb3ad'],
        [1, '#1b5a60'],
      ]),
    ),
  );
  svg.add(ellipse(980, 905, 380, 38, '#ffffff', `opacity="0.75" filter="${svg.blur(18)}"`));
  let ripples = '';
  for (let i = 0; i < 30; i += 1) {
    const y = rng.range(940, 1070);
    ripples += `M${f(rng.range(420, 1500))},${f(y)}h${f(rng.range(40, 140))}`;
  }
  svg.add(pathEl(ripples, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.3"'));
  for (const [bx, by, br] of [
    [560, 960, 70],
    [640, 990, 50],
    [1430, 960, 80],
    [1520, 1000, 60],
    [1340, 1010, 40],
  ]) {
    svg.add(
      ellipse(
        bx,
        by,
        br * 1.3,
        br * 0.8,
        svg.linear([
          [0, '#6b665c'],
          [1, '#34312c'],
        ]),
      ),
    );
    svg.add(ellipse(bx - br * 0.3, by - br * 0.4, br * 0.6, br * 0.2, '#ffffff', 'opacity="0.12"'));
  }
}

/** Foreground foliage framing both sides (heavier on the left, under the headline). */
function foliage(svg, rng) {
  const leaf = (x, y, len, angle, color) => {
    const a = (angle * Math.PI) / 180;
    const tx = x + Math.cos(a) * len;
    const ty = y + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.22;
    const ny = Math.cos(a) * len * 0.22;
    return (
      pathEl(
        `M${f(x)},${f(y)}Q${f((x + tx) / 2 + nx)},${f((y + ty) / 2 + ny)} ${f(tx)},${f(ty)}Q${f((x + tx) / 2 - nx)},${f((y + ty) / 2 - ny)} ${f(x)},${f(y)}Z`,
        color,
      ) + line(x, y, tx, ty, lighten(color, 0.25), 3, 'opacity="0.5"')
    );
  };
  const greens = ['#1f4f2a', '#2a6334', '#183f22', '#2f6f3a', '#3b7d40'];
  let left = '';
  for (let i = 0; i < 22; i += 1)
    left += leaf(
      rng.range(-60, 160),
      rng.range(760, 1140),
      rng.range(240, 480),
      rng.range(-80, -5),
      rng.pick(greens),
    );
  let right = '';
  for (let i = 0; i < 16; i += 1)
    right += leaf(
      rng.range(1780, 1980),
      rng.range(760, 1140),
      rng.range(220, 420),
      rng.range(190, 260),
      rng.pick(greens),
    );
  svg.add(left, right);
}
