import { describe, expect, it } from 'vitest';
import { svgProblem } from './svg';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('svgProblem', () => {
  it('keeps plain drawings, internal links, gradients and embedded raster images', () => {
    expect(svgProblem(svg('<rect width="10" height="10" fill="#c33"/>'))).toBeNull();
    expect(
      svgProblem(
        svg(
          '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)"/><use href="#g"/><image xlink:href="data:image/png;base64,iVBORw0KGgo="/>',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['a namespaced script', svg('<svg:script>alert(1)</svg:script>')],
    ['an event handler', svg('<rect onclick="alert(1)"/>')],
    ['an event handler on the root', svg('', ' onload="alert(1)"')],
    ['foreignObject', svg('<foreignObject><div>hei</div></foreignObject>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['an external link', svg('<use href="https://angriper.example/sprite.svg#a"/>')],
    ['an external xlink:href image', svg('<image xlink:href="https://angriper.example/x.png"/>')],
    ['an entity-encoded link', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
    ['an external url() in a style', svg('<style>rect{fill:url(https://angriper.example/a)}</style>')],
    ['an @import', svg('<style>@import "https://angriper.example/a.css";</style>')],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`],
    ['an animation that sets a handler', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    ['an iframe', svg('<iframe src="https://angriper.example"/>')],
  ])('refuses %s', (_what, text) => {
    expect(svgProblem(text)).not.toBeNull();
  });
});
