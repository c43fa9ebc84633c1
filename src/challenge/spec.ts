/**
 * A challenge of one's own, as a club or a family describes it (a form, an upload, a request
 * body): checked here once, so every program that takes one refuses the same things alike.
 */
import { z } from 'zod';
import { parseCardList } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import { describeZodError } from '../protocol/messages.js';
import {
  CHALLENGE_GAMES,
  type Challenge,
  type HandsBoard,
  handsChallenge,
  seededChallenge,
} from './boards.js';

/** At most this many boards from a file: a long club evening, not a whole season. */
export const MAX_HANDS_BOARDS = 64;

const HAND_GAMES = ['bridge', 'bondebridge'] as const;

const handsBoard = z.object({
  label: z.string().trim().min(1).max(20).optional(),
  /** N, E, S, W: 13 cards each, in notation (`SA`, `H10`). */
  hands: z.array(z.array(z.string().max(3)).length(13)).length(4),
});

export const challengeSpecSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    game: z.enum(CHALLENGE_GAMES),
    opens: z.iso.datetime(),
    closes: z.iso.datetime(),
    seed: z.string().trim().min(1).max(100).optional(),
    boards: z.array(handsBoard).min(1).max(MAX_HANDS_BOARDS).optional(),
  })
  .strict()
  .refine((s) => Date.parse(s.opens) < Date.parse(s.closes), {
    path: ['closes'],
    message: 'the window must close after it opens',
  })
  .refine((s) => (s.seed === undefined) !== (s.boards === undefined), {
    path: ['seed'],
    message: 'give either a seed or boards, not both and not neither',
  })
  .refine((s) => s.boards === undefined || (HAND_GAMES as readonly string[]).includes(s.game), {
    path: ['boards'],
    message: `boards of hands are for ${HAND_GAMES.join(' and ')}`,
  });

export type ChallengeSpec = z.infer<typeof challengeSpecSchema>;

/** Why a spec was refused, in the API's error shape. */
export interface ChallengeSpecError {
  code: 'bad-challenge';
  message: string;
}

const refused = (message: string): { ok: false; error: ChallengeSpecError } =>
  err({ code: 'bad-challenge', message });

/** The hands of each board as cards: 52 different cards per board. */
function boardsOf(spec: NonNullable<ChallengeSpec['boards']>): Result<HandsBoard[], string> {
  const boards: HandsBoard[] = [];
  for (const [i, b] of spec.entries()) {
    const cards = parseCardList(b.hands.flat());
    if (!cards.ok) return err(`boards.${i}: ${cards.error}`);
    if (cards.value.some((c) => c >= 52)) return err(`boards.${i}: a bridge deal has no colons`);
    const hands = [0, 1, 2, 3].map((seat) => cards.value.slice(seat * 13, seat * 13 + 13));
    boards.push({ ...(b.label ? { label: b.label } : {}), hands });
  }
  return ok(boards);
}

/** A challenge from its spec, under the id its maker's program gives it. */
export function challengeFromSpec(id: string, raw: unknown): Result<Challenge, ChallengeSpecError> {
  const parsed = challengeSpecSchema.safeParse(raw);
  if (!parsed.success) return refused(describeZodError(parsed.error));
  const spec = parsed.data;
  const window = { opens: new Date(spec.opens).toISOString(), closes: new Date(spec.closes).toISOString() };
  if (spec.seed !== undefined)
    return ok(seededChallenge({ id, name: spec.name, game: spec.game, seed: spec.seed, window }));
  const boards = boardsOf(spec.boards!);
  if (!boards.ok) return refused(boards.error);
  return ok(
    handsChallenge({
      id,
      name: spec.name,
      game: spec.game as 'bridge' | 'bondebridge',
      boards: boards.value,
      window,
    }),
  );
}
