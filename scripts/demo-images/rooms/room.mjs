// A room card: walls and floor, the windows for the bed layout, daylight on the
// floor, art and furniture, then the lighting mood (night, dusk) and a vignette.
import { darken, lighten } from '../colour.mjs';
import { makeRng } from '../random.mjs';
import { CARD } from '../sizes.mjs';
import { f, pathEl, poly, rect, Svg } from '../svg.mjs';
import { bed } from './bed.mjs';
import { FLOORS, ROOMS } from './config.mjs';
import { lamp, nightstand, plant, sofa, wallArt } from './furniture.mjs';
import { FLOOR_Y, P } from './perspective.mjs';
import { windowView } from './window.mjs';

const { w: W, h: H } = CARD;
// Depth of the back wall and of the room's near edge.
const far = 1;
const near = 1.9;

export function roomSvg(n) {
  const cfg = ROOMS[n - 1];
  const rng = makeRng(`room-${n}`);
  const svg = new Svg(W, H);
  const warm = cfg.light !== 'day';
  const back = walls(svg, n, cfg.wall);
  floor(svg, rng, cfg, back);
  const { bedCx, bedHw } = windows(svg, rng, cfg);
  daylight(svg, cfg);
  furnish(svg, rng, cfg, bedCx, bedHw, warm);
  mood(svg, cfg);
  return svg.render();
}

/** Ceiling, side walls and the back wall; returns the back wall's corners. */
function walls(svg, n, wall) {
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
  return { bwx0, bwx1, bwy1 };
}

/** The floor (planks or tiles) and the skirting board. */
function floor(svg, rng, cfg, { bwx0, bwx1, bwy1 }) {
  const wall = cfg.wall;
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
}

/** The windows for the bed layout; returns where the bed stands (centre, half width). */
function windows(svg, rng, cfg) {
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
  return { bedCx, bedHw };
}

/** Daylight falling on the floor. */
function daylight(svg, cfg) {
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
}

/** Art, sconces, furniture. */
function furnish(svg, rng, cfg, bedCx, bedHw, warm) {
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
}

/** Lighting mood. */
function mood(svg, cfg) {
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
}
