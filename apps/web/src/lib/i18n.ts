import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessagesReader } from '@console/contract';
import { STORAGE_KEYS } from './storage.ts';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language by its own name, as a reader of it looks for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** A tree of texts: what one language's messages are. */
interface Texts {
  [key: string]: string | Texts;
}

/** The shape of a tree of texts, whatever its words: the keys the other language must have. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Messages in every language, each a tree of texts under top-level keys. */
export type Messages<T = Texts> = Record<Language, T>;

/**
 * The same messages in both languages: each must have every key of the other, or it does not compile.
 * Their type is their keys (`MessagesOf`).
 */
export const bilingual = <Z extends Texts, E extends Texts>(zhCN: Z & NoInfer<Shape<E>>, enUS: E & NoInfer<Shape<Z>>): Messages<Shape<Z>> =>
  ({ 'zh-CN': zhCN as Shape<Z>, 'en-US': enUS as Shape<Z> });

/**
 * Top-level keys every owner may add to, one entry each: the words for the reasons the server gives
 * for a refusal (`refusals.<reason>`), which a feature brings with the page that meets them. The code
 * never names such a key (it comes with the refusal), so they stay out of `AppMessages`.
 */
const SHARED_BRANCHES = ['refusals'] as const;

/** The keys of an owner's messages, as `AppMessages` takes them. */
export type MessagesOf<M extends Messages<object>> = Omit<M['zh-CN'], (typeof SHARED_BRANCHES)[number]>;

/** Every key of a tree of texts, its levels joined by dots. */
type KeysOf<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}` }[keyof T & string];

/** Messages of the shell, the CRUD blocks and the shared components; each feature brings its own. */
const SHARED_MESSAGES = bilingual(
  {
    app: { title: '后台管理系统', sidebarTitle: '一览人才服务', sidebarSubtitle: '信息化平台' },
    account: {
      changeTitle: '修改密码', forcedTitle: '请修改初始密码', forcedHint: '您的密码由他人设置（初始密码或管理员重置的一次性密码），改为只有您知道的密码后才能继续使用。',
      oldPassword: '原密码', newPassword: '新密码', confirm: '确认新密码', submit: '确定', changed: '密码已修改',
      oldRequired: '请输入原密码', newRule: '新密码至少 {{min}} 个字符', confirmRequired: '请再次输入新密码', mismatch: '两次输入的密码不一致',
    },
    nav: {
      overview: '总览', accountManage: '账号管理', roleManage: '角色管理', menuManage: '菜单管理', versions: '版本管理',
      layoutSettings: '布局设置', changePassword: '修改密码', socialBindings: '第三方账号', twoFactor: '两步验证', logout: '退出登录', language: '语言', todo: '待办', noTodo: '暂无待办事项',
      products: '我的应用', noProducts: '尚未选择应用', toggleSidebar: '收起/展开侧边栏', closeSidebar: '关闭侧边栏',
      size: '布局大小', sizes: { middle: '默认', large: '大', small: '小' },
      comingSoon: '建设中', comingSoonHint: '该页面尚未建成', skipToMain: '跳到主要内容',
    },
    productBar: {
      more: '更多', edit: '编辑导航应用', loadFailed: '应用加载失败，点击重试', editorTitle: '编辑导航应用',
      editorHint: '拖动调整顺序，点击 × 移除；在“固定到导航”中勾选更多应用。保存后生效。', orderTab: '排序', move: '拖动排序：{{name}}', remove: '移除{{name}}',
      moveInstructions: '按空格键拿起应用，用方向键移动，再按空格键放下，按 Esc 取消。',
      pickedUp: '已拿起“{{name}}”，在第 {{position}} 位', movedTo: '“{{name}}”移到第 {{position}} 位',
      dropped: '“{{name}}”放在第 {{position}} 位', moveCancelled: '已取消移动“{{name}}”',
      pinPanel: '固定到导航', chosenCount: '已选 {{count}} / {{limit}}', save: '保存',
      noneChosen: '请先选择一个应用!', limit: '最多选择{{limit}}个应用', saved: '添加成功!',
      noApplications: '暂无可用的应用', allApplications: '全部应用', pinned: '已固定到导航',
      search: '搜索应用', searchPlaceholder: '搜索应用', noMatch: '没有找到应用', cannotOpen: '“{{name}}”没有可打开的页面',
    },
    tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有' },
    todos: {
      bell: '待办，{{count}} 条未读', latest: '最新待办', unread: '未读', readAll: '全部已读', allRead: '已全部标为已读', more: '查看更多',
      detail: '待办详情', sender: '发送人', sentAt: '发送时间', result: '处理结果', close: '关闭', handle: '处理',
      noStartFormKey: '流程开始节点未配置formKey',
    },
    palette: {
      title: '搜索页面、标签和应用', placeholder: '输入名称或拼音，如 yhgl', noMatch: '没有匹配的页面、标签或应用',
      groups: { page: '页面', tag: '已打开', app: '应用' }, hint: '↑ ↓ 选择　Enter 打开　Esc 关闭',
    },
    settings: {
      title: '系统布局配置', theme: '主题色', tagsView: '显示标签栏', fixedHeader: '固定顶栏',
      sidebarLogo: '显示侧边栏标志', themeChanging: '正在切换主题...',
      appearance: '外观', appearances: { system: '跟随系统', light: '浅色', dark: '深色' },
    },
    footer: { copyright: 'Copyright © {{year}} 一览人才服务 版权所有', icp: 'ICP备案信息', licence: '增值电信业务经营许可证' },
    request: { timeout: '请求超时', forbidden: '对不起没有权限操作!', expired: '登录已失效，请重新登录' },
    refusals: {
      addressNotAllowed: '当前地址 {{ip}} 不在你的角色允许登录控制台的地址内：请从允许的网络登录，或联系安全管理员',
    },
    upload: { drop: '点击或拖拽文件到此区域上传', image: '上传图片', change: '更换', remove: '移除', uploaded: '“{{name}}”上传成功', preview: '预览',
      limits: '单个文件不超过 {{size}} MB，允许的类型：{{types}}', separator: '、', attach: '添加附件', choose: '选择文件', attachMax: '最多 {{count}} 个附件', none: '无附件' },
    crud: {
      add: '新增', edit: '编辑', delete: '删除', bulkDelete: '批量删除', search: '搜索', reset: '重置', export: '导出',
      ok: '确定', cancel: '取消', actions: '操作', empty: '暂无数据', loadFailed: '加载失败', retry: '重试',
      yes: '是', no: '否', enabled: '已启用', disabled: '已停用', total: '共 {{total}} 条', required: '请填写{{label}}', requiredChoice: '请选择{{label}}', tooShort: '至少 {{count}} 个字符', tooLong: '最多 {{count}} 个字符', notANumber: '请输入数字', moreFilters: '展开筛选', fewerFilters: '收起筛选',
      createTitle: '新增{{title}}', editTitle: '编辑{{title}}', created: '新增成功', updated: '保存成功', deleted: '删除成功',
      addChild: '新增下级', deleteConfirm: '确定删除这条记录吗？', bulkDeleteConfirm: '确定删除选中的 {{count}} 条记录吗？',
      exported: '已导出 {{count}} 条', exportFailed: '导出失败',
      exportCapped: '共 {{total}} 条，超过导出上限，仅导出了前 {{max}} 条；请缩小搜索范围后分批导出',
      settings: '表格设置', columns: '显示列', density: '密度', densities: { large: '宽松', middle: '默认', small: '紧凑' },
      toggled: '状态已更新',
      system: '系统', systemUndeletable: '系统数据：产品依赖它，不能删除',
      personalMasked: '已隐藏部分内容：不修改则保持原值，输入完整的新值可替换', personalReading: '正在读取完整信息…', reasonSeparator: '；',
    },
    permTypes: { view: '查看', add: '新增', edit: '编辑', delete: '删除' },
    menuTypes: { directory: '目录', page: '页面', button: '按钮' },
    productGrants: {
      action: '应用权限', title: '应用权限：{{name}}', saved: '应用权限已保存', uncategorised: '未分类', viaRoles: '通过角色获得',
      userHint: '勾选的应用直接授予该用户；通过角色获得的应用已勾选，不能在此取消。',
      roleHint: '勾选的应用授予该角色；应用下的页面再通过“授权”分配。', pageCount: '{{count}} 个页面',
    },
  },
  {
    app: { title: 'Back-office Console', sidebarTitle: 'Yilan Talent', sidebarSubtitle: 'Information Platform' },
    account: {
      changeTitle: 'Change password', forcedTitle: 'Please change your one-time password', forcedHint: 'Your password was set by someone else (an initial or a one-time password): choose one only you know to continue.',
      oldPassword: 'Current password', newPassword: 'New password', confirm: 'Confirm new password', submit: 'OK', changed: 'Password changed',
      oldRequired: 'Enter your current password', newRule: 'At least {{min}} characters', confirmRequired: 'Enter the new password again', mismatch: 'The passwords do not match',
    },
    nav: {
      overview: 'Overview', accountManage: 'Accounts', roleManage: 'Roles', menuManage: 'Menus', versions: 'Versions',
      layoutSettings: 'Layout settings', changePassword: 'Change password', socialBindings: 'Outside accounts', twoFactor: 'Two-factor sign-in', logout: 'Sign out', language: 'Language', todo: 'To-dos', noTodo: 'Nothing to do',
      products: 'My applications', noProducts: 'No application chosen yet', toggleSidebar: 'Collapse or expand the sidebar', closeSidebar: 'Close the sidebar',
      size: 'Size', sizes: { middle: 'Default', large: 'Large', small: 'Small' },
      comingSoon: 'Coming soon', comingSoonHint: 'This page is not built yet', skipToMain: 'Skip to the page',
    },
    productBar: {
      more: 'More', edit: 'Edit top-bar applications', loadFailed: 'Could not load applications; retry', editorTitle: 'Top-bar applications',
      editorHint: 'Drag to reorder, click × to remove; check more applications under “Pin to top bar”. Save applies the changes.', orderTab: 'Order', move: 'Drag to reorder: {{name}}', remove: 'Remove {{name}}',
      moveInstructions: 'Press space to pick up an application, move it with the arrow keys, press space again to drop it, or Escape to cancel.',
      pickedUp: 'Picked up “{{name}}” at position {{position}}', movedTo: '“{{name}}” moved to position {{position}}',
      dropped: '“{{name}}” dropped at position {{position}}', moveCancelled: 'Moving “{{name}}” was cancelled',
      pinPanel: 'Pin to top bar', chosenCount: '{{count}} of {{limit}} chosen', save: 'Save',
      noneChosen: 'Choose an application first!', limit: 'At most {{limit}} applications', saved: 'Added!',
      noApplications: 'No application available', allApplications: 'All applications', pinned: 'Pinned to the top bar',
      search: 'Search applications', searchPlaceholder: 'Search applications', noMatch: 'No application found', cannotOpen: '“{{name}}” has no page to open',
    },
    tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close Others', closeAll: 'Close All' },
    todos: {
      bell: 'To-dos, {{count}} unread', latest: 'Latest to-dos', unread: 'unread', readAll: 'Mark all read', allRead: 'All marked read', more: 'See all',
      detail: 'To-do', sender: 'From', sentAt: 'Sent', result: 'Outcome', close: 'Close', handle: 'Handle',
      noStartFormKey: 'The start node of this workflow has no formKey',
    },
    palette: {
      title: 'Search pages, tabs and applications', placeholder: 'Type a name, or its pinyin such as yhgl', noMatch: 'No page, tab or application matches',
      groups: { page: 'Pages', tag: 'Open tabs', app: 'Applications' }, hint: '↑ ↓ to choose   Enter to open   Esc to close',
    },
    settings: {
      title: 'Layout settings', theme: 'Theme colour', tagsView: 'Show the tags bar', fixedHeader: 'Keep the top bar in view',
      sidebarLogo: 'Show the sidebar logo', themeChanging: 'Switching theme...',
      appearance: 'Appearance', appearances: { system: 'System', light: 'Light', dark: 'Dark' },
    },
    footer: { copyright: 'Copyright © {{year}} Yilan Talent Service. All rights reserved.', icp: 'ICP filing', licence: 'Telecom business licence' },
    request: { timeout: 'Request timed out', forbidden: 'Sorry, you have no permission to do this!', expired: 'Your session has expired, please sign in again' },
    refusals: {
      addressNotAllowed: 'Your address {{ip}} is not one from which your roles may sign in to the console: sign in from an allowed network, or ask the security administrator',
    },
    upload: { drop: 'Click or drag a file here to upload', image: 'Upload image', change: 'Change', remove: 'Remove', uploaded: '“{{name}}” uploaded', preview: 'Preview',
      limits: 'Up to {{size}} MB a file; allowed types: {{types}}', separator: ', ', attach: 'Attach a file', choose: 'Choose a file', attachMax: 'At most {{count}} attachments', none: 'No attachments' },
    crud: {
      add: 'Add', edit: 'Edit', delete: 'Delete', bulkDelete: 'Delete selected', search: 'Search', reset: 'Reset', export: 'Export',
      ok: 'OK', cancel: 'Cancel', actions: 'Actions', empty: 'No data', loadFailed: 'Failed to load', retry: 'Retry',
      yes: 'Yes', no: 'No', enabled: 'Enabled', disabled: 'Disabled', total: '{{total}} in total', required: 'Enter {{label}}', requiredChoice: 'Choose {{label}}', tooShort: 'At least {{count}} characters', tooLong: 'At most {{count}} characters', notANumber: 'Enter a number', moreFilters: 'More filters', fewerFilters: 'Fewer filters',
      createTitle: 'Add {{title}}', editTitle: 'Edit {{title}}', created: 'Added', updated: 'Saved', deleted: 'Deleted',
      addChild: 'Add child', deleteConfirm: 'Delete this record?', bulkDeleteConfirm: 'Delete the {{count}} selected records?',
      exported: '{{count}} records exported', exportFailed: 'Export failed',
      exportCapped: '{{total}} records exceed the export limit; only the first {{max}} were exported. Narrow the search and export in parts.',
      settings: 'Table settings', columns: 'Columns', density: 'Density', densities: { large: 'Loose', middle: 'Default', small: 'Compact' },
      toggled: 'Status changed',
      system: 'System', systemUndeletable: 'System data: the product relies on it, so it cannot be deleted',
      personalMasked: 'Partly hidden: left as it is, it stays unchanged; type a new value in full to replace it', personalReading: 'Reading the full value…', reasonSeparator: '; ',
    },
    permTypes: { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete' },
    menuTypes: { directory: 'Directory', page: 'Page', button: 'Button' },
    productGrants: {
      action: 'Applications', title: 'Applications of {{name}}', saved: 'Applications saved', uncategorised: 'Uncategorised', viaRoles: 'through a role',
      userHint: 'Checked applications are granted to the user directly; those coming through roles are checked and cannot be unchecked here.',
      roleHint: 'Checked applications are granted to the role; their pages are then granted under Permissions.', pageCount: 'pages: {{count}}',
    },
  },
);

type SharedMessages = MessagesOf<typeof SHARED_MESSAGES>;

/**
 * Every message the console may show: the shared ones, and those each owner adds (a feature's
 * `messages.ts`, a component's own), which it declares in its own file by merging into this interface:
 *
 *     declare module '../../lib/i18n.ts' { interface AppMessages extends MessagesOf<typeof messages> {} }
 *
 * So `t('…')`, a column's title and every other key the code names is checked: a key no owner has
 * does not compile. Two owners declaring the same top-level key with other texts do not compile either.
 */
export interface AppMessages extends SharedMessages {}

/** A key of a message, such as `crud.add`. */
export type MessageKey = KeysOf<AppMessages>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: AppMessages };
  }
}

/** Words already in the reader's language where a message key may stand: a name a user typed, say. */
export interface AsIs {
  asIs: string;
}
export const asIs = (text: string): AsIs => ({ asIs: text });

/** What a title or a label says: a message key, or words shown as they are. */
export type Label = MessageKey | AsIs;

/** The words of a label in the reader's language. */
export const wordsOf = (t: TFunction, label: Label): string => (typeof label === 'string' ? t(label) : label.asIs);

function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : 'zh-CN';
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: SHARED_MESSAGES['zh-CN'] }, 'en-US': { translation: SHARED_MESSAGES['en-US'] } },
  lng: storedLanguage(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

let catalogueEnglish: MessagesReader | undefined;
let catalogueEnglishLoading: Promise<void> | undefined;

/**
 * The English of the contract's messages, loaded once, when the interface is first in English: those
 * words stay out of the first load of everyone else.
 */
export const loadCatalogueEnglish = (): Promise<void> =>
  (catalogueEnglishLoading ??= import('./catalogue-english.ts').then(({ CATALOGUE_READER }) => void (catalogueEnglish = CATALOGUE_READER)));

/** Resolves once the messages of the reader's language are in: at once in Chinese, the contract's English in English. */
export const readersLanguageLoaded = (): Promise<void> => (i18n.language === 'en-US' ? loadCatalogueEnglish() : Promise.resolve());

i18n.on('languageChanged', () => void readersLanguageLoaded().catch(() => undefined));
void readersLanguageLoaded().catch(() => undefined);

/**
 * A message of the contract (a reason its schemas give a form, in Chinese as the catalogue has it) in
 * the reader's language; a text that is no message stays as it is.
 */
export const contractMessage = (text: string): string => (i18n.language === 'en-US' ? catalogueEnglish?.english(text) ?? text : text);

const isSharedBranch = (key: string) => (SHARED_BRANCHES as readonly string[]).includes(key);

/** The keys an owner's messages claim: their top-level keys, and the entries they add to a shared branch. */
const claimedKeys = (messages: object): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    (isSharedBranch(key) ? Object.keys(value as object).map((entry) => `${key}.${entry}`) : [key]));

/** Who brought each claimed key. */
const owners = new Map(claimedKeys(SHARED_MESSAGES['zh-CN']).map((key) => [key, 'shared']));

/** Whether a top-level key is one of the shared messages' (a feature of that name could not add its own). */
export const isSharedMessageGroup = (key: string): boolean => owners.get(key) === 'shared';

/**
 * Adds the messages of one owner (a feature) under their top-level keys. A key that another owner
 * already has is refused: two features would overwrite each other's texts.
 */
export function addMessages(owner: string, messages: Messages<object>): void {
  for (const key of claimedKeys(messages['zh-CN'])) {
    const holder = owners.get(key) ?? owner;
    if (holder !== owner) throw new Error(`The messages of ${owner} take the key "${key}" of ${holder}`);
    owners.set(key, owner);
  }
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', messages[language], true, true);
}

/**
 * A text the product seeded, in the reader's language: the English the server gives with a row it
 * seeded (null once somebody changed the row's words, which are then shown as typed).
 */
export const inReadersLanguage = (text: string, english: string | null | undefined): string =>
  (i18n.language === 'en-US' && english ? english : text);

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  void i18n.changeLanguage(language);
}

export { i18n };
