import Cookies from 'js-cookie';
import { create } from 'zustand';
import { COOKIE_KEYS } from '../lib/storage.ts';

export const SIDEBAR_WIDTH = 216;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';
export const SIZES = ['middle', 'large', 'small'] as const;
export type Size = (typeof SIZES)[number];

const storedSize = (): Size => {
  const saved = Cookies.get(COOKIE_KEYS.size);
  return SIZES.includes(saved as Size) ? (saved as Size) : 'middle';
};

interface AppState {
  sidebarOpened: boolean;
  device: Device;
  /** Size of buttons, inputs and tables, kept in the `size` cookie. */
  size: Size;
  setSize(size: Size): void;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(device: Device): void;
}

/** Sidebar open/closed, kept in the `sidebarStatus` cookie as 1 or 0; the device follows the viewport; the component size. */
export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: Cookies.get(COOKIE_KEYS.sidebarStatus) !== '0',
  device: 'desktop',
  size: storedSize(),
  setSize: (size) => {
    Cookies.set(COOKIE_KEYS.size, size);
    set({ size });
  },
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
