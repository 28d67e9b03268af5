/** What the auth module offers the others of its captchas. */
export interface CaptchaApi {
  /** Checks an answer; the captcha is gone afterwards whatever the result. */
  check(id: string, answer: string): Promise<boolean>;
}

declare module '../../module.ts' {
  interface Services {
    captchas: CaptchaApi;
  }
}
