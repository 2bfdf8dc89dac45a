// A car card: a studio backdrop, the painted body with its panel lines, the
// glass house (or an open top), trim and lights, then the wheels.
import { darken, hexToRgb, lighten } from '../colour.mjs';
import { roundedPath } from '../geometry.mjs';
import { CARD } from '../sizes.mjs';
import { circle, ellipse, f, group, line, pathEl, poly, rect, Svg } from '../svg.mjs';
import { CAR_TYPES, CARS } from './config.mjs';
import { wheel } from './wheel.mjs';

const { w: W, h: H } = CARD;
// The ground line.
const G = 408;

export function carSvg(n) {
  const cfg = CARS[n - 1];
  const t = CAR_TYPES[cfg.type];
  const svg = new Svg(W, H);
  const x0 = W / 2 - t.len / 2;
  const X = (x) => x0 + x;
  const Y = (y) => G - y;
  const map = (list) => list.map(([x, y, r = 0]) => [X(x), Y(y), r]);
  const color = cfg.color;
  const lum = hexToRgb(color).reduce((a, b) => a + b, 0) / 765;
  const car = { t, color, lum, X, Y, map };
  studio(svg, t);
  const bodyD = body(svg, car);
  if (t.glass) glassHouse(svg, car);
  else if (t.open) openTop(svg, car);
  trim(svg, car, bodyD);
  for (const wx of t.wheels) wheel(svg, X(wx), Y(t.r), t.r, cfg.rim);
  return svg.render();
}

/** Studio backdrop: wall fading into the floor; then the ground shadow. */
function studio(svg, t) {
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, '#eef1f5'],
        [0.55, '#e3e8ee'],
        [0.62, '#eceff3'],
        [1, '#d9dee5'],
      ]),
    ),
  );
  svg.add(ellipse(W / 2, 170, 420, 180, '#ffffff', `opacity="0.55" filter="${svg.blur(40)}"`));
  svg.add(rect(0, 320, W, 8, '#ffffff', `opacity="0.5" filter="${svg.blur(10)}"`));
  // Ground shadow.
  svg.add(
    ellipse(W / 2, G + 4, t.len * 0.56, 16, '#1a1f2b', `opacity="0.35" filter="${svg.blur(12)}"`),
  );
  svg.add(
    ellipse(W / 2, G + 2, t.len * 0.46, 6, '#0d1118', `opacity="0.45" filter="${svg.blur(5)}"`),
  );
}

/** The painted body, and what is clipped to it; returns the body's outline. */
function body(svg, { t, color, lum, X, Y, map }) {
  const bodyD = roundedPath(map(t.body));
  const bodyClip = svg.clip(`<path d="${bodyD}"/>`);
  const topY = Math.min(...t.body.map((p) => Y(p[1])));
  const bodyFill = svg.linear(
    [
      [0, lighten(color, 0.3)],
      [0.35, lighten(color, 0.12)],
      [0.5, color],
      [0.56, lighten(color, lum < 0.3 ? 0.22 : 0.14)],
      [0.62, color],
      [0.85, darken(color, 0.18)],
      [1, darken(color, 0.42)],
    ],
    { y1: topY, y2: G - 24, user: true },
  );
  svg.add(pathEl(bodyD, bodyFill));
  // Wheel wells (clipped to the body), then detail inside the body.
  let inside = '';
  for (const wx of t.wheels) inside += circle(X(wx), Y(t.r), t.r + 8, '#121317');
  inside += rect(0, G - 40, W, 14, darken(color, 0.35), 'opacity="0.5"');
  // Shoulder highlight.
  const beltY = Math.max(
    ...(t.glass ?? [[0, 110]]).map((p) =>
      p[1] === Math.min(...(t.glass ?? [[0, 110]]).map((q) => q[1])) ? p[1] : 0,
    ),
  );
  inside += rect(0, Y(beltY) + 8, W, 3, '#ffffff', 'opacity="0.35"');
  // Door lines and handles.
  let doors = '';
  for (const d of t.doors)
    doors += `M${f(X(d))},${f(Y(beltY) + 2)}L${f(X(d) + (d > t.len / 2 ? 6 : -4))},${f(G - 34)}`;
  inside += pathEl(
    doors,
    'none',
    `stroke="${darken(color, 0.4)}" stroke-width="1.6" opacity="0.7"`,
  );
  for (let i = 0; i < t.doors.length - 1; i += 1) {
    const hx = X(t.doors[i + 1]) - 38;
    inside += rect(hx, Y(beltY) + 18, 22, 5, darken(color, 0.25), 'rx="2.5"');
    inside += rect(hx, Y(beltY) + 18, 22, 2, lighten(color, 0.4), 'rx="1"');
  }
  if (t.slide)
    inside += line(
      X(t.doors[0]) - 6,
      Y(beltY) + 30,
      X(t.doors[1]) + 6,
      Y(beltY) + 30,
      darken(color, 0.35),
      2,
      'opacity="0.5"',
    );
  svg.add(group(inside, `clip-path="${bodyClip}"`));
  return bodyD;
}

/** Glass house: tinted windows, reflections and pillars, and their frame. */
function glassHouse(svg, { t, color, lum, X, Y, map }) {
  const glassD = roundedPath(map(t.glass));
  svg.add(
    pathEl(
      glassD,
      svg.linear([
        [0, '#5c6d80'],
        [0.5, '#2f3a48'],
        [1, '#1d242e'],
      ]),
    ),
  );
  const gClip = svg.clip(`<path d="${glassD}"/>`);
  let refl = '';
  const gx0 = X(t.glass[0][0]);
  refl += poly(
    [
      [gx0 + 40, Y(250)],
      [gx0 + 110, Y(250)],
      [gx0 + 40, Y(100)],
      [gx0 - 30, Y(100)],
    ],
    '#ffffff',
    'opacity="0.16"',
  );
  refl += poly(
    [
      [gx0 + 160, Y(250)],
      [gx0 + 185, Y(250)],
      [gx0 + 115, Y(100)],
      [gx0 + 90, Y(100)],
    ],
    '#ffffff',
    'opacity="0.1"',
  );
  for (const px of t.pillars)
    refl += poly(
      [
        [X(px) - 5, Y(260)],
        [X(px) + 7, Y(260)],
        [X(px) + 5, Y(100)],
        [X(px) - 7, Y(100)],
      ],
      darken(color, lum > 0.6 ? 0.6 : 0.3),
    );
  svg.add(group(refl, `clip-path="${gClip}"`));
  svg.add(pathEl(glassD, 'none', `stroke="${darken(color, 0.55)}" stroke-width="3" opacity="0.6"`));
}

/** Open top: seats, a folded hood and the windscreen frame. */
function openTop(svg, { X, Y }) {
  svg.add(rect(X(168), Y(126), 62, 18, '#1f2126', 'rx="8"'));
  for (const sx of [262, 322]) {
    svg.add(rect(X(sx), Y(146), 26, 38, '#2a2b30', 'rx="9"'));
    svg.add(rect(X(sx) + 4, Y(146) + 4, 6, 26, '#ffffff', 'opacity="0.1" rx="3"'));
  }
  svg.add(line(X(404), Y(112), X(362), Y(156), '#25272c', 7, 'stroke-linecap="round"'));
  svg.add(
    line(X(398), Y(116), X(366), Y(150), '#dbe9f2', 2, 'opacity="0.7" stroke-linecap="round"'),
  );
}

/** Roof rails, mirror, lights, bumper intakes and the body's outline. */
function trim(svg, { t, color, X, Y, map }, bodyD) {
  if (t.rails) {
    svg.add(rect(X(60), Y(246), 320, 5, '#1b1c20', 'rx="2"'));
    svg.add(rect(X(70), Y(242), 8, 4, '#1b1c20'), rect(X(360), Y(242), 8, 4, '#1b1c20'));
  }
  // Mirror.
  const mirrorX = t.glass ? X(t.glass[3][0]) - 4 : X(380);
  const mirrorY = t.glass ? Y(t.glass[3][1]) - 18 : Y(124);
  svg.add(
    pathEl(
      `M${f(mirrorX)},${f(mirrorY + 18)}l-4,-16q0,-6 8,-6h14q6,0 4,8l-6,14Z`,
      darken(color, 0.1),
    ),
  );
  // Lights.
  svg.add(
    poly(
      map(t.light.head),
      svg.linear([
        [0, '#ffffff'],
        [1, '#c9dcef'],
      ]),
      `stroke="${darken(color, 0.5)}" stroke-width="1"`,
    ),
  );
  svg.add(
    poly(
      map(t.light.tail),
      svg.linear([
        [0, '#ff6b5a'],
        [1, '#a5121f'],
      ]),
    ),
  );
  // Bumper intakes.
  const front = t.len;
  svg.add(rect(X(front - 70), G - 52, 58, 10, '#1b1c20', 'rx="4" opacity="0.75"'));
  svg.add(rect(X(6), G - 46, 46, 7, '#1b1c20', 'rx="3" opacity="0.6"'));
  // Body outline (a thin darker edge reads well on the light backdrop).
  svg.add(pathEl(bodyD, 'none', `stroke="${darken(color, 0.5)}" stroke-width="1.2" opacity="0.5"`));
}
