// A hotel building: its shadow, a receding side face, the front face and the
// lobby at street level; the upper facade is in facade.mjs, the roof in roof.mjs.
import { darken, lighten } from '../colour.mjs';
import { lerpQuad, subQuad } from '../geometry.mjs';
import { ellipse, f, pathEl, poly, rect } from '../svg.mjs';
import { curtainWall, windowRows } from './facade.mjs';
import { roofTop } from './roof.mjs';
import { glassFills, tint } from './skies.mjs';

/**
 * A building: front face (axis aligned) plus an optional receding right side.
 * Window styles: punched, curtain, balcony, arched.
 */
export function building(svg, rng, b) {
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
  if (depth > 0)
    sideFace(svg, rng, { x, baseY, w, floors, floorH, top, depth, sideCols, style, wallT, glass });
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
  const face = { x, w, top, upperBottom, floors, floorH, cols, style, accent, time, wallT, glass };
  if (style === 'curtain') curtainWall(svg, rng, face);
  else windowRows(svg, rng, face);
  // Ground floor / lobby.
  if (lobby && groundH > 0)
    lobbyFront(svg, { x, w, baseY, groundH, floorH, upperBottom, accent, time, wallT });
  // Roof.
  roofTop(svg, { x, w, top, depth, roof, accent, time, wallT });
  return { top };
}

/** The receding right side, with a grid of windows on the upper floors. */
function sideFace(
  svg,
  rng,
  { x, baseY, w, floors, floorH, top, depth, sideCols, style, wallT, glass },
) {
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

/** Ground floor: lit lobby glass with mullions, a canopy and a blank sign plate. */
function lobbyFront(svg, { x, w, baseY, groundH, floorH, upperBottom, accent, time, wallT }) {
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
