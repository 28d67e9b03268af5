import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    apiDocs: {
      title: 'API 参考',
      intro: '供对接方使用的 OpenAPI 3.1 文档，登录后可获取：',
      access: '每个接口的 x-access 说明谁可以调用：public 为任何人，signedIn 为已登录用户，page 为在所列页面之一拥有 perm 权限的用户（admin 角色拥有全部权限），customer 为客户账号（用户类型 10，员工和 admin 不算）。',
      loading: '正在加载 API 文档…',
      tryItOut: '在本页发送真实调用（Try it out）',
      liveTitle: '已开启 Try it out：调用是真实的',
      live: '发送的每个调用都以当前登录用户（{{name}}）的身份在本系统上真实执行，会读取和修改真实数据。可能修改数据的调用在发送前会请您确认。离开本页后自动关闭。',
      confirmTitle: '以 {{name}} 的身份发送这个调用？',
      confirmContent: '它可能修改本系统的真实数据，且无法撤销。',
      send: '发送',
      notSent: '未发送：已取消',
      about: '文档说明：应答格式、凭据和 x-access',
      filter: '按标签、路径、说明或 operationId 筛选',
      noMatch: '没有符合的接口',
      parameters: '参数',
      requestBody: '请求体',
      responses: '响应',
      tryItOutTitle: '发送调用',
      execute: '执行',
      requestUrl: '请求',
      status: '状态码',
      unanswered: '调用没有得到回答（网络中断或超时）',
      download: '下载返回的文件（{{type}}，{{size}} 字节）',
    },
  },
  {
    apiDocs: {
      title: 'API reference',
      intro: 'The OpenAPI 3.1 document for integrators, for signed-in callers at:',
      access: 'Each operation\'s x-access says who may call it: public is anyone, signedIn any signed-in user, page a user holding perm on one of the listed pages (the admin role holds every one), customer a customer account (user type 10; staff and the admin are not).',
      loading: 'Loading the API document…',
      tryItOut: 'Send real calls from this page (Try it out)',
      liveTitle: 'Try it out is on: calls are real',
      live: 'Every call you send runs for real on this console as the signed-in user ({{name}}), reading and changing real data. Calls that may change something ask for your confirmation first. It turns off when you leave this page.',
      confirmTitle: 'Send this call as {{name}}?',
      confirmContent: 'It may change real data of this console, and cannot be undone.',
      send: 'Send',
      notSent: 'Not sent: cancelled',
      about: 'About this API: answers, credentials and x-access',
      filter: 'Filter by tag, path, summary or operationId',
      noMatch: 'No operation matches',
      parameters: 'Parameters',
      requestBody: 'Request body',
      responses: 'Responses',
      tryItOutTitle: 'Send a call',
      execute: 'Execute',
      requestUrl: 'Request',
      status: 'Status',
      unanswered: 'The call got no answer (the network failed or it timed out)',
      download: 'Download the file answered ({{type}}, {{size}} bytes)',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
