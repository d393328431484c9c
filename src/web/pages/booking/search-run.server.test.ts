import { describe, expect, it } from 'vitest';
import { searchIdOf } from './search-run.server';

describe('searchIdOf', () => {
  it("takes the quote's search id from an option id", () => {
    expect(searchIdOf('0b6f3c1e-4d2a-4f7e-9a51-2c8e1d7f9b30-MIDSIZE_JET-1')).toBe(
      '0b6f3c1e-4d2a-4f7e-9a51-2c8e1d7f9b30',
    );
    expect(searchIdOf('s-1-TURBO_PROP-12')).toBe('s-1');
  });
});
