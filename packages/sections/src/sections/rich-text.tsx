import { alignOptions, backgroundProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { RichText } from '../render/rich-text';
import { SectionShell } from '../render/shell';

export const richText = defineSection({
  name: 'richText',
  label: 'Tekst',
  description: 'Formatert tekst med overskrifter, lister og lenker.',
  icon: 'IconAlignLeft',
  titleProp: 'content',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    { name: 'content', label: 'Innhold', type: 'richText', required: true, default: 'Skriv teksten din her.' },
    {
      name: 'width',
      label: 'Bredde',
      type: 'select',
      options: [
        { value: 'narrow', label: 'Smal' },
        { value: 'content', label: 'Normal' },
      ],
      default: 'narrow',
    },
    { name: 'align', label: 'Justering', type: 'select', options: alignOptions, default: 'start' },
    backgroundProp,
  ],
  render: ({ props }) => (
    <SectionShell kind="rich-text-section" background={props.background} width={props.width}>
      <RichText value={props.content} className={`vev-align-${props.align}`} />
    </SectionShell>
  ),
});
