import { installNorwegianValidationMessages } from '@vev/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionStylesheet } from '../styles';
import { applyThemeConfig, themeStylesheet } from './css';
import { themeFontLinks } from './fonts';
import { loadTheme, ThemeNotFoundError, themeCatalog } from './loader';
import { themeConfigForRender, themeConfigSchema } from './settings';

beforeAll(installNorwegianValidationMessages);

describe('theme loader', () => {
  it.each(themeCatalog.map((entry) => [entry.name, entry.label]))('loads %s on demand', async (name, label) => {
    const theme = await loadTheme(name);
    expect(theme.name).toBe(name);
    expect(theme.label).toBe(label);
  });

  it('offers at least four themes', () => {
    expect(themeCatalog.length).toBeGreaterThanOrEqual(4);
  });

  it.each(['ukjent', 'constructor', '__proto__', ''])("refuses %j with 'Theme {name} not found'", async (name) => {
    await expect(loadTheme(name)).rejects.toThrow(new ThemeNotFoundError(name));
    await expect(loadTheme(name)).rejects.toThrow(`Theme ${name} not found`);
  });
});

describe('theme stylesheet: colours, base styles and fonts as CSS variables', () => {
  it('sets every colour, the base styles and both fonts on :root', async () => {
    const css = themeStylesheet(await loadTheme('fjord'));
    expect(css).toContain('--vev-color-primary: #0d4f5c;');
    expect(css).toContain('--vev-color-on-primary: #ffffff;');
    expect(css).toContain('--vev-radius: 0.25rem;');
    expect(css).toContain('--vev-font-heading-family: "Fraunces", Georgia, serif;');
    expect(css).toContain('--vev-font-body-size: 1.0625rem;');
  });

  it.each(themeCatalog.map((entry) => entry.name))('%s defines every variable the sections read', async (name) => {
    const css = themeStylesheet(await loadTheme(name));
    const read = new Set(sectionStylesheet.match(/var\(--vev-[a-z-]+/g)?.map((use) => use.slice(4)));
    expect(read.size).toBeGreaterThan(10);
    for (const variable of read) expect(css).toContain(`${variable}:`);
  });

  it('turns screen-size overrides into min-width media queries, narrowest first', async () => {
    const css = themeStylesheet(await loadTheme('standard'));
    const at768 = css.indexOf('@media (min-width: 768px)');
    const at1024 = css.indexOf('@media (min-width: 1024px)');
    const at1200 = css.indexOf('@media (min-width: 1200px)');
    expect(at768).toBeGreaterThan(0);
    expect(at768).toBeLessThan(at1024);
    expect(at1024).toBeLessThan(at1200);
    expect(css.slice(at1200)).toContain('--vev-font-heading-size: 3.25rem;');
  });

  it('links Google and Typekit fonts and declares custom ones', async () => {
    const theme = applyThemeConfig(await loadTheme('standard'), {
      fonts: {
        sources: {
          google: [{ family: 'Source Sans 3', weights: [600, 400] }],
          typekit: { kitId: 'abc1def' },
          custom: [{ family: 'Husfont', url: '/media/f1/file', weight: 400, style: 'normal' }],
        },
        body: { family: 'Husfont', weight: 400, size: 1, mediaQueries: [] },
      },
    });
    expect(themeFontLinks(theme)).toEqual([
      'https://fonts.googleapis.com/css2?family=Source+Sans+3:wght@400;600&display=swap',
      'https://use.typekit.net/abc1def.css',
    ]);
    const css = themeStylesheet(theme);
    expect(css).toContain('@font-face {\n  font-family: "Husfont";\n  src: url("/media/f1/file");');
    expect(css).toContain('--vev-font-body-family: "Husfont", system-ui, sans-serif;');
  });

  it('loads no web fonts for a theme that uses the system fonts', async () => {
    const theme = await loadTheme('kveld');
    expect(themeFontLinks(theme)).toEqual([]);
    expect(themeStylesheet(theme)).toContain('--vev-font-body-family: system-ui, sans-serif;');
  });

  it("applies the site's colours and leaves out anything that could break out of CSS", async () => {
    const theme = applyThemeConfig(await loadTheme('skog'), {
      colors: { primary: 'rgba(10,20,30,1)', text: 'red; } body { display: none' },
      fonts: { heading: { family: 'x"; } *{', weight: 400, size: 2, mediaQueries: [] } },
      radius: 0,
    });
    const css = themeStylesheet(theme);
    expect(css).toContain('--vev-color-primary: rgba(10,20,30,1);');
    expect(css).toContain('--vev-color-text: #22281f;');
    expect(css).toContain('--vev-radius: 0rem;');
    expect(css).toContain('--vev-font-heading-family: Georgia, serif;');
    expect(css).not.toContain('display: none');
  });
});

describe('theme settings (theme.config)', () => {
  it('accepts colours and fonts, and needs a minimum width on each screen-size override', () => {
    expect(themeConfigSchema.safeParse({ colors: { primary: 'rgba(1,2,3,0.5)' } }).success).toBe(true);
    const result = themeConfigSchema.safeParse({
      fonts: { heading: { family: 'Inter', weight: 700, size: 2, mediaQueries: [{ size: 3 }] } },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fonts.heading.mediaQueries.0.query', 'Feltet må fylles ut.'],
    ]);
  });

  it('carries the chosen theme, one of the catalogue', () => {
    expect(themeConfigSchema.parse({ name: 'kveld' }).name).toBe('kveld');
    const unknown = themeConfigSchema.safeParse({ name: 'ukjent' });
    expect(unknown.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Ugyldig valg.'],
    ]);
  });

  it('maps the font sources onto the theme: Google and Typekit links, custom font faces', async () => {
    const settings = themeConfigSchema.parse({
      fontSources: {
        google: [{ family: 'Source Sans 3', weights: [600, 400] }],
        typekitKitId: 'abc1def',
        custom: [{ family: 'Husfont', url: '/media/f1/file', weight: 400, style: 'normal' }],
      },
      fonts: { body: { family: 'Husfont', weight: 400, size: 1, mediaQueries: [] } },
    });
    const theme = applyThemeConfig(await loadTheme('standard'), themeConfigForRender(settings));
    expect(themeFontLinks(theme)).toEqual([
      'https://fonts.googleapis.com/css2?family=Source+Sans+3:wght@400;600&display=swap',
      'https://use.typekit.net/abc1def.css',
    ]);
    expect(themeStylesheet(theme)).toContain('@font-face {\n  font-family: "Husfont";');
  });

  it("keeps the theme's own fonts, colours and radius where the settings are left empty", async () => {
    const standard = await loadTheme('standard');
    const theme = applyThemeConfig(standard, themeConfigForRender(themeConfigSchema.parse({})));
    expect(theme).toEqual(standard);
  });

  it('renders stored settings field by field: a value that no longer fits falls back alone', () => {
    const config = themeConfigForRender({ radius: 'stor', colors: { primary: '#ff0000' }, gammelt: true });
    expect(config.radius).toBeNull();
    expect(config.colors?.primary).toBe('#ff0000');
    expect(themeConfigForRender(null)).toEqual(themeConfigForRender({}));
  });

  it('refuses font sources that could not load or would break out of CSS', () => {
    const result = themeConfigSchema.safeParse({
      fontSources: {
        google: [{ family: 'Inter"; }', weights: [1000] }],
        typekitKitId: 'x',
        custom: [{ family: 'Husfont', url: 'javascript:alert(1)' }],
      },
    });
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(messages).toEqual({
      'fontSources.google.0.weights.0': 'Kan være maks 900.',
      'fontSources.google.0.family': 'Ugyldig skriftnavn.',
      'fontSources.typekitKitId': 'Prosjekt-ID-en består av 5–12 bokstaver og tall.',
      'fontSources.custom.0.url': 'Ugyldig adresse til skriftfilen.',
    });
  });
});
