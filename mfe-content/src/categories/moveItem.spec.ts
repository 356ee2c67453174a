import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem.js';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'] as const;

  it('moves an item up or down one place, leaving the input alone', () => {
    expect(moveItem(list, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the order at the ends and for an index outside the list', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 1)).toEqual(list);
    expect(moveItem(list, 7, -1)).toEqual(list);
  });
});
