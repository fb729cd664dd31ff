import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('answers only for the content version the answer was made under', () => {
    const cache = new AnswerCache(1000);
    cache.set('/pages', 3, '[1]');
    expect(cache.get('/pages', 3)).toBe('[1]');
    expect(cache.get('/pages', 4)).toBeUndefined();
  });

  it('a new answer for the same request replaces the old one', () => {
    const cache = new AnswerCache(1000);
    cache.set('/pages', 3, '[1]');
    cache.set('/pages', 4, '[1,2]');
    expect(cache.get('/pages', 4)).toBe('[1,2]');
    expect(cache.size).toBe(1);
    expect(cache.usedBytes).toBe(5);
  });

  it('keeps within its room by dropping the least recently used answers', () => {
    const cache = new AnswerCache(30, 30);
    cache.set('a', 1, '0123456789');
    cache.set('b', 1, '0123456789');
    cache.get('a', 1);
    cache.set('c', 1, '0123456789');
    cache.set('d', 1, '0123456789');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('0123456789');
    expect(cache.usedBytes).toBeLessThanOrEqual(30);
  });

  it('does not keep an answer larger than its share of the room', () => {
    const cache = new AnswerCache(1600);
    cache.set('tree', 1, 'x'.repeat(101));
    expect(cache.get('tree', 1)).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });
});
