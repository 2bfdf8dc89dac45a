// Picture sizes: the demo cards (hotels, rooms, cars, placeholder) and the hero scenes.

export const CARD = { w: 800, h: 533 };
export const HERO = { w: 1920, h: 1080 };
export const HERO_SMALL = { w: 768, h: 432 };
