/** The look of the platform's own mail (invitations, password reset): a card with one button. */
import { escapeHtml as e } from '../html';

export interface LinkMailContent {
  title: string;
  paragraphs: string[];
  button: string;
  link: string;
  /** Small print under the button: how long the link works, what to do if the mail was unexpected. */
  footnote: string[];
}

/** The HTML body; the link is also written out in full, for mail readers that hide buttons. */
export function linkMailHtml(content: LinkMailContent): string {
  const paragraphs = content.paragraphs.map(
    (paragraph, index) =>
      `<p style="margin:0 0 ${index === content.paragraphs.length - 1 ? 24 : 16}px;font-size:15px;line-height:1.5">${e(paragraph)}</p>`,
  );
  return `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><title>${e(content.title)}</title></head>
<body style="margin:0;padding:24px;background:#f8f9fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${e(content.title)}</h1>
${paragraphs.join('\n')}
<p style="margin:0 0 24px"><a href="${e(content.link)}" style="display:inline-block;padding:10px 20px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none;font-weight:600">${e(content.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#868e96;line-height:1.5">${e(content.footnote.join(' '))}</p>
<p style="margin:0;font-size:13px;color:#868e96;word-break:break-all">${e(content.link)}</p>
</div>
</body>
</html>`;
}

/** The plain-text body: the paragraphs, the link on a line of its own, then the small print. */
export function linkMailText(content: Pick<LinkMailContent, 'paragraphs' | 'link' | 'footnote'>): string {
  return [...content.paragraphs.flatMap((paragraph) => [paragraph, '']), content.link, '', ...content.footnote].join(
    '\n',
  );
}
