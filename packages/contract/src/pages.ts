/**
 * Every page of the console with its role name (equal to its route name), title, url and the
 * permission types a role can be granted on it. The server seeds its menu tree from this list and
 * the web app registers its routes from the same names.
 */
export const ADMIN_ROLE = 'admin';
export const SYSTEM_APP_ID = 'platform';

/** User type of a customer main account that may own sub-accounts and lands on the SaaS view. */
export const SAAS_USER_TYPE = 10;

export const PERM_TYPES = ['view', 'add', 'edit', 'delete'] as const;
export type PermType = (typeof PERM_TYPES)[number];

export type MenuType = 'directory' | 'page' | 'button';

export interface PageNode {
  name: string;
  title: string;
  url: string;
  icon?: string;
  hidden?: boolean;
  type?: MenuType;
  perms?: readonly PermType[];
  children?: readonly PageNode[];
}

const VIEW_ONLY: readonly PermType[] = ['view'];

function page(name: string, title: string, url: string, extra: Partial<PageNode> = {}): PageNode {
  return { name, title, url, type: 'page', perms: PERM_TYPES, ...extra };
}

function directory(name: string, title: string, url: string, children: readonly PageNode[], extra: Partial<PageNode> = {}): PageNode {
  return { name, title, url, type: 'directory', perms: VIEW_ONLY, children, ...extra };
}

const sys = (child: string) => `/sys/${child}`;

export const PAGE_TREE: readonly PageNode[] = [
  directory('sys-manage', '系统管理', '/sys', [
    page('user-manage', '用户管理', sys('user-manage'), { icon: 'user' }),
    page('role-manage', '角色管理', sys('role-manage'), { icon: 'team' }),
    page('menu-manage', '菜单管理', sys('menu-manage'), { icon: 'menu' }),
    page('domain-manage', '域名管理', sys('domain-manage'), { icon: 'global' }),
    directory('department-manage', '组织管理', sys('department-manage'), [
      page('department-personnel-manage', '部门人员管理', sys('department-manage/department-personnel-manage')),
      page('department-manage-list', '部门管理', sys('department-manage/department-manage-list')),
    ], { icon: 'apartment' }),
    page('client-manage', '接入网站管理', sys('client-manage'), { icon: 'link' }),
    page('social-manage', '社交账号绑定', sys('social-manage'), { icon: 'wechat' }),
    page('product-category-manage', '应用分类管理', sys('product-category-manage'), { icon: 'appstore' }),
    page('product-manage', '应用管理', sys('product-manage'), { icon: 'appstore-add' }),
    page('product-config', '应用配置', sys('product-manage/product-config'), { hidden: true }),
    page('position-config', '职业字典配置', sys('product-manage/position-config'), { hidden: true }),
    page('dict-manage', '数据字典', sys('dict-manage'), { icon: 'book' }),
    directory('open-manage', '开放接口', sys('open-manage'), [
      page('isv-manage', 'ISV管理', sys('open-manage/isv-manage')),
      page('isv-role-manage', 'ISV角色管理', sys('open-manage/isv-role-manage')),
      page('ipblack-manage', 'IP黑名单', sys('open-manage/ipblack-manage')),
      page('route-manage', '路由管理', sys('open-manage/route-manage')),
      page('isv-limit-manage', '限流管理', sys('open-manage/isv-limit-manage')),
    ], { icon: 'api' }),
    page('route-manage', '组件路由', sys('route-manage'), { icon: 'branches' }),
    directory('generator-manage', '代码生成', sys('generator-manage'), [
      page('table-manage', '增删改表生成', sys('generator-manage/table-manage')),
      page('test-manage', '生成代码测试', sys('generator-manage/test-manage')),
    ], { icon: 'code' }),
    page('file-manage', '对象存储', sys('file-manage'), { icon: 'cloud' }),
    page('log-manage', '日志管理', sys('log-manage'), { icon: 'file-text' }),
    page('quartz-manage', '定时任务', sys('quartz-manage'), { icon: 'clock-circle' }),
    page('redis-manage', '缓存管理', sys('redis-manage'), { icon: 'database' }),
    page('config-manage', '系统配置', sys('config-manage'), { icon: 'setting' }),
    page('webservice-manage', 'WebService配置', sys('webservice-manage'), { icon: 'cloud-server' }),
    page('system-monitoring-menu', '系统监控', sys('system-monitoring-menu'), { icon: 'dashboard' }),
  ], { icon: 'setting' }),
  directory('yewen-train', '适岗培训', '/train', [
    page('train-home', '培训首页', '/train/train-home', { perms: VIEW_ONLY }),
    page('train-company', '培训企业', '/train/train-company', { perms: VIEW_ONLY }),
  ], { icon: 'read' }),
  directory('thematicDiscussion', '专题研讨', '/discussion', [
    page('thematicDiscussion-list', '专题列表', '/discussion/thematicDiscussion-list'),
  ], { icon: 'message' }),
  directory('saas', 'SaaS视图', '/saasView', [
    page('saasView', '主题选择', '/saasView/saasView', { perms: VIEW_ONLY }),
    page('follow-list', '我的关注', '/saasView/follow/follow-list', { perms: VIEW_ONLY }),
    page('trends-center', '动态中心', '/saasView/trends/trends-center', { perms: VIEW_ONLY }),
    page('user-info', '账号信息', '/saasView/user-center/user-info', { perms: VIEW_ONLY }),
    page('user-sub', '子账号管理', '/saasView/user-center/user-sub'),
    page('library-in', '迁入库', '/saasView/company-manage/library-in', { perms: VIEW_ONLY }),
    page('library-out', '迁出库', '/saasView/company-manage/library-out', { perms: VIEW_ONLY }),
    page('version', '版本管理', '/saasView/version/version', { perms: VIEW_ONLY }),
  ], { hidden: true }),
];

/** Every page in the tree, depth first. */
export function flattenPages(nodes: readonly PageNode[] = PAGE_TREE): PageNode[] {
  return nodes.flatMap((node) => [node, ...flattenPages(node.children ?? [])]);
}

export const PAGE_NAMES = [...new Set(flattenPages().map((node) => node.name))];
export type PageName = string;
