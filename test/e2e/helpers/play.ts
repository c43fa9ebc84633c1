/**
 * Playing through the page like a person: wait until the table offers something, click a
 * legal card, call, bid or declaration (Bridgette's exchange: pick the surplus, discard).
 */
import type { Page } from 'playwright-core';

export type Choice =
  | { kind: 'over' }
  /** A deal's summary is open: it stays until closed (the next deal goes on underneath). */
  | { kind: 'summary' }
  | { kind: 'exchange'; need: number }
  | { kind: 'act'; actions: string[] };

/** What the table offers now, or null while others are to act. Runs in the page. */
function probe(): Choice | null {
  if (document.querySelector('.deal-summary')) return { kind: 'summary' };
  if (document.querySelector('.match-end')) return { kind: 'over' };
  const exchange = document.querySelector<HTMLElement>('.exchange[data-need]');
  if (exchange) return { kind: 'exchange', need: Number(exchange.dataset.need) };
  if (document.querySelector('.table-screen.busy')) return null;
  const buttons = Array.from(
    document.querySelectorAll<HTMLButtonElement>('.table-screen [data-action]:not([disabled])'),
  );
  if (buttons.length) return { kind: 'act', actions: buttons.map((b) => b.dataset.action!) };
  return null;
}

/**
 * Waits for the next choice. A deal summary that opens meanwhile is closed, as a person would
 * after a look, unless `summaries` asks to see it (then it comes back as the choice).
 */
export async function waitForChoice(
  page: Page,
  timeout = 30_000,
  o: { summaries?: boolean } = {},
): Promise<Choice> {
  for (;;) {
    const handle = await page.waitForFunction(probe, null, { timeout, polling: 40 });
    const choice = (await handle.jsonValue()) as Choice;
    if (choice.kind !== 'summary' || o.summaries) return choice;
    await act(page, choice, () => 0);
  }
}

/** The choice on offer right now, without waiting. */
export const choiceNow = (page: Page): Promise<Choice | null> => page.evaluate(probe);

/** A small seeded generator, so that a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/**
 * Where a person taps a card: its top-left corner, the part that shows when cards overlap
 * (a fanned hand, dummy's suit columns). Buttons other than cards are clicked in the middle.
 */
export const CORNER = { x: 7, y: 9 };

const CALL = /^(?:P|X|XX|[0-7](?:C|D|H|S|NT))$/;

/**
 * A person's choice among the legal actions: pass in contract auctions (so that the bots'
 * sensible contracts, not random ones, decide how long a rubber lasts), declare when possible,
 * anything else at random.
 */
export function pick(actions: string[], rnd: () => number): string {
  if (actions.every((a) => CALL.test(a)) && actions.includes('P')) return 'P';
  const declarations = actions.filter((a) => a.startsWith('trumf:') || a.startsWith('tjog:'));
  if (declarations.length) return declarations[0];
  return actions[Math.floor(rnd() * actions.length)];
}

export interface PlayOptions {
  seed?: number;
  maxActions?: number;
  /** Show deal summaries to `before` (else they are closed at once). */
  summaries?: boolean;
  /** Called before each action with the number of actions taken so far; return false to stop. */
  before?: (n: number, choice: Choice) => Promise<boolean | undefined> | boolean | undefined;
}

/** Plays until the match is over (or `before` says stop); returns the number of actions taken. */
export async function playToEnd(page: Page, o: PlayOptions = {}): Promise<number> {
  const rnd = seeded(o.seed ?? 1);
  const max = o.maxActions ?? 5000;
  for (let n = 0; n < max; n++) {
    const choice = await waitForChoice(page, undefined, { summaries: o.summaries });
    if (choice.kind === 'over') return n;
    if (o.before && (await o.before(n, choice)) === false) return n;
    await act(page, choice, rnd);
  }
  throw new Error(`the match did not end within ${max} actions`);
}

/** Clicks one legal choice (the exchange: the first cards of the surplus, then Discard). */
export async function act(page: Page, choice: Choice, rnd: () => number): Promise<void> {
  if (choice.kind === 'summary') {
    // A person reads it first: close once the deal has arrived.
    await page.waitForSelector('.deal-summary[data-loaded]');
    await page.locator('[data-tool="close-summary"]').click();
    await page.waitForSelector('.deal-summary', { state: 'detached' });
    return;
  }
  if (choice.kind === 'exchange') {
    const cards = page.locator('#own-hand [data-card][aria-pressed="false"]');
    for (let i = 0; i < choice.need; i++) await cards.first().click({ position: CORNER });
    await page.locator('[data-action="discard"]').click();
    await page.waitForSelector('.exchange[data-need]', { state: 'detached' });
    return;
  }
  if (choice.kind !== 'act') return;
  const action = pick(choice.actions, rnd);
  try {
    const target = page.locator(`.table-screen [data-action="${action}"]:not([disabled])`).first();
    const isCard = (await target.getAttribute('data-card', { timeout: 5000 })) !== null;
    await target.click({ timeout: 5000, ...(isCard ? { position: CORNER } : {}) });
  } catch {
    // The table moved on between looking and clicking (a bot acted): look again.
  }
}
