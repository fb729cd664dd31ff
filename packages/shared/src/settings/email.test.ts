import { describe, expect, it } from 'vitest';
import { emailTemplateMessages, emailTemplates, findEmailTemplate, resolveEmailTemplateProps } from './email';

describe('e-mail template props', () => {
  const klassisk = findEmailTemplate('klassisk');
  if (!klassisk) throw new Error('Klassisk is one of the templates');

  it('the site’s values go over the defaults', () => {
    expect(resolveEmailTemplateProps(klassisk, { accentColor: '#2b8a3e' })).toEqual({
      props: { accentColor: '#2b8a3e', showLogo: true, footerText: '' },
      problems: {},
    });
  });

  it('a value of the wrong kind, or a prop the template lacks, is a problem', () => {
    expect(
      resolveEmailTemplateProps(klassisk, { accentColor: 'blå', showLogo: 'ja', fargen: '#000000' }).problems,
    ).toEqual({
      accentColor: emailTemplateMessages.badProp('Aksentfarge'),
      showLogo: emailTemplateMessages.badProp('Vis logo'),
      fargen: emailTemplateMessages.unknownProp('fargen'),
    });
  });

  it('every template is for order receipts and has a unique id; one has nothing to change', () => {
    expect(new Set(emailTemplates.map((template) => template._id)).size).toBe(emailTemplates.length);
    expect(emailTemplates.every((template) => template.type === 'orderReceipt')).toBe(true);
    expect(emailTemplates.some((template) => template.props.length === 0)).toBe(true);
  });
});
