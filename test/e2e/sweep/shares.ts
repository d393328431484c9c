/** One of `of` files' share of a list: every `of`-th item, from the `index`-th (1-based). */
export interface Share {
  index: number;
  of: number;
}

export function shareOf<T>(items: readonly T[], { index, of }: Share): T[] {
  return items.filter((_, i) => i % of === index - 1);
}
