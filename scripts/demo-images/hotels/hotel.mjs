// A hotel card: the sky with sun and clouds (or evening streaks and birds), the
// buildings for its style, the foreground (a pool deck, or a lawn with a
// driveway), framing palms and a vignette.
import { darken, lighten } from '../colour.mjs';
import { palm } from '../palm.mjs';
import { makeRng } from '../random.mjs';
import { birds, cloud, shrub, streak, sun } from '../scenery.mjs';
import { CARD } from '../sizes.mjs';
import { poly, rect, Svg } from '../svg.mjs';
import { boutiqueBlock, highriseBlock, midriseBlock, resortBlock } from './blocks.mjs';
import { HOTELS } from './config.mjs';
import { lounger, pool, streetLamp, umbrella } from './props.mjs';
import { SKIES, tint } from './skies.mjs';

const { w: W, h: H } = CARD;
const BLOCKS = {
  highrise: highriseBlock,
  midrise: midriseBlock,
  boutique: boutiqueBlock,
  resort: resortBlock,
};

export function hotelSvg(n) {
  const cfg = HOTELS[n - 1];
  const rng = makeRng(`hotel-${n}`);
  const svg = new Svg(W, H);
  const { time } = cfg;
  const shift = cfg.shift ?? 0;
  const sky = SKIES[time];
  const ground = cfg.style === 'resort' ? 365 : 432;
  svg.add(rect(0, 0, W, H, svg.linear(sky.stops, { y2: ground, user: true })));
  hotelSky(svg, rng, { time, shift, sky, ground });
  const entrance = BLOCKS[cfg.style](svg, rng, { cfg, time, shift, sky, ground });
  // Foreground.
  if (cfg.style === 'resort') poolDeck(svg, rng, cfg, ground);
  else lawnAndDriveway(svg, rng, { time, sky, ground, entrance });
  if (cfg.palms === 'both' || cfg.palms === 'left') palmAt(svg, rng, time, 'left', true);
  if (cfg.palms === 'both' || cfg.palms === 'right') palmAt(svg, rng, time, 'right', true);
  if (cfg.palms === 'left') palmAt(svg, rng, time, 'left', false);
  if (cfg.palms === 'right') palmAt(svg, rng, time, 'right', false);
  vignette(svg);
  return svg.render();
}

/** Sun and clouds, on the side away from the main building. */
function hotelSky(svg, rng, { time, shift, sky, ground }) {
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
}

/** Resort foreground: a sand-coloured deck, the pool, loungers and umbrellas. */
function poolDeck(svg, rng, cfg, ground) {
  const { time } = cfg;
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
}

/** Lawn with shrubs, a driveway up to the entrance, and two street lamps. */
function lawnAndDriveway(svg, rng, { time, sky, ground, entrance }) {
  const lawn = tint(sky.lawn, time);
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

/** A framing palm at the left or right edge; a small one stands further in. */
function palmAt(svg, rng, time, side, big) {
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
}

/** Soft vignette. */
function vignette(svg) {
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
}
