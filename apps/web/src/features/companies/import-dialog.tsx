import { useCallback, useEffect, useId, useState } from 'react';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Flex, Modal, Progress, Radio, Result, Space, Statistic, Steps, Table, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { companiesRoutes, IMPORT_COLUMNS, IMPORT_ERRORS_SHOWN, type ImportRowError, type ImportState, type ImportStatus } from '@console/contract/companies';
import { UPLOAD_FIELD } from '@console/contract/files';
import { saveFile } from '../../components/file-upload.tsx';
import { TABLE_FIT } from '../../crud/table-fit.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { useInvalidate } from '../../lib/query.ts';
import { useRealtimeEvent } from '../../lib/realtime.ts';
import { call, upload, urlOf } from '../../lib/request.ts';

/** While an import runs and the socket has said nothing for this long, its status is asked for. */
export const IMPORT_POLL_MS = 2_000;
const ACCEPTED = ['.xlsx', '.csv'];

type Mode = 'insert' | 'upsert';
/** What the dialog knows of an import: the socket's news carries neither the sample nor the errors. */
type Known = ImportStatus;

const STATE_ORDER: Record<ImportState, number> = { previewed: 0, running: 1, done: 2, failed: 2 };

/** Whether news of an import is newer than what is shown: answers and pushes may cross. */
const isNewer = (shown: Known, news: Partial<Known> & Pick<Known, 'state' | 'processed'>) =>
  STATE_ORDER[news.state] > STATE_ORDER[shown.state] || (STATE_ORDER[news.state] === STATE_ORDER[shown.state] && news.processed >= shown.processed);

/** The rows a commit writes in this mode, the valid ones only: in `insert` mode those already in the library are refused. */
const importableOf = (status: Known, mode: Mode) => Math.max(0, status.valid - (mode === 'insert' ? status.existing : 0));

/** A column's header in the reader's language, by its key (a file may use the keys as headers). */
const headerOf = (key: string) => {
  const column = IMPORT_COLUMNS.find((each) => each.key === key);
  return column ? inReadersLanguage(column.header.zh, column.header.en) : key;
};

function ChooseFile({ onPreviewed }: { onPreviewed: (status: Known) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (ACCEPTED.some((extension) => file.name.toLowerCase().endsWith(extension))) return true;
    void message.error(t('companies.import.wrongType', { name: file.name }));
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setProgress(0);
    upload(companiesRoutes.importUpload, { field: UPLOAD_FIELD, file: file as File }, setProgress)
      .then(onPreviewed, () => undefined) // the request client has shown why
      .finally(() => setProgress(null));
  };
  const template = () => saveFile({ url: urlOf(companiesRoutes.importTemplate), name: t('companies.import.templateFile') }).catch(() => undefined);
  return (
    <Flex vertical gap="small">
      <Upload.Dragger accept={ACCEPTED.join(',')} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={progress !== null}>
        <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}><InboxOutlined /></p>
        <p className="ant-upload-text">{t('companies.import.drop')}</p>
        <p className="ant-upload-hint">{t('companies.import.dropHint')}</p>
      </Upload.Dragger>
      {progress !== null && (
        <Progress percent={progress} size="small" status="active" aria-label={t('companies.import.uploading')} format={(percent) => t('companies.import.uploadProgress', { percent })} />
      )}
      <div>
        <Button type="link" icon={<DownloadOutlined />} onClick={template} style={{ paddingInline: 0 }}>{t('companies.import.template')}</Button>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('companies.import.columnsHint', { columns: IMPORT_COLUMNS.filter(({ required }) => required).map(({ key }) => headerOf(key)).join(t('companies.separator')) })}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}

function Counts({ status }: { status: Known }) {
  const { t } = useTranslation();
  const counts: { key: 'total' | 'valid' | 'invalid' | 'existing'; value: number; color?: string }[] = [
    { key: 'total', value: status.total },
    { key: 'valid', value: status.valid, color: 'var(--ant-color-success)' },
    { key: 'invalid', value: status.invalid, color: status.invalid > 0 ? 'var(--ant-color-error)' : undefined },
    { key: 'existing', value: status.existing, color: status.existing > 0 ? 'var(--ant-color-warning)' : undefined },
  ];
  return (
    <Flex wrap gap="large">
      {counts.map(({ key, value, color }) => (
        <Statistic key={key} title={t(`companies.import.counts.${key}`)} value={value} styles={{ content: { color } }} />
      ))}
    </Flex>
  );
}

function SampleTable({ sample }: { sample: Known['sample'] }) {
  const { t } = useTranslation();
  const keys = [...new Set(sample.flatMap((row) => Object.keys(row)))];
  const rows = sample.map((values, index) => ({ line: index, values }));
  return (
    <Table<(typeof rows)[number]>
      size="small"
      rowKey="line"
      dataSource={rows}
      pagination={false}
      {...TABLE_FIT}
      columns={keys.map((key) => ({ key, title: headerOf(key), render: (_, row) => row.values[key], onCell: () => ({ style: { whiteSpace: 'nowrap' } }) }))}
      title={() => t('companies.import.sample', { count: sample.length })}
    />
  );
}

function ErrorsTable({ status }: { status: Known }) {
  const { t } = useTranslation();
  const shown = status.errors.length;
  const capped = shown >= IMPORT_ERRORS_SHOWN;
  return (
    <Table<ImportRowError>
      size="small"
      rowKey={(error) => `${error.row}:${error.column}:${error.message}`}
      dataSource={status.errors}
      pagination={shown > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
      {...TABLE_FIT}
      columns={[
        { key: 'row', dataIndex: 'row', title: t('companies.import.errorRow'), width: 72 },
        { key: 'column', dataIndex: 'column', title: t('companies.import.errorColumn'), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
        { key: 'message', dataIndex: 'message', title: t('companies.import.errorMessage') },
      ]}
      title={() => (
        <Typography.Text type="danger">
          {t(capped ? 'companies.import.errorsCapped' : 'companies.import.errorsAll', { shown, rows: status.invalid })}
        </Typography.Text>
      )}
    />
  );
}

interface PreviewProps {
  status: Known;
  mode: Mode;
  onMode: (mode: Mode) => void;
  validOnly: boolean;
  onValidOnly: (validOnly: boolean) => void;
  /** The id of the text saying why the import cannot start yet. */
  blockedId: string;
  blocked: string | undefined;
}

function Preview({ status, mode, onMode, validOnly, onValidOnly, blockedId, blocked }: PreviewProps) {
  const { t } = useTranslation();
  const refused = status.invalid + (mode === 'insert' ? status.existing : 0);
  return (
    <Flex vertical gap="middle">
      <Typography.Text>{t('companies.import.file', { name: status.fileName })}</Typography.Text>
      <Counts status={status} />
      {status.sample.length > 0 && <SampleTable sample={status.sample} />}
      {status.errors.length > 0 && <ErrorsTable status={status} />}
      <div role="group" aria-label={t('companies.import.mode')}>
        <Typography.Text strong>{t('companies.import.mode')}</Typography.Text>
        <Radio.Group value={mode} onChange={(event) => onMode(event.target.value as Mode)} style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}>
          <Radio value="insert">{t('companies.import.insert')}<Typography.Text type="secondary"> — {t('companies.import.insertHint', { count: status.existing })}</Typography.Text></Radio>
          <Radio value="upsert">{t('companies.import.upsert')}<Typography.Text type="secondary"> — {t('companies.import.upsertHint', { count: status.existing })}</Typography.Text></Radio>
        </Radio.Group>
      </div>
      {refused > 0 && (
        <Checkbox checked={validOnly} onChange={(event) => onValidOnly(event.target.checked)}>
          {t('companies.import.validOnly')}
          <Typography.Text type="secondary">{t('companies.import.validOnlyHint', { count: importableOf(status, mode), skipped: refused })}</Typography.Text>
        </Checkbox>
      )}
      {blocked && <Alert id={blockedId} type="warning" showIcon title={blocked} />}
    </Flex>
  );
}

function Running({ status, target }: { status: Known; target: number }) {
  const { t } = useTranslation();
  const ended = status.state === 'done' || status.state === 'failed';
  const percent = status.state === 'done' ? 100 : target > 0 ? Math.min(99, Math.floor((status.processed / target) * 100)) : 0;
  return (
    <Flex vertical gap="middle">
      <Progress
        percent={percent}
        status={status.state === 'failed' ? 'exception' : status.state === 'done' ? 'success' : 'active'}
        aria-label={t('companies.import.progress')}
      />
      {!ended && <Typography.Text aria-live="polite">{t('companies.import.processed', { processed: status.processed, target })}</Typography.Text>}
      {status.state === 'done' && (
        <Result status="success" title={t('companies.import.done')} subTitle={t('companies.import.doneCounts', { inserted: status.inserted, updated: status.updated })} />
      )}
      {status.state === 'failed' && (
        <Result status="error" title={t('companies.import.failed')} subTitle={t('companies.import.failure', { failure: status.failure ?? '' })} />
      )}
    </Flex>
  );
}

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 导入企业: a file is uploaded and read into a preview (counts, the first rows, each refused row's
 * errors); once the mode is chosen, and the import of the valid rows only agreed to when some are
 * not, it runs on the server with its progress pushed on the socket (asked for while the socket is
 * silent). Closing the dialog while it runs leaves it running: opening it again shows it.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const blockedId = useId();
  const [status, setStatus] = useState<Known>();
  const [mode, setMode] = useState<Mode>('insert');
  const [validOnly, setValidOnly] = useState(false);
  const [target, setTarget] = useState(0);
  const [committing, setCommitting] = useState(false);
  /** Counts the socket's news of this import: each one puts the next poll off. */
  const [heard, setHeard] = useState(0);

  const state = status?.state;
  const id = status?.id;
  const running = state === 'running';
  const ended = state === 'done' || state === 'failed';

  const take = useCallback((news: Partial<Known> & Pick<Known, 'id' | 'state' | 'processed'>) =>
    setStatus((shown) => (shown && shown.id === news.id && isNewer(shown, news) ? { ...shown, ...news } : shown)), []);
  const askStatus = useCallback((importId: string) =>
    call(companiesRoutes.importStatus, { query: { id: importId }, quiet: true }).then(take, () => undefined), [take]);

  useRealtimeEvent('companyImport', ({ status: news }) => {
    if (news.id !== id) return;
    take(news);
    setHeard((count) => count + 1);
    // A socket has no language: why the import failed is asked for in the reader's.
    if (news.state === 'failed') void askStatus(news.id);
  });
  useEffect(() => {
    if (!running || !id) return undefined;
    const timer = setInterval(() => void askStatus(id), IMPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [running, id, heard, askStatus]);
  useEffect(() => {
    if (state === 'done') void invalidate(companiesRoutes.list);
  }, [state, invalidate]);

  const reset = () => {
    setStatus(undefined);
    setMode('insert');
    setValidOnly(false);
  };
  const close = () => {
    onClose();
    // A running import is kept to be shown again; an ended one or a preview is done with.
    if (!running) reset();
  };

  const importable = status ? importableOf(status, mode) : 0;
  const refused = status ? status.invalid + (mode === 'insert' ? status.existing : 0) : 0;
  const blocked = !status || state !== 'previewed' ? undefined
    : importable === 0 ? t('companies.import.nothingToImport')
      : refused > 0 && !validOnly
        ? [
          status.invalid > 0 && t('companies.import.blockedInvalid', { count: status.invalid }),
          mode === 'insert' && status.existing > 0 && t('companies.import.blockedExisting', { count: status.existing }),
          t('companies.import.blockedHint'),
        ].filter(Boolean).join(' ')
        : undefined;

  const commit = async () => {
    if (!status) return;
    setCommitting(true);
    try {
      const started = await call(companiesRoutes.importCommit, { body: { id: status.id, mode, validOnly: refused > 0 && validOnly } });
      setTarget(importable);
      setStatus((shown) => (shown && isNewer(shown, started) ? { ...shown, ...started, sample: shown.sample, errors: shown.errors } : shown));
    } catch {
      // The request client has shown why.
    } finally {
      setCommitting(false);
    }
  };

  const step = !status ? 0 : state === 'previewed' ? 1 : 2;
  const footer = [
    step === 1 && <Button key="back" onClick={reset}>{t('companies.import.again')}</Button>,
    ended && <Button key="again" onClick={reset}>{t('companies.import.another')}</Button>,
    <Button key="close" onClick={close}>{t(running ? 'companies.import.background' : 'companies.import.close')}</Button>,
    step === 1 && (
      <Button key="commit" type="primary" loading={committing} disabled={blocked !== undefined} aria-describedby={blocked ? blockedId : undefined} onClick={() => void commit()}>
        {t('companies.import.commit', { count: importable })}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Modal open={open} title={t('companies.import.title')} width={760} onCancel={close} footer={<Space wrap style={{ justifyContent: 'flex-end' }}>{footer}</Space>}>
      <Flex vertical gap="middle">
        <Steps
          size="small"
          current={step}
          status={state === 'failed' ? 'error' : state === 'done' ? 'finish' : 'process'}
          items={[{ title: t('companies.import.stepFile') }, { title: t('companies.import.stepPreview') }, { title: t('companies.import.stepRun') }]}
        />
        {!status && <ChooseFile onPreviewed={(previewed) => {
          setStatus(previewed);
          setMode('insert');
          setValidOnly(false);
        }} />}
        {status && state === 'previewed' && (
          <Preview status={status} mode={mode} onMode={setMode} validOnly={validOnly} onValidOnly={setValidOnly} blockedId={blockedId} blocked={blocked} />
        )}
        {status && step === 2 && <Running status={status} target={target || importableOf(status, mode)} />}
      </Flex>
    </Modal>
  );
}
