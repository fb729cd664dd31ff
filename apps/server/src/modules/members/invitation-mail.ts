/** The invitation e-mail, in Norwegian, as HTML and as plain text. */
import { invitationLifetimeDays, type PermissionLevel, permissionLevelLabels } from '@vev/shared';
import { linkMailHtml, linkMailText } from '../../platform/mail/layout';
import type { OutgoingMail } from '../../platform/mail/outbox';

export interface InvitationMailInput {
  to: string;
  siteId: string;
  siteName: string;
  inviterName: string | null;
  permission: PermissionLevel;
  providerName: string;
  link: string;
}

export const invitationSubject = (siteName: string) => `Du er invitert til ${siteName}`;

export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const who = input.inviterName ? `${input.inviterName} har invitert deg` : 'Du er invitert';
  const level = permissionLevelLabels[input.permission].toLowerCase();
  const content = {
    title: invitationSubject(input.siteName),
    paragraphs: [
      `${who} til å jobbe med ${input.siteName} i ${input.providerName}, med tilgang som ${level}.`,
      'Åpne lenken for å godta invitasjonen. Er du ny, velger du navn og passord; har du allerede en bruker, logger du inn.',
    ],
    button: 'Godta invitasjonen',
    link: input.link,
    footnote: [
      `Lenken virker i ${invitationLifetimeDays} dager og kan brukes én gang.`,
      'Forventet du ikke denne invitasjonen, kan du se bort fra e-posten.',
    ],
  };
  return {
    to: input.to,
    siteId: input.siteId,
    subject: content.title,
    html: linkMailHtml(content),
    text: linkMailText(content),
  };
}
