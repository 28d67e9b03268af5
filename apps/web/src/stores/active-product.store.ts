import { create } from 'zustand';
import type { ProductLink } from '@console/contract/products';
import { STORAGE_KEYS } from '../lib/storage.ts';

interface ActiveProductState {
  /** Place in the pinned list of the application last opened from the shell; null when none is. */
  index: number | null;
  activate(index: number | null): void;
  /** Keeps the same application active after the pinned list changed (or none, when it was removed). */
  follow(before: readonly ProductLink[], after: readonly ProductLink[]): void;
}

function storedIndex(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.topMenuActiveIndex);
  const index = raw === null ? NaN : Number(raw);
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/** The active top-bar item, remembered across reloads under the specification's topMenuActiveIndex. */
export const useActiveProduct = create<ActiveProductState>()((set, get) => ({
  index: storedIndex(),
  activate: (index) => {
    if (index === null) localStorage.removeItem(STORAGE_KEYS.topMenuActiveIndex);
    else localStorage.setItem(STORAGE_KEYS.topMenuActiveIndex, String(index));
    set({ index });
  },
  follow: (before, after) => {
    const { index, activate } = get();
    if (index === null) return;
    const moved = after.findIndex((product) => product.id === before[index]?.id);
    activate(moved >= 0 ? moved : null);
  },
}));
