import Cookies from 'js-cookie';
import { create } from 'zustand';
import { COOKIE_KEYS } from '../lib/storage.ts';

export const SIDEBAR_WIDTH = 216;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

interface AppState {
  sidebarOpened: boolean;
  device: Device;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(device: Device): void;
}

/** Sidebar open/closed, kept in the `sidebarStatus` cookie as 1 or 0; the device follows the viewport. */
export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: Cookies.get(COOKIE_KEYS.sidebarStatus) !== '0',
  device: 'desktop',
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    Cookies.set(COOKIE_KEYS.sidebarStatus, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  closeSidebar: () => {
    Cookies.set(COOKIE_KEYS.sidebarStatus, '0');
    set({ sidebarOpened: false });
  },
  setDevice: (device) => set({ device }),
}));
