import { installNorwegianValidationMessages } from '@vev/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSectionInstances, sectionInstanceMessages } from './instances';

beforeAll(() => installNorwegianValidationMessages());

const instance = (name: string, component: string, props: Record<string, unknown> = {}) => ({
  _id: `id-${name}`,
  internalId: `id-${name}`,
  name,
  component,
  props,
});

describe('section instances: checked against their definitions before they are stored', () => {
  it('fills in defaults and normalizes rich text', () => {
    const { instances, problems } = checkSectionInstances([instance('richtext1', 'richText', { content: 'Hei\nDu' })], {
      hasEcommerce: false,
    });
    expect(problems).toEqual({});
    const body = JSON.parse(String(instances[0]?.props.content));
    expect(body.blocks.map((block: { text: string }) => block.text)).toEqual(['Hei', 'Du']);
    expect(instances[0]?.props.background).toBe('default');
  });

  it('names each problem by its path in the list', () => {
    const { problems } = checkSectionInstances(
      [instance('hero1', 'hero', { heading: 5 }), instance('hero1', 'nope'), { name: 'x' }],
      { hasEcommerce: false },
    );
    expect(problems['components.0.props.heading']).toBeDefined();
    expect(problems['components.1.name']).toBe(sectionInstanceMessages.nameTaken);
    expect(problems['components.1.component']).toBe(sectionInstanceMessages.unknownType);
    expect(problems['components.2._id']).toBe('Feltet må fylles ut.');
  });

  it("refuses the shop's sections on a site without e-commerce", () => {
    const { problems } = checkSectionInstances([instance('productgrid1', 'productGrid')], { hasEcommerce: false });
    expect(problems).toEqual({ 'components.0.component': sectionInstanceMessages.needsEcommerce });
    expect(checkSectionInstances([instance('productgrid1', 'productGrid')], { hasEcommerce: true }).problems).toEqual(
      {},
    );
  });

  it('a placed reusable component keeps no props of its own', () => {
    const placed = { ...instance('hero2', 'hero', { heading: 'ignored' }), componentRef: { ref: 'c1' } };
    const { instances, problems } = checkSectionInstances([placed], { hasEcommerce: false, field: 'sections' });
    expect(problems).toEqual({});
    expect(instances[0]).toMatchObject({ componentRef: { ref: 'c1' }, props: {} });
  });
});

describe('placed sub-templates', () => {
  const placed = { ...instance('template1', 'template'), template: { ref: 'partial-1' } };

  it('whole templates may place a sub-template; it keeps no props of its own', () => {
    const { instances, problems } = checkSectionInstances([{ ...placed, props: { x: 1 } }], {
      hasEcommerce: false,
      templates: true,
    });
    expect(problems).toEqual({});
    expect(instances[0]).toMatchObject({ component: 'template', template: { ref: 'partial-1' }, props: {} });
  });

  it('pages, components and sub-templates may not', () => {
    expect(checkSectionInstances([placed], { hasEcommerce: false }).problems).toEqual({
      'components.0.component': 'Delmaler kan bare plasseres i hele maler.',
    });
  });

  it('a template section needs the sub-template it shows', () => {
    expect(
      checkSectionInstances([instance('template1', 'template')], { hasEcommerce: false, templates: true }).problems,
    ).toEqual({
      'components.0.template': 'Delmalen finnes ikke.',
    });
  });
});
