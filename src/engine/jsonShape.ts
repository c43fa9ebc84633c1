/**
 * A bound on the shape of JSON that arrives from outside (a request body, a WebSocket
 * message, a `--name value` flag) before any game sees it: the games' option parsers walk and
 * print values recursively, so a value nested thousands deep would overflow the stack.
 */
export interface JsonShapeLimits {
  /** Arrays and objects inside one another (the outermost counts as 1). */
  depth: number;
  /** Values in all (every array element, object member and the outermost value). */
  values: number;
}

/** Real bodies and messages nest 3 deep and hold a few dozen values. */
export const JSON_SHAPE_LIMITS: JsonShapeLimits = { depth: 6, values: 2000 };

/**
 * What is wrong with `value`'s shape (where it nests too deep, or that it holds too many
 * values), or undefined when it fits. Iterative, so any depth is safe to check.
 */
export function jsonShapeProblem(
  value: unknown,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): string | undefined {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value, depth: 0, path: '' }];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (++values > limits.values) return `more than ${limits.values} values`;
    const v = next.value;
    if (v === null || typeof v !== 'object') continue;
    if (next.depth >= limits.depth) {
      return `${next.path || 'the value'}: values nest at most ${limits.depth} deep`;
    }
    const members = Array.isArray(v) ? v.entries() : Object.entries(v);
    for (const [key, member] of members) {
      pending.push({
        value: member,
        depth: next.depth + 1,
        path: next.path ? `${next.path}.${key}` : `${key}`,
      });
    }
  }
  return undefined;
}
