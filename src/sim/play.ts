import { getGame } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { makeDeciders } from './deciders.js';
import { playSimMatch } from './match.js';
import { botsBySeat } from './seating.js';
import type { MatchOutcome, SimConfig, SimTask } from './task.js';

/** Plays the tasks given to one thread of a simulation (the main thread or a worker). */
export class SimPlayer {
  private readonly game: AnyGame;
  private readonly options: unknown;
  private readonly deciders;

  constructor(private readonly config: SimConfig) {
    const game = getGame(config.gameId);
    if (!game) throw new Error(`unknown game "${config.gameId}"`);
    const options = game.parseOptions(config.rawOptions);
    if (!options.ok) throw new Error(`options: ${options.error.message}`);
    this.game = game;
    this.options = options.value;
    this.deciders = makeDeciders(game, options.value, config.bots);
  }

  async play(task: SimTask): Promise<MatchOutcome> {
    const seats = this.game.seatCount(this.options);
    const botOfSeat = botsBySeat(this.config.bots.length, seats, task.rotation);
    const played = await playSimMatch(
      this.game,
      this.options,
      { seed: this.config.seed, match: task.match, rotation: task.rotation },
      botOfSeat,
      this.deciders.deciders,
      { timeMs: this.config.timeMs, samples: this.config.samples, pbnDeals: this.config.pbnDeals },
    );
    if (this.config.keepRecords) played.record.players = botOfSeat.map((b) => this.config.bots[b].label);
    return {
      ...task,
      result: played.result,
      botOfSeat: played.botOfSeat,
      decisionMs: played.decisionMs,
      fallbacks: played.fallbacks,
      fallbackMessages: played.fallbackMessages,
      ...(this.config.keepRecords ? { record: played.record } : {}),
    };
  }

  close(): Promise<void> {
    return this.deciders.close();
  }
}
