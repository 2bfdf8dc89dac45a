// The buildings of a hotel card, one layout per style, each with its backdrop
// (skyline, tree line or hills); each returns where the entrance is.
import { darken, lighten, mix } from '../colour.mjs';
import { ridge, ridgePath } from '../geometry.mjs';
import { distantSkyline, treeline } from '../scenery.mjs';
import { CARD } from '../sizes.mjs';
import { circle, pathEl } from '../svg.mjs';
import { building } from './building.mjs';
import { flagPole } from './props.mjs';
import { tint } from './skies.mjs';

const { w: W } = CARD;

/** A tower with a wing behind it and a long podium in front, before a skyline. */
export function highriseBlock(svg, rng, { cfg, time, shift, sky, ground }) {
  const wall = cfg.wall;
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
  return tx - 80 + (tw + 150) / 2;
}

/** A long balconied block between two skylines, with flag poles beside it. */
export function midriseBlock(svg, rng, { cfg, time, shift, sky, ground }) {
  const wall = cfg.wall;
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
  const entrance = bx + 235;
  const fx = shift > 0 ? bx - 70 : bx + 530;
  for (let i = 0; i < 3; i += 1) flagPole(svg, fx + i * 22, ground + 6, 95, time);
  return entrance;
}

/** A low arched townhouse with bougainvillea spilling over its corner. */
export function boutiqueBlock(svg, rng, { cfg, time, shift, ground }) {
  const wall = cfg.wall;
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
  const entrance = bx + 215;
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
  return entrance;
}

/** Resort: a long low building with tiled roofs (the pool is in the foreground). */
export function resortBlock(svg, rng, { cfg, time, sky, ground }) {
  const wall = cfg.wall;
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
  return W / 2;
}
