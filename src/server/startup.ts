import { mkdirSync, statfsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server cannot start, for a reason outside it (its data folder, its port): the message
 * is one line for the operator, naming what is wrong with which path; no stack trace helps.
 */
export class StartupError extends Error {}

/** Why a file-system or SQLite operation failed, from its error code, in words. */
export function storageReason(e: unknown): string {
  const code = (e as { code?: unknown })?.code;
  const c = typeof code === 'string' ? code : '';
  const reason = (() => {
    if (c === 'EROFS') return 'the file system is read-only';
    if (c.startsWith('SQLITE_READONLY')) return 'the database file or its folder is read-only';
    if (c === 'ENOSPC' || c === 'SQLITE_FULL') return 'the disk is full';
    if (c === 'EDQUOT') return 'the disk quota is used up';
    if (c === 'EACCES' || c === 'EPERM' || c === 'SQLITE_PERM' || c === 'SQLITE_AUTH')
      return 'permission denied';
    if (c === 'ENOTDIR') return 'a part of the path is a file, not a folder';
    if (c === 'ENOENT') return 'a part of the path does not exist and cannot be created there';
    if (c === 'EIO' || c.startsWith('SQLITE_IOERR'))
      return 'a disk I/O error (the disk may be full, read-only or failing)';
    if (c.startsWith('SQLITE_CANTOPEN')) return 'SQLite cannot open or create the file there';
    if (c === 'SQLITE_NOTADB') return 'the file is not an SQLite database';
    if (c.startsWith('SQLITE_CORRUPT')) return 'the database file is damaged';
    if (c.startsWith('SQLITE_BUSY') || c.startsWith('SQLITE_LOCKED'))
      return 'another process holds the database locked';
    return firstLine((e as Error)?.message ?? String(e));
  })();
  return c ? `${reason} (${c})` : reason;
}

const firstLine = (text: string) => text.split('\n')[0];

/**
 * Makes sure the data folder exists and takes writes: creates missing folders one level at a
 * time (mkdirSync's recursive mode loops forever on some paths, such as under /proc), then
 * writes and removes a small file — on a full or read-only disk SQLite would only say
 * "disk I/O error" or "unable to open database file". Throws a StartupError naming the path.
 */
export function prepareDataDir(dir: string): void {
  const missing: string[] = [];
  let existing = dir;
  for (;;) {
    const st = stat(existing, dir);
    if (st) {
      if (!st.isDirectory()) {
        throw new StartupError(`cannot use the data folder ${dir}: ${existing} is a file, not a folder`);
      }
      break;
    }
    missing.unshift(existing);
    const parent = dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (e) {
      if ((e as { code?: string }).code === 'EEXIST' && stat(folder, dir)?.isDirectory()) continue;
      throw new StartupError(`cannot create the data folder ${folder}: ${storageReason(e)}`);
    }
  }
  // A fixed name: one server uses a data folder at a time, and a leftover is overwritten.
  const probe = join(dir, '.stikk-write-check');
  try {
    // A few pages, as SQLite will write: on a full disk an empty file may still fit.
    writeFileSync(probe, Buffer.alloc(16 * 1024));
  } catch (e) {
    tryUnlink(probe);
    throw new StartupError(`cannot write to the data folder ${dir}: ${storageReason(e)}`);
  }
  tryUnlink(probe);
}

function stat(path: string, dir: string) {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch (e) {
    // Under a regular file: the walk up finds that file and says so.
    if ((e as { code?: string }).code === 'ENOTDIR') return undefined;
    throw new StartupError(`cannot use the data folder ${dir}: ${path}: ${storageReason(e)}`);
  }
}

function tryUnlink(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Nothing was written, or the folder refuses changes: there is nothing to clean up.
  }
}

/** Runs `open` (opening the database), turning a storage failure into a StartupError. */
export function openOrExplain<T>(file: string, open: () => T): T {
  try {
    return open();
  } catch (e) {
    const code = String((e as { code?: unknown })?.code ?? '');
    // SQLite says "disk I/O error" when it cannot grow its files; the free space tells why.
    const free = /^SQLITE_(IOERR|FULL|CANTOPEN)/.test(code) ? freeBytes(dirname(file)) : undefined;
    const reason =
      free !== undefined && free < ALMOST_FULL_BYTES
        ? `the disk is full (${Math.floor(free / 1024)} KB free; ${code})`
        : storageReason(e);
    throw new StartupError(`cannot open the database ${file}: ${reason}`);
  }
}

const ALMOST_FULL_BYTES = 1024 * 1024;

function freeBytes(dir: string): number | undefined {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return undefined;
  }
}

/** A listen failure as one line: the port is taken, or needs privileges. */
export function listenError(e: unknown, host: string, port: number): Error {
  const code = (e as { code?: unknown })?.code;
  if (code === 'EADDRINUSE') return new StartupError(`cannot listen on ${host}:${port}: the port is in use`);
  if (code === 'EACCES') return new StartupError(`cannot listen on ${host}:${port}: permission denied`);
  if (code === 'EADDRNOTAVAIL')
    return new StartupError(`cannot listen on ${host}:${port}: this machine has no such address`);
  return e as Error;
}
