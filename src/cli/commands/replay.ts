import type { Command } from 'commander';
import { CONTRACT_GAMES, replayRecord } from '../../catalog.js';
import type { MatchResult } from '../../engine/game.js';
import type { ReplayError } from '../../engine/replay.js';
import { CONTRACT_GAMES_TEXT, recordToPbn } from '../../pbn/records.js';
import { fail, readInputOrFail } from '../io.js';
import { LANG_HELP, terminalLanguageOrFail, terminalWords } from '../language.js';
import { formatMatchResult } from '../resultText.js';

/** A replay's refusal in one line: the action it blames (index, seat, action) and why. */
export const replayErrorText = (e: ReplayError): string =>
  e.index === undefined ? e.message : `action ${e.index} (seat ${e.seat}, "${e.action}"): ${e.message}`;

/** The `code` of `--json`'s error object when the record itself cannot be read (no action to blame). */
const MALFORMED = 'malformed-record';

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('replay a stikk-record/1 file (or - for standard input), checking every action')
    .argument('<file>', 'record file, or - for standard input')
    .option('--json', 'print the result as JSON')
    .option('--pbn', `print the deals as PBN (${CONTRACT_GAMES_TEXT} records)`)
    .option('--lang <code>', LANG_HELP)
    .action((file: string, opts: { json?: boolean; pbn?: boolean; lang?: string }) => {
      if (opts.json && opts.pbn) fail('--json and --pbn cannot be combined');
      const lang = terminalLanguageOrFail(opts.lang);
      const text = readInputOrFail(file);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (e) {
        const message = `malformed record: not JSON (${(e as Error).message})`;
        fail(message, opts.json ? { error: { code: MALFORMED, message } } : undefined);
      }
      if (opts.pbn) {
        const pbn = recordToPbn(raw, CONTRACT_GAMES);
        if (!pbn.ok) fail(pbn.error);
        process.stdout.write(pbn.value);
        return;
      }
      const r = replayRecord(raw);
      if (!r.ok) {
        const e = r.error;
        if (e.index === undefined)
          fail(e.message, opts.json ? { error: { code: MALFORMED, message: e.message } } : undefined);
        fail(
          replayErrorText(e),
          opts.json
            ? {
                error: {
                  index: e.index,
                  seat: e.seat,
                  action: e.action,
                  code: e.code,
                  params: e.params,
                  message: e.message,
                },
              }
            : undefined,
        );
      }
      const result: MatchResult = r.value.result;
      process.stdout.write(
        opts.json ? `${JSON.stringify(result, null, 2)}\n` : formatMatchResult(result, terminalWords(lang)),
      );
    });
}
