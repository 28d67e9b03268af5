import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Select, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, logsRoutes, type LogLevel, type LogLine } from '@console/contract/logs';
import { formatDateTime } from '../../crud/cells.tsx';
import { useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime.ts';
import { call } from '../../lib/request.ts';

const LINE_LIMITS = [200, 500, 1000] as const;
const LEVEL_COLORS: Record<LogLine['level'], string> = { trace: 'default', debug: 'default', info: 'blue', warn: 'orange', error: 'red', fatal: 'magenta' };

interface ShownLine extends LogLine {
  key: number;
}

/** Lines kept in order, at most `limit`, the oldest going first. */
const keptLast = (lines: ShownLine[], limit: number) => (lines.length > limit ? lines.slice(lines.length - limit) : lines);

function LogLines({ lines }: { lines: ShownLine[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines]);
  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      style={{ height: 420, overflow: 'auto', fontFamily: token.fontFamilyCode, fontSize: 12, background: token.colorFillQuaternary, padding: 8, borderRadius: token.borderRadius }}
    >
      {lines.length === 0 && <Typography.Text type="secondary">{t('logs.waiting')}</Typography.Text>}
      {lines.map((line) => (
        <div key={line.key} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          <Typography.Text type="secondary">{formatDateTime(line.at)}</Typography.Text>{' '}
          <Tag color={LEVEL_COLORS[line.level]} style={{ marginInlineEnd: 4 }}>{line.level}</Tag>
          {line.message} <Typography.Text type="secondary">{line.fields}</Typography.Text>
        </div>
      ))}
    </div>
  );
}

/**
 * 实时日志: the server's own log lines as they are written, pushed over the message socket while
 * streaming; pausable (lines wait), with a line limit, and stopped when the page goes.
 */
export function RealTimeLog() {
  const { t } = useTranslation();
  const connected = useRealtimeConnected();
  // Each request's lines come at debug: from there the log shows what happens.
  const [level, setLevel] = useState<LogLevel>('debug');
  const [limit, setLimit] = useState<number>(500);
  const [until, setUntil] = useState<string>();
  const [paused, setPaused] = useState(false);
  const [lines, setLines] = useState<ShownLine[]>([]);
  const [waiting, setWaiting] = useState<ShownLine[]>([]);
  const [dropped, setDropped] = useState(0);
  const counter = useRef(0);

  useRealtimeEvent('log', (event) => {
    if (!until) return;
    counter.current += 1;
    const line = { ...event.line, key: counter.current };
    setDropped((count) => count + event.dropped);
    if (paused) setWaiting((queued) => keptLast([...queued, line], limit));
    else setLines((shown) => keptLast([...shown, line], limit));
  });
  useEffect(() => () => void call(logsRoutes.closeRealTime, {}).catch(() => undefined), []);

  const start = async () => {
    const stream = await call(logsRoutes.showRealTime, { query: { level } });
    setUntil(stream.until);
  };
  const stop = async () => {
    await call(logsRoutes.closeRealTime, {});
    setUntil(undefined);
    setPaused(false);
  };
  const togglePause = () => {
    if (paused) {
      setLines((shown) => keptLast([...shown, ...waiting], limit));
      setWaiting([]);
    }
    setPaused(!paused);
  };

  return (
    <Card>
      <Flex vertical gap="middle">
        <Flex wrap gap="small" align="center">
          <Space.Compact>
            <Select<LogLevel>
              aria-label={t('logs.level')}
              value={level}
              onChange={setLevel}
              disabled={until !== undefined}
              style={{ width: 110 }}
              options={LOG_LEVELS.map((value) => ({ value, label: value }))}
            />
            {until
              ? <Button danger onClick={() => void stop().catch(() => undefined)}>{t('logs.stop')}</Button>
              : <Button type="primary" onClick={() => void start().catch(() => undefined)}>{t('logs.start')}</Button>}
          </Space.Compact>
          <Button disabled={!until} onClick={togglePause}>{t(paused ? 'logs.resume' : 'logs.pause')}</Button>
          <Button onClick={() => { setLines([]); setWaiting([]); setDropped(0); }}>{t('logs.clear')}</Button>
          <Space>
            <Typography.Text>{t('logs.lineLimit')}</Typography.Text>
            <Select<number>
              aria-label={t('logs.lineLimit')}
              value={limit}
              onChange={setLimit}
              style={{ width: 110 }}
              options={LINE_LIMITS.map((value) => ({ value, label: t('logs.lines', { count: value }) }))}
            />
          </Space>
        </Flex>
        {!connected && until && <Alert type="warning" showIcon title={t('logs.disconnected')} />}
        <Typography.Text type="secondary">
          {until ? t('logs.streaming', { time: formatDateTime(until) }) : t('logs.stopped')}
          {paused && ` · ${t('logs.paused', { count: waiting.length })}`}
          {dropped > 0 && ` · ${t('logs.dropped', { count: dropped })}`}
        </Typography.Text>
        <LogLines lines={lines} />
      </Flex>
    </Card>
  );
}
