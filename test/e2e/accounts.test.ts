/**
 * Accounts in the browser (docs/protocol.md "Accounts", "Profiles and friends"), on a 360×740
 * phone: sign up in the header's dialog (a too-short password worded first), the header shows
 * the name; signed in, a table seats the account without asking a name, and the table
 * connection follows the sign-in (the server marks the seat signed in); sign out; a wrong
 * password is worded; sign in; a new password. Then the profile page (ratings, statistics,
 * matches with "more", follow and unfollow, a player who does not exist) and the friends page
 * (who is online at which table, following by name with its refusals, unfollowing, and the
 * line asking a guest to sign in), with pictures at 360×740 and 1280×800.
 *
 * The profile and friends routes: the server's own where it has them (the account's profile,
 * following a second account, which comes online at a table of its own in another browser);
 * a server without them (its "no route" 404) is replaced by the fixtures of
 * test/fixtures/players/contract.ts, written to the contract. Kari's profile, with ratings,
 * figures and 25 matches, is always the fixtures', for what a new account cannot show.
 */
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot, seriousViolations } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { servePlayerFixtures } from './helpers/players.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'battery staple 2';
/** A name of this run (a retry runs against the same server, where the first is taken). */
const me = `Kari ${Date.now().toString(36).slice(-5)}`;

let s: Session;
let page: Page;
let api: APIRequestContext;
beforeAll(async () => {
  s = await openSession({ viewport: PHONE });
  page = s.page;
  api = await request.newContext({ baseURL: baseUrl });
});
afterAll(async () => {
  await s?.close();
  await api?.dispose();
});

const header = () => page.locator('header.top');
const accountError = () => page.locator('[data-tool="account-error"]').textContent();

async function openMenu(): Promise<void> {
  await page.locator('[data-tool="account"]').click();
  await page.locator('.account-menu').waitFor();
}

async function signInDialog(name: string, password: string): Promise<void> {
  await page.locator('[data-tool="sign-in"]').click();
  await page.locator('[data-tool="sign-in-form"]').waitFor();
  await page.locator('[data-tool="account-name"]').fill(name);
  await page.locator('[data-tool="account-password"]').fill(password);
  await page.locator('[data-tool="account-submit"]').click();
}

async function signOut(): Promise<void> {
  await openMenu();
  await page.locator('[data-tool="sign-out"]').click();
  await page.locator('[data-tool="sign-in"]').waitFor();
}

/** Whether the server has the profile routes: its refusal of a player nobody has is theirs, not "no route". */
async function serverHasProfiles(): Promise<boolean> {
  const r = await api.get('/api/players/Nobody%20at%20all');
  const body = (await r.json().catch(() => ({}))) as { error?: { code?: string } };
  return body.error?.code === 'unknown-player';
}

describe('accounts in the header', () => {
  test('sign up, the name in the header, a table without a name asked, sign out, wrong password, sign in, new password', async () => {
    // A guest at a table first: the table connection opens without an account.
    const guestTable = await createTable(page, baseUrl, 'bondtolva');
    expect(guestTable).toMatch(/\S/);

    await page.locator('[data-tool="sign-in"]').click();
    await page.locator('[data-tool="to-sign-up"]').click();
    await page.locator('[data-tool="sign-up-form"]').waitFor();
    await screenshot(page, 'accounts-sign-up-360', false);
    await page.locator('[data-tool="account-name"]').fill(me);
    await page.locator('[data-tool="account-password"]').fill('short');
    await page.locator('[data-tool="account-submit"]').click();
    expect(await accountError()).toBe('A password has 8 to 200 characters, and not only spaces.');
    await page.locator('[data-tool="account-password"]').fill(PASSWORD);
    await page.locator('[data-tool="account-submit"]').click();
    await page.locator('[data-tool="account"]').waitFor();
    expect(await header().textContent()).toContain(me);
    expect(await page.locator('[role="dialog"]').count()).toBe(0);

    // Signed in, a new table seats the account's name, asking none (the browser has "Tester"
    // from before): the connection opened as a guest was reopened with the session, or the
    // server would refuse a guest joining under a signed-in player's name.
    const id = await createTable(page, baseUrl, 'bondtolva');
    expect(await page.locator('[data-tool="your-name"]').count()).toBe(0);
    const table = (await (await api.get(`/api/tables/${id}`)).json()) as {
      table: { seats: Array<{ name?: string; signedIn?: boolean }> };
    };
    expect(table.table.seats.find((x) => x.name === me)).toMatchObject({ signedIn: true });

    // Someone else's name taken at sign-up is worded.
    await signOut();
    await page.locator('[data-tool="sign-in"]').click();
    await page.locator('[data-tool="to-sign-up"]').click();
    await page.locator('[data-tool="account-name"]').fill(me.toUpperCase());
    await page.locator('[data-tool="account-password"]').fill(PASSWORD);
    await page.locator('[data-tool="account-submit"]').click();
    expect(await accountError()).toBe('That name is taken: choose another.');
    await page.keyboard.press('Escape');

    await signInDialog(me, 'not the password');
    expect(await accountError()).toBe('Wrong name or password.');
    await screenshot(page, 'accounts-wrong-password-360', false);
    await page.locator('[data-tool="account-password"]').fill(PASSWORD);
    await page.locator('[data-tool="account-submit"]').click();
    await page.locator('[data-tool="account"]').waitFor();

    // The session lives in the cookie: a reload is still signed in.
    await page.reload();
    await page.locator('[data-tool="account"]').waitFor();

    await openMenu();
    await screenshot(page, 'accounts-menu-360', false);
    await page.locator('[data-tool="change-password"]').click();
    await page.locator('[data-tool="old-password"]').fill('not the password');
    await page.locator('[data-tool="new-password"]').fill(NEW_PASSWORD);
    await page.locator('[data-tool="password-submit"]').click();
    expect(await accountError()).toBe('The current password is wrong.');
    await page.locator('[data-tool="old-password"]').fill(PASSWORD);
    await page.locator('[data-tool="password-submit"]').click();
    await page.locator('[data-tool="password-changed"]').waitFor();
    await page.keyboard.press('Escape');

    await signOut();
    await signInDialog(me, PASSWORD);
    expect(await accountError()).toBe('Wrong name or password.');
    await page.locator('[data-tool="account-password"]').fill(NEW_PASSWORD);
    await page.locator('[data-tool="account-submit"]').click();
    await page.locator('[data-tool="account"]').waitFor();
    expect(s.errors).toEqual([]);
  });
});

describe('players’ pages', () => {
  let real = false;
  /** Another account (real routes): someone to follow. */
  const other = `Ola ${Date.now().toString(36).slice(-5)}`;
  beforeAll(async () => {
    real = await serverHasProfiles();
    console.info(`players' pages against ${real ? "the server's routes" : "the contract's fixtures"}`);
    if (real) {
      const other_ = await request.newContext({ baseURL: baseUrl });
      expect(
        (await other_.post('/api/players', { data: { name: other, password: PASSWORD } })).status(),
      ).toBe(201);
      await other_.dispose();
    }
    await servePlayerFixtures(page, me, real ? 'kari' : 'all');
  });

  test('the profile page: ratings, statistics, matches and more; follow; no such player', async () => {
    await page.goto(baseUrl);
    await openMenu();
    await page.locator('[data-tool="my-profile"]').click();
    await page.waitForURL(`${baseUrl}/p/${encodeURIComponent(me)}`);
    await page.locator('[data-tool="profile"]').waitFor();
    expect(await page.locator('.profile h1').textContent()).toBe(me);
    expect(await page.locator('.profile-head').textContent()).toContain('This is you.');
    expect(await page.locator('[data-tool="follow"]').count()).toBe(0);

    if (real) {
      // The server's routes: a new account has played nothing yet.
      expect(await page.locator('[data-tool="no-ratings"]').textContent()).toBe('No rated matches yet.');
      expect(await page.locator('[data-tool="profile"]').textContent()).toContain('No matches yet.');
    }

    // Kari's page, the contract's fixtures whatever the server has: ratings, figures, matches.
    await page.goto(`${baseUrl}/p/Kari`);
    const ratings = page.locator('[data-tool="ratings"] li');
    await ratings.first().waitFor();
    expect(await ratings.count()).toBe(1);
    expect(await ratings.first().textContent()).toBe('Bridge1432 ± 21012 rated matches');
    expect(await page.locator('[data-tool="stats"] [data-game="bridge"] dd').allTextContents()).toEqual([
      '62% (8 of 13)',
      '40',
      '73% (29 of 40)',
      '0.08',
    ]);
    expect(await page.locator('[data-tool="stats"] [data-game="selbu"] dd').allTextContents()).toEqual([
      '25% (1 of 4)',
      '58% (21 of 36)',
    ]);
    const lines = page.locator('[data-tool="matches"] > li');
    expect(await lines.count()).toBe(20);
    const first = lines.first();
    expect(await first.locator('[data-tool="match-result"]').textContent()).toBe('won');
    expect(await first.locator('[data-tool="rating-change"]').textContent()).toBe('1432 (+18)');
    expect(await first.locator('.match-people').textContent()).toBe('with Peragainst Ola, Åse');
    expect(await first.locator('[data-tool="match-replay"]').getAttribute('href')).toBe(
      '/t/brG7x2Qa/replay?match=0',
    );
    expect(await lines.nth(1).locator('.match-people').textContent()).toBe(
      'against bot (strong), Gjest, bot (basic)',
    );
    expect(await lines.nth(1).locator('[data-tool="match-result"]').textContent()).toBe('2nd of 4');
    await screenshot(page, 'accounts-profile-360', true);
    await page.locator('[data-tool="more-matches"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-tool="matches"] > li').length === 25);
    // A page shorter than asked for is the last.
    expect(await page.locator('[data-tool="more-matches"]').count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'accounts-profile-1280', false);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);

    // A player's name in a match opens their page.
    await first.locator('.match-people a', { hasText: 'Ola' }).click();
    await page.waitForURL(`${baseUrl}/p/Ola`);

    // Following someone from their page: a real account, or Kari among the fixtures.
    await page.goto(`${baseUrl}/p/${encodeURIComponent(real ? other : 'Kari')}`);
    await page.locator('[data-tool="follow"]').click();
    await page.locator('[data-tool="unfollow"]').waitFor();
    expect(await page.locator('.follow').textContent()).toContain('You follow this player.');

    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/p/Nobody`);
    expect(await page.locator('[data-tool="profile-missing"]').textContent()).toBe(
      'There is no such player.',
    );
    expect(s.errors).toEqual([]);
  });

  test('the friends page: online at a table, follow by name and its refusals, unfollow; a guest is asked to sign in', async () => {
    await page.goto(baseUrl);
    await openMenu();
    await page.locator('[data-tool="my-friends"]').click();
    await page.waitForURL(`${baseUrl}/friends`);
    await page.locator('[data-tool="follow-form"]').waitFor();
    const follow = async (name: string) => {
      await page.locator('[data-tool="follow-name"]').fill(name);
      await page.locator('[data-tool="follow-submit"]').click();
    };
    const error = () => page.locator('[data-tool="follow-error"]').textContent();
    const friendNames = () => page.locator('.followed-name').allTextContents();

    await follow('Nobody');
    expect(await error()).toBe('There is no player called “Nobody”.');
    await follow(` ${me.toLowerCase()} `);
    expect(await error()).toBe('That is you: follow someone else.');

    if (real) {
      await page.locator(`[data-friend="${other}"]`).waitFor();
      expect(await page.locator(`[data-friend="${other}"] [data-tool="friend-status"]`).textContent()).toBe(
        'offline',
      );
      await page.locator(`[data-friend="${other}"] [data-tool="unfollow"]`).click();
      await page.waitForFunction(() => document.querySelectorAll('.followed-name').length === 0);
      await follow(other);
      await page.locator(`[data-friend="${other}"]`).waitFor();

      // The friend comes online at a table of theirs (private: they follow back, so it shows).
      const friend = await openSession({ viewport: PHONE });
      try {
        const signedIn = await friend.page.request.post(`${baseUrl}/api/session`, {
          data: { name: other, password: PASSWORD },
        });
        expect(signedIn.status()).toBe(200);
        const back = await friend.page.request.put(`${baseUrl}/api/friends/${encodeURIComponent(me)}`);
        expect(back.status()).toBe(200);
        const id = await createTable(friend.page, baseUrl, 'bondtolva');
        // The page asks again every 30 s; a reload asks at once.
        await page.reload();
        const row = page.locator(`[data-friend="${other}"]`);
        await expect.poll(() => row.locator('[data-tool="friend-status"]').textContent()).toBe('online');
        const at = row.locator('[data-tool="friend-table"]');
        expect(await at.getAttribute('href')).toBe(`/t/${id}`);
        expect(await at.textContent()).toBe('playing Bondtolva');
        expect(friend.errors).toEqual([]);
      } finally {
        await friend.close();
      }
    } else {
      await page.locator('[data-friend="Ola"]').waitFor();
      expect(await page.locator('[data-friend="Ola"] [data-tool="friend-status"]').textContent()).toBe(
        'online',
      );
      const at = page.locator('[data-friend="Ola"] [data-tool="friend-table"]');
      expect(await at.textContent()).toBe('playing Bridge');
      expect(await at.getAttribute('href')).toBe('/t/brG7x2Qa');
      expect(await page.locator('[data-friend="Åse"] [data-tool="friend-status"]').textContent()).toBe(
        'offline',
      );
      await follow('Per');
      await page.locator('[data-friend="Per"]').waitFor();
      expect(await page.locator('[data-tool="follow-name"]').inputValue()).toBe('');
      await screenshot(page, 'accounts-friends-360', true);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'accounts-friends-1280', false);
      await page.setViewportSize(PHONE);
      await page.locator('[data-friend="Åse"] [data-tool="unfollow"]').click();
      await page.waitForFunction(() => !document.querySelector('[data-friend="Åse"]'));
      expect(await friendNames()).toEqual(['Ola', 'Kari', 'Per']);
    }

    expect(await seriousViolations(page)).toEqual([]);
    await openMenu();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await signOut();
    await page.locator('[data-tool="friends-sign-in"]').waitFor();
    expect(await page.locator('.friends-page').textContent()).toContain('Sign in to follow friends');
    await page.locator('[data-tool="friends-sign-in"]').click();
    await page.locator('[data-tool="sign-in-form"]').waitFor();
    await screenshot(page, 'accounts-friends-guest-360', false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
