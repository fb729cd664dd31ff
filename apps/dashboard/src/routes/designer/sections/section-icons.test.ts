import { IconPuzzle } from '@tabler/icons-react';
import { sectionDefinitions } from '@vev/sections';
import { describe, expect, it } from 'vitest';
import { sectionIcon } from './section-icons';

describe('section icons', () => {
  it("every platform section's icon is in the map", () => {
    for (const definition of sectionDefinitions) expect(sectionIcon(definition.icon)).not.toBe(IconPuzzle);
  });
  it('an unknown icon name falls back to the puzzle piece', () => {
    expect(sectionIcon('IconDoesNotExist')).toBe(IconPuzzle);
  });
});
