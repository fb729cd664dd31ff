/** The invitation e-mail, in Norwegian, as HTML and as plain text. */
import { invitationLifetimeDays, type PermissionLevel, permissionLevelLabels } from '@vev/shared';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { escapeHtml } from '../../sso/page';

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
  const intro = `${who} til å jobbe med ${input.siteName} i ${input.providerName}, med tilgang som ${level}.`;
  const how =
    'Åpne lenken for å godta invitasjonen. Er du ny, velger du navn og passord; har du allerede en bruker, logger du inn.';
  const expiry = `Lenken virker i ${invitationLifetimeDays} dager og kan brukes én gang.`;
  const ignore = 'Forventet du ikke denne invitasjonen, kan du se bort fra e-posten.';
  const text = [intro, '', how, '', input.link, '', expiry, ignore].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><title>${e(invitationSubject(input.siteName))}</title></head>
<body style="margin:0;padding:24px;background:#f8f9fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${e(invitationSubject(input.siteName))}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${e(intro)}</p>
<p style="margin:0 0 24px;font-size:15px;line-height:1.5">${e(how)}</p>
<p style="margin:0 0 24px"><a href="${e(input.link)}" style="display:inline-block;padding:10px 20px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none;font-weight:600">Godta invitasjonen</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#868e96;line-height:1.5">${e(expiry)} ${e(ignore)}</p>
<p style="margin:0;font-size:13px;color:#868e96;word-break:break-all">${e(input.link)}</p>
</div>
</body>
</html>`;
  return { to: input.to, siteId: input.siteId, subject: invitationSubject(input.siteName), html, text };
}
