/** localStorage that never throws (private windows, full quota): the client works without it. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Not stored: the setting lasts for this page only.
  }
}
