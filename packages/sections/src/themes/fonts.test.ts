import { describe, expect, it } from 'vitest';
import { applyThemeConfig, themeStylesheet } from './css';
import { themeFontHosts, themeFontLinks } from './fonts';
import { hostedFontFamilies, hostedFontFileName, parseHostedFontFileName } from './hosted-fonts';
import { loadTheme } from './loader';
import type { Theme } from './types';

/** The font files the stylesheet declares, by file name. */
const declaredFiles = (css: string) =>
  [...css.matchAll(/url\("\/_vev\/fonts\/([^"]+)"\)/g)].map((match) => match[1] ?? '');
const noHosts = { styles: [], fonts: [] };

describe("the themes' own fonts come from the platform", () => {
  it.each([
    ['standard', ['inter-latin-400-normal', 'inter-latin-600-normal', 'inter-latin-700-normal']],
    ['fjord', ['fraunces-latin-600-normal', 'source-sans-3-latin-400-normal', 'source-sans-3-latin-600-normal']],
    ['skog', ['lora-latin-600-normal', 'nunito-sans-latin-400-normal', 'nunito-sans-latin-700-normal']],
  ])('%s declares its families from /_vev/fonts, in Latin and Latin Extended, and links no font service', async (name, latin) => {
    const theme = await loadTheme(name);
    const files = declaredFiles(themeStylesheet(theme));
    expect(files).toEqual(
      expect.arrayContaining(
        [...latin, ...latin.map((file) => file.replace('-latin-', '-latin-ext-'))].map((file) => `${file}.woff2`),
      ),
    );
    expect(files).toHaveLength(latin.length * 2);
    expect(themeFontLinks(theme)).toEqual([]);
    expect(themeFontHosts(theme)).toEqual(noHosts);
  });

  it('a face names its family, weight and the characters its file covers', async () => {
    const css = themeStylesheet(await loadTheme('standard'));
    expect(css).toContain(
      '@font-face {\n  font-family: "Inter";\n  font-style: normal;\n  font-weight: 400;\n  font-display: swap;\n  src: url("/_vev/fonts/inter-latin-400-normal.woff2") format("woff2");\n  unicode-range: U+0000-00FF,',
    );
    // æ, ø and å are Latin; the Sami letters are in the extended file, fetched only when a page shows one.
    expect(css).toMatch(/inter-latin-ext-400-normal\.woff2"\) format\("woff2"\);\n {2}unicode-range: U\+0100-02BA,/);
  });

  it('kveld uses the system fonts and declares no font file at all', async () => {
    const theme = await loadTheme('kveld');
    expect(themeStylesheet(theme)).not.toContain('@font-face');
    expect(themeFontHosts(theme)).toEqual(noHosts);
  });

  it("a platform family the site picks for a font is declared with regular, bold and the font's weight", async () => {
    const theme = applyThemeConfig(await loadTheme('skog'), {
      fonts: { heading: { family: 'Fraunces', weight: 800, size: 2, mediaQueries: [{ query: 768, family: 'Lora' }] } },
    });
    const files = declaredFiles(themeStylesheet(theme)).filter((file) => !file.includes('-latin-ext-'));
    expect(files).toEqual(
      expect.arrayContaining([
        'fraunces-latin-400-normal.woff2',
        'fraunces-latin-700-normal.woff2',
        'fraunces-latin-800-normal.woff2',
        // Lora is the theme's at 600; at 768 px the heading asks for it at 800, which Lora has not: 700.
        'lora-latin-600-normal.woff2',
        'lora-latin-700-normal.woff2',
      ]),
    );
    expect(themeFontHosts(theme)).toEqual(noHosts);
  });

  it('a family the site takes from Google Fonts or its own files is left to them', async () => {
    const theme = applyThemeConfig(await loadTheme('standard'), {
      fonts: { sources: { google: [{ family: 'Inter', weights: [400] }] } },
    });
    expect(declaredFiles(themeStylesheet(theme))).toEqual([]);
    expect(themeFontLinks(theme)).toEqual(['https://fonts.googleapis.com/css2?family=Inter:wght@400&display=swap']);
    const own = applyThemeConfig(await loadTheme('standard'), {
      fonts: { sources: { custom: [{ family: 'Inter', url: '/media/f1/file', weight: 400, style: 'normal' }] } },
    });
    expect(declaredFiles(themeStylesheet(own))).toEqual([]);
  });
});

describe('the hosts a theme loads fonts from (its page policy)', () => {
  const standard = () => loadTheme('standard');
  const withSources = async (sources: Partial<Theme['fonts']['sources']>) =>
    themeFontHosts(applyThemeConfig(await standard(), { fonts: { sources } }));

  it('Google Fonts: its stylesheets and its files', async () => {
    expect(await withSources({ google: [{ family: 'Merriweather', weights: [700] }] })).toEqual({
      styles: ['https://fonts.googleapis.com'],
      fonts: ['https://fonts.gstatic.com'],
    });
  });

  it('Adobe Fonts (Typekit): its stylesheet, the one it imports, and its files', async () => {
    expect(await withSources({ typekit: { kitId: 'abc1def' } })).toEqual({
      styles: ['https://use.typekit.net', 'https://p.typekit.net'],
      fonts: ['https://use.typekit.net'],
    });
  });

  it("the site's own files: the origin of a full address, nothing for its media; never a value that breaks the policy", async () => {
    const custom = (url: string) => ({ family: 'Husfont', url, weight: 400, style: 'normal' as const });
    expect(
      await withSources({
        custom: [
          custom('https://cdn.example.no:8443/fonts/husfont.woff2'),
          custom('https://cdn.example.no:8443/fonts/husfont-bold.woff2'),
          custom('/media/f1/file?v=2'),
          custom('https://a;script-src.example/x.woff2'),
          custom('https://a,b.example/x.woff2'),
        ],
      }),
    ).toEqual({ styles: [], fonts: ['https://cdn.example.no:8443'] });
  });

  it('names nothing that is not a valid choice', async () => {
    expect(await withSources({ google: [{ family: 'Inter"; }', weights: [] }], typekit: { kitId: 'x' } })).toEqual(
      noHosts,
    );
  });
});

describe('font file names', () => {
  it('read back every face the catalogue offers', () => {
    for (const family of hostedFontFamilies) {
      for (const weight of family.weights) {
        const file = { family, subset: 'latin-ext' as const, weight, style: 'italic' as const };
        expect(parseHostedFontFileName(hostedFontFileName(file))).toEqual(file);
      }
    }
  });

  it.each([
    'comic-sans-latin-400-normal.woff2',
    'inter-cyrillic-400-normal.woff2',
    'lora-latin-300-normal.woff2',
    'inter-latin-400-oblique.woff2',
    'inter-latin-400-normal.woff',
    '../inter-latin-400-normal.woff2',
    'inter-latin-400-normal.woff2/..',
  ])('refuse %s', (name) => {
    expect(parseHostedFontFileName(name)).toBeNull();
  });
});
