import type { Page } from 'playwright-core';

/**
 * In the lobby: choose the game, keep its default options and seats (you plus bots), create
 * the table. Resolves once the table page shows your hand or your first choice.
 */
export async function createTable(page: Page, baseUrl: string, game: string): Promise<string> {
  await page.goto(baseUrl);
  await page.locator(`input[name="game"][value="${game}"]`).check();
  const create = page.locator('[data-tool="create"]');
  await create.waitFor();
  // The options are checked with the server before the button is enabled.
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await create.click();
  // The lobby moves to the table by pushState: wait for the URL only, with room for a busy machine.
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector('.table-screen .seat.you');
  return new URL(page.url()).pathname.split('/').pop()!;
}
