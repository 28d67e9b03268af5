/**
 * Every page of the console with its role name (equal to its route name), title, url and the
 * permission types a role can be granted on it. The server seeds its menu tree from this list and
 * the web app registers its routes from the same names.
 */
export const ADMIN_ROLE = 'admin';

/**
 * The administrator account the product makes at its first start is named after its role, in both
 * languages: while it bears that name, it shows it in the reader's.
 */
export const ADMIN_ACCOUNT = { name: '超级管理员', nameEn: 'Super administrator' } as const;
/** Held by every account without being granted: what it grants, everyone may use. */
export const BASE_ROLE = 'base';
export const SYSTEM_APP_ID = 'platform';

/**
 * Applications whose top-bar item does something else than opening the route named after them:
 * `apps` opens the applications view, `thematicDiscussion` its list, `rbh` leaves for its external page.
 */
export const APPS_VIEW_APP_ID = 'apps';
export const TOP_BAR_ROUTES: Record<string, string> = { thematicDiscussion: 'thematicDiscussion-list' };
export const EXTERNAL_APP_IDS = ['rbh'] as const;

/** An address outside the console (`http://…`, `https://…`): a page there opens in a new tab. */
export const isExternalUrl = (url: string): boolean => /^https?:\/\/\S+$/i.test(url);

/** User type of a customer main account that may own sub-accounts and lands on the SaaS view. */
export const SAAS_USER_TYPE = 10;
/** The customers' area (主题选择 and the other SaaS pages) and the page a customer lands on. */
export const SAAS_AREA_PATH = '/saasView';
export const SAAS_LANDING_PATH = '/saasView/saasView';
export const SAAS_VERSIONS_PATH = '/saasView/version/version';

export const PERM_TYPES = ['view', 'add', 'edit', 'delete'] as const;
export type PermType = (typeof PERM_TYPES)[number];

export type MenuType = 'directory' | 'page' | 'button';

export interface PageNode<N extends string = string, C extends readonly AnyPageNode[] = readonly AnyPageNode[]> {
  name: N;
  title: string;
  /** The title in the English locale. */
  titleEn: string;
  url: string;
  icon?: string;
  hidden?: boolean;
  type?: MenuType;
  perms?: readonly PermType[];
  children?: C;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the children of a node of any shape
type AnyPageNode = PageNode<string, readonly any[]>;

const VIEW_ONLY: readonly PermType[] = ['view'];

type PageExtra = Partial<Omit<PageNode, 'name' | 'children'>>;

export function page<const N extends string>(name: N, title: string, titleEn: string, url: string, extra: PageExtra = {}): PageNode<N, readonly []> {
  return { name, title, titleEn, url, type: 'page', perms: PERM_TYPES, ...extra };
}

/** A page with permissions of their own inside it, granted like pages (`button`). */
export function pageWith<const N extends string, const C extends readonly PageNode[]>(
  name: N, title: string, titleEn: string, url: string, extra: PageExtra, buttons: C,
): PageNode<N, C> {
  return { ...page(name, title, titleEn, url, extra), children: buttons };
}

/** A permission of its own within a page (revealing a secret), or of none: granted like a page, never shown as one. */
export function button<const N extends string>(name: N, title: string, titleEn: string, url: string): PageNode<N, readonly []> {
  return { name, title, titleEn, url, type: 'button', hidden: true, perms: VIEW_ONLY };
}

export function directory<const N extends string, const C extends readonly PageNode[]>(
  name: N, title: string, titleEn: string, url: string, children: C, extra: Omit<PageExtra, 'type'> = {},
): PageNode<N, C> & { type: 'directory' } {
  return { name, title, titleEn, url, perms: VIEW_ONLY, children, ...extra, type: 'directory' };
}

/** The address of a page of 系统管理. */
export const sys = (child: string) => `/sys/${child}`;

/**
 * The permission to read other people's phone numbers and e-mail addresses in full, in a record's own
 * dialog (lists and exports always show them masked). It concerns every page showing such records, so
 * it stands alone in the tree: granting it grants no page.
 */
export const PERSONAL_DATA_PAGE = 'personal-data';

/**
 * The pages of the specification's menu. A domain added later places its own pages in its contract
 * file (`placePages`), and `PAGE_TREE` (page-tree.ts) is this tree with them.
 */
export const SPEC_PAGE_TREE = [
  directory('sys-manage', '系统管理', 'System', '/sys', [
    page('user-manage', '用户管理', 'Users', sys('user-manage'), { icon: 'user' }),
    pageWith('role-manage', '角色管理', 'Roles', sys('role-manage'), { icon: 'team' }, [
      button('role-networks', '设置登录地址', 'Set sign-in addresses', sys('role-manage/networks')),
    ]),
    page('menu-manage', '菜单管理', 'Menus', sys('menu-manage'), { icon: 'menu' }),
    page('domain-manage', '域名管理', 'Domains', sys('domain-manage'), { icon: 'global' }),
    directory('department-manage', '组织管理', 'Organisation', sys('department-manage'), [
      page('department-personnel-manage', '部门人员管理', 'Department staff', sys('department-manage/department-personnel-manage')),
      page('department-manage-list', '部门管理', 'Departments', sys('department-manage/department-manage-list')),
    ], { icon: 'apartment' }),
    page('client-manage', '接入网站管理', 'Connected websites', sys('client-manage'), { icon: 'link' }),
    page('social-manage', '社交账号绑定', 'Social accounts', sys('social-manage'), { icon: 'wechat' }),
    page('product-category-manage', '应用分类管理', 'Application categories', sys('product-category-manage'), { icon: 'appstore' }),
    page('product-manage', '应用管理', 'Applications', sys('product-manage'), { icon: 'appstore-add' }),
    page('product-config', '应用配置', 'Application configuration', sys('product-manage/product-config'), { hidden: true }),
    page('position-config', '职业字典配置', 'Occupation dictionary', sys('product-manage/position-config'), { hidden: true }),
    page('company-manage', '企业管理', 'Companies', sys('company-manage'), { icon: 'bank' }),
    page('dict-manage', '数据字典', 'Dictionary', sys('dict-manage'), { icon: 'book' }),
    page('message-manage', '消息管理', 'Messages', sys('message-manage'), { icon: 'notification', perms: ['view', 'add', 'delete'] }),
    page('sms-outbox', '短信发件箱', 'SMS outbox', sys('sms-outbox'), { icon: 'message', perms: ['view', 'edit'] }),
    directory('open-manage', '开放接口', 'Open interface', sys('open-manage'), [
      pageWith('isv-manage', 'ISV管理', 'ISVs', sys('open-manage/isv-manage'), {}, [
        button('isv-keys', '查看ISV密钥', 'Reveal ISV keys', sys('open-manage/isv-manage/keys')),
      ]),
      page('isv-role-manage', 'ISV角色管理', 'ISV roles', sys('open-manage/isv-role-manage')),
      page('ipblack-manage', 'IP黑名单', 'IP blacklist', sys('open-manage/ipblack-manage')),
      page('isv-route-manage', '路由管理', 'ISV routes', sys('open-manage/route-manage')),
      page('isv-limit-manage', '限流管理', 'Rate limits', sys('open-manage/isv-limit-manage')),
    ], { icon: 'api' }),
    page('route-manage', '组件路由', 'Component routes', sys('route-manage'), { icon: 'branches' }),
    directory('generator-manage', '代码生成', 'Code generation', sys('generator-manage'), [
      page('table-manage', '增删改表生成', 'Table generator', sys('generator-manage/table-manage')),
      page('test-manage', '生成代码测试', 'Generated-code test', sys('generator-manage/test-manage')),
    ], { icon: 'code' }),
    pageWith('file-manage', '对象存储', 'Object storage', sys('file-manage'), { icon: 'cloud' }, [
      button('file-secret', '查看存储密钥', 'Reveal storage secrets', sys('file-manage/secret')),
    ]),
    page('log-manage', '日志管理', 'Logs', sys('log-manage'), { icon: 'file-text', perms: VIEW_ONLY }),
    page('quartz-manage', '定时任务', 'Scheduled jobs', sys('quartz-manage'), { icon: 'clock-circle' }),
    page('redis-manage', '缓存管理', 'Cache', sys('redis-manage'), { icon: 'database' }),
    page('config-manage', '系统配置', 'System configuration', sys('config-manage'), { icon: 'setting' }),
    page('security-settings', '安全设置', 'Security settings', sys('security-settings'), { icon: 'safety', perms: ['view', 'edit'] }),
    page('online-users', '在线用户', 'Online users', sys('online-users'), { icon: 'team', perms: ['view', 'delete'] }),
    pageWith('webservice-manage', 'WebService配置', 'Web services', sys('webservice-manage'), { icon: 'cloud-server' }, [
      button('webservice-password', '查看WebService密码', 'Reveal web-service passwords', sys('webservice-manage/password')),
    ]),
    page('system-monitoring-menu', '系统监控', 'Monitoring', sys('system-monitoring-menu'), { icon: 'dashboard' }),
    page('api-docs', 'API 参考', 'API reference', sys('api-docs'), { icon: 'api', perms: VIEW_ONLY }),
  ], { icon: 'setting' }),
  directory('yewen-train', '适岗培训', 'Post training', '/train', [
    page('train-home', '培训首页', 'Training home', '/train/train-home'),
    page('train-company', '培训企业', 'Training companies', '/train/train-company', { perms: ['view', 'edit'] }),
  ], { icon: 'read' }),
  directory('thematicDiscussion', '专题研讨', 'Thematic discussion', '/discussion', [
    pageWith('thematicDiscussion-list', '专题列表', 'Discussions', '/discussion/thematicDiscussion-list', {}, [
      button('thematicDiscussion-manage', '管理专题', 'Moderate topics', '/discussion/thematicDiscussion-list/manage'),
    ]),
  ], { icon: 'message' }),
  directory('saas', 'SaaS视图', 'SaaS view', '/saasView', [
    page('saasView', '主题选择', 'Theme selection', '/saasView/saasView', { perms: VIEW_ONLY, icon: 'appstore' }),
    page('follow-list', '我的关注', 'My follows', '/saasView/follow/follow-list', { perms: VIEW_ONLY, icon: 'star' }),
    page('trends-center', '动态中心', 'Dynamic centre', '/saasView/trends/trends-center', { perms: VIEW_ONLY, icon: 'notification' }),
    page('user-info', '账号信息', 'Account info', '/saasView/user-center/user-info', { perms: VIEW_ONLY, icon: 'idcard' }),
    page('user-sub', '子账号管理', 'Sub-accounts', '/saasView/user-center/user-sub', { icon: 'team' }),
    page('library-in', '迁入库', 'Migrated-in library', '/saasView/company-manage/library-in', { perms: VIEW_ONLY, icon: 'import' }),
    page('library-out', '迁出库', 'Migrated-out library', '/saasView/company-manage/library-out', { perms: VIEW_ONLY, icon: 'export' }),
    page('version', '版本管理', 'Version updates', SAAS_VERSIONS_PATH, { icon: 'book' }),
  ], { hidden: true }),
  button(PERSONAL_DATA_PAGE, '查看完整个人信息', 'View personal data in full', `/${PERSONAL_DATA_PAGE}`),
] as const;

/** Route names that differ from the page (role) name. */
const ROUTE_NAMES: Record<string, string> = { 'sys-manage': 'mcc-sys' };
/** The web app's route (and component) name of a page. */
export const routeNameOf = (page: string): string => ROUTE_NAMES[page] ?? page;

/** Areas whose pages carry no role of their own: the area's role decides, or none at all. */
const ROLELESS_CHILDREN = new Set(['yewen-train', 'thematicDiscussion', 'saas']);
const ROLELESS_AREAS = new Set(['saas']);

/** The role a node's route needs (none when `undefined`), and whether its children need their own. */
export function routeRolesOf(node: PageNode, parentRoleless: boolean): { roles: string[] | undefined; childrenRoleless: boolean } {
  const roleless = parentRoleless || ROLELESS_AREAS.has(node.name);
  return { roles: roleless ? undefined : [node.name], childrenRoleless: ROLELESS_CHILDREN.has(node.name) };
}

/** A page of the console as the web app routes it: what `GET /router/manager/list` answers. */
export interface ComponentRoute {
  name: string;
  component: string;
  title: string;
  titleEn: string;
  path: string;
  parent: string | null;
  type: MenuType;
  hidden: boolean;
  roles: string[];
}

type NamesIn<T> = T extends PageNode<infer N, infer C> ? N | NamesIn<C[number]> : never;
type DirectoriesIn<T> = T extends PageNode<infer N, infer C> ? (T extends { type: 'directory' } ? N : never) | DirectoriesIn<C[number]> : never;

/**
 * The pages domains place (`placePages`), by name: each such domain adds its own to this interface
 * (`declare module '../pages.ts' { interface DomainPages { 'notice-manage': true } }`), so that its
 * page names are page names everywhere without a shared list; page-tree.ts checks that the names
 * added are the names placed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface DomainPages {}

/** Page names are unique: they are route names, role names and permission keys at once. */
export type PageName = NamesIn<(typeof SPEC_PAGE_TREE)[number]> | (keyof DomainPages & string);
/** The menu's directories, where a domain may place its pages. */
export type DirectoryName = DirectoriesIn<(typeof SPEC_PAGE_TREE)[number]>;

const PAGE_PLACEMENT = Symbol.for('console.pagePlacement');

/** Pages of a domain, placed at the end of a directory of the menu. */
export interface PagePlacement<P extends readonly PageNode[] = readonly PageNode[]> {
  readonly [PAGE_PLACEMENT]: true;
  readonly parent: DirectoryName;
  readonly pages: P;
}

/** A domain's pages, placed under `parent` after the pages it holds: exported from the domain's contract file. */
export const placePages = <const P extends readonly PageNode[]>(parent: DirectoryName, pages: P): PagePlacement<P> =>
  ({ [PAGE_PLACEMENT]: true, parent, pages });

export const isPagePlacement = (value: unknown): value is PagePlacement =>
  typeof value === 'object' && value !== null && PAGE_PLACEMENT in value;

/** The names of the pages in some nodes, at any depth. */
export type PageNamesIn<T> = NamesIn<T>;
