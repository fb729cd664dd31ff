import { backgroundProp, headingProp } from '../definition/common';
import { defineSection } from '../definition/define';
import { keyed } from '../render/keys';
import { RichText } from '../render/rich-text';
import { headingId, SectionShell } from '../render/shell';

export const faq = defineSection({
  name: 'faq',
  label: 'Ofte stilte spørsmål',
  description: 'Spørsmål og svar som kan foldes ut.',
  icon: 'IconHelpCircle',
  titleProp: 'heading',
  usableInSection: true,
  usableInRichContent: true,
  props: [
    headingProp('Ofte stilte spørsmål'),
    { name: 'intro', label: 'Innledning', type: 'text', maxLength: 500, default: '' },
    {
      name: 'items',
      label: 'Spørsmål',
      type: 'list',
      max: 50,
      itemTitle: 'question',
      required: true,
      of: {
        type: 'object',
        label: 'Spørsmål',
        fields: [
          { name: 'question', label: 'Spørsmål', type: 'string', maxLength: 300, required: true },
          { name: 'answer', label: 'Svar', type: 'richText', required: true },
        ],
      },
    },
    { name: 'openFirst', label: 'Vis svaret på det første spørsmålet', type: 'boolean', default: false },
    backgroundProp,
  ],
  render: ({ props, context }) => {
    const id = headingId(context.instance);
    return (
      <SectionShell kind="faq" background={props.background} labelledBy={props.heading ? id : undefined} width="narrow">
        {props.heading ? <h2 id={id}>{props.heading}</h2> : null}
        {props.intro ? <p className="vev-lead">{props.intro}</p> : null}
        <div className="vev-faq-list">
          {keyed(props.items).map(([key, item], index) => (
            <details key={key} className="vev-faq-item" open={props.openFirst && index === 0}>
              <summary>
                <h3>{item.question}</h3>
              </summary>
              <RichText value={item.answer} className="vev-faq-answer" />
            </details>
          ))}
        </div>
      </SectionShell>
    );
  },
});
