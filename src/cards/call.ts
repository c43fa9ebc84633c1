import { err, ok, type Result } from './result.js';

/** Strains in bidding order, low to high. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];
export type StrainIndex = 0 | 1 | 2 | 3 | 4;

export type Call =
  | { kind: 'pass' }
  | { kind: 'double' }
  | { kind: 'redouble' }
  | { kind: 'bid'; level: number; strain: StrainIndex };

/** Suit index (S H D C = 0..3) of a suit strain; NT has none. */
export const strainSuit = (strain: StrainIndex): number | null => (strain === 4 ? null : 3 - strain);

/** Parses `P`, `X`, `XX`, `1C` … `7NT`, and `0NT`; lower case and `PASS` accepted. */
export function parseCall(text: string): Result<Call> {
  const s = text.trim().toUpperCase();
  if (s === 'P' || s === 'PASS') return ok({ kind: 'pass' });
  if (s === 'X') return ok({ kind: 'double' });
  if (s === 'XX') return ok({ kind: 'redouble' });
  const m = /^([0-7])(C|D|H|S|NT|N)$/.exec(s);
  if (!m) return err(`not a call: "${text}"`);
  const strain = STRAINS.indexOf((m[2] === 'N' ? 'NT' : m[2]) as Strain) as StrainIndex;
  const level = Number(m[1]);
  if (level === 0 && strain !== 4) return err(`not a call: "${text}" (level 0 exists only as 0NT)`);
  return ok({ kind: 'bid', level, strain });
}

export function formatCall(c: Call): string {
  switch (c.kind) {
    case 'pass':
      return 'P';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${c.level}${STRAINS[c.strain]}`;
  }
}
