// The hero scenes in the order of their files (hero-1 … hero-7).
import { heroBeach } from './beach.mjs';
import { heroCityNight } from './city-night.mjs';
import { heroLagos } from './lagos.mjs';
import { heroResort } from './resort.mjs';
import { heroRock } from './rock.mjs';
import { heroSavannah } from './savannah.mjs';
import { heroWaterfall } from './waterfall.mjs';

export const HEROES = [
  heroLagos,
  heroRock,
  heroBeach,
  heroSavannah,
  heroCityNight,
  heroWaterfall,
  heroResort,
];
