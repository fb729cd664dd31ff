/** The provider's server-rendered sign-on page, styled like the dashboard (light and dark). */
import { escapeHtml } from '../platform/html';

export interface LoginPageOptions {
  providerName: string;
  action: string;
  email?: string;
  error?: string;
  notice?: string;
  forgotPasswordHref: string;
  oidc?: { name: string; href: string };
  /** What the sign-in is for; the dashboard's words unless given. */
  lead?: string;
}

const styles = `
:root { color-scheme: light dark; --bg: #f8f9fa; --card: #fff; --text: #212529; --muted: #868e96;
  --border: #dee2e6; --primary: #228be6; --primary-hover: #1c7ed6; --error-bg: #fff5f5; --error: #c92a2a; }
@media (prefers-color-scheme: dark) { :root { --bg: #1a1b1e; --card: #25262b; --text: #c1c2c5; --muted: #909296;
  --border: #373a40; --error-bg: #2c1a1a; --error: #ff8787; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 16px; }
main { width: min(26rem, calc(100vw - 2rem)); background: var(--card); border: 1px solid var(--border);
  border-radius: 8px; padding: 2rem; box-shadow: 0 1px 3px rgba(0,0,0,.05), 0 10px 15px -5px rgba(0,0,0,.05); }
h1 { margin: 0 0 .25rem; font-size: 1.625rem; font-weight: 700; }
p.lead { margin: 0 0 1.5rem; color: var(--muted); font-size: .875rem; }
label { display: block; font-size: .875rem; font-weight: 500; margin: 0 0 .25rem; }
input { width: 100%; height: 2.25rem; padding: 0 .75rem; margin: 0 0 1rem; font: inherit; font-size: .875rem;
  color: var(--text); background: var(--card); border: 1px solid var(--border); border-radius: 4px; }
input:focus { outline: none; border-color: var(--primary); }
button, a.button { display: flex; align-items: center; justify-content: center; width: 100%; height: 2.25rem;
  font: inherit; font-size: .875rem; font-weight: 600; border-radius: 4px; cursor: pointer; text-decoration: none; }
button { color: #fff; background: var(--primary); border: 0; }
button:hover { background: var(--primary-hover); }
a.button { color: var(--text); background: transparent; border: 1px solid var(--border); }
.alert { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: 4px; font-size: .875rem;
  background: var(--error-bg); color: var(--error); }
.notice { background: transparent; color: var(--text); border: 1px solid var(--border); }
a.button.primary { color: #fff; background: var(--primary); border: 0; }
a.button.primary:hover { background: var(--primary-hover); }
a.button + a.button { margin-top: .75rem; }
p.aside { margin: 1rem 0 0; text-align: center; font-size: .875rem; }
p.aside a { color: var(--primary); text-decoration: none; }
p.aside a:hover { text-decoration: underline; }
.divider { display: flex; align-items: center; gap: .75rem; margin: 1.25rem 0; color: var(--muted); font-size: .75rem; }
.divider::before, .divider::after { content: ""; flex: 1; border-top: 1px solid var(--border); }
`;

export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">${head}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** An error (role alert) and a neutral notice (role status), each only when given. */
export function alerts(options: { error?: string | undefined; notice?: string | undefined }): string {
  return [
    options.error ? `<div class="alert" role="alert">${escapeHtml(options.error)}</div>` : '',
    options.notice ? `<div class="alert notice" role="status">${escapeHtml(options.notice)}</div>` : '',
  ].join('');
}

export function renderLoginPage(options: LoginPageOptions): string {
  const provider = escapeHtml(options.providerName);
  const oidc = options.oidc
    ? `<div class="divider">eller</div>
<a class="button" href="${escapeHtml(options.oidc.href)}">Logg inn med ${escapeHtml(options.oidc.name)}</a>`
    : '';
  const email = escapeHtml(options.email ?? '');
  return page(
    `Logg inn – ${options.providerName}`,
    `<h1>${provider}</h1>
<p class="lead">${escapeHtml(options.lead ?? 'Logg inn for å administrere nettstedene dine.')}</p>
${alerts(options)}
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">E-post</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${email}"${email ? '' : ' autofocus'}>
<label for="password">Passord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1000"${email ? ' autofocus' : ''}>
<button type="submit">Logg inn</button>
</form>
<p class="aside"><a href="${escapeHtml(options.forgotPasswordHref)}">Glemt passordet?</a></p>
${oidc}`,
  );
}

export function renderSignedInPage(options: { providerName: string; name: string }): string {
  return page(
    `Logget inn – ${options.providerName}`,
    `<h1>${escapeHtml(options.providerName)}</h1>
<p class="lead">Du er logget inn som ${escapeHtml(options.name)}.</p>
<a class="button" href="/sign-on">Gå til dashbordet</a>`,
  );
}

/**
 * After a sign-in that began elsewhere: on to `href` by a new navigation (a refresh), not by the
 * form's redirect, since a form may only lead to this origin (`form-action 'self'`) and the way
 * on ends at a site's own address.
 */
export function renderContinuePage(options: { providerName: string; href: string }): string {
  const href = escapeHtml(options.href);
  return page(
    `Logget inn – ${options.providerName}`,
    `<h1>${escapeHtml(options.providerName)}</h1>
<p class="lead">Du er logget inn.</p>
<a class="button" href="${href}">Fortsett</a>`,
    `\n<meta http-equiv="refresh" content="0; url=${href}">`,
  );
}
