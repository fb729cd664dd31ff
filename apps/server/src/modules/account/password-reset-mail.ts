/** The password-reset e-mail, in Norwegian, as HTML and as plain text. */
import { linkMailHtml, linkMailText } from '../../platform/mail/layout';
import type { OutgoingMail } from '../../platform/mail/outbox';

export const passwordResetSubject = (providerName: string) => `Velg nytt passord i ${providerName}`;

export function passwordResetMail(input: { to: string; providerName: string; link: string }): OutgoingMail {
  const content = {
    title: passwordResetSubject(input.providerName),
    paragraphs: [
      `Noen, forhåpentligvis du, har bedt om å få velge nytt passord for ${input.to} i ${input.providerName}.`,
      'Åpne lenken for å velge et nytt passord. Når det er lagret, blir du logget ut overalt ellers og logget inn med det nye passordet.',
    ],
    button: 'Velg nytt passord',
    link: input.link,
    footnote: [
      'Lenken virker i én time og kan brukes én gang.',
      'Har du ikke bedt om dette, kan du se bort fra e-posten. Passordet ditt er ikke endret.',
    ],
  };
  // Account mail belongs to no site, so no site's admins see it in their outbox view.
  return {
    to: input.to,
    siteId: null,
    subject: content.title,
    html: linkMailHtml(content),
    text: linkMailText(content),
  };
}
