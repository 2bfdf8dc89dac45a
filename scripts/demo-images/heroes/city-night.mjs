// Hero 5, a city at night: stars and the moon, three layers of lit towers, a
// highway with light trails, and bokeh.
import { makeRng } from '../random.mjs';
import { sun } from '../scenery.mjs';
import { HERO } from '../sizes.mjs';
import { circle, f, group, pathEl, rect, Svg } from '../svg.mjs';
import { heroShade } from './shade.mjs';

const { w: W, h: H } = HERO;
const base = 800;

export function heroCityNight() {
  const rng = makeRng('hero-5');
  const svg = new Svg(W, H);
  sky(svg, rng);
  towers(svg, rng);
  highway(svg);
  bokeh(svg, rng);
  heroShade(svg);
  return svg.render();
}

/** Night sky, stars and the moon. */
function sky(svg, rng) {
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        [
          [0, '#050a1e'],
          [0.55, '#14214c'],
          [0.85, '#3a3570'],
          [1, '#6a4a7a'],
        ],
        { y2: base, user: true },
      ),
    ),
  );
  let stars = '';
  for (let i = 0; i < 180; i += 1)
    stars += circle(
      rng.range(0, W),
      rng.range(0, 420),
      rng.range(0.6, 1.8),
      '#ffffff',
      `opacity="${f(rng.range(0.2, 0.9))}"`,
    );
  svg.add(stars);
  sun(svg, 1620, 170, 42, '#f4f1e6', '#c9d4ff', 5, 0.35);
}

/** Three layers of towers, nearer ones darker with more lights. */
function towers(svg, rng) {
  const layers = [
    { color: '#2a2d5a', min: 180, max: 420, lit: 0.12, op: 0.6 },
    { color: '#1a1c3e', min: 220, max: 560, lit: 0.3, op: 0.8 },
    { color: '#0e0f26', min: 120, max: 380, lit: 0.45, op: 1 },
  ];
  for (const layer of layers) {
    let x = -20;
    while (x < W) {
      const w = rng.range(60, 150);
      const h = rng.range(layer.min, layer.max);
      const top = base - h;
      svg.add(rect(x, top, w, h + 400, layer.color));
      if (rng.chance(0.3))
        svg.add(
          rect(x + w * 0.3, top - 30, w * 0.4, 30, layer.color),
          circle(x + w / 2, top - 34, 3, '#ff4d4d'),
        );
      let lights = '';
      for (let yy = top + 14; yy < base + 150; yy += 14) {
        for (let xx = x + 8; xx < x + w - 8; xx += 11)
          if (rng.chance(layer.lit))
            lights += rect(xx, yy, 6, 7, rng.pick(['#ffd98a', '#ffeecc', '#9fd3ff', '#ffc46b']));
      }
      svg.add(group(lights, `opacity="${layer.op}"`));
      x += w + rng.range(0, 24);
    }
  }
}

/** Highway with light trails. */
function highway(svg) {
  svg.add(pathEl('M-20,1000 C500,930 1100,900 1940,760 L1940,1100 L-20,1100 Z', '#07070f'));
  const trail = (dy, color, width, op) =>
    pathEl(
      `M-20,${1000 + dy} C500,${930 + dy} 1100,${900 + dy} 1940,${760 + dy}`,
      'none',
      `stroke="${color}" stroke-width="${width}" opacity="${op}" stroke-linecap="round"`,
    );
  svg.add(
    group(
      trail(18, '#ff3b30', 14, 0.8) +
        trail(36, '#ff6a3d', 10, 0.7) +
        trail(60, '#fff2c4', 14, 0.8) +
        trail(80, '#ffd98a', 10, 0.7),
      `filter="${svg.blur(8)}"`,
    ),
  );
  svg.add(
    trail(18, '#ff8a7a', 3, 0.9),
    trail(36, '#ffb08a', 2, 0.8),
    trail(60, '#ffffff', 3, 0.9),
    trail(80, '#fff0c0', 2, 0.8),
  );
}

/** Bokeh. */
function bokeh(svg, rng) {
  let bokeh = '';
  for (let i = 0; i < 26; i += 1)
    bokeh += circle(
      rng.range(700, W),
      rng.range(600, 1060),
      rng.range(20, 70),
      rng.pick(['#ffcf7a', '#ff8a5c', '#9fd3ff', '#ffe7b8']),
      `opacity="${f(rng.range(0.08, 0.22))}"`,
    );
  svg.add(group(bokeh, `filter="${svg.blur(6)}"`));
}
