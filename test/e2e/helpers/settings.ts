import type { Page } from 'playwright-core';

/** Sets the player's name in the settings dialog (kept in localStorage). */
export async function setName(page: Page, name: string): Promise<void> {
  await page.locator('[data-tool="settings"]').click();
  await page.locator('.settings input[type="text"]').fill(name);
  await page.keyboard.press('Escape');
}
