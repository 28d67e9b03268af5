/** Messages the server puts in `status_desc`. The specification's strings are kept exactly. */
export const MESSAGES = {
  success: '操作成功',
  logoutSuccess: '退出成功',
  notSignedIn: '登录已失效，请重新登录',
  forbidden: '对不起没有权限操作!',
  notFound: '请求的资源不存在',
  badCredentials: '用户名或密码错误',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误或已过期',
  tooManyAttempts: (seconds: number) => `尝试次数过多，请${seconds}秒后再试`,
  invalidField: (field: string, reason: string) => `参数错误：${field} ${reason}`,
  unknownFields: (fields: string) => `不支持的字段：${fields}`,
  invalidJson: '请求体不是合法的 JSON',
  unsupportedMediaType: '不支持的请求内容类型',
  bodyTooLarge: '请求内容过大',
  internal: '服务器内部错误，请稍后再试',
  unavailable: '服务暂不可用，请稍后再试',
} as const;
