/**
 * The duplicate bridge score table as published with the Laws of Duplicate Bridge (and printed
 * on every score card), typed in as literal numbers — never computed — so that the scoring
 * code is checked against the published figures.
 *
 * MADE[strain][doubling]: score for making exactly 1..7 (index 0..6), not vulnerable / vulnerable.
 * Doubling: '' undoubled, 'X' doubled, 'XX' redoubled.
 */
export type Strain = 'C' | 'D' | 'H' | 'S' | 'NT';
export type Doubling = '' | 'X' | 'XX';
type Row = { nv: number[]; v: number[] };

const MINOR: Record<Doubling, Row> = {
  '': { nv: [70, 90, 110, 130, 400, 920, 1440], v: [70, 90, 110, 130, 600, 1370, 2140] },
  X: { nv: [140, 180, 470, 510, 550, 1090, 1630], v: [140, 180, 670, 710, 750, 1540, 2330] },
  XX: { nv: [230, 560, 640, 720, 800, 1380, 1960], v: [230, 760, 840, 920, 1000, 1830, 2660] },
};

const MAJOR: Record<Doubling, Row> = {
  '': { nv: [80, 110, 140, 420, 450, 980, 1510], v: [80, 110, 140, 620, 650, 1430, 2210] },
  X: { nv: [160, 470, 530, 590, 650, 1210, 1770], v: [160, 670, 730, 790, 850, 1660, 2470] },
  XX: { nv: [520, 640, 760, 880, 1000, 1620, 2240], v: [720, 840, 960, 1080, 1200, 2070, 2940] },
};

const NOTRUMP: Record<Doubling, Row> = {
  '': { nv: [90, 120, 400, 430, 460, 990, 1520], v: [90, 120, 600, 630, 660, 1440, 2220] },
  X: { nv: [180, 490, 550, 610, 670, 1230, 1790], v: [180, 690, 750, 810, 870, 1680, 2490] },
  XX: { nv: [560, 680, 800, 920, 1040, 1660, 2280], v: [760, 880, 1000, 1120, 1240, 2110, 2980] },
};

export const MADE: Record<Strain, Record<Doubling, Row>> = {
  C: MINOR,
  D: MINOR,
  H: MAJOR,
  S: MAJOR,
  NT: NOTRUMP,
};

/** Value of each overtrick. */
export const OVERTRICK: Record<Strain, Record<Doubling, { nv: number; v: number }>> = {
  C: { '': { nv: 20, v: 20 }, X: { nv: 100, v: 200 }, XX: { nv: 200, v: 400 } },
  D: { '': { nv: 20, v: 20 }, X: { nv: 100, v: 200 }, XX: { nv: 200, v: 400 } },
  H: { '': { nv: 30, v: 30 }, X: { nv: 100, v: 200 }, XX: { nv: 200, v: 400 } },
  S: { '': { nv: 30, v: 30 }, X: { nv: 100, v: 200 }, XX: { nv: 200, v: 400 } },
  NT: { '': { nv: 30, v: 30 }, X: { nv: 100, v: 200 }, XX: { nv: 200, v: 400 } },
};

/** Penalty to the defenders for going down 1..13 (index 0..12), any strain. */
export const UNDERTRICKS: Record<Doubling, Row> = {
  '': {
    nv: [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    v: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
  },
  X: {
    nv: [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    v: [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  },
  XX: {
    nv: [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    v: [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
  },
};
