import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { AppstoreOutlined, FileOutlined, SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, theme, type InputRef } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductLink } from '@console/contract/products';
import { menuPages, type AppRoute } from '../../lib/routes.ts';
import { useTags, type VisitedView } from '../../stores/tags.store.ts';
import { ComingSoonMark } from '../../components/coming-soon.tsx';
import { MenuIcon } from '../../components/icons.tsx';
import { useRouteTitle } from '../../components/route-title.ts';
import { useOpenProduct } from '../../components/open-product.ts';
import { usePinnedProducts } from '../../components/product-queries.ts';
import { focusMain } from '../shell-parts.tsx';
import { searchEntries, type Found, type FoundGroup, type PaletteEntry, type PinyinMatch } from './palette-search.ts';

type Entry =
  | (PaletteEntry & { kind: 'page'; route: AppRoute })
  | (PaletteEntry & { kind: 'tag'; view: VisitedView })
  | (PaletteEntry & { kind: 'app'; product: ProductLink });

const PALETTE_WIDTH = 560;
const PALETTE_TOP = 80;

let pinyinLoad: Promise<PinyinMatch | null> | undefined;

/**
 * pinyin-pro, fetched once, when the palette first shows: it is large and only the palette needs it.
 * Until it is there (or when it could not be fetched, then tried again at the next showing), names
 * are matched by their letters alone.
 */
function loadPinyin(): Promise<PinyinMatch | null> {
  pinyinLoad ??= import('pinyin-pro').then(
    ({ match }): PinyinMatch => (text, query) => match(text, query, { continuous: true }),
    () => {
      pinyinLoad = undefined;
      return null;
    },
  );
  return pinyinLoad;
}

function usePinyinMatch(): PinyinMatch | null {
  const [pinyin, setPinyin] = useState<PinyinMatch | null>(null);
  useEffect(() => {
    let shown = true;
    void loadPinyin().then((loaded) => shown && setPinyin(() => loaded));
    return () => {
      shown = false;
    };
  }, []);
  return pinyin;
}

/** The pages of the menu, the open tags and the pinned applications, each group in the order the shell shows it. */
function useEntries(routes: readonly AppRoute[]): Entry[] {
  const title = useRouteTitle();
  const views = useTags((state) => state.visitedViews);
  const { data: pinned } = usePinnedProducts();
  return useMemo(() => [
    ...menuPages(routes).map((route): Entry => ({ kind: 'page', key: `page:${route.path}`, title: title(route.meta), route })),
    ...views.map((view): Entry => ({ kind: 'tag', key: `tag:${view.path}`, title: view.title, view })),
    ...(pinned ?? []).map((product): Entry => ({ kind: 'app', key: `app:${product.id}`, title: product.productName, product })),
  ], [routes, title, views, pinned]);
}

/** Opens an entry as the shell would: a page or tag in place, an external page in a new tab, an application as the top bar does. */
function useOpenEntry(): (entry: Entry) => void {
  const navigate = useNavigate();
  const openProduct = useOpenProduct();
  return (entry) => {
    if (entry.kind === 'app') openProduct(entry.product);
    else if (entry.kind === 'tag') navigate(entry.view.fullPath);
    else if (entry.route.href) window.open(entry.route.href, '_blank', 'noopener');
    else navigate(entry.route.path);
  };
}

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/** The highlighted result among `count`: moved by the arrows, round the ends. */
function useHighlight(count: number) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, count - 1);
  return { current, setActive, move: (step: number) => setActive((current + step + count) % count) };
}

/** The search box and its results: the arrows move the highlight, Enter or a click opens a result. */
function PaletteSearch({ routes, input, onDone }: { routes: readonly AppRoute[]; input: RefObject<InputRef | null>; onDone(): void }) {
  const { t } = useTranslation();
  const listId = useId();
  const entries = useEntries(routes);
  const pinyin = usePinyinMatch();
  const openEntry = useOpenEntry();
  const [query, setQuery] = useState('');
  const groups = searchEntries(entries, query, pinyin);
  const results = groups.flatMap((group) => group.found);
  const { current, setActive, move } = useHighlight(results.length);

  const choose = (entry: Entry) => {
    onDone();
    openEntry(entry);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter also ends the composition of an input method's characters: that one is not a choice.
    if (event.nativeEvent.isComposing || results.length === 0) return;
    const step = STEPS[event.key];
    if (step) move(step);
    else if (event.key === 'Enter') choose(results[current]!.entry);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Input
        ref={input} size="large" prefix={<SearchOutlined />} placeholder={t('palette.placeholder')} value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox" aria-label={t('palette.title')} aria-autocomplete="list" aria-expanded={results.length > 0}
        aria-controls={listId} aria-activedescendant={results.length > 0 ? `${listId}-${current}` : undefined}
      />
      {results.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('palette.noMatch')} />
        : <ResultList id={listId} groups={groups} current={current} onPoint={setActive} onChoose={choose} />}
      <Hint />
    </>
  );
}

interface ResultListProps {
  id: string;
  groups: FoundGroup<Entry>[];
  current: number;
  onPoint(index: number): void;
  onChoose(entry: Entry): void;
}

/** The results by group; each option's id is the list's id and its place among all results. */
function ResultList({ id, groups, current, onPoint, onChoose }: ResultListProps) {
  const { t } = useTranslation();
  const starts = groups.map((_, index) => groups.slice(0, index).reduce((sum, group) => sum + group.found.length, 0));
  useEffect(() => {
    document.getElementById(`${id}-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, current]);
  return (
    <div id={id} role="listbox" aria-label={t('palette.title')} style={{ maxHeight: '50vh', overflowY: 'auto', marginTop: 8 }}>
      {groups.map((group, groupIndex) => (
        <ResultGroup key={group.kind} label={t(`palette.groups.${group.kind}`)}>
          {group.found.map((found, offset) => {
            const index = starts[groupIndex]! + offset;
            return <Result key={found.entry.key} id={`${id}-${index}`} found={found} active={index === current}
              onPoint={() => onPoint(index)} onChoose={() => onChoose(found.entry)} />;
          })}
        </ResultGroup>
      ))}
    </div>
  );
}

function ResultGroup({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} style={{ padding: '8px 12px 4px', fontSize: 12, color: token.colorTextTertiary }}>{label}</div>
      {children}
    </div>
  );
}

interface ResultProps {
  id: string;
  found: Found<Entry>;
  active: boolean;
  onPoint(): void;
  onChoose(): void;
}

function Result({ id, found: { entry, matched }, active, onPoint, onChoose }: ResultProps) {
  const { token } = theme.useToken();
  return (
    // Moving the pointer, not its entering, highlights: a list scrolled by the arrows under a resting pointer keeps its highlight.
    <div id={id} role="option" aria-selected={active} onMouseMove={active ? undefined : onPoint} onClick={onChoose}
      style={{
        display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', borderRadius: token.borderRadius, cursor: 'pointer',
        background: active ? token.controlItemBgActive : undefined,
      }}>
      <EntryIcon entry={entry} />
      <Highlighted text={entry.title} matched={matched} />
      {entry.kind === 'page' && entry.route.meta?.unbuilt && <ComingSoonMark />}
      <span style={{ marginInlineStart: 'auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 12, color: token.colorTextTertiary }}>
        {detailOf(entry)}
      </span>
    </div>
  );
}

function EntryIcon({ entry }: { entry: Entry }) {
  if (entry.kind === 'page') return <MenuIcon name={entry.route.meta?.icon} />;
  return entry.kind === 'tag' ? <FileOutlined /> : <AppstoreOutlined />;
}

/** Where an entry leads, shown small after its name: pages and tags that share a name differ by it. */
function detailOf(entry: Entry): string {
  if (entry.kind === 'page') return entry.route.href ?? entry.route.path;
  return entry.kind === 'tag' ? entry.view.fullPath : '';
}

/** The title with the characters the query matched in the theme colour. */
function Highlighted({ text, matched }: { text: string; matched: readonly number[] }) {
  const { token } = theme.useToken();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {Array.from(text, (character, at) => matched.includes(at)
        ? <mark key={at} style={{ padding: 0, color: token.colorPrimary, background: 'none', fontWeight: 600 }}>{character}</mark>
        : character)}
    </span>
  );
}

function Hint() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return <div style={{ marginTop: 8, fontSize: 12, color: token.colorTextTertiary }}>{t('palette.hint')}</div>;
}

interface CommandPaletteProps {
  open: boolean;
  /** The routes of the side menu. */
  routes: readonly AppRoute[];
  onClose(): void;
}

/**
 * The dialog that finds a page, an open tag or a pinned application by name or pinyin. Emptied at every
 * showing. Closed by Escape, the focus goes back where it was; once a result is chosen, to the page area,
 * so that the next Tab reaches the page shown.
 */
export default function CommandPalette({ open, routes, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const chosen = useRef(false);
  const choose = () => {
    chosen.current = true;
    onClose();
  };
  const afterClose = () => {
    if (chosen.current) focusMain();
    chosen.current = false;
  };
  return (
    <Modal
      open={open} onCancel={onClose} footer={null} closable={false} destroyOnHidden width={PALETTE_WIDTH} style={{ top: PALETTE_TOP }}
      title={<span className="sr-only">{t('palette.title')}</span>} styles={{ header: { margin: 0 } }}
      // The dialog's focus trap gives the search box (its first field) the focus as soon as it shows; once open, this makes sure.
      afterOpenChange={(shown) => shown && input.current?.focus()} afterClose={afterClose}
    >
      <PaletteSearch routes={routes} input={input} onDone={choose} />
    </Modal>
  );
}
