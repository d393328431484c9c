import { describe, expect, it } from 'vitest';
import { keepRecent } from './recent-map';

describe('a map kept in order of use', () => {
  it('keeps the most recent entries, the one put again counting as new, and names each dropped', () => {
    const map = new Map<string, number>();
    const dropped: string[] = [];
    for (const key of ['a', 'b', 'c']) keepRecent(map, key, 1, 3, (k) => dropped.push(k));
    keepRecent(map, 'a', 2, 3, (k) => dropped.push(k));
    keepRecent(map, 'd', 1, 3, (k) => dropped.push(k));
    expect([...map]).toEqual([
      ['c', 1],
      ['a', 2],
      ['d', 1],
    ]);
    expect(dropped).toEqual(['b']);
  });

  it('keeps nothing when it may keep none', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 0);
    expect(map.size).toBe(0);
  });
});
