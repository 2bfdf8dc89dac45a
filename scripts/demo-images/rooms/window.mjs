// A window in the back wall: the view (day hills and town, or a dusk or night
// skyline with lit windows and stars), glazing bars, a sill and curtains.
import { darken, lighten } from '../colour.mjs';
import { ridge, ridgePath } from '../geometry.mjs';
import { circle, ellipse, group, pathEl, poly, rect } from '../svg.mjs';
import { FLOOR_Y, P } from './perspective.mjs';

export function windowView(svg, rng, x0, y0, x1, y1, light, curtain) {
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
