import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ATTACHMENTS_MAX, filesRoutes, settingsRoutes, type AttachmentRecord } from '@console/contract';
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
  const { progress, customRequest } = useUploadRequest(filesRoutes.uploadAttachment, (file) => onChange?.([...value, file]));
  const limits = useCall(settingsRoutes.uploadLimits).data;
  const full = value.length >= ATTACHMENTS_MAX;
  return (
    <Flex vertical gap={4}>
      {value.map((file) => (
        <AttachmentRow key={file.id} file={file} onRemove={() => onChange?.(value.filter((kept) => kept.id !== file.id))} />
      ))}
      <Upload
        accept={limits?.allowedTypes.map((extension) => `.${extension}`).join(',')}
        showUploadList={false} customRequest={customRequest} disabled={progress !== null || full}
      >
        <Button icon={<UploadOutlined />} disabled={progress !== null || full}>{t('upload.attach')}</Button>
      </Upload>
      <Typography.Text type="secondary">
        {full ? t('upload.attachMax', { count: ATTACHMENTS_MAX })
          : limits && t('upload.limits', { size: limits.maxSizeMb, types: limits.allowedTypes.join(t('upload.separator')) })}
      </Typography.Text>
      {progressBar(progress)}
    </Flex>
  );
}
