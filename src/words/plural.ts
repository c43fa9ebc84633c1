/** `3 tricks`, `1 trick`: a count with its noun, for the languages whose plural is one form. */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
