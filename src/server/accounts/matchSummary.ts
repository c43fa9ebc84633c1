/**
 * A finished match as each of its signed-in players' history keeps it (docs/protocol.md
 * `MatchSummary`): who sat where, the player's rank among the sides, partners and opponents.
 */
import type { MatchSummary, SummaryPlace } from '../../protocol/profiles.js';
import { type Standing, standing } from '../../ratings/standing.js';
import type { EndedMatch } from '../people.js';

export interface PlaceStanding {
  rank: number;
  of: number;
  partners: number[];
  opponents: number[];
}

/** Each place's rank and sides, from the result's teams (`standing`: partnerships or each alone). */
export function placeStandings(m: EndedMatch): PlaceStanding[] {
  const s: Standing = standing(m.result);
  return m.places.map((_, place) => {
    const team = s.teams.findIndex((t) => t.includes(place));
    return {
      rank: team < 0 ? s.teams.length : s.ranks[team],
      of: s.teams.length,
      partners: team < 0 ? [] : s.teams[team].filter((p) => p !== place),
      opponents: s.teams.flatMap((t, i) => (i === team ? [] : t)),
    };
  });
}

const placeOf = (p: EndedMatch['places'][number]): SummaryPlace => ({
  name: p.name,
  ...(p.bot !== null && { bot: p.bot }),
  ...(p.accountId !== null && { signedIn: true as const }),
});

export function matchSummary(
  m: EndedMatch,
  place: number,
  st: PlaceStanding,
  rating?: { before: number; after: number },
): MatchSummary {
  const name = (p: number) => m.places[p]?.name ?? '';
  return {
    tableId: m.tableId,
    match: m.match,
    game: m.game,
    endedAt: new Date(m.endedAt).toISOString(),
    rated: m.rated,
    places: m.places.map(placeOf),
    place,
    rank: st.rank,
    of: st.of,
    partners: st.partners.map(name),
    opponents: st.opponents.map(name),
    ...(rating && { rating }),
  };
}
