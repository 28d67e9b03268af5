import Cookies from 'js-cookie';

/** Local storage keys, named as the specification names them. */
export const STORAGE_KEYS = {
  authorization: 'authorization',
  userInfo: 'userInfo',
  allPermissionList: 'AllPermissionList',
  sideMenu: 'sideMenu',
  roles: 'roles',
  userType: 'userType',
  /** The signed-in account's id and its sub-account flag, kept beside userType as the specification names them. */
  adminId: 'admin_id',
  subAccount: 'subAccount',
  systemAppId: 'systemAppId',
  topMenuActiveIndex: 'topMenuActiveIndex',
  /** Ours: the chosen interface language, the layout settings and the open tags. */
  language: 'language',
  settings: 'layoutSettings',
  visitedViews: 'visitedViews',
} as const;

export const COOKIE_KEYS = { token: 'Admin-Token', sidebarStatus: 'sidebarStatus', size: 'size' } as const;

/** What a 401 clears: the specification's list. */
const SESSION_KEYS = [
  STORAGE_KEYS.authorization,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.allPermissionList,
  STORAGE_KEYS.sideMenu,
  STORAGE_KEYS.roles,
] as const;

export function readJson<T>(key: string, fallback: T): T {
  const raw = localStorage.getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authorization);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.authorization, token);
  Cookies.set(COOKIE_KEYS.token, token, { sameSite: 'strict' });
}

export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.authorization);
  Cookies.remove(COOKIE_KEYS.token);
}

export function clearSessionStorage(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  Cookies.remove(COOKIE_KEYS.token);
}
