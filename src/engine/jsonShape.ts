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
 * values), or undefined when it fits. Recursion is safe here: it stops at `limits.depth`.
 */
export function jsonShapeProblem(
  value: unknown,
  limits: JsonShapeLimits = JSON_SHAPE_LIMITS,
): string | undefined {
  let values = 0;
  let tooMany = false;
  /** The keys down to the first container nested too deep (empty: this one), or undefined. */
  const tooDeep = (v: unknown, depth: number): string[] | undefined => {
    if (++values > limits.values) {
      tooMany = true;
      return [];
    }
    if (v === null || typeof v !== 'object') return undefined;
    if (depth >= limits.depth) return [];
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const below = tooDeep(v[i], depth + 1);
        if (below) return [String(i), ...below];
      }
      return undefined;
    }
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      const below = tooDeep((v as Record<string, unknown>)[key], depth + 1);
      if (below) return [key, ...below];
    }
    return undefined;
  };
  const path = tooDeep(value, 0);
  if (tooMany) return `more than ${limits.values} values`;
  if (path) return `${path.length ? path.join('.') : 'the value'}: values nest at most ${limits.depth} deep`;
  return undefined;
}
