import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { BotInput } from '../bots/bot.js';
import type { Action } from '../engine/game.js';
import { BOT_PROTOCOL } from './botProtocol.js';

interface Pending {
  resolve(action: Action): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A bot in another process speaking `stikk-bot/1` over its stdin/stdout (started through the
 * shell, so `--bots cmd:"node my-bot.mjs --fast"` works as typed).
 */
export class ExternalBot {
  private child: ChildProcess;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private hello: Promise<void>;
  private stderrTail = '';
  private exited: string | null = null;

  constructor(
    readonly command: string,
    private readonly options: { helloTimeoutMs?: number; replyGraceMs?: number } = {},
  ) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr?.on('data', (d: Buffer) => {
      this.stderrTail = (this.stderrTail + d.toString()).slice(-500);
    });
    let greeted: () => void = () => {};
    let refused: (e: Error) => void = () => {};
    this.hello = new Promise<void>((res, rej) => {
      greeted = res;
      refused = rej;
    });
    // A rejected handshake nobody awaits yet must not crash the process.
    this.hello.catch(() => {});
    const helloTimer = setTimeout(
      () => refused(new Error(`${command}: no hello within ${this.options.helloTimeoutMs ?? 15_000} ms`)),
      this.options.helloTimeoutMs ?? 15_000,
    );
    const lines = createInterface({ input: this.child.stdout! });
    let greetedYet = false;
    lines.on('line', (line) => {
      let msg: { type?: string; id?: unknown; action?: unknown; message?: unknown; protocol?: unknown };
      try {
        msg = JSON.parse(line);
      } catch {
        return; // Bots may log to stdout by mistake; only JSON lines count.
      }
      if (msg.type === 'hello') {
        clearTimeout(helloTimer);
        if (msg.protocol !== BOT_PROTOCOL)
          refused(new Error(`${command}: speaks ${String(msg.protocol)}, not ${BOT_PROTOCOL}`));
        else {
          greetedYet = true;
          greeted();
        }
        return;
      }
      const p = typeof msg.id === 'number' ? this.pending.get(msg.id) : undefined;
      if (!p) return;
      this.pending.delete(msg.id as number);
      clearTimeout(p.timer);
      if (msg.type === 'action' && typeof msg.action === 'string') p.resolve(msg.action);
      else
        p.reject(
          new Error(`${command}: ${msg.type === 'error' ? String(msg.message) : `unexpected reply ${line}`}`),
        );
    });
    this.child.on('exit', (code) => {
      this.exited = `${command}: exited with code ${code}${this.stderrTail ? ` (${this.stderrTail.trim()})` : ''}`;
      clearTimeout(helloTimer);
      if (!greetedYet) refused(new Error(this.exited));
      for (const [, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new Error(this.exited));
      }
      this.pending.clear();
    });
    this.child.on('error', (e) => refused(new Error(`${command}: ${e.message}`)));
    this.child.stdin?.on('error', () => {});
  }

  /** `options` go on the wire as a record stores them (minimized), so any stikk version parses them. */
  async choose(input: BotInput, wire: { options: Record<string, unknown>; seed?: string }): Promise<Action> {
    await this.hello;
    if (this.exited) throw new Error(this.exited);
    const id = this.nextId++;
    const request = {
      type: 'act',
      id,
      game: input.game,
      options: wire.options,
      seat: input.seat,
      view: input.view,
      legal: input.legal,
      timeMs: input.timeMs,
      ...(wire.seed !== undefined ? { seed: wire.seed } : {}),
    };
    return new Promise<Action>((resolve, reject) => {
      const wait = input.timeMs + (this.options.replyGraceMs ?? 10_000);
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${this.command}: no answer within ${wait} ms`));
      }, wait);
      this.pending.set(id, { resolve, reject, timer });
      this.child.stdin?.write(`${JSON.stringify(request)}\n`);
    });
  }

  /** Asks the bot to quit, and kills it if it does not within a second. */
  close(): Promise<void> {
    return new Promise((res) => {
      if (this.exited) return res();
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 1000);
      this.child.once('exit', () => {
        clearTimeout(kill);
        res();
      });
      this.child.stdin?.end(`${JSON.stringify({ type: 'quit' })}\n`);
    });
  }
}
