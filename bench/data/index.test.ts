import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generators, generatorsByModule } from './index';

// A manifest's name is its folder's (apps/server/src/modules/modules.test.ts holds them to it).
const hasManifest = (module: string) =>
  fs.existsSync(new URL(`../../apps/server/src/modules/${module}/index.ts`, import.meta.url));

describe('bench data generators', () => {
  it('are keyed by the name of a server module', () => {
    for (const module of Object.keys(generatorsByModule)) expect(hasManifest(module), module).toBe(true);
  });

  it('run the foundation first, then each module once', () => {
    expect(generators.map((generator) => generator.name)).toEqual([
      'foundation',
      ...Object.values(generatorsByModule).map((generator) => generator.name),
    ]);
    expect(new Set(generators.map((generator) => generator.name)).size).toBe(generators.length);
  });
});
