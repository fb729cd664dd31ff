import { defineSection } from '../definition/define';
import { linkHref } from '../render/links';
import { Image } from '../render/media';
import { SectionShell } from '../render/shell';

const sizes = {
  content: '(min-width: 1200px) 1120px, 100vw',
  wide: '(min-width: 1440px) 1360px, 100vw',
  full: '100vw',
};

export const image = defineSection({
  name: 'image',
  label: 'Bilde',
  description: 'Ett bilde med bildetekst, i innholdsbredde eller over hele skjermen.',
  icon: 'IconPhoto',
  titleProp: 'caption',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    { name: 'image', label: 'Bilde', type: 'image', required: true },
    { name: 'caption', label: 'Bildetekst', type: 'string', maxLength: 300, default: '' },
    {
      name: 'width',
      label: 'Bredde',
      type: 'select',
      options: [
        { value: 'content', label: 'Innholdsbredde' },
        { value: 'wide', label: 'Bred' },
        { value: 'full', label: 'Hele skjermen' },
      ],
      default: 'content',
    },
    { name: 'link', label: 'Lenke', type: 'link' },
  ],
  render: ({ props, context }) => {
    const picture = (
      <Image image={props.image} sizes={sizes[props.width as keyof typeof sizes]} eager={context.aboveFold} />
    );
    const href = linkHref(props.link, context.data);
    return (
      <SectionShell
        kind="image"
        width={props.width === 'content' ? 'content' : props.width === 'wide' ? 'wide' : 'full'}
      >
        <figure className="vev-figure">
          {href ? (
            <a href={href} aria-label={props.link?.ariaLabel || props.link?.label || undefined}>
              {picture}
            </a>
          ) : (
            picture
          )}
          {props.caption ? <figcaption>{props.caption}</figcaption> : null}
        </figure>
      </SectionShell>
    );
  },
});
