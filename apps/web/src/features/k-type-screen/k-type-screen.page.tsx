import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, ConfigProvider, Spin } from 'antd';
import { EnvironmentOutlined, FullscreenExitOutlined, FullscreenOutlined, HomeOutlined, ReloadOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { companyWatchRoutes, type ScreenData } from '@console/contract/company-watch';
import { formatDateTime } from '../../lib/dates.ts';
import { useCall } from '../../lib/query.ts';
import { ApiError } from '../../lib/request.ts';
import { useConsoleTheme } from '../../stores/settings.store.ts';
import { ChangeTicker } from './change-ticker.tsx';
import { industriesOption, labelCounts, labelsOption, monthsOption } from './chart-options.ts';
import { ScreenChart } from './screen-chart.tsx';
import { changeValue, industryName, labelName, numberText, shortTime } from './screen-text.ts';
import styles from './k-type-screen.module.css';

/** The screen asks for its data again this often. */
export const REFRESH_SECONDS = 60;

type Change = ScreenData['latest'][number];

/** The charts' base font: it grows with the window, 12 px on a 1366×768 screen, 17 px on 1920×1080. */
const chartFont = () => Math.round(Math.min(18, Math.max(12, Math.min(window.innerWidth / 110, window.innerHeight / 62))));

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const useChartFont = () => useSyncExternalStore(subscribeToResize, chartFont, () => 14);

function subscribeToFullscreen(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
const useFullscreen = () => useSyncExternalStore(subscribeToFullscreen, () => !!document.fullscreenElement, () => false);

/** A refusal (4xx): asking again gets the same. A time-out (0) or the server's fault (5xx) may pass. */
const answered = (error: Error) => error instanceof ApiError && error.code > 0 && error.code < 500;

/** The time of day, ticking every second; the only part of the screen that renders that often. */
function Clock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const local = now.locale(i18n.language === 'en-US' ? 'en' : 'zh-cn');
  return (
    <time className={styles.clock} dateTime={now.format('YYYY-MM-DDTHH:mm:ss')} aria-label={t('kTypeScreen.clock')}>
      <span className={styles.clockTime}>{local.format('HH:mm:ss')}</span>
      <span className={styles.clockDate}>{local.format('YYYY-MM-DD dddd')}</span>
    </time>
  );
}

function HeaderActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fullscreen = useFullscreen();
  const toggle = () => void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <div className={styles.actions}>
      {document.fullscreenEnabled && (
        <Button type="text" onClick={toggle} aria-label={t(fullscreen ? 'kTypeScreen.exitFullscreen' : 'kTypeScreen.fullscreen')}
          title={t(fullscreen ? 'kTypeScreen.exitFullscreen' : 'kTypeScreen.fullscreen')} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} />
      )}
      <Button type="text" onClick={() => navigate('/')} aria-label={t('kTypeScreen.back')} title={t('kTypeScreen.back')} icon={<HomeOutlined />} />
    </div>
  );
}

function Header({ data, stale }: { data: ScreenData; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerSide}>
        <span className={styles.dataAt}>{t('kTypeScreen.dataAt')} <time dateTime={data.at}>{formatDateTime(data.at)}</time></span>
        <span className={stale ? styles.stale : styles.refresh} role={stale ? 'status' : undefined}>
          {stale ? t('kTypeScreen.stale') : t('kTypeScreen.refreshEvery', { seconds: REFRESH_SECONDS })}
        </span>
      </div>
      <div className={styles.titleBlock}>
        <h1 className={styles.title}>{t('kTypeScreen.title', { region: data.region.fullName })}</h1>
        <p className={styles.subtitle} aria-hidden>{t('kTypeScreen.subtitle')}</p>
      </div>
      <div className={`${styles.headerSide} ${styles.headerEnd}`}>
        <Clock />
        <HeaderActions />
      </div>
    </header>
  );
}

function Figure({ name, value, note, tone }: { name: string; value: string; note: string; tone: 'all' | 'in' | 'out' | 'labelled' }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.figure} ${styles[tone]}`}>
      <dt className={styles.figureName}>{name}</dt>
      <dd className={styles.figureValue}>
        <span data-testid={`figure-${tone}`}>{value}</span>
        {t('kTypeScreen.unit') && <small className={styles.figureUnit}>{t('kTypeScreen.unit')}</small>}
      </dd>
      <dd className={styles.figureNote}>{note}</dd>
    </div>
  );
}

function Figures({ data }: { data: ScreenData }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => numberText(value, i18n.language);
  const { totals, months } = data;
  const net = months.reduce((sum, month) => sum + month.in - month.out, 0);
  const last = months.at(-1);
  const share = totals.companies > 0 ? Math.round((totals.labelled / totals.companies) * 1000) / 10 : 0;
  return (
    <section className={styles.figures} aria-label={t('kTypeScreen.figures')}>
      <dl className={styles.figureList}>
        <Figure tone="all" name={t('kTypeScreen.companies')} value={number(totals.companies)} note={t('kTypeScreen.netIn', { count: `${net > 0 ? '+' : ''}${number(net)}` })} />
        <Figure tone="in" name={t('kTypeScreen.movedIn')} value={number(totals.movedIn)} note={t('kTypeScreen.thisMonth', { count: number(last?.in ?? 0) })} />
        <Figure tone="out" name={t('kTypeScreen.movedOut')} value={number(totals.movedOut)} note={t('kTypeScreen.thisMonth', { count: number(last?.out ?? 0) })} />
        <Figure tone="labelled" name={t('kTypeScreen.labelled')} value={number(totals.labelled)} note={t('kTypeScreen.share', { percent: number(share) })} />
      </dl>
    </section>
  );
}

function Panel({ area, title, children }: { area: string; title: string; children: ReactNode }) {
  const id = `k-type-screen-${area}`;
  return (
    <section className={`${styles.panel} ${styles[area]}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>{title}</h2>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

function ChangeRow({ change }: { change: Change }) {
  const { t, i18n } = useTranslation();
  const field = t(`kTypeScreen.fields.${change.field}`);
  const before = changeValue(change.field, change.before, t, i18n.language);
  const after = changeValue(change.field, change.after, t, i18n.language);
  return (
    <article className={styles.change} aria-label={t('kTypeScreen.change', { company: change.companyName, field, before, after })}>
      <div className={styles.changeHead}>
        <span className={styles.changeCompany} title={change.companyName}>{change.companyName}</span>
        <time className={styles.changeTime} dateTime={change.changedAt} title={formatDateTime(change.changedAt)}>{shortTime(change.changedAt)}</time>
      </div>
      <div className={styles.changeBody}>
        <span className={styles.changeField} data-field={change.field}>{field}</span>
        <span className={styles.changeBefore} title={before}>{before}</span>
        <span className={styles.changeArrow} aria-hidden>→</span>
        <span className={styles.changeAfter} title={after}>{after}</span>
      </div>
    </article>
  );
}

function Board({ data, stale }: { data: ScreenData; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const font = useChartFont();
  const language = i18n.language;
  const context = useMemo(() => ({ font, language, t: t as (key: string, options?: Record<string, unknown>) => string }), [font, language, t]);
  const months = useMemo(() => monthsOption(data.months, context), [data.months, context]);
  const labels = useMemo(() => labelsOption(data.labels, context), [data.labels, context]);
  const industries = useMemo(() => industriesOption(data.industries, context), [data.industries, context]);

  const number = (value: number) => numberText(value, language);
  const separator = t('kTypeScreen.separator');
  const entry = (name: string, count: number) => t('kTypeScreen.entry', { name, count: number(count) });
  const counts = labelCounts(data.labels);
  const summaries = {
    months: t('kTypeScreen.monthsSummary', {
      months: data.months.length,
      in: number(data.months.reduce((sum, month) => sum + month.in, 0)),
      out: number(data.months.reduce((sum, month) => sum + month.out, 0)),
    }),
    labels: t('kTypeScreen.labelsSummary', { list: counts.map((count, index) => entry(labelName(index + 1, language), count)).join(separator) }),
    industries: t('kTypeScreen.industriesSummary', { list: data.industries.map(({ code, count }) => entry(industryName(code, language), count)).join(separator) }),
  };

  return (
    <main className={styles.screen}>
      <Header data={data} stale={stale} />
      <Figures data={data} />
      <Panel area="months" title={t('kTypeScreen.months')}>
        <ScreenChart option={months} summary={summaries.months} className={styles.chart} />
      </Panel>
      <Panel area="labels" title={t('kTypeScreen.labels')}>
        <ScreenChart option={labels} summary={summaries.labels} className={styles.chart} />
      </Panel>
      <Panel area="industries" title={t('kTypeScreen.industries')}>
        {data.industries.length > 0
          ? <ScreenChart option={industries} summary={summaries.industries} className={styles.chart} />
          : <p className={styles.empty}>{t('kTypeScreen.noIndustries')}</p>}
      </Panel>
      <Panel area="latest" title={t('kTypeScreen.latest')}>
        {data.latest.length > 0
          ? <ChangeTicker items={data.latest} keyOf={(change) => change.id} renderItem={(change) => <ChangeRow change={change} />} label={t('kTypeScreen.latestList')} />
          : <p className={styles.empty}>{t('kTypeScreen.noChanges')}</p>}
      </Panel>
    </main>
  );
}

/** The screen instead of the data: why there is none, and the way back to the console. */
function Refusal({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The screen's one conflict is an account without a region (its words are in the reader's language).
  const noRegion = error instanceof ApiError && error.code === 409;
  const forbidden = !noRegion && error instanceof ApiError && error.code === 403;
  const [title, hint] = noRegion
    ? [t('kTypeScreen.noRegion'), t('kTypeScreen.noRegionHint')]
    : forbidden ? [t('kTypeScreen.forbidden'), t('kTypeScreen.forbiddenHint')] : [t('kTypeScreen.failed'), error.message];
  const retryable = !noRegion && !forbidden;
  return (
    <main className={styles.notice}>
      <div className={styles.noticeCard} role="alert">
        <span className={styles.noticeIcon} aria-hidden>{noRegion ? <EnvironmentOutlined /> : forbidden ? <StopOutlined /> : <WarningOutlined />}</span>
        <h1 className={styles.noticeTitle}>{title}</h1>
        <p className={styles.noticeHint}>{hint}</p>
        <div className={styles.noticeActions}>
          {retryable && <Button icon={<ReloadOutlined />} onClick={onRetry}>{t('kTypeScreen.retry')}</Button>}
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>{t('kTypeScreen.back')}</Button>
        </div>
      </div>
    </main>
  );
}

/** K型大屏: the data screen of the customer's region, for a wall display; it asks for its data again every minute. */
export default function KTypeScreenPage() {
  const { t } = useTranslation();
  // Dark whatever the console's appearance: the console's dark colours, 高对比度 included.
  const darkTheme = useConsoleTheme(true);
  const screen = useCall(companyWatchRoutes.screen, { quiet: true }, {
    // A refusal stays one: the screen stops asking until it is opened again.
    refetchInterval: (query) => (query.state.error && answered(query.state.error) && !query.state.data ? false : REFRESH_SECONDS * 1000),
    // A screen on a wall has nobody to press retry: a passing fault is asked again a second later, then each minute.
    retry: (count, error) => count < 1 && !answered(error),
  });
  let content: ReactNode;
  if (screen.data) content = <Board data={screen.data} stale={screen.isError} />;
  else if (screen.error) content = <Refusal error={screen.error} onRetry={() => void screen.refetch()} />;
  else content = <main className={styles.notice}><Spin size="large" aria-label={t('kTypeScreen.loading')} /></main>;
  return <ConfigProvider theme={darkTheme}>{content}</ConfigProvider>;
}
