// A tiny SVG builder: the Svg document (gradients, blurs, clips, parts) and
// one-line element helpers (rect, circle, ellipse, polygon, path, line, group).

export const f = (n) => String(Math.round(n * 10) / 10);
const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const stopsXml = (stops) =>
  stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');

export class Svg {
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
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const poly = (list, fill, extra = '') =>
  `<polygon points="${pts(list)}" fill="${fill}"${attrs(extra)}/>`;
export const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const line = (x1, y1, x2, y2, stroke, width, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}"${attrs(extra)}/>`;
export const group = (inner, extra = '') => `<g${attrs(extra)}>${inner}</g>`;
