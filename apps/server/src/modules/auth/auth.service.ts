import { ADMIN_ROLE, MESSAGES, SYSTEM_APP_ID } from '@console/contract';
import { type ExpiredLoginBody, type LoginBody, type UserInfo } from '@console/contract/auth';
import { type NavItem } from '@console/contract/menu';
import { SETTING_KEYS } from '@console/contract/settings';
import { AppError, badRequest, notSignedIn, tooManyRequests } from '../../http/errors.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { MenusApi } from '../menu/menu.api.ts';
import type { RolesApi } from '../roles/roles.api.ts';
import type { SettingsApi } from '../settings/settings.api.ts';
import type { UsersApi } from '../users/users.api.ts';
import type { UserRow } from '../users/users.table.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SessionsApi, SignedIn } from './sessions.api.ts';

export interface SignInClient { ip: string; userAgent: string; requestId: string }

export class AuthService {
  constructor(
    private readonly users: UsersApi,
    private readonly roles: RolesApi,
    private readonly menus: MenusApi,
    private readonly sessions: SessionsApi,
    private readonly throttle: LoginThrottle,
    private readonly captchas: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly settings: SettingsApi,
  ) {}

  /** Whether a sign-in needs a captcha: as the setting says, or past a few failures (`byFailures`). */
  private async captchaNeeded(byFailures: boolean): Promise<boolean> {
    const mode = await this.settings.read(SETTING_KEYS.captcha);
    return mode === 'always' || (mode === 'afterFailures' && byFailures);
  }

  /**
   * Signs in. Throttling and the captcha are settled before any password is hashed; an unknown
   * user, a wrong password and a disabled account get the same answer after the same work. A right
   * password that has expired is refused as such: the page then asks for a new one (`expiredLogin`).
   */
  async login(body: LoginBody, client: SignInClient): Promise<SignedIn> {
    const account = await this.authenticate(body, client);
    if ((await this.users.passwordAgeOf(account)).expired) throw badRequest(MESSAGES.passwordExpired, { captchaRequired: false, passwordExpired: true });
    return this.startSession(account, client);
  }

  /** Signs in by replacing the password, as the policy allows: the session starts once the new one is set. */
  async expiredLogin(body: ExpiredLoginBody, client: SignInClient): Promise<SignedIn> {
    const account = await this.authenticate({ ...body, password: body.oldPassword }, client);
    await this.sessions.refuseUnlessAdmitted(account.id, client.ip);
    await this.users.setChosenPassword(account.id, body.newPassword, { userId: account.id, requestId: client.requestId, ip: client.ip });
    return this.startSession({ ...account, mustChangePassword: false }, client);
  }

  private async authenticate(body: LoginBody, client: SignInClient): Promise<UserRow> {
    const { username } = body;
    const state = await this.throttle.check(username, client.ip);
    if (state.waitMs > 0) throw tooManyRequests(state.waitMs);
    if (await this.captchaNeeded(state.captchaRequired)) await this.requireCaptcha(body, client);

    const account = await this.users.findForSignIn(username);
    const passwordMatches = await this.passwords.verify(account?.passwordHash, body.password);
    if (!account || !passwordMatches || !account.enabled) {
      const { captchaRequired } = await this.throttle.recordFailure(username, client.ip);
      throw badRequest(MESSAGES.badCredentials, { captchaRequired: await this.captchaNeeded(captchaRequired) });
    }
    await this.throttle.recordSuccess(username);
    return account;
  }

  /** A session of the account, owing its second factor when it enrolled one: a column of the row already read, no other work. */
  private async startSession(account: UserRow, client: SignInClient): Promise<SignedIn> {
    const secondFactor = account.twoFactorSince !== null;
    const token = await this.sessions.start(account.id, client.ip, client.userAgent, secondFactor ? 'password' : null);
    return { token, mustChangePassword: account.mustChangePassword, secondFactor };
  }

  private async requireCaptcha(body: LoginBody, client: SignInClient): Promise<void> {
    if (!body.captchaId || !body.captcha) throw badRequest(MESSAGES.captchaRequired, { captchaRequired: true });
    if (!(await this.captchas.check(body.captchaId, body.captcha))) {
      await this.throttle.recordFailure(body.username, client.ip);
      throw new AppError(400, MESSAGES.captchaWrong, { captchaRequired: true });
    }
  }

  async info(userId: number): Promise<UserInfo> {
    const user = await this.users.findById(userId);
    if (!user) throw notSignedIn();
    return {
      roles: await this.roleNamesOf(userId),
      name: user.name,
      avatar: user.avatar,
      introduction: user.introduction,
      admin_id: user.id,
      userType: user.userType,
      subAccount: user.subAccount,
      userName: user.username,
      mustChangePassword: user.mustChangePassword,
      // The session's own, which the handler tells: this answer is kept for every session of the user.
      signInStep: null,
    };
  }

  /**
   * The roles the shell routes on: `admin`, or the user's role codes and the name of every menu
   * of the console they see (granted pages and the directories above them).
   */
  private async roleNamesOf(userId: number): Promise<string[]> {
    const codes = await this.roles.roleCodesOf(userId);
    if (codes.includes(ADMIN_ROLE)) return [ADMIN_ROLE];
    const tree = await this.menus.navFor(SYSTEM_APP_ID, await this.roles.menuGrantsOf(userId));
    const names = (items: NavItem[]): string[] => items.flatMap((item) => [item.name, ...names(item.list)]);
    return [...new Set([...codes, ...names(tree)])];
  }

  logout(tokenHash: string): Promise<void> {
    return this.sessions.end(tokenHash);
  }
}
