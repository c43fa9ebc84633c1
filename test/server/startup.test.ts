/**
 * `stikk serve` on a data folder it cannot use, or a port it cannot have: one clear line on
 * standard error naming the path and the reason, exit 2, no stack trace. Runs the compiled
 * CLI (built by the global test setup). Tests may run as root, where permissions do not stop
 * writes: the unusable folders here are a path under a regular file, /proc and /sys, and a
 * "full disk" is the write check's file linked to /dev/full (which refuses every write with
 * ENOSPC).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageReason } from '../../src/server/startup.js';

const root = mkdtempSync(join(tmpdir(), 'stikk-startup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function serve(...args: string[]) {
  const r = spawnSync(process.execPath, ['dist/main.js', 'serve', '--port', '0', ...args], {
    encoding: 'utf8',
    // Long enough to start, short enough that a server that did start (or hangs) fails fast.
    timeout: 20_000,
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return { status: r.status, stderr: r.stderr };
}

/** Exit 2 and exactly one line, `error: …`, matching `message`. */
function expectOneLine(r: { status: number | null; stderr: string }, message: RegExp) {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stderr.split('\n')).toHaveLength(2);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr.trimEnd()).toMatch(message);
}

describe('a data folder stikk cannot use', () => {
  it('a path under a regular file', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    expectOneLine(
      serve('--data', join(file, 'data')),
      new RegExp(
        `^error: cannot use the data folder ${join(file, 'data')}: ${file} is a file, not a folder$`,
      ),
    );
  });

  it.skipIf(!existsSync('/proc/self'))('a folder where none can be made (/proc)', () => {
    // Node's recursive mkdir loops forever here; the server used to hang.
    expectOneLine(
      serve('--data', '/proc/stikk-test-data'),
      /^error: cannot create the data folder \/proc\/stikk-test-data: a part of the path does not exist and cannot be created there \(ENOENT\)$/,
    );
  });

  it.skipIf(!existsSync('/sys/kernel'))('a folder that refuses writes (/sys)', () => {
    expectOneLine(
      serve('--data', '/sys/stikk-test-data'),
      /^error: cannot create the data folder \/sys\/stikk-test-data: (permission denied \((EPERM|EACCES)\)|the file system is read-only \(EROFS\))$/,
    );
  });

  it.skipIf(!existsSync('/dev/full'))('a full disk', () => {
    const dir = join(root, 'full');
    mkdirSync(dir);
    symlinkSync('/dev/full', join(dir, '.stikk-write-check'));
    expectOneLine(
      serve('--data', dir),
      new RegExp(`^error: cannot write to the data folder ${dir}: the disk is full \\(ENOSPC\\)$`),
    );
  });

  it('a database file that is not one', () => {
    const dir = join(root, 'notadb');
    mkdirSync(dir);
    writeFileSync(join(dir, 'stikk.sqlite'), 'x'.repeat(4096));
    expectOneLine(
      serve('--data', dir),
      new RegExp(
        `^error: cannot open the database ${join(dir, 'stikk.sqlite')}: the file is not an SQLite database \\(SQLITE_NOTADB\\)$`,
      ),
    );
  });
});

describe('a store stikk cannot use', () => {
  it('a Postgres nobody answers at: one line naming it, without the password', () => {
    const r = serve('--store', 'postgres://kari:secret@127.0.0.1:1/stikk');
    expectOneLine(
      r,
      /^error: cannot open the store postgres:\/\/kari:\*\*\*@127\.0\.0\.1:1\/stikk: .*ECONNREFUSED.*$/,
    );
    expect(r.stderr).not.toMatch(/secret/);
  });

  it('a URL that is not Postgres', () => {
    expectOneLine(serve('--store', 'mysql://db/stikk'), /^error: --store must be a postgres:\/\/ URL/);
  });
});

describe('a port stikk cannot have', () => {
  it('is in use', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const r = spawnSync(
        process.execPath,
        ['dist/main.js', 'serve', '--port', String(port), '--data', join(root, 'port')],
        { encoding: 'utf8', timeout: 20_000, env: { ...process.env, LOG_LEVEL: 'silent' } },
      );
      expectOneLine(
        { status: r.status, stderr: r.stderr },
        new RegExp(`^error: cannot listen on 127\\.0\\.0\\.1:${port}: the port is in use$`),
      );
    } finally {
      taken.close();
    }
  });
});

describe('limits from flags and environment variables', () => {
  it('a bad value is refused with the flag named', () => {
    expectOneLine(
      serve('--tables-per-address', 'many', '--data', join(root, 'flags')),
      /^error: --tables-per-address must be a whole number from 0 to 1000000$/,
    );
    const r = spawnSync(process.execPath, ['dist/main.js', 'serve', '--port', '0'], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, STIKK_CONNECTIONS_PER_ADDRESS: '-1', STIKK_DATA: join(root, 'flags') },
    });
    expectOneLine(
      { status: r.status, stderr: r.stderr },
      /^error: --connections-per-address must be a whole number from 0 to 1000000$/,
    );
  });

  it('reach the server: STIKK_TABLES_PER_ADDRESS=1, then --tables-per-address 2 over it', async () => {
    for (const [flags, allowed] of [[[], 1] as const, [['--tables-per-address', '2'], 2] as const]) {
      const proc = spawn(process.execPath, ['dist/main.js', 'serve', '--port', '0', ...flags], {
        env: { ...process.env, STIKK_DATA: join(root, `limits-${allowed}`), STIKK_TABLES_PER_ADDRESS: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          proc.stdout!.on('data', (d) => {
            out += d;
            const line = out.split('\n').find((l) => l.includes('stikk server listening'));
            if (line) resolve(JSON.parse(line).url);
          });
          proc.once('exit', (code) => reject(new Error(`server exited (${code})`)));
        });
        const game = ((await (await fetch(`${url}/api/games`)).json()) as { games: Array<{ id: string }> })
          .games[0].id;
        const statuses: number[] = [];
        for (let i = 0; i <= allowed; i++) {
          const res = await fetch(`${url}/api/tables`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ game }),
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([...Array(allowed).fill(201), 429]);
      } finally {
        proc.kill('SIGKILL');
      }
    }
  });
});

describe('friends on the same network: --lan', () => {
  it('listens on every interface and says where friends open it; with --host it is refused', async () => {
    expectOneLine(
      serve('--lan', '--host', '127.0.0.1', '--data', join(root, 'lan-host')),
      /^error: --lan listens on 0\.0\.0\.0: give --lan or --host, not both$/,
    );
    const proc = spawn(process.execPath, ['dist/main.js', 'serve', '--port', '0', '--lan'], {
      env: { ...process.env, STIKK_DATA: join(root, 'lan') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const started = await new Promise<{ url: string; friends: unknown }>((resolve, reject) => {
        let out = '';
        proc.stdout!.on('data', (d) => {
          out += d;
          const line = out.split('\n').find((l) => l.includes('stikk server listening'));
          if (line) resolve(JSON.parse(line));
        });
        proc.once('exit', (code) => reject(new Error(`server exited (${code})`)));
      });
      // Not this machine only: a list of addresses (empty on a machine with no network card).
      expect(Array.isArray(started.friends)).toBe(true);
      const invite = (await (await fetch(`${started.url}/api/invite`)).json()) as { loopbackOnly: boolean };
      expect(invite.loopbackOnly).toBe(false);
    } finally {
      proc.kill('SIGKILL');
    }
  });
});

describe('storage errors in words, from their codes', () => {
  it.each([
    ['SQLITE_FULL', 'the disk is full (SQLITE_FULL)'],
    ['ENOSPC', 'the disk is full (ENOSPC)'],
    ['EDQUOT', 'the disk quota is used up (EDQUOT)'],
    ['EROFS', 'the file system is read-only (EROFS)'],
    ['SQLITE_READONLY', 'the database file or its folder is read-only (SQLITE_READONLY)'],
    ['SQLITE_READONLY_DIRECTORY', 'the database file or its folder is read-only (SQLITE_READONLY_DIRECTORY)'],
    ['EACCES', 'permission denied (EACCES)'],
    ['EPERM', 'permission denied (EPERM)'],
    [
      'SQLITE_IOERR_WRITE',
      'a disk I/O error (the disk may be full, read-only or failing) (SQLITE_IOERR_WRITE)',
    ],
    ['SQLITE_CANTOPEN', 'SQLite cannot open or create the file there (SQLITE_CANTOPEN)'],
    ['SQLITE_BUSY', 'another process holds the database locked (SQLITE_BUSY)'],
  ])('%s', (code, words) => {
    expect(storageReason(Object.assign(new Error('raw'), { code }))).toBe(words);
  });

  it('an unknown error keeps its first line', () => {
    expect(storageReason(new Error('something odd\n    at somewhere'))).toBe('something odd');
  });
});
