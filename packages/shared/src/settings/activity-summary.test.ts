import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './activity';
import { activityFallback, groupActivity } from './activity-summary';

const ada = { _id: 'ada', name: 'Ada', email: 'ada@example.no' };
const rolf = { _id: 'rolf', name: 'Rolf', email: 'rolf@example.no' };

const entry = (id: string, kind: ActivityEntry['kind'], timestamp: string, user = ada): ActivityEntry => ({
  _id: id,
  user,
  timestamp,
  method: 'POST',
  url: '/api/sites/s1/media',
  kind,
  target: null,
  details: null,
});

describe('activity fallback', () => {
  it('names the area of the address and whether something was changed or deleted', () => {
    expect(activityFallback('PATCH', '/api/sites/01abc/pages/01def/components/hero1')).toEqual({
      action: 'changed',
      area: 'pages',
    });
    expect(activityFallback('DELETE', '/api/sites/01abc/site/domains/www.firma.no')).toEqual({
      action: 'deleted',
      area: 'domains',
    });
    expect(activityFallback('PATCH', '/api/sites/01abc/site?x=1')).toEqual({ action: 'changed', area: 'site' });
  });

  it('knows no area for an address outside the dashboard’s areas', () => {
    expect(activityFallback('POST', '/api/sites/01abc/something-new')).toEqual({ action: 'changed', area: null });
    expect(activityFallback('POST', '/api/sites/01abc/pagesx')).toEqual({ action: 'changed', area: null });
  });
});

describe('activity lines', () => {
  it('a run of uploads by one person within ten minutes reads as one line', () => {
    const lines = groupActivity([
      entry('4', 'media.uploaded', '2026-03-03T14:20:00Z'),
      entry('3', 'media.uploaded', '2026-03-03T14:12:00Z'),
      entry('2', 'media.uploaded', '2026-03-03T14:03:00Z'),
      entry('1', 'media.uploaded', '2026-03-03T13:00:00Z'),
    ]);
    expect(lines.map((line) => line.map((item) => item._id))).toEqual([['4', '3', '2'], ['1']]);
  });

  it('another person, another kind or an ungrouped kind breaks the run', () => {
    const lines = groupActivity([
      entry('5', 'media.uploaded', '2026-03-03T14:05:00Z'),
      entry('4', 'media.uploaded', '2026-03-03T14:04:00Z', rolf),
      entry('3', 'media.deleted', '2026-03-03T14:03:00Z', rolf),
      entry('2', 'page.published', '2026-03-03T14:02:00Z'),
      entry('1', 'page.published', '2026-03-03T14:01:00Z'),
      entry('0', null, '2026-03-03T14:00:00Z'),
    ]);
    expect(lines.map((line) => line.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
