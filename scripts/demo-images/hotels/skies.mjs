// Hotel skies by time of day (dawn, noon, dusk), the tint that shifts colours
// towards that light, and the window-glass fills for each time.
import { mix } from '../colour.mjs';

export const SKIES = {
  dawn: {
    stops: [
      [0, '#5d7cbd'],
      [0.45, '#b9a3c9'],
      [0.78, '#f4bea3'],
      [1, '#ffe3bb'],
    ],
    sun: '#fff3d0',
    glow: '#ffc890',
    haze: '#d9b7b8',
    cloud: '#ffe1d4',
    lawn: '#6e8c4e',
  },
  noon: {
    stops: [
      [0, '#2b73cc'],
      [0.55, '#79b5ea'],
      [1, '#d3ebfa'],
    ],
    sun: '#fffbe8',
    glow: '#ffffff',
    haze: '#b4cfe6',
    cloud: '#ffffff',
    lawn: '#6a9a45',
  },
  dusk: {
    stops: [
      [0, '#1c2150'],
      [0.42, '#5a3a79'],
      [0.76, '#d86f5a'],
      [1, '#ffc47c'],
    ],
    sun: '#ffd38e',
    glow: '#ff9c5c',
    haze: '#7d5584',
    cloud: '#f0a08c',
    lawn: '#3c4b36',
  },
};

export const tint = (color, time) =>
  time === 'dusk'
    ? mix(color, '#3b2f5e', 0.36)
    : time === 'dawn'
      ? mix(color, '#f0b49a', 0.12)
      : color;

export function glassFills(svg, time) {
  const day = svg.linear([
    [0, '#d4e8f7'],
    [0.45, '#86abcc'],
    [1, '#4d7196'],
  ]);
  const dayDark = svg.linear([
    [0, '#9fb7cc'],
    [1, '#3f5a78'],
  ]);
  const dawn = svg.linear([
    [0, '#f3d0bd'],
    [0.55, '#8f9bbb'],
    [1, '#57638b'],
  ]);
  const dark = svg.linear([
    [0, '#3d4669'],
    [1, '#242a45'],
  ]);
  const lit = svg.linear([
    [0, '#ffe9b5'],
    [1, '#f2b55e'],
  ]);
  return (rng) => {
    if (time === 'noon') return rng.chance(0.18) ? dayDark : day;
    if (time === 'dawn') return rng.chance(0.16) ? lit : dawn;
    return rng.chance(0.55) ? lit : dark;
  };
}
