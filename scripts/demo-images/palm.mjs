// A palm tree: a curved ringed trunk, a crown of drooping fronds with leaflets,
// coconuts, and an optional ground shadow.
import { darken, lighten } from './colour.mjs';
import { circle, ellipse, f, pathEl, poly } from './svg.mjs';

/**
 * A palm frond as one path: the rachis (a quadratic curve that droops under
 * its own weight) and leaflets hanging from both sides of it.
 */
function frondPath(cx, cy, angleDeg, len, droop, leafLen, count) {
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const at = (t) => [cx + dx * len * t, cy + dy * len * t + droop * len * t * t];
  const [ex, ey] = at(1);
  let d = `M${f(cx)},${f(cy)}Q${f(cx + (dx * len) / 2)},${f(cy + (dy * len) / 2)} ${f(ex)},${f(ey)}`;
  for (let i = 1; i <= count; i += 1) {
    const t = 0.06 + (0.94 * i) / count;
    const [px, py] = at(t);
    let tx = dx;
    let ty = dy + 2 * droop * t;
    const tl = Math.hypot(tx, ty);
    tx /= tl;
    ty /= tl;
    const l = leafLen * (0.45 + 0.55 * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.9)));
    for (const side of [-1, 1]) {
      let vx = tx * 0.6 - ty * side * 0.8;
      let vy = ty * 0.6 + tx * side * 0.8 + 0.65;
      const vl = Math.hypot(vx, vy);
      vx /= vl;
      vy /= vl;
      d += `M${f(px)},${f(py)}Q${f(px + vx * l * 0.55)},${f(py + vy * l * 0.4)} ${f(px + vx * l)},${f(py + vy * l + l * 0.12)}`;
    }
  }
  return d;
}

export function palm(
  svg,
  rng,
  x,
  baseY,
  height,
  lean,
  { trunk = '#7b5a3c', leaf = '#2f7a3a', shadow = true } = {},
) {
  const topX = x + lean;
  const topY = baseY - height;
  const cx = x + lean * 0.15 + rng.range(-0.05, 0.05) * height;
  const cy = baseY - height * 0.55;
  const at = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * topX,
    (1 - t) ** 2 * baseY + 2 * (1 - t) * t * cy + t * t * topY,
  ];
  if (shadow)
    svg.add(
      ellipse(
        x + height * 0.1,
        baseY,
        height * 0.22,
        height * 0.03,
        '#000',
        `opacity="0.22" filter="${svg.blur(4)}"`,
      ),
    );
  const left = [];
  const right = [];
  const w0 = height * 0.036;
  const w1 = height * 0.022;
  for (let i = 0; i <= 12; i += 1) {
    const t = i / 12;
    const [px, py] = at(t);
    const w = w0 + (w1 - w0) * t;
    left.push([px - w, py]);
    right.push([px + w, py]);
  }
  const trunkFill = svg.linear(
    [
      [0, lighten(trunk, 0.2)],
      [0.55, trunk],
      [1, darken(trunk, 0.35)],
    ],
    { x2: 1, y2: 0 },
  );
  let inner = poly([...left, ...right.reverse()], trunkFill);
  let rings = '';
  for (let i = 1; i < 18; i += 1) {
    const t = i / 18;
    const [px, py] = at(t);
    const w = w0 + (w1 - w0) * t;
    rings += `M${f(px - w)},${f(py)}q${f(w)},${f(w * 0.5)} ${f(w * 2)},0`;
  }
  inner += pathEl(
    rings,
    'none',
    `stroke="${darken(trunk, 0.45)}" stroke-width="${f(Math.max(1, height * 0.004))}" opacity="0.5"`,
  );
  svg.add(inner);
  const count = rng.int(11, 14);
  const leafW = f(Math.max(1.3, height * 0.0075));
  let back = '';
  let front = '';
  for (let i = 0; i < count; i += 1) {
    const spread = -195 + (210 * i) / (count - 1) + rng.range(-10, 10);
    const up = -Math.sin((spread * Math.PI) / 180);
    const len = height * rng.range(0.36, 0.48) * (up > 0.8 ? 0.8 : 1);
    const droop = rng.range(0.35, 0.6) + up * 0.55;
    const d = frondPath(topX, topY, spread, len, droop, height * rng.range(0.1, 0.13), 16);
    const isBack = i % 2 === 1;
    const colour = isBack ? darken(leaf, 0.28) : lighten(leaf, rng.range(0, 0.15));
    const el = pathEl(
      d,
      'none',
      `stroke="${colour}" stroke-width="${leafW}" stroke-linecap="round"`,
    );
    if (isBack) back += el;
    else front += el;
  }
  // Two fronds hanging straight down under the crown.
  for (const s of [-1, 1]) {
    back += pathEl(
      frondPath(topX, topY, 90 - s * 60, height * 0.3, 0.6, height * 0.09, 12),
      'none',
      `stroke="${darken(leaf, 0.35)}" stroke-width="${leafW}" stroke-linecap="round"`,
    );
  }
  let nuts = '';
  for (let i = 0; i < 3; i += 1) {
    nuts += circle(
      topX + (i - 1) * height * 0.022,
      topY + height * 0.03,
      height * 0.018,
      darken('#6b5a2a', i * 0.1),
    );
  }
  svg.add(back, nuts, front);
}
