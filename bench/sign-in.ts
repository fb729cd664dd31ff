/** Signs in through the real sign-on form, as a browser would, and answers the cookies to send. */
export interface Credentials {
  cookie: string;
  csrf: string;
}

export async function signIn(url: string, email: string, password: string): Promise<Credentials> {
  const response = await fetch(`${url}/sso/login?dashboard=true`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  if (response.status !== 303) throw new Error(`sign-in as ${email} answered ${response.status}`);
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const session = cookies.vev_session;
  const csrf = cookies.csrf_token;
  if (!session || !csrf) throw new Error('the sign-on set no session');
  return { cookie: `vev_session=${session}; csrf_token=${csrf}`, csrf };
}
