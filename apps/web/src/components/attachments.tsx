import { Button, Flex, Typography, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ATTACHMENTS_MAX, filesRoutes, type AttachmentRecord } from '@console/contract/files';
import { settingsRoutes } from '@console/contract/settings';
import { useCall } from '../lib/query.ts';
import { formatSize } from '../lib/sizes.ts';
import { progressBar, saveFile, useUploadRequest } from './file-upload.tsx';

interface AttachmentRowProps {
  file: AttachmentRecord;
  onRemove?: () => void;
}

/** One attached file: its name downloads it; a remove button while editing. */
function AttachmentRow({ file, onRemove }: AttachmentRowProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <PaperClipOutlined aria-hidden />
      <Typography.Link ellipsis style={{ minWidth: 0 }} onClick={() => void saveFile(file)}>{file.name}</Typography.Link>
      <Typography.Text type="secondary" style={{ flex: 'none' }}>{formatSize(file.size)}</Typography.Text>
      {onRemove && (
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('upload.remove')} ${file.name}`} onClick={onRemove} />
      )}
    </Flex>
  );
}

/** A record's attachments, each downloadable with the session's token. */
export function AttachmentList({ files }: { files: readonly AttachmentRecord[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">{t('upload.none')}</Typography.Text>;
  return <Flex vertical gap={4}>{files.map((file) => <AttachmentRow key={file.id} file={file} />)}</Flex>;
}

/** A record's single file as a table cell: its name downloads it. */
export const FileCell = ({ file }: { file: AttachmentRecord | null | undefined }) => (file ? <AttachmentRow file={file} /> : null);

interface ChooseFileProps {
  label: string;
  onChosen: (file: AttachmentRecord) => void;
  /** Why no more files may be chosen, when none may. */
  full?: string;
  /** Where a chosen file goes instead of the server (a preview keeps it in the page). */
  keep?: (file: File) => AttachmentRecord;
}

/** The button choosing a file, which is uploaded at once (`/file/attachment`), with the limits in force and the progress. */
function ChooseFile({ label, onChosen, full, keep }: ChooseFileProps) {
  const { t } = useTranslation();
  const uploaded = useUploadRequest(filesRoutes.uploadAttachment, onChosen);
  const customRequest: UploadProps['customRequest'] = keep ? ({ file }) => onChosen(keep(file as File)) : uploaded.customRequest;
  const { progress } = uploaded;
  const limits = useCall(settingsRoutes.uploadLimits).data;
  const disabled = progress !== null || full !== undefined;
  return (
    <>
      <Upload accept={limits?.allowedTypes.map((extension) => `.${extension}`).join(',')} showUploadList={false} customRequest={customRequest} disabled={disabled}>
        <Button icon={<UploadOutlined />} disabled={disabled}>{label}</Button>
      </Upload>
      <Typography.Text type="secondary">
        {full ?? (limits && t('upload.limits', { size: limits.maxSizeMb, types: limits.allowedTypes.join(t('upload.separator')) }))}
      </Typography.Text>
      {progressBar(progress)}
    </>
  );
}

interface AttachmentsFieldProps {
  value?: AttachmentRecord[];
  onChange?: (files: AttachmentRecord[]) => void;
}

/**
 * A form control holding a record's attachments: each file is uploaded when chosen (`/file/attachment`)
 * and the record keeps the stored files' ids.
 */
export function AttachmentsField({ value = [], onChange }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      {value.map((file) => (
        <AttachmentRow key={file.id} file={file} onRemove={() => onChange?.(value.filter((kept) => kept.id !== file.id))} />
      ))}
      <ChooseFile
        label={t('upload.attach')} onChosen={(file) => onChange?.([...value, file])}
        full={value.length >= ATTACHMENTS_MAX ? t('upload.attachMax', { count: ATTACHMENTS_MAX }) : undefined}
      />
    </Flex>
  );
}

interface FileFieldProps {
  value?: AttachmentRecord | null;
  onChange?: (file: AttachmentRecord | null) => void;
  keep?: ChooseFileProps['keep'];
}

/** A form control holding one file of a record: uploaded when chosen, replaced by choosing another, or removed. */
export function FileField({ value, onChange, keep }: FileFieldProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      {value && <AttachmentRow file={value} onRemove={() => onChange?.(null)} />}
      <ChooseFile label={t(value ? 'upload.change' : 'upload.choose')} onChosen={(file) => onChange?.(file)} keep={keep} />
    </Flex>
  );
}
