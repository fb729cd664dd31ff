import { describe, expect, it } from 'vitest';
import { sectionsByArea } from './sections-by-area';

const section = (name: string, marks: { inHeader?: boolean; inFooter?: boolean } = {}) => ({ name, ...marks });

describe('template sections by area', () => {
  it('header sections go to Topp, footer sections to Bunn, the rest to Hovedinnhold, each in the template order', () => {
    const areas = sectionsByArea([
      section('header1', { inHeader: true }),
      section('hero1'),
      section('footer1', { inFooter: true }),
      section('text1'),
      section('banner1', { inHeader: true }),
    ]);
    expect(areas.header.map((s) => s.name)).toEqual(['header1', 'banner1']);
    expect(areas.main.map((s) => s.name)).toEqual(['hero1', 'text1']);
    expect(areas.footer.map((s) => s.name)).toEqual(['footer1']);
  });

  it('a template without sections has three empty areas', () => {
    expect(sectionsByArea([])).toEqual({ header: [], main: [], footer: [] });
  });

  it('a section marked false for both areas is main content', () => {
    expect(sectionsByArea([section('x1', { inHeader: false, inFooter: false })]).main).toHaveLength(1);
  });
});
