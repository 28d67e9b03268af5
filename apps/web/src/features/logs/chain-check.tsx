import { useState } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logsRoutes, type ChainVerification } from '@console/contract/logs';
import { formatDateTime } from '../../crud/cells.tsx';
import { DayPicker } from '../../crud/day-picker.tsx';
import { call } from '../../lib/request.ts';

/** A verification reads the whole log, page by page: it may take far longer than a call's usual 15 s. */
const VERIFY_TIMEOUT_MS = 10 * 60_000;

type Broken = NonNullable<ChainVerification['broken']>;

/** What is wrong, and with which entry, in a sentence. */
function BrokenEntry({ broken }: { broken: Broken }) {
  const { t } = useTranslation();
  // Where entries from before the chain were cut, how many is not known.
  const problem = t(`logs.chain.${broken.problem === 'truncated' && broken.missing === 0 ? 'truncatedSome' : broken.problem}`, { missing: broken.missing });
  if (broken.id === null) return t('logs.chain.allMissing', { seq: broken.seq, missing: broken.missing });
  return t('logs.chain.brokenEntry', { id: broken.id, seq: broken.seq, at: broken.at ? formatDateTime(broken.at) : '', problem });
}

/** Where the chain begins: entries from before it, and those the retention job removed. */
function ChainStart({ result }: { result: ChainVerification }) {
  const { t } = useTranslation();
  const notes = [
    result.legacyThroughSeq > 0 && (result.legacySealedAt
      ? t('logs.chain.legacySealed', { seq: result.legacyThroughSeq, at: formatDateTime(result.legacySealedAt) })
      : t('logs.chain.legacySealing', { seq: result.legacyThroughSeq })),
    result.purgedThroughSeq > 0 && t('logs.chain.purged', { seq: result.purgedThroughSeq }),
  ].filter(Boolean);
  return notes.map((note) => <div key={String(note)}>{note}</div>);
}

function Outcome({ result }: { result: ChainVerification }) {
  const { t } = useTranslation();
  const span = result.first && result.last ? t('logs.chain.span', { first: formatDateTime(result.first.at), last: formatDateTime(result.last.at) }) : '';
  return result.broken ? (
    <Alert
      type="error" showIcon role="alert" title={<BrokenEntry broken={result.broken} />}
      description={<>{t('logs.chain.checkedBefore', { checked: result.checked })}<ChainStart result={result} /></>}
    />
  ) : (
    <Alert type="success" showIcon role="status" title={t('logs.chain.intact', { checked: result.checked })} description={<>{span}<ChainStart result={result} /></>} />
  );
}

/**
 * 完整性校验: asks the server to check the seals and links of the log's entries (every entry, or
 * those of the days chosen) and shows whether the log is intact or which entry is the first wrong.
 */
export function ChainCheck() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<{ from?: string; to?: string }>({});
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<ChainVerification>();

  const verify = async () => {
    setChecking(true);
    setResult(undefined);
    try {
      setResult(await call(logsRoutes.verify, { query: days, timeoutMs: VERIFY_TIMEOUT_MS }));
    } catch {
      // The request client has shown why.
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>{t('logs.chain.open')}</Button>
      <Modal open={open} title={t('logs.chain.title')} footer={null} width={640} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('logs.chain.hint')}</Typography.Paragraph>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <DayPicker aria-label={t('logs.atFrom')} placeholder={t('logs.atFrom')} value={days.from} onChange={(from) => setDays((current) => ({ ...current, from }))} />
          <DayPicker aria-label={t('logs.atTo')} placeholder={t('logs.atTo')} value={days.to} onChange={(to) => setDays((current) => ({ ...current, to }))} />
          <Button type="primary" loading={checking} onClick={() => void verify()}>{t(checking ? 'logs.chain.checking' : 'logs.chain.start')}</Button>
        </Flex>
        {result && <Outcome result={result} />}
      </Modal>
    </>
  );
}
