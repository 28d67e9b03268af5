import { create } from 'zustand';
import { SYSTEM_APP_ID } from '@console/contract';
import { type LoginBody, type UserInfo } from '@console/contract/auth';
import { type NavItem } from '@console/contract/menu';
import { rolesFromMenu } from '../lib/permission-menu.ts';
import { call, send } from '../lib/request.ts';
import { clearSessionStorage, clearToken, getToken, readJson, setToken, STORAGE_KEYS, writeJson } from '../lib/storage.ts';
import { useTags } from './tags.store.ts';

interface SessionState {
  token: string | null;
  /** 0 until the session is loaded (the navigation guard waits for it). */
  userId: number;
  userType: number | null;
  info: UserInfo | null;
  roles: string[];
  /** The stored AllPermissionList: the permission menu tree with its permission types. */
  permissionList: NavItem[];
  login(body: LoginBody): Promise<void>;
  /** Keeps the token of a sign-in made another way (an SMS code); the session loads as after `login`. */
  signedIn(token: string): void;
  /** Fetches user info and the permission menu, and keeps them with the roles they give. */
  load(): Promise<void>;
  /** Fetches the permission menu again (after menus were changed), keeping the rest of the session. */
  reloadMenu(): Promise<void>;
  /** Signs out on the server and forgets everything of the session; resolves with the server's message. */
  logout(): Promise<string>;
  /** Forgets the token and roles only. */
  reset(): void;
  /** A step the sign-in owed was paid (a password of the user's own, an enrolled second factor): the session loads again. */
  signInStepDone(): void;
}

/** The session's calls: loaded on first use, since their schemas bring the schema library. */
export const sessionRoutes = () => import('./session-routes.ts');

const storedUserType = () => {
  const raw = localStorage.getItem(STORAGE_KEYS.userType);
  return raw === null ? null : Number(raw);
};

/** The server answered, and its answer cannot make a session (no user, no roles): signing in again is the way on. */
export class SessionRefused extends Error {}

export const useSession = create<SessionState>()((set, get) => ({
  token: getToken(),
  userId: 0,
  userType: storedUserType(),
  info: null,
  roles: readJson<string[]>(STORAGE_KEYS.roles, []),
  permissionList: [],

  login: async (body) => {
    const { authRoutes } = await sessionRoutes();
    const { token } = await call(authRoutes.login, { body: { ...body, username: body.username.trim() } });
    get().signedIn(token);
  },

  signedIn: (token) => {
    setToken(token);
    set({ token, userId: 0 });
  },

  load: async () => {
    const { authRoutes, menuRoutes } = await sessionRoutes();
    const info = await call(authRoutes.info);
    if (!info) throw new SessionRefused('Verification failed, please Login again.');
    // Until the sign-in is finished (a second factor, a password of one's own, an enrolment) the server
    // refuses everything else: the menu loads afterwards.
    if (info.signInStep) return set({ info, roles: [], permissionList: [], userType: info.userType, userId: info.admin_id });
    const appId = localStorage.getItem(STORAGE_KEYS.systemAppId) ?? SYSTEM_APP_ID;
    const { menuList } = await call(menuRoutes.nav, { params: { appId } });
    const roles = info.roles.length > 0 ? info.roles : rolesFromMenu(menuList);
    if (roles.length === 0) throw new SessionRefused('getInfo: roles must be a non-null array!');

    writeJson(STORAGE_KEYS.userInfo, info);
    writeJson(STORAGE_KEYS.roles, roles);
    writeJson(STORAGE_KEYS.allPermissionList, menuList);
    writeJson(STORAGE_KEYS.sideMenu, menuList);
    // Kept for the navigation guard's next start; the server's answer, not these, decides what a customer may do.
    localStorage.setItem(STORAGE_KEYS.userType, String(info.userType));
    localStorage.setItem(STORAGE_KEYS.adminId, String(info.admin_id));
    localStorage.setItem(STORAGE_KEYS.subAccount, String(info.subAccount));
    localStorage.setItem(STORAGE_KEYS.systemAppId, appId);
    set({ info, roles, permissionList: menuList, userType: info.userType, userId: info.admin_id });
  },

  reloadMenu: async () => {
    const { menuRoutes } = await sessionRoutes();
    const appId = localStorage.getItem(STORAGE_KEYS.systemAppId) ?? SYSTEM_APP_ID;
    const { menuList } = await call(menuRoutes.nav, { params: { appId } });
    if (get().userId === 0) return;
    writeJson(STORAGE_KEYS.allPermissionList, menuList);
    writeJson(STORAGE_KEYS.sideMenu, menuList);
    set({ permissionList: menuList });
  },

  logout: async () => {
    try {
      const { authRoutes } = await sessionRoutes();
      return (await send(authRoutes.logout)).status_desc;
    } finally {
      clearSessionStorage();
      useTags.getState().delAllViews();
      set({ token: null, userId: 0, info: null, roles: [], permissionList: [] });
    }
  },

  // The session loads again, with its menu once nothing is owed.
  signInStepDone: () => set({ info: null, userId: 0 }),

  reset: () => {
    clearToken();
    localStorage.removeItem(STORAGE_KEYS.roles);
    set({ token: null, roles: [], userId: 0 });
  },
}));
