import { bilingual } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    apiDocs: {
      title: 'API 参考',
      intro: '供对接方使用的 OpenAPI 3.1 文档，登录后可获取：',
      access: '每个接口的 x-access 说明谁可以调用：public 为任何人，signedIn 为已登录用户，page 为在所列页面之一拥有 perm 权限的用户（admin 角色拥有全部权限），customer 为客户账号（用户类型 10，员工和 admin 不算）。',
      loading: '正在加载 API 文档…',
    },
  },
  {
    apiDocs: {
      title: 'API reference',
      intro: 'The OpenAPI 3.1 document for integrators, for signed-in callers at:',
      access: 'Each operation\'s x-access says who may call it: public is anyone, signedIn any signed-in user, page a user holding perm on one of the listed pages (the admin role holds every one), customer a customer account (user type 10; staff and the admin are not).',
      loading: 'Loading the API document…',
    },
  },
);
