import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage.ts';

/** A visited page shown as a tag. */
export interface VisitedView {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  affix?: boolean;
  noCache?: boolean;
}

interface TagsState {
  visitedViews: VisitedView[];
  /** Names of the pages kept alive when not shown. */
  cachedViews: string[];
  /** Bumped per name by Refresh, so the page is mounted anew. */
  refreshKeys: Record<string, number>;
  addView(view: VisitedView): void;
  delView(path: string): void;
  delOthersViews(path: string): void;
  delAllViews(): void;
  refreshView(name: string): void;
}

const cacheOf = (views: VisitedView[]) => [...new Set(views.filter((view) => !view.noCache).map((view) => view.name))];

/**
 * Tags of visited pages: added uniquely by path; cached by name unless marked no-cache; affix tags
 * are never closed. Kept over reloads.
 */
export const useTags = create<TagsState>()(
  persist(
    (set, get) => ({
      visitedViews: [],
      cachedViews: [],
      refreshKeys: {},
      addView: (view) => {
        const views = get().visitedViews;
        const existing = views.findIndex((visited) => visited.path === view.path);
        const visitedViews = existing >= 0 ? views.map((visited, index) => (index === existing ? { ...visited, ...view } : visited)) : [...views, view];
        set({ visitedViews, cachedViews: cacheOf(visitedViews) });
      },
      delView: (path) => {
        const visitedViews = get().visitedViews.filter((view) => view.affix || view.path !== path);
        set({ visitedViews, cachedViews: cacheOf(visitedViews) });
      },
      delOthersViews: (path) => {
        const visitedViews = get().visitedViews.filter((view) => view.affix || view.path === path);
        set({ visitedViews, cachedViews: cacheOf(visitedViews) });
      },
      delAllViews: () => {
        const visitedViews = get().visitedViews.filter((view) => view.affix);
        set({ visitedViews, cachedViews: cacheOf(visitedViews) });
      },
      refreshView: (name) => set({ refreshKeys: { ...get().refreshKeys, [name]: (get().refreshKeys[name] ?? 0) + 1 } }),
    }),
    { name: STORAGE_KEYS.visitedViews, partialize: ({ visitedViews }) => ({ visitedViews }), merge: (saved, current) => {
      const visitedViews = (saved as { visitedViews?: VisitedView[] } | undefined)?.visitedViews ?? [];
      return { ...current, visitedViews, cachedViews: cacheOf(visitedViews) };
    } },
  ),
);
