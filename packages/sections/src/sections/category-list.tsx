import { backgroundProp, columnOptions, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import type { ResolvedCategory } from '../render/context';
import { Image } from '../render/media';
import { headingId, SectionShell } from '../render/shell';

export const categoryList = defineSection({
  name: 'categoryList',
  label: 'Kategorier',
  description: 'Kort til kategorier: underkategoriene til en kategori, eller håndplukkede.',
  icon: 'IconCategory',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    headingProp('Utforsk kategoriene'),
    {
      name: 'source',
      label: 'Kategorier',
      type: 'select',
      options: [
        { value: 'children', label: 'Underkategorier' },
        { value: 'manual', label: 'Håndplukkede' },
      ],
      default: 'children',
    },
    {
      name: 'parent',
      label: 'Overordnet kategori',
      description: 'Tomt på en kategoriside: kategorien siden viser.',
      type: 'ref',
      to: 'category',
      showFn: (props) => props.source === 'children',
    },
    {
      name: 'categories',
      label: 'Kategorier',
      type: 'list',
      max: 24,
      of: { type: 'ref', to: 'category', label: 'Kategori' },
      required: true,
      showFn: (props) => props.source === 'manual',
    },
    { name: 'columns', label: 'Kolonner', type: 'select', options: columnOptions, default: '3' },
    { name: 'showDescription', label: 'Vis beskrivelse', type: 'boolean', default: true },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const { data } = context;
    const id = headingId(context.instance);
    const parentId = props.parent ?? data.current?.category;
    const ids =
      props.source === 'manual'
        ? props.categories
        : ((parentId ? data.categories[parentId]?.children : undefined) ?? []);
    const categories = ids
      .map((categoryId) => (categoryId ? data.categories[categoryId] : undefined))
      .filter((category): category is ResolvedCategory => !!category);
    if (categories.length === 0) return null;
    return (
      <SectionShell kind="category-list" background={props.background} labelledBy={props.heading ? id : undefined}>
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        <ul className={`vev-grid vev-grid-${props.columns}`}>
          {categories.map((category) => (
            <li key={category._id}>
              <a className="vev-category-card" href={category.path}>
                <div className="vev-category-card-image">
                  <Image
                    image={category.image}
                    sizes="(min-width: 900px) 33vw, 100vw"
                    eager={context.aboveFold}
                    maxWidth={1024}
                  />
                </div>
                <div className="vev-category-card-body">
                  <h3>{category.title}</h3>
                  {props.showDescription && category.description ? <p>{category.description}</p> : null}
                </div>
              </a>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  },
});
