// One-point perspective for the rooms: the back wall is at depth 1 and the
// viewer at depth ~1.8; P() places a point at a depth, plus boxes and floor shadows.
import { darken, lighten } from '../colour.mjs';
import { ellipse, poly, rect } from '../svg.mjs';

export const VP = [400, 205];
export const FLOOR_Y = 390;
export const P = (x, y, s) => [VP[0] + (x - VP[0]) * s, VP[1] + (y - VP[1]) * s];

/** A box in room space: x0..x1, y0 (top)..y1 (bottom), depth s0 (far)..s1 (near). */
export function box(svg, { x0, x1, y0, y1, s0, s1, fill, top, side, front, rx = 0 }) {
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

export function floorShadow(svg, x0, x1, s0, s1, opacity = 0.35) {
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
