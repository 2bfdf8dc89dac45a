#!/usr/bin/env node
// `npm run images:demo`: draws the demo artwork (hotels, rooms, cars, the
// placeholder and the home-page hero scenes) from SVG built in code and writes
// it as WebP. No downloads, no fonts, no text. Every picture has its own seeded
// random stream, so a rerun writes byte-identical files (a file whose bytes
// have not changed is left alone).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_DIR = 'apps/api/assets/demo';
const HERO_DIR = 'apps/web/public/images/hero';
const CARD = { w: 800, h: 533 };
const HERO = { w: 1920, h: 1080 };
const HERO_SMALL = { w: 768, h: 432 };
const WEBP = { quality: 74, effort: 6 };

// ---------------------------------------------------------------------------
// Seeded randomness (FNV-1a seed, mulberry32 stream)

function hashSeed(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeRng(label) {
  let s = hashSeed(label);
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------
// Colours

const hexToRgb = (hex) => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const rgbToHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
};
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

// ---------------------------------------------------------------------------
// A tiny SVG builder

const f = (n) => String(Math.round(n * 10) / 10);
const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const stopsXml = (stops) =>
  stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');

class Svg {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.parts = [];
    this.count = 0;
    this.blurs = new Map();
  }
  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  /** Linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const id = this.uid('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, user = false } = {}) {
    const id = this.uid('r');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian-blur filter reference (shared per deviation). */
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.uid('b');
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd);
  }
  clip(inner) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  add(...parts) {
    this.parts.push(...parts);
  }
  render() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

const attrs = (extra) => (extra ? ` ${extra}` : '');
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
const poly = (list, fill, extra = '') =>
  `<polygon points="${pts(list)}" fill="${fill}"${attrs(extra)}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}"${attrs(extra)}/>`;
const group = (inner, extra = '') => `<g${attrs(extra)}>${inner}</g>`;

/** A closed path through `list`, each corner rounded by its own radius ([x, y, r]). */
function roundedPath(list) {
  const n = list.length;
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const [x, y, r = 0] = list[i];
    const [px, py] = list[(i - 1 + n) % n];
    const [nx, ny] = list[(i + 1) % n];
    const lenA = Math.hypot(px - x, py - y);
    const lenB = Math.hypot(nx - x, ny - y);
    const ra = Math.min(r, lenA / 2);
    const rb = Math.min(r, lenB / 2);
    const ax = x + ((px - x) / lenA) * ra;
    const ay = y + ((py - y) / lenA) * ra;
    const bx = x + ((nx - x) / lenB) * rb;
    const by = y + ((ny - y) / lenB) * rb;
    d += `${i === 0 ? 'M' : 'L'}${f(ax)},${f(ay)}Q${f(x)},${f(y)} ${f(bx)},${f(by)}`;
  }
  return `${d}Z`;
}

/** A smooth ridge line through (x, y) points, closed down to `bottom`. */
function ridgePath(points, bottom) {
  let d = `M${f(points[0][0])},${f(bottom)}L${f(points[0][0])},${f(points[0][1])}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    d += `Q${f(x)},${f(y)} ${f((x + nx) / 2)},${f((y + ny) / 2)}`;
  }
  const last = points[points.length - 1];
  d += `L${f(last[0])},${f(last[1])}L${f(last[0])},${f(bottom)}Z`;
  return d;
}

function ridge(rng, x0, x1, baseY, amp, steps) {
  const list = [];
  for (let i = 0; i <= steps; i += 1) {
    list.push([x0 + ((x1 - x0) * i) / steps, baseY - rng.range(0, amp)]);
  }
  return list;
}

// Bilinear point inside a quad [tl, tr, br, bl].
function lerpQuad(q, u, v) {
  const tx = q[0][0] + (q[1][0] - q[0][0]) * u;
  const ty = q[0][1] + (q[1][1] - q[0][1]) * u;
  const bx = q[3][0] + (q[2][0] - q[3][0]) * u;
  const by = q[3][1] + (q[2][1] - q[3][1]) * u;
  return [tx + (bx - tx) * v, ty + (by - ty) * v];
}
const subQuad = (q, u0, v0, u1, v1) => [
  lerpQuad(q, u0, v0),
  lerpQuad(q, u1, v0),
  lerpQuad(q, u1, v1),
  lerpQuad(q, u0, v1),
];

// ---------------------------------------------------------------------------
// Shared scenery

function sun(svg, x, y, r, core, glow, glowSize = 6, glowOpacity = 0.7) {
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

function cloud(svg, rng, cx, cy, w, color, opacity = 0.9) {
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
function streak(svg, cx, cy, w, h, color, opacity) {
  svg.add(
    ellipse(cx, cy, w / 2, h / 2, color, `opacity="${opacity}" filter="${svg.blur(h / 2.5)}"`),
  );
}

function treeline(svg, rng, x0, x1, y, size, color) {
  let inner = '';
  for (let x = x0; x < x1; x += size * rng.range(0.5, 0.9)) {
    const r = size * rng.range(0.5, 1);
    inner += circle(x, y - r * rng.range(0.2, 0.7), r, color);
  }
  inner += rect(x0, y - size * 0.3, x1 - x0, size * 2, color);
  svg.add(group(inner));
}

function shrub(svg, rng, x, y, size, color) {
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

function palm(
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

/** Flat-topped savannah (acacia-like) tree. */
function acacia(svg, rng, x, baseY, size, color) {
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

function birds(svg, rng, x, y, count, spread, size, color) {
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

// ---------------------------------------------------------------------------
// Hotels

const SKIES = {
  dawn: {
    stops: [
      [0, '#5d7cbd'],
      [0.45, '#b9a3c9'],
      [0.78, '#f4bea3'],
      [1, '#ffe3bb'],
    ],
    sun: '#fff3d0',
    glow: '#ffc890',
    haze: '#d9b7b8',
    cloud: '#ffe1d4',
    lawn: '#6e8c4e',
  },
  noon: {
    stops: [
      [0, '#2b73cc'],
      [0.55, '#79b5ea'],
      [1, '#d3ebfa'],
    ],
    sun: '#fffbe8',
    glow: '#ffffff',
    haze: '#b4cfe6',
    cloud: '#ffffff',
    lawn: '#6a9a45',
  },
  dusk: {
    stops: [
      [0, '#1c2150'],
      [0.42, '#5a3a79'],
      [0.76, '#d86f5a'],
      [1, '#ffc47c'],
    ],
    sun: '#ffd38e',
    glow: '#ff9c5c',
    haze: '#7d5584',
    cloud: '#f0a08c',
    lawn: '#3c4b36',
  },
};

const tint = (color, time) =>
  time === 'dusk'
    ? mix(color, '#3b2f5e', 0.36)
    : time === 'dawn'
      ? mix(color, '#f0b49a', 0.12)
      : color;

function glassFills(svg, time) {
  const day = svg.linear([
    [0, '#d4e8f7'],
    [0.45, '#86abcc'],
    [1, '#4d7196'],
  ]);
  const dayDark = svg.linear([
    [0, '#9fb7cc'],
    [1, '#3f5a78'],
  ]);
  const dawn = svg.linear([
    [0, '#f3d0bd'],
    [0.55, '#8f9bbb'],
    [1, '#57638b'],
  ]);
  const dark = svg.linear([
    [0, '#3d4669'],
    [1, '#242a45'],
  ]);
  const lit = svg.linear([
    [0, '#ffe9b5'],
    [1, '#f2b55e'],
  ]);
  return (rng) => {
    if (time === 'noon') return rng.chance(0.18) ? dayDark : day;
    if (time === 'dawn') return rng.chance(0.16) ? lit : dawn;
    return rng.chance(0.55) ? lit : dark;
  };
}

/**
 * A building: front face (axis aligned) plus an optional receding right side.
 * Window styles: punched, curtain, balcony, arched.
 */
function building(svg, rng, b) {
  const {
    x,
    baseY,
    w,
    floors,
    floorH,
    groundH = floorH * 1.4,
    depth = 0,
    wall,
    time,
    cols = Math.max(3, Math.round(w / 34)),
    sideCols = Math.max(1, Math.round(depth / 22)),
    style = 'punched',
    roof = 'flat',
    accent = '#8a4b2c',
    lobby = true,
    shadow = true,
  } = b;
  const top = baseY - groundH - floors * floorH;
  const wallT = tint(wall, time);
  const glass = glassFills(svg, time);
  if (shadow) {
    svg.add(
      ellipse(
        x + w / 2 + depth / 2,
        baseY + 2,
        (w + depth) * 0.58,
        10,
        '#000',
        `opacity="0.3" filter="${svg.blur(9)}"`,
      ),
    );
  }
  // Side face.
  if (depth > 0) {
    const side = [
      [x + w, top],
      [x + w + depth, top + depth * 0.22],
      [x + w + depth, baseY - depth * 0.04],
      [x + w, baseY],
    ];
    svg.add(
      poly(
        side,
        svg.linear([
          [0, darken(wallT, 0.22)],
          [1, darken(wallT, 0.36)],
        ]),
      ),
    );
    const upperSide = [
      side[0],
      side[1],
      lerpQuad(side, 1, (floors * floorH) / (baseY - top)),
      lerpQuad(side, 0, (floors * floorH) / (baseY - top)),
    ];
    upperSide[2] = [
      x + w + depth,
      top +
        depth * 0.22 +
        ((baseY - depth * 0.04 - (top + depth * 0.22)) * floors * floorH) / (baseY - top),
    ];
    upperSide[3] = [x + w, top + floors * floorH];
    for (let r = 0; r < floors; r += 1) {
      for (let c = 0; c < sideCols; c += 1) {
        const pad = style === 'curtain' ? 0.08 : 0.3;
        const q = subQuad(
          upperSide,
          (c + pad / 2) / sideCols,
          (r + 0.2) / floors,
          (c + 1 - pad / 2) / sideCols,
          (r + 0.8) / floors,
        );
        svg.add(poly(q, glass(rng), 'opacity="0.8"'));
      }
    }
  }
  // Front face.
  svg.add(
    rect(
      x,
      top,
      w,
      baseY - top,
      svg.linear([
        [0, lighten(wallT, 0.1)],
        [1, darken(wallT, 0.1)],
      ]),
    ),
  );
  const upperBottom = top + floors * floorH;
  if (style === 'curtain') {
    // One reflective sheet with mullions; some panes lit or tinted.
    const sheet = svg.linear(
      time === 'noon'
        ? [
            [0, '#dcecf8'],
            [0.5, '#7fa7ca'],
            [1, '#3e5f85'],
          ]
        : time === 'dawn'
          ? [
              [0, '#f5cdb5'],
              [0.5, '#9a9cbc'],
              [1, '#4d5880'],
            ]
          : [
              [0, '#3a3f66'],
              [1, '#1e2340'],
            ],
    );
    svg.add(rect(x + 6, top + 6, w - 12, upperBottom - top - 6, sheet));
    for (let r = 0; r < floors; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        if (time !== 'noon' && rng.chance(time === 'dusk' ? 0.32 : 0.12)) {
          svg.add(
            rect(
              x + 6 + ((w - 12) * c) / cols,
              top + 6 + r * floorH,
              (w - 12) / cols,
              floorH,
              '#ffd98f',
              `opacity="${f(rng.range(0.55, 0.95))}"`,
            ),
          );
        } else if (rng.chance(0.12)) {
          svg.add(
            rect(
              x + 6 + ((w - 12) * c) / cols,
              top + 6 + r * floorH,
              (w - 12) / cols,
              floorH,
              '#1c2a44',
              'opacity="0.25"',
            ),
          );
        }
      }
    }
    let grid = '';
    for (let c = 1; c < cols; c += 1)
      grid += `M${f(x + 6 + ((w - 12) * c) / cols)},${f(top + 6)}V${f(upperBottom)}`;
    for (let r = 1; r <= floors; r += 1)
      grid += `M${f(x + 6)},${f(top + 6 + r * floorH)}H${f(x + w - 6)}`;
    svg.add(
      pathEl(grid, 'none', `stroke="${darken(wallT, 0.15)}" stroke-width="1.6" opacity="0.85"`),
    );
    // Diagonal sky reflection.
    svg.add(
      poly(
        [
          [x + w * 0.15, top + 6],
          [x + w * 0.45, top + 6],
          [x + w * 0.05, upperBottom * 0.6 + top * 0.4],
          [x + 6, upperBottom * 0.5 + top * 0.5],
          [x + 6, top + 60],
        ],
        '#ffffff',
        `opacity="${time === 'dusk' ? 0.05 : 0.14}"`,
      ),
    );
  } else {
    const cellW = (w - 16) / cols;
    for (let r = 0; r < floors; r += 1) {
      const rowY = top + r * floorH;
      if (style === 'balcony') {
        svg.add(rect(x - 3, rowY + floorH - 5, w + 6, 5, lighten(wallT, 0.25)));
      } else {
        svg.add(rect(x, rowY + floorH - 2, w, 2, darken(wallT, 0.08), 'opacity="0.6"'));
      }
      for (let c = 0; c < cols; c += 1) {
        const wx = x + 8 + c * cellW + cellW * 0.18;
        const ww = cellW * 0.64;
        const wy = rowY + floorH * (style === 'balcony' ? 0.16 : 0.22);
        const wh = floorH * (style === 'balcony' ? 0.72 : 0.56);
        const fill = glass(rng);
        if (style === 'arched') {
          const rr = ww / 2;
          svg.add(
            pathEl(
              `M${f(wx)},${f(wy + wh)}V${f(wy + rr)}A${f(rr)},${f(rr)} 0 0 1 ${f(wx + ww)},${f(wy + rr)}V${f(wy + wh)}Z`,
              fill,
              `stroke="${lighten(wallT, 0.35)}" stroke-width="2"`,
            ),
          );
          // Shutters.
          svg.add(
            rect(wx - ww * 0.36, wy + rr * 0.6, ww * 0.32, wh - rr * 0.6, accent),
            rect(wx + ww * 1.04, wy + rr * 0.6, ww * 0.32, wh - rr * 0.6, accent),
          );
          svg.add(rect(wx - 3, wy + wh, ww + 6, 3, lighten(wallT, 0.3)));
          if (r > 0 && rng.chance(0.3)) {
            // Bougainvillea in a window box.
            for (let k = 0; k < 5; k += 1) {
              svg.add(
                circle(
                  wx + rng.range(0, ww),
                  wy + wh + rng.range(-2, 3),
                  rng.range(3, 5),
                  rng.pick(['#d6336c', '#e64980', '#c2255c', '#4a8f3c']),
                ),
              );
            }
          }
        } else {
          svg.add(rect(wx, wy, ww, wh, fill, 'rx="1.5"'));
          if (style === 'punched') svg.add(rect(wx - 2, wy + wh, ww + 4, 2.5, lighten(wallT, 0.3)));
        }
      }
      if (style === 'balcony') {
        // Glass balustrade with a handrail.
        svg.add(
          rect(x - 3, rowY + floorH * 0.62, w + 6, floorH * 0.33, '#cfe3ee', 'opacity="0.28"'),
        );
        svg.add(rect(x - 3, rowY + floorH * 0.6, w + 6, 2, lighten(wallT, 0.4)));
      }
    }
  }
  // Ground floor / lobby.
  if (lobby && groundH > 0) {
    const gy = upperBottom;
    svg.add(rect(x, gy, w, 4, darken(wallT, 0.2)));
    const lobbyLit =
      time === 'noon'
        ? svg.linear([
            [0, '#4a5d73'],
            [1, '#2c3a4c'],
          ])
        : svg.linear([
            [0, '#ffe2a6'],
            [1, '#d99a4e'],
          ]);
    svg.add(rect(x + 10, gy + groundH * 0.25, w - 20, groundH * 0.75, lobbyLit));
    let mull = '';
    const panes = Math.max(3, Math.round(w / 40));
    for (let i = 1; i < panes; i += 1)
      mull += `M${f(x + 10 + ((w - 20) * i) / panes)},${f(gy + groundH * 0.25)}V${f(baseY)}`;
    svg.add(pathEl(mull, 'none', `stroke="${darken(wallT, 0.35)}" stroke-width="2"`));
    // Canopy and a blank sign plate.
    const cw = Math.min(w * 0.45, 150);
    const cx = x + w / 2 - cw / 2;
    svg.add(
      rect(
        cx + 6,
        gy + groundH * 0.2 + 8,
        cw - 12,
        6,
        '#000',
        `opacity="0.3" filter="${svg.blur(3)}"`,
      ),
    );
    svg.add(rect(cx, gy + groundH * 0.14, cw, groundH * 0.13, tint(accent, time), 'rx="2"'));
    svg.add(rect(cx, gy + groundH * 0.14, cw, 2, lighten(tint(accent, time), 0.3)));
    svg.add(
      rect(
        x + w / 2 - 24,
        gy - floorH * 0.15 - 4,
        48,
        8,
        lighten(tint(accent, time), 0.15),
        'rx="2"',
      ),
    );
  }
  // Roof.
  if (roof === 'flat' || roof === 'crown') {
    svg.add(rect(x - 3, top - 6, w + 6, 8, darken(wallT, 0.15)));
    if (depth)
      svg.add(
        poly(
          [
            [x + w + 3, top - 6],
            [x + w + depth, top + depth * 0.22 - 6],
            [x + w + depth, top + depth * 0.22 + 2],
            [x + w + 3, top + 2],
          ],
          darken(wallT, 0.35),
        ),
      );
    const boxW = w * 0.3;
    svg.add(rect(x + w * 0.55, top - 22, boxW, 16, darken(wallT, 0.1)));
    if (roof === 'crown') {
      svg.add(
        poly(
          [
            [x + w * 0.1, top - 6],
            [x + w * 0.9, top - 6],
            [x + w * 0.75, top - 52],
            [x + w * 0.25, top - 52],
          ],
          svg.linear([
            [0, lighten(wallT, 0.2)],
            [1, darken(wallT, 0.1)],
          ]),
        ),
      );
      svg.add(line(x + w / 2, top - 52, x + w / 2, top - 95, darken(wallT, 0.3), 3));
      svg.add(circle(x + w / 2, top - 96, 3, '#ff5a4a'));
    }
  } else if (roof === 'cornice') {
    svg.add(rect(x - 8, top - 12, w + 16, 12, lighten(wallT, 0.2)));
    svg.add(rect(x - 8, top - 2, w + 16, 3, darken(wallT, 0.25)));
    if (depth)
      svg.add(
        poly(
          [
            [x + w + 8, top - 12],
            [x + w + depth, top + depth * 0.22 - 12],
            [x + w + depth, top + depth * 0.22],
            [x + w + 8, top],
          ],
          darken(wallT, 0.3),
        ),
      );
    for (let i = 0; i < Math.round(w / 30); i += 1)
      svg.add(rect(x + 10 + i * 30, top - 26, 18, 14, lighten(wallT, 0.15)));
    svg.add(rect(x - 4, top - 30, w + 8, 5, lighten(wallT, 0.2)));
  } else if (roof === 'pitched') {
    const rh = Math.min(70, w * 0.18);
    const roofFill = svg.linear([
      [0, lighten(tint(accent, time), 0.1)],
      [1, darken(tint(accent, time), 0.25)],
    ]);
    svg.add(
      ellipse(x + w / 2, top + 6, w * 0.52, 6, '#000', `opacity="0.3" filter="${svg.blur(3)}"`),
    );
    if (depth) {
      svg.add(
        poly(
          [
            [x + w + 14, top + 4],
            [x + w - rh * 0.9, top - rh],
            [x + w + depth * 0.6, top - rh + depth * 0.12],
            [x + w + depth + 10, top + depth * 0.22 + 4],
          ],
          darken(tint(accent, time), 0.35),
        ),
      );
    }
    svg.add(
      poly(
        [
          [x - 16, top + 4],
          [x + w + 16, top + 4],
          [x + w - rh * 0.9, top - rh],
          [x + rh * 0.9, top - rh],
        ],
        roofFill,
      ),
    );
    let tiles = '';
    for (let yy = top - rh + 9; yy < top + 2; yy += 9) {
      const t = (yy - (top - rh)) / (rh + 4);
      tiles += `M${f(x + rh * 0.9 - t * (rh * 0.9 + 16))},${f(yy)}H${f(x + w - rh * 0.9 + t * (rh * 0.9 + 16))}`;
    }
    svg.add(
      pathEl(
        tiles,
        'none',
        `stroke="${darken(tint(accent, time), 0.3)}" stroke-width="1.3" opacity="0.6"`,
      ),
    );
  }
  return { top };
}

function flagPole(svg, x, baseY, h, time) {
  svg.add(line(x, baseY, x, baseY - h, '#d7d9dd', 2.2));
  const y = baseY - h + 3;
  const green = tint('#0f8a4a', time);
  const white = tint('#f7f7f2', time);
  const wave = (dx) => `M${f(x + dx)},${f(y)}q6,-3 12,0v20q-6,-3 -12,0Z`;
  svg.add(pathEl(wave(0), green), pathEl(wave(12), white), pathEl(wave(24), green));
}

function streetLamp(svg, x, baseY, h, time) {
  svg.add(line(x, baseY, x, baseY - h, '#3a3f48', 2.5));
  svg.add(line(x, baseY - h, x + 12, baseY - h, '#3a3f48', 2.5));
  if (time !== 'noon') {
    svg.add(
      circle(
        x + 12,
        baseY - h + 4,
        22,
        svg.radial([
          [0, '#ffd98c', 0.8],
          [1, '#ffd98c', 0],
        ]),
      ),
    );
  }
  svg.add(ellipse(x + 12, baseY - h + 3, 5, 3, time === 'noon' ? '#dfe3e8' : '#fff2c6'));
}

function umbrella(svg, x, baseY, size, color, time) {
  const c = tint(color, time);
  svg.add(
    line(x, baseY, x, baseY - size * 0.95, tint('#d9d2c4', time), f(Math.max(2, size * 0.018))),
  );
  let d = `M${f(x - size * 0.6)},${f(baseY - size * 0.8)}Q${f(x)},${f(baseY - size * 1.2)} ${f(x + size * 0.6)},${f(baseY - size * 0.8)}`;
  for (let i = 3; i >= 0; i -= 1) {
    const x0 = x - size * 0.6 + (size * 1.2 * (i + 1)) / 4;
    const x1 = x - size * 0.6 + (size * 1.2 * i) / 4;
    d += `Q${f((x0 + x1) / 2)},${f(baseY - size * 0.72)} ${f(x1)},${f(baseY - size * 0.8)}`;
  }
  svg.add(
    pathEl(
      `${d}Z`,
      svg.linear([
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.15)],
      ]),
    ),
  );
}

function lounger(svg, x, baseY, size, color, time) {
  const c = tint(color, time);
  const frame = tint('#7d5f44', time);
  const seatY = baseY - size * 0.2;
  const th = size * 0.075;
  svg.add(
    ellipse(
      x + size * 0.5,
      baseY + 1,
      size * 0.6,
      size * 0.04 + 2,
      '#000',
      `opacity="0.28" filter="${svg.blur(Math.max(2, size / 40))}"`,
    ),
  );
  svg.add(
    rect(x + size * 0.05, seatY, size * 0.035, baseY - seatY, frame),
    rect(x + size * 0.62, seatY, size * 0.035, baseY - seatY, frame),
    rect(x, seatY + th * 0.8, size * 0.74, size * 0.035, frame),
    rect(
      x,
      seatY,
      size * 0.74,
      th,
      svg.linear([
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.12)],
      ]),
      `rx="${f(th / 2)}"`,
    ),
    line(
      x + size * 0.72,
      seatY + th / 2,
      x + size * 0.96,
      seatY - size * 0.26,
      darken(c, 0.04),
      f(th),
      'stroke-linecap="round"',
    ),
  );
}

function pool(svg, rng, quad, time, shape = 'rect') {
  const water =
    time === 'dusk'
      ? svg.linear([
          [0, '#4e9fb0'],
          [1, '#1d5a78'],
        ])
      : svg.linear([
          [0, '#86e3e8'],
          [0.5, '#2fb2c9'],
          [1, '#137d9f'],
        ]);
  const [tl, tr, br, bl] = quad;
  const along = (a, b, t, dy) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + dy];
  const outline =
    shape === 'free'
      ? roundedPath([
          [...tl, 40],
          [...along(tl, tr, 0.45, 26), 120],
          [...tr, 50],
          [...along(tr, br, 0.5, 0).map((v, i) => (i === 0 ? v + 20 : v)), 60],
          [...br, 60],
          [...along(bl, br, 0.6, -18), 140],
          [...bl, 60],
        ])
      : roundedPath(quad.map(([x, y]) => [x, y, 10]));
  svg.add(
    pathEl(
      outline,
      tint('#f4efe6', time),
      `stroke="${tint('#f4efe6', time)}" stroke-width="16" stroke-linejoin="round"`,
    ),
  );
  svg.add(pathEl(outline, water));
  let waves = '';
  for (let i = 0; i < 11; i += 1) {
    const v = rng.range(0.12, 0.95);
    const u = rng.range(0.05, 0.75);
    const [sx, sy] = lerpQuad(quad, u, v);
    const len = rng.range(30, 90) * (0.6 + v * 0.6);
    waves += `M${f(sx)},${f(sy)}q${f(len / 4)},-4 ${f(len / 2)},0t${f(len / 2)},0`;
  }
  const inner =
    pathEl(
      waves,
      'none',
      `stroke="#ffffff" stroke-width="2" opacity="0.45" stroke-linecap="round"`,
    ) +
    poly(
      [
        [tl[0] - 40, tl[1] - 40],
        [tr[0] + 40, tr[1] - 40],
        lerpQuad(quad, 1, 0.1),
        lerpQuad(quad, 0, 0.1),
      ],
      '#0b4a66',
      'opacity="0.3"',
    );
  svg.add(group(inner, `clip-path="${svg.clip(`<path d="${outline}"/>`)}"`));
}

function distantSkyline(svg, rng, x0, x1, baseY, hMin, hMax, color, lights = 0) {
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

// shift moves the main building sideways; palms: where the framing palms stand.
const HOTELS = [
  {
    time: 'noon',
    style: 'highrise',
    wall: '#e8e2d6',
    accent: '#1f6f78',
    glass: false,
    shift: 0,
    palms: 'both',
  },
  {
    time: 'dusk',
    style: 'resort',
    wall: '#f3e6cf',
    accent: '#b5573a',
    pool: 'rect',
    palms: 'both',
  },
  { time: 'dawn', style: 'midrise', wall: '#d9936a', accent: '#2f4f6f', shift: 40, palms: 'left' },
  {
    time: 'noon',
    style: 'boutique',
    wall: '#f5eddc',
    accent: '#2f5d50',
    shift: -110,
    palms: 'right',
  },
  {
    time: 'dusk',
    style: 'highrise',
    wall: '#5b677a',
    accent: '#b08a3e',
    glass: true,
    shift: 110,
    palms: 'left',
  },
  {
    time: 'dawn',
    style: 'resort',
    wall: '#fff4e4',
    accent: '#8c4a2f',
    pool: 'free',
    palms: 'right',
  },
  {
    time: 'noon',
    style: 'midrise',
    wall: '#cfe1e6',
    accent: '#c0582c',
    shift: -100,
    palms: 'right',
  },
  {
    time: 'dusk',
    style: 'boutique',
    wall: '#e9c9a0',
    accent: '#5a3a2a',
    shift: 100,
    palms: 'left',
  },
  {
    time: 'dawn',
    style: 'highrise',
    wall: '#b9c6d2',
    accent: '#7a3b52',
    glass: true,
    shift: -120,
    palms: 'right',
  },
  {
    time: 'noon',
    style: 'resort',
    wall: '#fbfaf6',
    accent: '#3d6b8a',
    pool: 'free',
    palms: 'left',
  },
  { time: 'dusk', style: 'midrise', wall: '#efe6d8', accent: '#1f5f4a', shift: 0, palms: 'both' },
  { time: 'noon', style: 'boutique', wall: '#f0c7b5', accent: '#394a6b', shift: 0, palms: 'both' },
];

function hotelSvg(n) {
  const cfg = HOTELS[n - 1];
  const rng = makeRng(`hotel-${n}`);
  const { w: W, h: H } = CARD;
  const svg = new Svg(W, H);
  const { time } = cfg;
  const shift = cfg.shift ?? 0;
  const sky = SKIES[time];
  const ground = cfg.style === 'resort' ? 365 : 432;
  svg.add(rect(0, 0, W, H, svg.linear(sky.stops, { y2: ground, user: true })));
  // Sun and clouds, on the side away from the main building.
  const away = shift > 0 ? 'left' : shift < 0 ? 'right' : rng.pick(['left', 'right']);
  const sunX = away === 'left' ? rng.range(80, 190) : rng.range(610, 720);
  const sunY = time === 'noon' ? rng.range(55, 90) : ground - rng.range(80, 150);
  sun(
    svg,
    sunX,
    sunY,
    time === 'noon' ? 22 : 28,
    sky.sun,
    sky.glow,
    time === 'noon' ? 5 : 7,
    time === 'noon' ? 0.55 : 0.75,
  );
  for (let i = 0; i < rng.int(2, 4); i += 1) {
    if (time === 'noon')
      cloud(svg, rng, rng.range(60, 740), rng.range(50, 170), rng.range(90, 170), sky.cloud, 0.9);
    else
      streak(
        svg,
        rng.range(80, 720),
        rng.range(60, ground - 160),
        rng.range(160, 320),
        rng.range(8, 16),
        sky.cloud,
        0.55,
      );
  }
  if (time !== 'noon')
    birds(
      svg,
      rng,
      away === 'left' ? rng.range(120, 300) : rng.range(500, 680),
      rng.range(70, 140),
      4,
      40,
      7,
      time === 'dusk' ? '#2a2040' : '#5a4a6a',
    );

  const wall = cfg.wall;
  let entrance = W / 2;
  if (cfg.style === 'highrise') {
    distantSkyline(
      svg,
      rng,
      -10,
      W + 10,
      ground - 4,
      60,
      190,
      mix(sky.haze, '#55607a', 0.25),
      time === 'noon' ? 0 : 0.25,
    );
    treeline(svg, rng, -10, W + 10, ground - 8, 16, darken(tint('#4d7a3c', time), 0.2));
    const tw = rng.range(175, 200);
    const tx = 312 - tw / 2 + shift;
    building(svg, rng, {
      x: tx + tw * 0.8,
      baseY: ground - 6,
      w: tw * 0.75,
      floors: 12,
      floorH: 21,
      depth: 26,
      wall: mix(wall, sky.haze, 0.4),
      time,
      style: cfg.glass ? 'punched' : 'curtain',
      lobby: false,
      shadow: false,
    });
    building(svg, rng, {
      x: tx,
      baseY: ground,
      w: tw,
      floors: 15,
      floorH: 21,
      groundH: 0,
      depth: 46,
      wall,
      time,
      style: cfg.glass ? 'curtain' : 'punched',
      roof: 'crown',
      cols: cfg.glass ? 8 : 6,
      lobby: false,
    });
    building(svg, rng, {
      x: tx - 80,
      baseY: ground,
      w: tw + 150,
      floors: 1,
      floorH: 26,
      groundH: 40,
      depth: 22,
      wall: cfg.glass ? '#d9d4c8' : mix(wall, cfg.accent, 0.2),
      time,
      style: 'punched',
      accent: cfg.accent,
      cols: 9,
    });
    entrance = tx - 80 + (tw + 150) / 2;
  } else if (cfg.style === 'midrise') {
    treeline(svg, rng, -10, W + 10, ground - 10, 22, darken(tint('#4f7d3f', time), 0.15));
    const bx = 150 + shift;
    distantSkyline(svg, rng, -10, bx - 10, ground - 10, 40, 120, mix(sky.haze, '#6a7188', 0.2));
    distantSkyline(svg, rng, bx + 520, W + 10, ground - 10, 40, 120, mix(sky.haze, '#6a7188', 0.2));
    building(svg, rng, {
      x: bx,
      baseY: ground,
      w: 470,
      floors: 7,
      floorH: 36,
      groundH: 50,
      depth: 48,
      wall,
      time,
      style: 'balcony',
      accent: cfg.accent,
      cols: 10,
    });
    entrance = bx + 235;
    const fx = shift > 0 ? bx - 70 : bx + 530;
    for (let i = 0; i < 3; i += 1) flagPole(svg, fx + i * 22, ground + 6, 95, time);
  } else if (cfg.style === 'boutique') {
    treeline(svg, rng, -10, W + 10, ground - 12, 28, darken(tint('#3f7a3a', time), 0.15));
    const bx = 175 + shift;
    building(svg, rng, {
      x: bx,
      baseY: ground,
      w: 430,
      floors: 3,
      floorH: 64,
      groundH: 72,
      depth: 40,
      wall,
      time,
      style: 'arched',
      roof: 'cornice',
      accent: cfg.accent,
      cols: 7,
    });
    entrance = bx + 215;
    // Bougainvillea spilling over the corner.
    for (let k = 0; k < 40; k += 1) {
      svg.add(
        circle(
          bx + rng.range(-12, 40),
          ground - rng.range(70, 240),
          rng.range(4, 9),
          tint(rng.pick(['#d6336c', '#e64980', '#b5245a', '#3f7f36', '#2f6d2e']), time),
        ),
      );
    }
  } else {
    // Resort: a long low building with tiled roofs and a pool in front.
    treeline(svg, rng, -10, W + 10, ground - 20, 30, darken(tint('#3f7a3a', time), 0.2));
    const hills = ridge(rng, -10, W + 10, ground - 60, 60, 6);
    svg.add(pathEl(ridgePath(hills, ground), mix(sky.haze, '#4f6f54', 0.5), 'opacity="0.7"'));
    treeline(svg, rng, -10, W + 10, ground - 14, 22, darken(tint('#3f7a3a', time), 0.3));
    building(svg, rng, {
      x: 70,
      baseY: ground,
      w: 250,
      floors: 2,
      floorH: 40,
      groundH: 40,
      depth: 0,
      wall,
      time,
      style: 'balcony',
      roof: 'pitched',
      accent: cfg.accent,
      cols: 6,
    });
    building(svg, rng, {
      x: 470,
      baseY: ground,
      w: 260,
      floors: 2,
      floorH: 40,
      groundH: 40,
      depth: 30,
      wall,
      time,
      style: 'balcony',
      roof: 'pitched',
      accent: cfg.accent,
      cols: 6,
    });
    building(svg, rng, {
      x: 300,
      baseY: ground + 4,
      w: 190,
      floors: 2,
      floorH: 46,
      groundH: 48,
      depth: 0,
      wall: lighten(wall, 0.05),
      time,
      style: 'arched',
      roof: 'pitched',
      accent: cfg.accent,
      cols: 4,
    });
  }

  // Foreground.
  const lawn = tint(sky.lawn, time);
  const palmAt = (side, big) => {
    const left = side === 'left';
    const x = left ? rng.range(35, 95) : rng.range(705, 765);
    const h = big ? rng.range(300, 350) : rng.range(200, 250);
    palm(
      svg,
      rng,
      x + (big ? 0 : left ? 70 : -70),
      H + 10 - (big ? 0 : 40),
      h,
      (left ? 1 : -1) * rng.range(15, 50),
      {
        leaf: tint(rng.pick(['#2e7d3c', '#2b7a3e', '#367f36']), time),
        trunk: tint(rng.pick(['#8a6a48', '#7d5e40']), time),
      },
    );
  };
  if (cfg.style === 'resort') {
    svg.add(
      rect(
        0,
        ground,
        W,
        H - ground,
        svg.linear([
          [0, tint('#e8dcc6', time)],
          [1, tint('#d2c3a6', time)],
        ]),
      ),
    );
    pool(
      svg,
      rng,
      [
        [170, 394],
        [630, 394],
        [720, 500],
        [80, 500],
      ],
      time,
      cfg.pool,
    );
    lounger(svg, 26, 436, 60, '#ffffff', time);
    lounger(svg, 708, 430, 60, '#ffffff', time);
    umbrella(svg, 60, 438, 70, rng.pick(['#f2f2f2', '#e86a3c', '#2e8b8b']), time);
    umbrella(svg, 740, 432, 70, rng.pick(['#f2f2f2', '#e8b23c', '#2e6b8b']), time);
  } else {
    svg.add(
      rect(
        0,
        ground,
        W,
        H - ground,
        svg.linear([
          [0, lighten(lawn, 0.05)],
          [1, darken(lawn, 0.2)],
        ]),
      ),
    );
    // Driveway in gentle perspective, up to the entrance.
    const e = entrance;
    svg.add(
      poly(
        [
          [e - 70, ground],
          [e + 70, ground],
          [e + 160 + (e - 400) * 0.3, H],
          [e - 160 + (e - 400) * 0.3, H],
        ],
        tint('#b9b3a8', time),
      ),
    );
    svg.add(
      poly(
        [
          [e - 6, ground],
          [e + 6, ground],
          [e + 12 + (e - 400) * 0.3, H],
          [e - 12 + (e - 400) * 0.3, H],
        ],
        tint('#e9e4da', time),
        'opacity="0.5"',
      ),
    );
    for (let i = 0; i < 10; i += 1) {
      const sx = rng.range(15, 785);
      if (Math.abs(sx - e) < 110) continue;
      shrub(svg, rng, sx, ground + rng.range(12, 60), rng.range(14, 26), tint('#3f7f3a', time));
    }
    streetLamp(svg, e - 100, ground + 30, 90, time);
    streetLamp(svg, e + 100, ground + 30, 90, time);
  }
  if (cfg.palms === 'both' || cfg.palms === 'left') palmAt('left', true);
  if (cfg.palms === 'both' || cfg.palms === 'right') palmAt('right', true);
  if (cfg.palms === 'left') palmAt('left', false);
  if (cfg.palms === 'right') palmAt('right', false);
  // Soft vignette.
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(
        [
          [0.6, '#000', 0],
          [1, '#000', 0.22],
        ],
        { r: 0.75 },
      ),
    ),
  );
  return svg.render();
}

// ---------------------------------------------------------------------------
// Rooms: one-point perspective, back wall at depth 1, the viewer at depth ~1.8.

const VP = [400, 205];
const FLOOR_Y = 390;
const P = (x, y, s) => [VP[0] + (x - VP[0]) * s, VP[1] + (y - VP[1]) * s];

/** A box in room space: x0..x1, y0 (top)..y1 (bottom), depth s0 (far)..s1 (near). */
function box(svg, { x0, x1, y0, y1, s0, s1, fill, top, side, front, rx = 0 }) {
  const topFill = top ?? lighten(fill, 0.12);
  const sideFill = side ?? darken(fill, 0.18);
  const frontFill = front ?? fill;
  let inner = '';
  if (y0 > VP[1])
    inner += poly([P(x0, y0, s0), P(x1, y0, s0), P(x1, y0, s1), P(x0, y0, s1)], topFill);
  if (x1 < VP[0])
    inner += poly([P(x1, y0, s0), P(x1, y0, s1), P(x1, y1, s1), P(x1, y1, s0)], sideFill);
  if (x0 > VP[0])
    inner += poly([P(x0, y0, s0), P(x0, y0, s1), P(x0, y1, s1), P(x0, y1, s0)], sideFill);
  const [fx0, fy0] = P(x0, y0, s1);
  const [fx1, fy1] = P(x1, y1, s1);
  inner += rect(fx0, fy0, fx1 - fx0, fy1 - fy0, frontFill, rx ? `rx="${rx}"` : '');
  svg.add(inner);
}

function floorShadow(svg, x0, x1, s0, s1, opacity = 0.35) {
  const a = P(x0 - 10, FLOOR_Y, s0);
  const b = P(x1 + 10, FLOOR_Y, s1);
  const cx = (a[0] + b[0]) / 2;
  const cy = (a[1] + b[1]) / 2;
  svg.add(
    ellipse(
      cx,
      cy,
      Math.abs(b[0] - a[0]) * 0.55,
      Math.abs(b[1] - a[1]) * 0.7 + 6,
      '#000',
      `opacity="${opacity}" filter="${svg.blur(10)}"`,
    ),
  );
}

function lamp(svg, x, yTop, s, shade, glowOn, size = 1) {
  const [bx, by] = P(x, yTop, s);
  const k = s * size;
  if (glowOn)
    svg.add(
      circle(
        bx,
        by - 48 * k,
        120 * k,
        svg.radial([
          [0, '#ffd48a', 0.55],
          [0.4, '#ffc46e', 0.2],
          [1, '#ffc46e', 0],
        ]),
      ),
    );
  svg.add(ellipse(bx, by - 2 * k, 11 * k, 3 * k, '#000', 'opacity="0.25"'));
  svg.add(rect(bx - 4 * k, by - 30 * k, 8 * k, 28 * k, '#c9b79a'));
  svg.add(ellipse(bx, by - 16 * k, 9 * k, 10 * k, '#bfa37a'));
  const shadeFill = glowOn
    ? svg.linear([
        [0, '#fff3d6'],
        [1, '#ffd79a'],
      ])
    : svg.linear([
        [0, lighten(shade, 0.2)],
        [1, shade],
      ]);
  svg.add(
    poly(
      [
        [bx - 13 * k, by - 58 * k],
        [bx + 13 * k, by - 58 * k],
        [bx + 20 * k, by - 30 * k],
        [bx - 20 * k, by - 30 * k],
      ],
      shadeFill,
    ),
  );
}

function windowView(svg, rng, x0, y0, x1, y1, light, curtain) {
  const skyStops =
    light === 'night'
      ? [
          [0, '#0d1533'],
          [1, '#27335e'],
        ]
      : light === 'dusk'
        ? [
            [0, '#45407a'],
            [0.6, '#e3836a'],
            [1, '#ffc98a'],
          ]
        : [
            [0, '#6fb2ea'],
            [1, '#d8eefa'],
          ];
  const [ax, ay] = P(x0, y0, 1);
  const [bx, by] = P(x1, y1, 1);
  const w = bx - ax;
  const h = by - ay;
  // Frame depth (reveal), the view, then the frame.
  svg.add(rect(ax - 10, ay - 10, w + 20, h + 20, '#000', `opacity="0.25" filter="${svg.blur(6)}"`));
  svg.add(rect(ax - 8, ay - 8, w + 16, h + 16, '#f4f1ea'));
  svg.add(rect(ax, ay, w, h, svg.linear(skyStops)));
  const horizon = ay + h * 0.72;
  let view = '';
  if (light === 'day') {
    view += ellipse(ax + w * 0.3, ay + h * 0.22, w * 0.2, h * 0.04, '#ffffff', 'opacity="0.8"');
    view += pathEl(ridgePath(ridge(rng, ax, bx, horizon, h * 0.12, 5), by), '#8fb0c8');
    let x = ax;
    while (x < bx) {
      const bw = rng.range(w * 0.06, w * 0.14);
      const bh = rng.range(h * 0.1, h * 0.35);
      view += rect(x, horizon + h * 0.1 - bh, bw, bh + h, '#a9bccb');
      x += bw + rng.range(2, 8);
    }
    view += rect(ax, horizon + h * 0.12, w, h, '#5f8f6a');
  } else {
    let x = ax;
    while (x < bx) {
      const bw = rng.range(w * 0.06, w * 0.14);
      const bh = rng.range(h * 0.1, h * 0.4);
      view += rect(
        x,
        horizon + h * 0.1 - bh,
        bw,
        bh + h,
        light === 'night' ? '#151b36' : '#4b3a5e',
      );
      for (let k = 0; k < 6; k += 1)
        if (rng.chance(0.7))
          view += rect(
            x + rng.range(2, bw - 4),
            horizon + h * 0.1 - rng.range(4, bh - 4),
            2.5,
            2.5,
            '#ffd98f',
          );
      x += bw + rng.range(2, 8);
    }
    if (light === 'night')
      for (let k = 0; k < 12; k += 1)
        view += circle(
          ax + rng.range(0, w),
          ay + rng.range(0, h * 0.4),
          rng.range(0.6, 1.3),
          '#ffffff',
          'opacity="0.7"',
        );
  }
  svg.add(group(view, `clip-path="${svg.clip(rect(ax, ay, w, h, '#fff'))}"`));
  // Glazing bars and a soft reflection.
  svg.add(
    poly(
      [
        [ax, ay],
        [ax + w * 0.35, ay],
        [ax, ay + h * 0.5],
      ],
      '#ffffff',
      'opacity="0.12"',
    ),
  );
  svg.add(rect(ax + w / 2 - 3, ay, 6, h, '#f4f1ea'), rect(ax, ay + h * 0.38 - 3, w, 6, '#f4f1ea'));
  svg.add(rect(ax - 14, by + 6, w + 28, 8, '#e8e3d8'));
  // Curtains: sheer plus a folded drape on each side.
  svg.add(rect(ax - 8, ay - 8, w + 16, h + 16, '#ffffff', 'opacity="0.14"'));
  const drape = (cx0, cx1) => {
    const folds = svg.linear(
      [
        [0, darken(curtain, 0.2)],
        [0.2, lighten(curtain, 0.1)],
        [0.45, darken(curtain, 0.15)],
        [0.7, lighten(curtain, 0.12)],
        [1, darken(curtain, 0.25)],
      ],
      { x2: 1, y2: 0 },
    );
    return poly(
      [
        [cx0, ay - 28],
        [cx1, ay - 28],
        [cx1 + (cx1 > ax + w / 2 ? 6 : -6), P(0, FLOOR_Y, 1)[1] - 4],
        [cx0 + (cx1 > ax + w / 2 ? 6 : -6), P(0, FLOOR_Y, 1)[1] - 4],
      ],
      folds,
    );
  };
  svg.add(rect(ax - 50, ay - 32, w + 100, 5, '#6b5a48', 'rx="2"'));
  svg.add(drape(ax - 46, ax + 6), drape(bx - 6, bx + 46));
}

function headboard(svg, x0, x1, style, color) {
  const [ax, ay] = P(x0, 240, 1.01);
  const [bx, by] = P(x1, FLOOR_Y, 1.01);
  const w = bx - ax;
  const h = by - ay;
  svg.add(rect(ax + 4, ay + 6, w, h, '#000', `opacity="0.25" filter="${svg.blur(6)}"`));
  const fill = svg.linear([
    [0, lighten(color, 0.12)],
    [1, darken(color, 0.12)],
  ]);
  if (style === 'arch') {
    svg.add(
      pathEl(
        `M${f(ax)},${f(by)}V${f(ay + 40)}Q${f(ax)},${f(ay - 10)} ${f(ax + w / 2)},${f(ay - 14)}Q${f(bx)},${f(ay - 10)} ${f(bx)},${f(ay + 40)}V${f(by)}Z`,
        fill,
      ),
    );
  } else {
    svg.add(rect(ax, ay, w, h, fill, `rx="${style === 'tufted' ? 10 : 3}"`));
  }
  if (style === 'tufted') {
    let dots = '';
    const cols = Math.floor((w - 28) / 28);
    const pad = (w - cols * 28) / 2;
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c <= cols - (r % 2); c += 1)
        dots += circle(ax + pad + c * 28 + (r % 2) * 14, ay + 16 + r * 22, 2, darken(color, 0.35));
    svg.add(dots);
  } else if (style === 'slats') {
    let d = '';
    for (let x = ax + 10; x < bx - 4; x += 12) d += `M${f(x)},${f(ay + 4)}V${f(by)}`;
    svg.add(pathEl(d, 'none', `stroke="${darken(color, 0.3)}" stroke-width="2" opacity="0.6"`));
  } else if (style === 'panel') {
    const panels = Math.max(2, Math.round(w / 70));
    for (let i = 0; i < panels; i += 1)
      svg.add(
        rect(
          ax + 8 + ((w - 16) * i) / panels + 3,
          ay + 10,
          (w - 16) / panels - 6,
          h * 0.5,
          lighten(color, 0.08),
          `rx="6" stroke="${darken(color, 0.2)}" stroke-width="1.5"`,
        ),
      );
  }
}

function bed(svg, rng, cx, hw, cfg) {
  const s0 = 1.02;
  const s1 = 1.5;
  floorShadow(svg, cx - hw, cx + hw, s0, s1, 0.4);
  headboard(svg, cx - hw - 10, cx + hw + 10, cfg.head, cfg.headColor);
  // Base.
  box(svg, {
    x0: cx - hw,
    x1: cx + hw,
    y0: 352,
    y1: FLOOR_Y - 6,
    s0,
    s1,
    fill: darken(cfg.headColor, 0.2),
  });
  // Mattress and duvet.
  const linen = cfg.linen;
  box(svg, {
    x0: cx - hw + 2,
    x1: cx + hw - 2,
    y0: 322,
    y1: 364,
    s0,
    s1: s1 + 0.01,
    fill: linen,
    top: svg.linear([
      [0, darken(linen, 0.03)],
      [1, lighten(linen, 0.3)],
    ]),
    front: svg.linear([
      [0, darken(linen, 0.04)],
      [1, darken(linen, 0.14)],
    ]),
    side: darken(linen, 0.12),
  });
  // Turned-down sheet.
  const fold = [
    P(cx - hw + 2, 322, 1.2),
    P(cx + hw - 2, 322, 1.2),
    P(cx + hw - 2, 322, 1.25),
    P(cx - hw + 2, 322, 1.25),
  ];
  svg.add(poly(fold, '#ffffff', 'opacity="0.85"'));
  svg.add(
    poly(
      [fold[2], fold[3], P(cx - hw + 2, 322, 1.26), P(cx + hw - 2, 322, 1.26)],
      darken(linen, 0.12),
    ),
  );
  // Throw across the foot, draping over the front.
  const throwC = cfg.accent;
  svg.add(
    poly(
      [
        P(cx - hw - 1, 321, 1.41),
        P(cx + hw + 1, 321, 1.41),
        P(cx + hw + 1, 321, 1.51),
        P(cx - hw - 1, 321, 1.51),
      ],
      lighten(throwC, 0.08),
    ),
  );
  const [tx0, ty0] = P(cx - hw - 1, 321, 1.51);
  const [tx1, ty1] = P(cx + hw + 1, 338, 1.51);
  svg.add(
    rect(
      tx0,
      ty0,
      tx1 - tx0,
      ty1 - ty0,
      svg.linear([
        [0, throwC],
        [1, darken(throwC, 0.2)],
      ]),
    ),
  );
  svg.add(rect(tx0, ty1 - 3, tx1 - tx0, 3, darken(throwC, 0.3)));
  // Pillows.
  const pairs = hw > 110 ? 2 : 1;
  const pw = (hw * 2 - 20) / pairs;
  for (let row = 0; row < 2; row += 1) {
    const s = row === 0 ? 1.05 : 1.1;
    const colour =
      row === 0 ? lighten(linen, 0.5) : pairs === 2 ? cfg.accent2 : lighten(linen, 0.4);
    for (let i = 0; i < pairs; i += 1) {
      const px0 = cx - hw + 10 + i * pw + (row === 1 ? pw * 0.12 : 0);
      const px1 = px0 + pw * (row === 1 ? 0.76 : 1) - 6;
      const [ax, ay] = P(px0, row === 0 ? 282 : 296, s);
      const [bx, by] = P(px1, 326, s);
      svg.add(
        rect(ax + 2, ay + 4, bx - ax, by - ay, '#000', `opacity="0.18" filter="${svg.blur(3)}"`),
      );
      svg.add(
        rect(
          ax,
          ay,
          bx - ax,
          by - ay,
          svg.linear([
            [0, lighten(colour, 0.2)],
            [1, darken(colour, 0.12)],
          ]),
          `rx="${f((by - ay) * 0.35)}"`,
        ),
      );
    }
  }
}

function nightstand(svg, x0, x1, wood, s1 = 1.18) {
  floorShadow(svg, x0, x1, 1.02, s1, 0.3);
  box(svg, { x0, x1, y0: 334, y1: FLOOR_Y, s0: 1.02, s1, fill: wood });
  const [ax, ay] = P(x0 + 6, 348, s1);
  const [bx, by] = P(x1 - 6, 366, s1);
  svg.add(
    rect(ax, ay, bx - ax, by - ay, darken(wood, 0.12), `rx="2"`),
    rect((ax + bx) / 2 - 8, (ay + by) / 2 - 1.5, 16, 3, '#d9c48f', 'rx="1.5"'),
  );
}

function wallArt(svg, rng, cx, y, w, h, palette) {
  const [ax, ay] = P(cx - w / 2, y, 1);
  const [bx, by] = P(cx + w / 2, y + h, 1);
  svg.add(rect(ax + 3, ay + 5, bx - ax, by - ay, '#000', `opacity="0.22" filter="${svg.blur(4)}"`));
  svg.add(rect(ax - 5, ay - 5, bx - ax + 10, by - ay + 10, '#3b3129'));
  svg.add(rect(ax, ay, bx - ax, by - ay, '#f3efe6'));
  let art = '';
  const kind = rng.int(0, 2);
  if (kind === 0) {
    art += rect(ax, ay + (by - ay) * 0.55, bx - ax, by - ay, palette[1]);
    art += circle(
      ax + (bx - ax) * rng.range(0.3, 0.7),
      ay + (by - ay) * 0.42,
      (by - ay) * 0.22,
      palette[0],
    );
    art += pathEl(
      ridgePath(ridge(rng, ax, bx, ay + (by - ay) * 0.7, (by - ay) * 0.25, 4), by),
      palette[2],
    );
  } else if (kind === 1) {
    for (let i = 0; i < 5; i += 1)
      art += rect(
        ax + ((bx - ax) * i) / 5,
        ay + rng.range(0, (by - ay) * 0.4),
        (bx - ax) / 5 - 3,
        by - ay,
        palette[i % 3],
        `opacity="${f(rng.range(0.6, 1))}"`,
      );
  } else {
    for (let i = 0; i < 4; i += 1)
      art += circle(
        ax + rng.range(0.2, 0.8) * (bx - ax),
        ay + rng.range(0.2, 0.8) * (by - ay),
        rng.range(0.15, 0.32) * (by - ay),
        palette[i % 3],
        'opacity="0.85"',
      );
  }
  svg.add(group(art, `clip-path="${svg.clip(rect(ax, ay, bx - ax, by - ay, '#fff'))}"`));
}

function plant(svg, rng, x, s, size) {
  const [bx, by] = P(x, FLOOR_Y, s);
  const k = s * size;
  svg.add(ellipse(bx, by, 26 * k, 6 * k, '#000', `opacity="0.3" filter="${svg.blur(4)}"`));
  let leaves = '';
  for (let i = 0; i < 12; i += 1) {
    const a = -Math.PI / 2 + rng.range(-1.2, 1.2);
    const len = rng.range(50, 95) * k;
    const tx = bx + Math.cos(a) * len;
    const ty = by - 40 * k + Math.sin(a) * len;
    leaves += pathEl(
      `M${f(bx)},${f(by - 36 * k)}Q${f((bx + tx) / 2 - 12 * k)},${f((by - 36 * k + ty) / 2)} ${f(tx)},${f(ty)}Q${f((bx + tx) / 2 + 12 * k)},${f((by - 36 * k + ty) / 2 + 6 * k)} ${f(bx)},${f(by - 36 * k)}Z`,
      rng.pick(['#2f6b3a', '#3c7d45', '#285c33', '#4a8c4f']),
    );
  }
  svg.add(leaves);
  svg.add(
    poly(
      [
        [bx - 20 * k, by - 40 * k],
        [bx + 20 * k, by - 40 * k],
        [bx + 15 * k, by],
        [bx - 15 * k, by],
      ],
      svg.linear(
        [
          [0, '#d8cfc2'],
          [1, '#a89d8e'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
}

function sofa(svg, x0, x1, color) {
  const s0 = 1.32;
  const s1 = 1.62;
  floorShadow(svg, x0, x1, s0, s1, 0.4);
  box(svg, {
    x0: x0 + 18,
    x1: x1 - 18,
    y0: 296,
    y1: FLOOR_Y - 8,
    s0,
    s1: s0 + 0.07,
    fill: darken(color, 0.05),
  });
  box(svg, {
    x0: x0 + 18,
    x1: x1 - 18,
    y0: 340,
    y1: FLOOR_Y - 8,
    s0: s0 + 0.07,
    s1,
    fill: color,
    top: lighten(color, 0.1),
  });
  box(svg, { x0, x1: x0 + 18, y0: 322, y1: FLOOR_Y - 8, s0, s1, fill: darken(color, 0.08) });
  box(svg, { x0: x1 - 18, x1, y0: 322, y1: FLOOR_Y - 8, s0, s1, fill: darken(color, 0.08) });
  // Back cushions.
  const n = 3;
  for (let i = 0; i < n; i += 1) {
    const cx0 = x0 + 22 + ((x1 - x0 - 44) * i) / n;
    const cx1 = x0 + 22 + ((x1 - x0 - 44) * (i + 1)) / n - 3;
    const [ax, ay] = P(cx0, 302, s0 + 0.08);
    const [bx, by] = P(cx1, 342, s0 + 0.08);
    svg.add(
      rect(
        ax,
        ay,
        bx - ax,
        by - ay,
        svg.linear([
          [0, lighten(color, 0.15)],
          [1, darken(color, 0.05)],
        ]),
        'rx="8"',
      ),
    );
  }
  // Legs.
  for (const lx of [x0 + 6, x1 - 6]) {
    const [ax, ay] = P(lx, FLOOR_Y - 8, s1);
    svg.add(rect(ax - 3, ay, 6, 8 * s1, '#4a3a2c'));
  }
}

const ROOMS = [
  {
    wall: '#dfe6dc',
    floor: 'oak',
    bed: 'king',
    light: 'day',
    win: 'left',
    head: 'tufted',
    headColor: '#8e9a8a',
    linen: '#f4f2ec',
    accent: '#c98b4a',
    accent2: '#7d9a8a',
    curtain: '#c9bfae',
    art: ['#e07a5f', '#81b29a', '#3d405b'],
  },
  {
    wall: '#2f3e55',
    floor: 'walnut',
    bed: 'king',
    light: 'night',
    win: 'right',
    head: 'panel',
    headColor: '#c9b79a',
    linen: '#f1eee8',
    accent: '#b8893d',
    accent2: '#d9c49a',
    curtain: '#8a7a66',
    art: ['#e9c46a', '#f4a261', '#2a9d8f'],
  },
  {
    wall: '#e9d5c1',
    floor: 'carpet',
    bed: 'twin',
    light: 'day',
    win: 'left',
    head: 'slats',
    headColor: '#a27a52',
    linen: '#fbfaf7',
    accent: '#3f6e8c',
    accent2: '#a9c4d6',
    curtain: '#e8e0d2',
    art: ['#264653', '#e9c46a', '#e76f51'],
  },
  {
    wall: '#c96f4f',
    floor: 'oak',
    bed: 'suite',
    light: 'dusk',
    win: 'left',
    head: 'arch',
    headColor: '#e6d3b8',
    linen: '#f7f3ea',
    accent: '#2f5d50',
    accent2: '#e0b36a',
    curtain: '#e9dcc6',
    art: ['#f2cc8f', '#81b29a', '#3d405b'],
  },
  {
    wall: '#f1ece2',
    floor: 'tile',
    bed: 'king',
    light: 'day',
    win: 'both',
    head: 'slats',
    headColor: '#8a6a4a',
    linen: '#ffffff',
    accent: '#2b6f8f',
    accent2: '#e2b04a',
    curtain: '#f5f1e8',
    art: ['#118ab2', '#06d6a0', '#ffd166'],
  },
  {
    wall: '#7d9a8f',
    floor: 'walnut',
    bed: 'twin',
    light: 'dusk',
    win: 'right',
    head: 'tufted',
    headColor: '#e4dccd',
    linen: '#f6f3ec',
    accent: '#9c4f3a',
    accent2: '#e8d2b0',
    curtain: '#d7cbb8',
    art: ['#f4f1de', '#e07a5f', '#3d405b'],
  },
  {
    wall: '#e7c9c2',
    floor: 'oak',
    bed: 'king',
    light: 'dusk',
    win: 'left',
    head: 'arch',
    headColor: '#5e6b7d',
    linen: '#fbf8f3',
    accent: '#5e6b7d',
    accent2: '#d9a5a0',
    curtain: '#b8a59c',
    art: ['#6d597a', '#b56576', '#eaac8b'],
  },
  {
    wall: '#3d4a3e',
    floor: 'oak',
    bed: 'suite',
    light: 'night',
    win: 'right',
    head: 'panel',
    headColor: '#b59a72',
    linen: '#f3efe6',
    accent: '#b5651d',
    accent2: '#d9b26a',
    curtain: '#6d6452',
    art: ['#e9d8a6', '#ee9b00', '#94d2bd'],
  },
  {
    wall: '#efe3c8',
    floor: 'carpet',
    bed: 'king',
    light: 'day',
    win: 'right',
    head: 'tufted',
    headColor: '#2f4858',
    linen: '#ffffff',
    accent: '#2f4858',
    accent2: '#f2a65a',
    curtain: '#ddd0b5',
    art: ['#33658a', '#86bbd8', '#f6ae2d'],
  },
  {
    wall: '#b7c9d6',
    floor: 'tile',
    bed: 'twin',
    light: 'day',
    win: 'left',
    head: 'panel',
    headColor: '#f2efe8',
    linen: '#ffffff',
    accent: '#e07a5f',
    accent2: '#f2cc8f',
    curtain: '#f3f1ec',
    art: ['#3d5a80', '#98c1d9', '#ee6c4d'],
  },
  {
    wall: '#d9b44a',
    floor: 'walnut',
    bed: 'king',
    light: 'dusk',
    win: 'right',
    head: 'slats',
    headColor: '#3d2c22',
    linen: '#f8f5ee',
    accent: '#1d3557',
    accent2: '#a8dadc',
    curtain: '#e9dfc9',
    art: ['#1d3557', '#e63946', '#f1faee'],
  },
  {
    wall: '#f4efe9',
    floor: 'oak',
    bed: 'suite',
    light: 'day',
    win: 'left',
    head: 'tufted',
    headColor: '#c9b29a',
    linen: '#ffffff',
    accent: '#6b8f71',
    accent2: '#e9c8a0',
    curtain: '#efe8dc',
    art: ['#6b8f71', '#e9c8a0', '#a26769'],
  },
  {
    wall: '#5a4660',
    floor: 'carpet',
    bed: 'king',
    light: 'night',
    win: 'left',
    head: 'arch',
    headColor: '#d8c3a5',
    linen: '#f5f1ea',
    accent: '#c08552',
    accent2: '#e8d5b7',
    curtain: '#8c7a8f',
    art: ['#f3e9dc', '#c08552', '#895737'],
  },
  {
    wall: '#cfe0d6',
    floor: 'oak',
    bed: 'twin',
    light: 'dusk',
    win: 'left',
    head: 'arch',
    headColor: '#6f8f7f',
    linen: '#fdfcf8',
    accent: '#e29578',
    accent2: '#ffddd2',
    curtain: '#d8cdbd',
    art: ['#006d77', '#83c5be', '#e29578'],
  },
  {
    wall: '#8a5a44',
    floor: 'tile',
    bed: 'king',
    light: 'day',
    win: 'both',
    head: 'panel',
    headColor: '#efe3cf',
    linen: '#ffffff',
    accent: '#264653',
    accent2: '#e9c46a',
    curtain: '#f0e6d6',
    art: ['#264653', '#2a9d8f', '#e9c46a'],
  },
  {
    wall: '#e4e1ea',
    floor: 'walnut',
    bed: 'suite',
    light: 'dusk',
    win: 'right',
    head: 'slats',
    headColor: '#7a5c44',
    linen: '#ffffff',
    accent: '#5b5f97',
    accent2: '#ffc1cf',
    curtain: '#cfc8d8',
    art: ['#5b5f97', '#ffc1cf', '#b8b8d1'],
  },
];

const FLOORS = { oak: '#c79a68', walnut: '#6d4a33', carpet: '#8c8f94', tile: '#d8d0c2' };

function roomSvg(n) {
  const cfg = ROOMS[n - 1];
  const rng = makeRng(`room-${n}`);
  const { w: W, h: H } = CARD;
  const svg = new Svg(W, H);
  const wall = cfg.wall;
  const far = 1;
  const near = 1.9;
  const warm = cfg.light !== 'day';
  // Ceiling, side walls, back wall, floor.
  svg.add(rect(0, 0, W, H, lighten(wall, 0.3)));
  svg.add(
    poly(
      [P(70, 20, far), P(70, 20, near), P(70, FLOOR_Y, near), P(70, FLOOR_Y, far)],
      darken(wall, 0.16),
    ),
  );
  svg.add(
    poly(
      [P(730, 20, far), P(730, 20, near), P(730, FLOOR_Y, near), P(730, FLOOR_Y, far)],
      darken(wall, 0.1),
    ),
  );
  const [bwx0, bwy0] = P(70, 20, far);
  const [bwx1, bwy1] = P(730, FLOOR_Y, far);
  svg.add(
    rect(
      bwx0,
      bwy0,
      bwx1 - bwx0,
      bwy1 - bwy0,
      svg.linear([
        [0, lighten(wall, 0.06)],
        [1, darken(wall, 0.06)],
      ]),
    ),
  );
  if (n % 3 === 0) {
    // Subtle wallpaper stripes.
    let d = '';
    for (let x = bwx0 + 12; x < bwx1; x += 24) d += `M${f(x)},${f(bwy0)}V${f(bwy1)}`;
    svg.add(pathEl(d, 'none', `stroke="${darken(wall, 0.2)}" stroke-width="9" opacity="0.08"`));
  }
  if (n % 4 === 1) {
    // Wainscot panels on the lower wall.
    svg.add(rect(bwx0, 280, bwx1 - bwx0, 3, lighten(wall, 0.25)));
    for (let x = bwx0 + 10; x < bwx1 - 40; x += 60)
      svg.add(rect(x, 292, 48, 88, 'none', `stroke="${darken(wall, 0.12)}" stroke-width="1.5"`));
  }
  // Crown moulding.
  svg.add(rect(bwx0, bwy0, bwx1 - bwx0, 6, lighten(wall, 0.35)));
  const floorBase = FLOORS[cfg.floor];
  const floorPoly = [
    P(70, FLOOR_Y, far),
    P(730, FLOOR_Y, far),
    P(730, FLOOR_Y, near),
    P(70, FLOOR_Y, near),
  ];
  svg.add(
    poly(
      floorPoly,
      svg.linear(
        [
          [0, darken(floorBase, 0.12)],
          [1, lighten(floorBase, 0.04)],
        ],
        { y1: FLOOR_Y, y2: H, user: true },
      ),
    ),
  );
  if (cfg.floor === 'oak' || cfg.floor === 'walnut') {
    let d = '';
    for (let x = 70; x <= 730; x += 22) {
      const [ax, ay] = P(x, FLOOR_Y, far);
      const [bx, by] = P(x, FLOOR_Y, near);
      d += `M${f(ax)},${f(ay)}L${f(bx)},${f(by)}`;
      for (let k = 0; k < 3; k += 1) {
        const s = rng.range(far, near);
        const [jx, jy] = P(x, FLOOR_Y, s);
        const [kx] = P(x + 22, FLOOR_Y, s);
        d += `M${f(jx)},${f(jy)}H${f(kx)}`;
      }
    }
    svg.add(
      pathEl(d, 'none', `stroke="${darken(floorBase, 0.3)}" stroke-width="1" opacity="0.45"`),
    );
  } else if (cfg.floor === 'tile') {
    let d = '';
    for (let x = 70; x <= 730; x += 60) {
      const [ax, ay] = P(x, FLOOR_Y, far);
      const [bx, by] = P(x, FLOOR_Y, near);
      d += `M${f(ax)},${f(ay)}L${f(bx)},${f(by)}`;
    }
    for (let s = far; s < near; s *= 1.12) {
      const [ax, ay] = P(70, FLOOR_Y, s);
      const [bx] = P(730, FLOOR_Y, s);
      d += `M${f(ax)},${f(ay)}H${f(bx)}`;
    }
    svg.add(
      pathEl(d, 'none', `stroke="${darken(floorBase, 0.18)}" stroke-width="1.2" opacity="0.6"`),
    );
  }
  // Skirting board.
  svg.add(rect(bwx0, bwy1 - 8, bwx1 - bwx0, 8, lighten(wall, 0.4)));

  // Windows.
  const winAt = (cx, half) =>
    windowView(svg, rng, cx - half, 70, cx + half, 300, cfg.light, cfg.curtain);
  let bedCx = 420;
  let bedHw = 150;
  if (cfg.bed === 'suite') {
    bedCx = cfg.win === 'left' ? 530 : 290;
    bedHw = 125;
    winAt(cfg.win === 'left' ? 195 : 605, 70);
  } else if (cfg.bed === 'twin') {
    bedCx = cfg.win === 'left' ? 450 : 350;
    winAt(cfg.win === 'left' ? 150 : 650, 50);
  } else if (cfg.win === 'both') {
    bedCx = 400;
    bedHw = 130;
    winAt(145, 45);
    winAt(655, 45);
  } else {
    bedCx = cfg.win === 'left' ? 460 : 340;
    winAt(cfg.win === 'left' ? 160 : 640, 55);
  }
  // Daylight falling on the floor.
  if (cfg.light === 'day') {
    const wx = cfg.win === 'right' ? 640 : 160;
    svg.add(
      poly(
        [
          P(wx - 50, FLOOR_Y, 1),
          P(wx + 50, FLOOR_Y, 1),
          P(wx + 140, FLOOR_Y, 1.7),
          P(wx - 10, FLOOR_Y, 1.7),
        ],
        '#fff8e6',
        `opacity="0.22" filter="${svg.blur(8)}"`,
      ),
    );
  }

  // Art, sconces, furniture.
  const palette = cfg.art;
  if (cfg.bed === 'twin') {
    const gap = 115;
    wallArt(svg, rng, bedCx, 110, 180, 90, palette);
    nightstand(svg, bedCx - 30, bedCx + 30, '#7a5a40');
    lamp(svg, bedCx, 334, 1.1, '#e9dcc6', warm, 0.9);
    bed(svg, rng, bedCx - gap, 78, cfg);
    bed(svg, rng, bedCx + gap, 78, cfg);
  } else {
    wallArt(svg, rng, bedCx, 105, bedHw * 1.4, 95, palette);
    nightstand(svg, bedCx - bedHw - 82, bedCx - bedHw - 22, '#6e5038');
    nightstand(svg, bedCx + bedHw + 22, bedCx + bedHw + 82, '#6e5038');
    lamp(svg, bedCx - bedHw - 52, 334, 1.1, '#e9dcc6', warm);
    lamp(svg, bedCx + bedHw + 52, 334, 1.1, '#e9dcc6', warm);
    bed(svg, rng, bedCx, bedHw, cfg);
  }
  if (cfg.bed === 'suite') {
    const sx0 = cfg.win === 'left' ? 60 : 510;
    // Rug under the seating.
    svg.add(
      poly(
        [
          P(sx0 - 10, FLOOR_Y, 1.45),
          P(sx0 + 240, FLOOR_Y, 1.45),
          P(sx0 + 240, FLOOR_Y, 1.9),
          P(sx0 - 10, FLOOR_Y, 1.9),
        ],
        cfg.accent2,
        'opacity="0.75"',
      ),
    );
    sofa(svg, sx0, sx0 + 200, cfg.accent);
  } else {
    plant(svg, rng, cfg.win === 'right' ? 110 : 690, 1.25, 1);
  }
  // Lighting mood.
  if (cfg.light === 'night') svg.add(rect(0, 0, W, H, '#0b1030', 'opacity="0.28"'));
  if (cfg.light === 'dusk') svg.add(rect(0, 0, W, H, '#ff9a4a', 'opacity="0.07"'));
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(
        [
          [0.55, '#000', 0],
          [1, '#000', cfg.light === 'night' ? 0.4 : 0.22],
        ],
        { r: 0.75 },
      ),
    ),
  );
  return svg.render();
}

// ---------------------------------------------------------------------------
// Cars: side view facing right. Shapes are [x, height above ground, corner radius].

const CAR_TYPES = {
  sedan: {
    len: 620,
    wheels: [122, 500],
    r: 50,
    body: [
      [6, 30, 12],
      [0, 90, 14],
      [12, 108, 20],
      [128, 116, 24],
      [218, 180, 40],
      [352, 184, 40],
      [448, 124, 26],
      [588, 108, 30],
      [620, 80, 18],
      [614, 30, 12],
    ],
    glass: [
      [140, 118, 8],
      [224, 171, 16],
      [346, 175, 16],
      [432, 122, 6],
    ],
    pillars: [292],
    doors: [196, 292, 420],
    light: {
      head: [
        [596, 104],
        [618, 96],
        [616, 86],
        [584, 98],
      ],
      tail: [
        [2, 104],
        [26, 108],
        [24, 94],
        [2, 92],
      ],
    },
  },
  hatchback: {
    len: 500,
    wheels: [88, 412],
    r: 46,
    body: [
      [6, 28, 12],
      [0, 96, 12],
      [6, 152, 16],
      [40, 178, 36],
      [238, 184, 36],
      [322, 128, 24],
      [460, 110, 30],
      [500, 80, 18],
      [494, 28, 12],
    ],
    glass: [
      [24, 120, 6],
      [46, 168, 14],
      [234, 174, 14],
      [306, 124, 6],
    ],
    pillars: [76, 184],
    doors: [184, 304],
    light: {
      head: [
        [476, 106],
        [498, 96],
        [496, 86],
        [466, 100],
      ],
      tail: [
        [1, 140],
        [14, 142],
        [12, 112],
        [1, 110],
      ],
    },
  },
  suv: {
    len: 620,
    wheels: [116, 496],
    r: 60,
    body: [
      [6, 48, 12],
      [0, 132, 12],
      [4, 208, 14],
      [26, 236, 24],
      [404, 240, 30],
      [482, 168, 24],
      [592, 154, 26],
      [620, 122, 14],
      [614, 48, 12],
    ],
    glass: [
      [20, 164, 6],
      [30, 226, 10],
      [398, 228, 12],
      [466, 168, 6],
    ],
    pillars: [100, 272],
    doors: [108, 272, 470],
    rails: true,
    light: {
      head: [
        [596, 152],
        [620, 140],
        [618, 128],
        [584, 142],
      ],
      tail: [
        [1, 194],
        [14, 196],
        [12, 152],
        [1, 150],
      ],
    },
  },
  van: {
    len: 670,
    wheels: [124, 540],
    r: 52,
    body: [
      [6, 34, 12],
      [0, 244, 16],
      [20, 266, 24],
      [504, 266, 30],
      [606, 176, 30],
      [648, 150, 20],
      [670, 110, 14],
      [664, 34, 12],
    ],
    glass: [
      [22, 170, 6],
      [26, 250, 8],
      [500, 250, 12],
      [588, 170, 6],
    ],
    pillars: [150, 290, 430, 470],
    doors: [290, 430, 590],
    slide: true,
    light: {
      head: [
        [650, 148],
        [670, 130],
        [668, 120],
        [640, 138],
      ],
      tail: [
        [1, 200],
        [12, 202],
        [12, 150],
        [1, 148],
      ],
    },
  },
  coupe: {
    len: 600,
    wheels: [116, 482],
    r: 50,
    body: [
      [6, 26, 12],
      [0, 84, 14],
      [18, 104, 20],
      [112, 112, 30],
      [256, 164, 46],
      [330, 162, 36],
      [424, 112, 24],
      [572, 96, 30],
      [600, 70, 18],
      [594, 26, 12],
    ],
    glass: [
      [152, 112, 6],
      [258, 154, 16],
      [324, 154, 12],
      [410, 114, 6],
    ],
    pillars: [],
    doors: [258, 420],
    light: {
      head: [
        [578, 92],
        [600, 82],
        [598, 74],
        [566, 86],
      ],
      tail: [
        [2, 98],
        [30, 104],
        [28, 92],
        [2, 88],
      ],
    },
  },
  convertible: {
    len: 590,
    wheels: [112, 472],
    r: 48,
    body: [
      [6, 26, 12],
      [0, 86, 14],
      [14, 104, 16],
      [210, 110, 10],
      [330, 112, 10],
      [420, 110, 18],
      [560, 96, 28],
      [590, 70, 18],
      [584, 26, 12],
    ],
    glass: null,
    pillars: [],
    doors: [250, 400],
    open: true,
    light: {
      head: [
        [568, 92],
        [590, 82],
        [588, 74],
        [556, 86],
      ],
      tail: [
        [2, 98],
        [26, 102],
        [24, 90],
        [2, 86],
      ],
    },
  },
};

const CARS = [
  { type: 'sedan', color: '#c0262d', rim: 'five' },
  { type: 'suv', color: '#2a2e35', rim: 'multi' },
  { type: 'hatchback', color: '#f0b400', rim: 'five' },
  { type: 'van', color: '#eeeeea', rim: 'cap' },
  { type: 'coupe', color: '#e4601b', rim: 'multi' },
  { type: 'convertible', color: '#7c1d2f', rim: 'five' },
  { type: 'sedan', color: '#b9bfc7', rim: 'multi' },
  { type: 'suv', color: '#f3f3f0', rim: 'five' },
  { type: 'hatchback', color: '#13888a', rim: 'multi' },
  { type: 'van', color: '#1f4f8f', rim: 'cap' },
  { type: 'coupe', color: '#1f2d5a', rim: 'five' },
  { type: 'convertible', color: '#7fb4d8', rim: 'multi' },
];

function wheel(svg, cx, cy, r, rim) {
  let inner = circle(cx, cy, r, '#1b1c20');
  inner += circle(cx, cy, r * 0.93, 'none', `stroke="#2b2d33" stroke-width="${f(r * 0.08)}"`);
  const rr = r * 0.64;
  if (rim === 'cap') {
    inner += circle(
      cx,
      cy,
      rr,
      svg.radial([
        [0, '#f2f3f5'],
        [0.7, '#c9ccd2'],
        [1, '#8d929b'],
      ]),
    );
    for (let i = 0; i < 8; i += 1) {
      const a = (i * Math.PI) / 4;
      inner += circle(
        cx + Math.cos(a) * rr * 0.62,
        cy + Math.sin(a) * rr * 0.62,
        rr * 0.14,
        '#9aa0a8',
      );
    }
  } else {
    inner += circle(cx, cy, rr, '#2d3036');
    inner += circle(cx, cy, rr * 0.7, '#6d7179');
    const spokes = rim === 'five' ? 5 : 10;
    const width = rim === 'five' ? rr * 0.26 : rr * 0.1;
    for (let i = 0; i < spokes; i += 1) {
      const a = (i * 2 * Math.PI) / spokes - Math.PI / 2;
      inner += line(
        cx,
        cy,
        cx + Math.cos(a) * rr * 0.95,
        cy + Math.sin(a) * rr * 0.95,
        '#d3d7dd',
        f(width),
        'stroke-linecap="round"',
      );
    }
    inner += circle(cx, cy, rr, 'none', `stroke="#c6cad1" stroke-width="${f(rr * 0.1)}"`);
  }
  inner += circle(cx, cy, rr * 0.2, '#eef0f3');
  inner += circle(cx, cy, rr * 0.08, '#6d7179');
  // Top-light on the tyre.
  inner += pathEl(
    `M${f(cx - r * 0.8)},${f(cy - r * 0.55)}A${f(r)},${f(r)} 0 0 1 ${f(cx + r * 0.8)},${f(cy - r * 0.55)}`,
    'none',
    `stroke="#ffffff" stroke-width="1.5" opacity="0.12"`,
  );
  svg.add(inner);
}

function carSvg(n) {
  const cfg = CARS[n - 1];
  const t = CAR_TYPES[cfg.type];
  const { w: W, h: H } = CARD;
  const svg = new Svg(W, H);
  const G = 408;
  const x0 = W / 2 - t.len / 2;
  const X = (x) => x0 + x;
  const Y = (y) => G - y;
  const map = (list) => list.map(([x, y, r = 0]) => [X(x), Y(y), r]);
  const color = cfg.color;
  const lum = hexToRgb(color).reduce((a, b) => a + b, 0) / 765;

  // Studio backdrop: wall fading into the floor.
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

  // Glass house.
  if (t.glass) {
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
    svg.add(
      pathEl(glassD, 'none', `stroke="${darken(color, 0.55)}" stroke-width="3" opacity="0.6"`),
    );
  } else if (t.open) {
    // Open top: seats, a folded hood and the windscreen frame.
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
  for (const wx of t.wheels) wheel(svg, X(wx), Y(t.r), t.r, cfg.rim);
  return svg.render();
}

// ---------------------------------------------------------------------------
// Placeholder

function placeholderSvg() {
  const { w: W, h: H } = CARD;
  const svg = new Svg(W, H);
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, '#eceef1'],
        [1, '#dcdfe4'],
      ]),
    ),
  );
  const cx = W / 2;
  const cy = H / 2;
  const fw = 200;
  const fh = 150;
  const ink = '#a3a9b3';
  svg.add(
    rect(cx - fw / 2, cy - fh / 2, fw, fh, '#f4f5f7', `rx="16" stroke="${ink}" stroke-width="10"`),
  );
  svg.add(circle(cx + 42, cy - 28, 16, ink));
  svg.add(
    group(
      poly(
        [
          [cx - fw / 2 + 14, cy + fh / 2 - 14],
          [cx - 26, cy - 8],
          [cx + 24, cy + fh / 2 - 14],
        ],
        ink,
      ) +
        poly(
          [
            [cx - 4, cy + fh / 2 - 14],
            [cx + 40, cy + 18],
            [cx + fw / 2 - 14, cy + fh / 2 - 14],
          ],
          lighten(ink, 0.2),
        ),
      `clip-path="${svg.clip(rect(cx - fw / 2 + 5, cy - fh / 2 + 5, fw - 10, fh - 10, '#fff', 'rx="11"'))}"`,
    ),
  );
  return svg.render();
}

// ---------------------------------------------------------------------------
// Hero scenes (1920×1080)

function heroShade(svg) {
  const { w: W, h: H } = HERO;
  // Darken the lower-left, where the headline sits, and a touch along the bottom.
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.radial(
        [
          [0, '#05060c', 0.72],
          [0.45, '#05060c', 0.42],
          [1, '#05060c', 0],
        ],
        { cx: 0, cy: H, r: 1500, user: true },
      ),
    ),
  );
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0.55, '#000', 0],
        [1, '#000', 0.35],
      ]),
    ),
  );
}

function heroLagos() {
  const rng = makeRng('hero-1');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
  const horizon = 690;
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
  // Far skyline then the near one with lit windows.
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
  // Cable-stayed bridge across the lagoon.
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
  // Water with reflections.
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
  // A fisherman's canoe.
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
  heroShade(svg);
  return svg.render();
}

function heroRock() {
  const rng = makeRng('hero-2');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
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
  // The monolith: a steep shadowed west face, a broad crown, a long lit east flank.
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
  // Mist over the base.
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
  heroShade(svg);
  return svg.render();
}

function heroBeach() {
  const rng = makeRng('hero-3');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
  const horizon = 560;
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
  // Sea.
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
  // Shoreline: wet sand, foam, dry sand.
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
  // A painted fishing canoe drawn up on the sand.
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
  // Palms leaning in from the left, and their shadows.
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
  heroShade(svg);
  return svg.render();
}

function heroSavannah() {
  const rng = makeRng('hero-4');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
  const horizon = 740;
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
  heroShade(svg);
  return svg.render();
}

function heroCityNight() {
  const rng = makeRng('hero-5');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
  const base = 800;
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
  // Three layers of towers, nearer ones darker with more lights.
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
  // Highway with light trails.
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
  // Bokeh.
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
  heroShade(svg);
  return svg.render();
}

function heroWaterfall() {
  const rng = makeRng('hero-6');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
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
  // Cliff: a ragged rock wall.
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
  // Forest crowning the cliff and covering the slopes either side of it.
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
  // The falls: a main cascade and a thinner one.
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
  // Plunge pool with boulders.
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
  // Foreground foliage framing both sides (heavier on the left, under the headline).
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
  birds(svg, rng, 1560, 200, 4, 60, 12, '#3a4a44');
  heroShade(svg);
  return svg.render();
}

function heroResort() {
  const rng = makeRng('hero-7');
  const { w: W, h: H } = HERO;
  const svg = new Svg(W, H);
  const horizon = 540;
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
  // Sea beyond the infinity edge.
  const edge = horizon + 80;
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
  // The pool, with the sky and the sun mirrored near its edge.
  const deckY = 900;
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
  // Stone deck in the foreground with its coping.
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
  // Loungers and an umbrella on the right, a palm shadow across the deck.
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
  heroShade(svg);
  return svg.render();
}

const HEROES = [
  heroLagos,
  heroRock,
  heroBeach,
  heroSavannah,
  heroCityNight,
  heroWaterfall,
  heroResort,
];

// ---------------------------------------------------------------------------
// Output

const written = [];
// `node scripts/make-demo-images.mjs hero-3 car-` redraws only the files whose names contain one of the words.
const only = process.argv.slice(2);
const wanted = (rel) => only.length === 0 || only.some((word) => rel.includes(word));

async function save(rel, buffer) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const same = fs.existsSync(file) && fs.readFileSync(file).equals(buffer);
  if (!same) fs.writeFileSync(file, buffer);
  written.push({ rel, bytes: buffer.length });
  console.log(
    `${same ? 'unchanged' : 'wrote    '} ${rel} (${(buffer.length / 1024).toFixed(1)} KiB)`,
  );
}

const toWebp = (input, resize) => {
  let img = sharp(input);
  if (resize) img = img.resize(resize.w, resize.h, { fit: 'cover' });
  return img.webp(WEBP).toBuffer();
};

const two = (n) => String(n).padStart(2, '0');

async function card(rel, draw) {
  if (wanted(rel)) await save(rel, await toWebp(Buffer.from(draw())));
}

async function main() {
  for (let n = 1; n <= HOTELS.length; n += 1)
    await card(`${DEMO_DIR}/hotels/hotel-${two(n)}.webp`, () => hotelSvg(n));
  for (let n = 1; n <= ROOMS.length; n += 1)
    await card(`${DEMO_DIR}/rooms/room-${two(n)}.webp`, () => roomSvg(n));
  for (let n = 1; n <= CARS.length; n += 1)
    await card(`${DEMO_DIR}/cars/car-${two(n)}.webp`, () => carSvg(n));
  await card(`${DEMO_DIR}/placeholder.webp`, placeholderSvg);
  for (let n = 1; n <= HEROES.length; n += 1) {
    const big = `${HERO_DIR}/hero-${n}.webp`;
    const small = `${HERO_DIR}/hero-${n}-small.webp`;
    if (!wanted(big) && !wanted(small)) continue;
    const png = await sharp(Buffer.from(HEROES[n - 1]()))
      .png()
      .toBuffer();
    await save(big, await toWebp(png));
    await save(small, await toWebp(png, HERO_SMALL));
  }
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(`${written.length} files, ${total} bytes (${(total / 1024 / 1024).toFixed(2)} MiB)`);
}

await main();
