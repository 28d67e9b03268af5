import { bilingual } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    home: { welcome: '欢迎回来，{{name}}', description: '一览人才服务信息化平台后台管理系统' },
  },
  {
    home: { welcome: 'Welcome back, {{name}}', description: 'Back-office console of the talent-service platform' },
  },
);
