import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { data, image } from '../test/render';
import { SectionList } from './section-list';

const hero = (name: string, heading: string) => ({
  name,
  component: 'hero',
  props: { heading, image: image(`m-${name}`) },
});

describe('section list: the sections of a page in order', () => {
  it('renders each section in its preview wrapper, in order, and skips unknown types', () => {
    const markup = renderToStaticMarkup(
      <SectionList
        sections={[hero('hero1', 'Første'), { name: 'old1', component: 'marquee', props: {} }, hero('hero2', 'Andre')]}
        data={data}
      />,
    );
    expect(markup.match(/data-vev-section="[^"]+"/g)).toEqual(['data-vev-section="hero1"', 'data-vev-section="hero2"']);
    expect(markup.indexOf('Første')).toBeLessThan(markup.indexOf('Andre'));
  });

  it('loads the images of the first sections at once and the rest lazily', () => {
    const sections = [hero('hero1', 'A'), hero('hero2', 'B'), hero('hero3', 'C')];
    const loading = (eager?: number) =>
      renderToStaticMarkup(<SectionList sections={sections} data={data} eager={eager} />).match(/loading="\w+"/g);
    expect(loading()).toEqual(['loading="eager"', 'loading="lazy"', 'loading="lazy"']);
    expect(loading(2)).toEqual(['loading="eager"', 'loading="eager"', 'loading="lazy"']);
    expect(loading(0)).toEqual(['loading="lazy"', 'loading="lazy"', 'loading="lazy"']);
  });
});
