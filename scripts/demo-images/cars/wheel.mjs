// A car wheel: tyre, rim (hub cap, five spokes or multi-spoke), hub and a top-light.
import { circle, f, line, pathEl } from '../svg.mjs';

export function wheel(svg, cx, cy, r, rim) {
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
