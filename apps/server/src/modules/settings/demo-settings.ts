/**
 * Demo settings an operator would add: shown on the page, read by nothing yet. Their words in English
 * are the product's too, shown to a reader of English while a row keeps the Chinese ones.
 */
export const DEMO_SETTINGS = [
  { key: 'site.title', name: '站点标题', nameEn: 'Site title', type: 'text', value: '一览人才服务信息化平台', remark: '浏览器标题栏', remarkEn: 'The browser\'s title bar' },
  { key: 'site.icp', name: 'ICP 备案号', nameEn: 'ICP licence number', type: 'text', value: '粤ICP备00000000号', remark: '页脚', remarkEn: 'The footer' },
  { key: 'notice.enabled', name: '启用首页公告', nameEn: 'Show the home page notice', type: 'boolean', value: 'true', remark: '', remarkEn: '' },
] as const;

/** The demo's words for a setting's key, if the demo adds a setting of that key. */
export const demoSettingOf = (key: string) => DEMO_SETTINGS.find((setting) => setting.key === key);
