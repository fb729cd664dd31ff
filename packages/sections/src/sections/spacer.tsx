import { defineSection } from '../definition/define';

export const spacer = defineSection({
  name: 'spacer',
  label: 'Mellomrom',
  description: 'Luft mellom to seksjoner, med eller uten skillelinje.',
  icon: 'IconSeparatorHorizontal',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    {
      name: 'size',
      label: 'Høyde',
      type: 'select',
      options: [
        { value: 'small', label: 'Liten' },
        { value: 'medium', label: 'Middels' },
        { value: 'large', label: 'Stor' },
      ],
      default: 'medium',
    },
    { name: 'divider', label: 'Vis skillelinje', type: 'boolean', default: false },
  ],
  render: ({ props }) => (
    <div className={`vev-spacer vev-spacer-${props.size}`} aria-hidden={props.divider ? undefined : true}>
      {props.divider ? (
        <div className="vev-container vev-width-content">
          <hr />
        </div>
      ) : null}
    </div>
  ),
});
