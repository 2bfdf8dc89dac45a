// Path and quad geometry: outlines with rounded corners, smooth ridge lines,
// and points and sub-quads inside a four-cornered shape.
import { f } from './svg.mjs';

/** A closed path through `list`, each corner rounded by its own radius ([x, y, r]). */
export function roundedPath(list) {
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
export function ridgePath(points, bottom) {
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

export function ridge(rng, x0, x1, baseY, amp, steps) {
  const list = [];
  for (let i = 0; i <= steps; i += 1) {
    list.push([x0 + ((x1 - x0) * i) / steps, baseY - rng.range(0, amp)]);
  }
  return list;
}

// Bilinear point inside a quad [tl, tr, br, bl].
export function lerpQuad(q, u, v) {
  const tx = q[0][0] + (q[1][0] - q[0][0]) * u;
  const ty = q[0][1] + (q[1][1] - q[0][1]) * u;
  const bx = q[3][0] + (q[2][0] - q[3][0]) * u;
  const by = q[3][1] + (q[2][1] - q[3][1]) * u;
  return [tx + (bx - tx) * v, ty + (by - ty) * v];
}
export const subQuad = (q, u0, v0, u1, v1) => [
  lerpQuad(q, u0, v0),
  lerpQuad(q, u1, v0),
  lerpQuad(q, u1, v1),
  lerpQuad(q, u0, v1),
];
