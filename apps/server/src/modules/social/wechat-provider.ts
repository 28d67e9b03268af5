import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { addressAt, codeIn, providerJson, refused, type ProviderClient, type ProviderFetch, type ProviderSettings, type SignInChecks, type SocialIdentity } from './provider-client.ts';

/** WeChat Open Platform, website application ("网站应用微信登录"). */
const AUTHORIZE = 'https://open.weixin.qq.com/connect/qrconnect';
const TOKEN = 'https://api.weixin.qq.com/sns/oauth2/access_token';
const USER_INFO = 'https://api.weixin.qq.com/sns/userinfo';

/** Every call answers HTTP 200: an error is `errcode` and `errmsg`. */
const weChatError = z.object({ errcode: z.number().int(), errmsg: z.string().optional() });
const tokenAnswer = z.object({ access_token: z.string().min(1), openid: z.string().min(1), unionid: z.string().optional() });
const userAnswer = z.object({ openid: z.string(), nickname: z.string().optional(), headimgurl: z.string().optional(), unionid: z.string().optional() });

/**
 * WeChat: no PKCE, the state alone ties the redirect back to its start. The identity is the unionid,
 * the same in every application of the developer account, or the openid of this one when WeChat gives none.
 */
export class WeChatProvider implements ProviderClient {
  constructor(private readonly settings: ProviderSettings, private readonly outbound: ProviderFetch) {}

  async authorizationUrl({ state, redirectUri }: SignInChecks): Promise<URL> {
    const url = addressAt(this.settings.endpoint, AUTHORIZE);
    // WeChat reads the parameters in this order, and the fragment tells its page to redirect.
    url.search = new URLSearchParams({ appid: this.settings.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state }).toString();
    url.hash = 'wechat_redirect';
    return url;
  }

  async identityOf(callback: URL): Promise<SocialIdentity> {
    const { clientId, clientSecret, displayName } = this.settings;
    const token = await this.call(TOKEN, { appid: clientId, secret: clientSecret, code: codeIn(displayName, callback), grant_type: 'authorization_code' }, tokenAnswer);
    const user = await this.call(USER_INFO, { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' }, userAnswer);
    return { provider: 'wechat', subject: user.unionid ?? token.unionid ?? user.openid, displayName: user.nickname ?? '', avatar: user.headimgurl ?? '' };
  }

  /** A GET of WeChat's API: its answer as `schema` says, or WeChat's refusal. */
  private async call<T>(documented: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = addressAt(this.settings.endpoint, documented);
    url.search = new URLSearchParams(query).toString();
    const answer = await providerJson(this.outbound, this.settings.displayName, url);
    const error = weChatError.safeParse(answer);
    if (error.success && error.data.errcode !== 0) throw refused(this.settings.displayName, `${error.data.errcode} ${error.data.errmsg ?? ''}`.trim());
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw refused(this.settings.displayName, MESSAGES.social.unreadableAnswer);
    return parsed.data;
  }
}
