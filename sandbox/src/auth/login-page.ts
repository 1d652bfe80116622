import { DEMO_USERS } from '../seed/demo-users.js';
import { badgeInfo, type Badge } from './badges.js';
import { escapeHtml, page } from './html.js';

export interface LoginPageInput {
  badge: Badge;
  title: string;
  redirectUri: string;
  goTo?: string;
  username?: string;
  error?: string;
}

// The login page: the badge's demo users as one-click sign-in forms, then a manual form.
export function loginPage(input: LoginPageInput): string {
  const action = `/${input.badge}/login`;
  const carry = hidden('redirect_uri', input.redirectUri) + (input.goTo ? hidden('goTo', input.goTo) : '');
  const users = DEMO_USERS.filter((u) => u.loginBadge === input.badge)
    .map(
      (u, i) => `<li><form method="post" action="${action}">${hidden('username', u.username)}${hidden('password', u.password)}${carry}
  <button type="submit" aria-describedby="shows-${i}">Sign in as ${escapeHtml(u.name)} (${escapeHtml(u.username)})<span class="shows" id="shows-${i}">${escapeHtml(u.shows)}</span></button>
</form></li>`,
    )
    .join('\n');
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    `Sign in - ${input.title}`,
    `<h1>${escapeHtml(input.title)}</h1>
${error}
<section aria-labelledby="demo-users">
<h2 id="demo-users">Demo users</h2>
<ul class="users">
${users}
</ul>
</section>
<section aria-labelledby="manual">
<h2 id="manual">Sign in with a username and password</h2>
<form method="post" action="${action}">${carry}
<label for="username">Username</label>
<input type="text" id="username" name="username" autocomplete="username" required value="${escapeHtml(input.username)}">
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required>
<button type="submit" class="submit">Sign in</button>
</form>
</section>`,
    badgeInfo(input.badge),
  );
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}
