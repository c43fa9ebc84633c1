import { z } from 'zod';
import type { BotInput } from '../bots/bot.js';
import { Rng } from '../cards/rng.js';
import { getBot, getGame } from '../catalog.js';
import type { Action, BaseView, GameId } from '../engine/game.js';
import { legalInView } from '../engine/viewLegal.js';

/**
 * The bot protocol `stikk-bot/1` (docs/bot-protocol.md): JSON lines. The bot greets with
 * `hello`, then answers each `act` request with an `action` (or an `error`) carrying the same id.
 */
export const BOT_PROTOCOL = 'stikk-bot/1';

export interface HelloMessage {
  type: 'hello';
  protocol: typeof BOT_PROTOCOL;
  name: string;
  game: GameId | null;
  level: string;
}

export interface ActRequest {
  type: 'act';
  id: number | string;
  game: GameId;
  options: Record<string, unknown>;
  seat: number;
  view: BaseView;
  legal: Action[];
  timeMs: number;
  /** Optional: makes the bot's choice reproducible. */
  seed?: string;
}

export interface ActionReply {
  type: 'action';
  id: number | string;
  action: Action;
}

export interface ErrorReply {
  type: 'error';
  id: number | string | null;
  message: string;
}

const actSchema = z.object({
  type: z.literal('act'),
  id: z.union([z.number(), z.string()]),
  game: z.string(),
  options: z.record(z.string(), z.unknown()).default({}),
  seat: z.number().int().min(0),
  view: z.record(z.string(), z.unknown()),
  legal: z.array(z.string()).min(1, { message: 'legal must list at least one action' }),
  timeMs: z.number().positive().default(1000),
  seed: z.string().optional(),
});

const messageSchema = z.object({ type: z.string() }).passthrough();

/** What the bot process does with one input line: a reply line, or null to stop. */
export type LineOutcome = { reply: string } | { quit: true } | { ignore: true };

export interface BotServerConfig {
  game: GameId | null;
  level: string;
}

export const helloMessage = (c: BotServerConfig): HelloMessage => ({
  type: 'hello',
  protocol: BOT_PROTOCOL,
  name: 'stikk',
  game: c.game,
  level: c.level,
});

const errorLine = (id: ErrorReply['id'], message: string): { reply: string } => ({
  reply: JSON.stringify({ type: 'error', id, message } satisfies ErrorReply),
});

/**
 * Handles one line of the host's input. Never throws: bad JSON, unknown games, invalid options
 * and bot failures all come back as `error` lines, and the bot keeps serving.
 */
export function handleBotLine(line: string, config: BotServerConfig, fallbackRng: Rng): LineOutcome {
  if (line.trim() === '') return { ignore: true };
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return errorLine(null, 'not a JSON line');
  }
  const msg = messageSchema.safeParse(raw);
  if (!msg.success) return errorLine(null, 'a message must be a JSON object with a "type"');
  const id =
    typeof (raw as { id?: unknown }).id === 'number' || typeof (raw as { id?: unknown }).id === 'string'
      ? (raw as { id: number | string }).id
      : null;
  if (msg.data.type === 'quit') return { quit: true };
  if (msg.data.type === 'hello') return { reply: JSON.stringify(helloMessage(config)) };
  if (msg.data.type !== 'act') return errorLine(id, `unknown message type "${msg.data.type}"`);
  const act = actSchema.safeParse(raw);
  if (!act.success) {
    const issue = act.error.issues[0];
    return errorLine(id, `bad act request: ${issue.path.join('.') || 'message'}: ${issue.message}`);
  }
  const req = act.data;
  if (config.game && req.game !== config.game) {
    return errorLine(req.id, `this bot plays ${config.game}, not ${req.game}`);
  }
  const game = getGame(req.game);
  if (!game) return errorLine(req.id, `unknown game "${req.game}"`);
  const options = game.parseOptions(req.options);
  if (!options.ok) return errorLine(req.id, `options: ${options.error.message}`);
  if (req.seat >= game.seatCount(options.value))
    return errorLine(req.id, `no seat ${req.seat} in ${req.game}`);
  const bot = getBot(game.id, config.level);
  if (!bot) return errorLine(req.id, `no bot "${config.level}" for ${req.game}`);
  const input: BotInput = {
    game: game.id,
    options: options.value,
    seat: req.seat,
    view: req.view as unknown as BaseView,
    legal: req.legal,
    timeMs: req.timeMs,
    rng: req.seed !== undefined ? new Rng(req.seed) : fallbackRng.fork(String(req.id)),
  };
  try {
    const action = bot.choose(input);
    // A game may list only a selection (bridgette's big discards): its own view check decides then.
    if (!legalInView(game, input.view, req.seat, req.legal, action))
      return errorLine(req.id, `the bot chose "${action}", which is not in legal`);
    return { reply: JSON.stringify({ type: 'action', id: req.id, action } satisfies ActionReply) };
  } catch (e) {
    // A view that does not match the game (a hand-written request) must not bring the bot down.
    return errorLine(req.id, `the bot failed on this request: ${(e as Error).message}`);
  }
}
