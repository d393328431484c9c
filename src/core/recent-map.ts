/**
 * Puts `key` in a map kept in order of use (a Map keeps insertion order) as its most recent
 * entry, then drops the least recently used beyond `max`, telling `dropped` of each. The caches
 * of the engine and the server are bounded this way.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number, dropped?: (key: K) => void): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
    dropped?.(oldest);
  }
}
