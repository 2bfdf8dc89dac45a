// Shared scenery: sun, clouds and evening streaks, tree lines, shrubs, acacias,
// birds and a distant city skyline.
import { darken, lighten } from './colour.mjs';
import { circle, ellipse, f, group, line, pathEl, poly, rect } from './svg.mjs';

export function sun(svg, x, y, r, core, glow, glowSize = 6, glowOpacity = 0.7) {
  svg.add(
    circle(
      x,
      y,
      r * glowSize,
      svg.radial([
        [0, glow, glowOpacity],
        [0.35, glow, glowOpacity * 0.35],
        [1, glow, 0],
      ]),
    ),
    circle(
      x,
      y,
      r,
      svg.radial([
        [0, '#ffffff'],
        [0.6, core],
        [1, core, 0.9],
      ]),
    ),
  );
}

export function cloud(svg, rng, cx, cy, w, color, opacity = 0.9) {
  let inner = '';
  const bumps = rng.int(4, 7);
  for (let i = 0; i < bumps; i += 1) {
    const t = (i + 0.5) / bumps;
    const rx = w * rng.range(0.14, 0.24);
    const lift = Math.sin(Math.PI * t) * w * rng.range(0.08, 0.16);
    inner += ellipse(cx - w / 2 + w * t, cy - lift, rx, rx * rng.range(0.6, 0.85), color);
  }
  inner += ellipse(cx, cy + w * 0.02, w * 0.55, w * 0.07, color);
  svg.add(group(inner, `opacity="${opacity}" filter="${svg.blur(Math.max(1.5, w / 60))}"`));
}

/** Long thin evening cloud streaks. */
export function streak(svg, cx, cy, w, h, color, opacity) {
  svg.add(
    ellipse(cx, cy, w / 2, h / 2, color, `opacity="${opacity}" filter="${svg.blur(h / 2.5)}"`),
  );
}

export function treeline(svg, rng, x0, x1, y, size, color) {
  let inner = '';
  for (let x = x0; x < x1; x += size * rng.range(0.5, 0.9)) {
    const r = size * rng.range(0.5, 1);
    inner += circle(x, y - r * rng.range(0.2, 0.7), r, color);
  }
  inner += rect(x0, y - size * 0.3, x1 - x0, size * 2, color);
  svg.add(group(inner));
}

export function shrub(svg, rng, x, y, size, color) {
  let inner = ellipse(x, y + size * 0.15, size * 1.1, size * 0.25, '#000', 'opacity="0.18"');
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i += 1) {
    const dx = rng.range(-0.7, 0.7) * size;
    const r = size * rng.range(0.45, 0.7);
    const shade = rng.range(-0.15, 0.2);
    inner += circle(
      x + dx,
      y - r * rng.range(0.5, 0.9),
      r,
      shade > 0 ? lighten(color, shade) : darken(color, -shade),
    );
  }
  svg.add(group(inner));
}

/** Flat-topped savannah (acacia-like) tree. */
export function acacia(svg, rng, x, baseY, size, color) {
  let inner = '';
  const trunkTop = baseY - size * 0.55;
  inner += poly(
    [
      [x - size * 0.035, baseY],
      [x + size * 0.035, baseY],
      [x + size * 0.02, trunkTop],
      [x - size * 0.02, trunkTop],
    ],
    color,
  );
  const branches = [-0.32, -0.12, 0.14, 0.35];
  for (const b of branches) {
    inner += line(
      x,
      trunkTop + size * 0.08,
      x + b * size,
      trunkTop - size * 0.12,
      color,
      size * 0.022,
      'stroke-linecap="round"',
    );
  }
  for (let i = 0; i < 9; i += 1) {
    const dx = rng.range(-0.5, 0.5) * size;
    inner += ellipse(
      x + dx,
      trunkTop - size * rng.range(0.12, 0.2),
      size * rng.range(0.16, 0.3),
      size * rng.range(0.05, 0.08),
      color,
    );
  }
  svg.add(group(inner));
}

export function birds(svg, rng, x, y, count, spread, size, color) {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.4, spread * 0.4);
    const s = size * rng.range(0.7, 1.2);
    d += `M${f(bx - s)},${f(by - s * 0.3)}Q${f(bx - s * 0.4)},${f(by - s * 0.55)} ${f(bx)},${f(by)}Q${f(bx + s * 0.4)},${f(by - s * 0.55)} ${f(bx + s)},${f(by - s * 0.3)}`;
  }
  svg.add(
    pathEl(d, 'none', `stroke="${color}" stroke-width="${f(size * 0.22)}" stroke-linecap="round"`),
  );
}

export function distantSkyline(svg, rng, x0, x1, baseY, hMin, hMax, color, lights = 0) {
  let inner = '';
  let x = x0;
  while (x < x1) {
    const w = rng.range(22, 60);
    const h = rng.range(hMin, hMax);
    inner += rect(x, baseY - h, w, h + 4, color);
    if (rng.chance(0.25)) inner += rect(x + w * 0.4, baseY - h - 14, 2, 14, color);
    if (lights > 0) {
      for (let k = 0; k < (h * w) / 260; k += 1) {
        if (rng.chance(lights))
          inner += rect(
            x + rng.range(3, w - 6),
            baseY - rng.range(6, h - 4),
            2.5,
            2.5,
            '#ffd98f',
            'opacity="0.8"',
          );
      }
    }
    x += w + rng.range(-8, 10);
  }
  svg.add(group(inner));
}
