import { html, type SafeHtml } from './html';

/** Hosted pages of the embedded provider. No inline scripts (CSP); every value is escaped. */

type Notice = { kind: 'error' | 'ok'; text: string };

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Labwise</title>
    <link rel="stylesheet" href="/interaction-assets/identity.css" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <main class="card">
      <div class="brand"><span class="brand-mark" aria-hidden="true">L</span>Labwise</div>
      ${body}
    </main>
  </body>
</html>`.value;
}

function notice(n: Notice | undefined): SafeHtml {
  return n ? html`<div class="alert ${n.kind}" role="${n.kind === 'error' ? 'alert' : 'status'}">${n.text}</div>` : html``;
}

export function loginPage(input: {
  uid: string;
  email?: string;
  notice?: Notice;
  unverifiedEmail?: string;
  forgotPasswordUrl: string;
}): string {
  const resend = input.unverifiedEmail
    ? html`<form method="post" action="/interaction/${input.uid}/resend">
        <input type="hidden" name="email" value="${input.unverifiedEmail}" />
        <button type="submit" class="secondary">Send a new verification link</button>
      </form>`
    : html``;
  return layout(
    'Sign in',
    html`<h1>Sign in</h1>
      <p class="lead">Use the e-mail and password of your Labwise account.</p>
      ${notice(input.notice)}
      <form method="post" action="/interaction/${input.uid}/login" novalidate>
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${input.email ?? ''}" ${input.email ? '' : 'autofocus'} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required ${input.email ? 'autofocus' : ''} />
        <button type="submit">Sign in</button>
      </form>
      ${resend}
      <div class="links">
        <a href="${input.forgotPasswordUrl}">Forgot password?</a>
        <a href="/interaction/${input.uid}/signup">Create an account</a>
      </div>`,
  );
}

export function signupPage(input: {
  uid: string;
  values?: { fullName?: string; email?: string };
  notice?: Notice;
  /** Started from a doctor's invitation. */
  invited?: boolean;
}): string {
  return layout(
    'Create your account',
    html`<h1>Create your account</h1>
      <p class="lead">
        ${input.invited
          ? 'Use the e-mail address your invitation was sent to and you can start right away. Any other address gets a verification link first.'
          : 'We will e-mail you a link to verify your address.'}
      </p>
      ${notice(input.notice)}
      <form method="post" action="/interaction/${input.uid}/signup" novalidate>
        <label for="fullName">Full name</label>
        <input id="fullName" name="fullName" autocomplete="name" required maxlength="120" value="${input.values?.fullName ?? ''}" autofocus />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${input.values?.email ?? ''}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="128" aria-describedby="password-hint" />
        <p class="hint" id="password-hint">At least 10 characters. A few unrelated words make a strong password.</p>
        <label for="confirm">Confirm password</label>
        <input id="confirm" name="confirm" type="password" autocomplete="new-password" required />
        <button type="submit">Sign up</button>
      </form>
      <div class="links"><span>Already have an account?</span><a href="/interaction/${input.uid}">Sign in</a></div>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p class="lead">${text}</p>
      ${link ? html`<a href="${link.href}">${link.label}</a>` : html``}`,
  );
}
