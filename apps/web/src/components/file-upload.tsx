import { useEffect, useState, type ReactNode } from 'react';
import { App, Button, Image, Progress, Space, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { filesRoutes, UPLOAD_FIELD, type FileRecord } from '@console/contract/files';
import { settingsRoutes } from '@console/contract/settings';
import { useCall } from '../lib/query.ts';
import { saveBlob } from '../lib/download.ts';
import { fetchFile, upload } from '../lib/request.ts';

type UploadRoute = typeof filesRoutes.upload | typeof filesRoutes.uploadImage | typeof filesRoutes.uploadAttachment;

/** Whether an address is a path of this server, whose files need the session's token (never sent elsewhere). */
const isServerPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A page address of a file's content: a file of this server is fetched with the session's token, which
 * `<img>` cannot send; an address elsewhere (a bucket's public one) is used as it is, without the token.
 */
export function useFileObjectUrl(url: string | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<{ of: string; url: string }>();
  useEffect(() => {
    if (!url || !isServerPath(url)) return undefined;
    let made: string | undefined;
    let cancelled = false;
    fetchFile(url).then((blob) => {
      if (cancelled) return;
      made = URL.createObjectURL(blob);
      setObjectUrl({ of: url, url: made });
    }, () => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (url && !isServerPath(url)) return url;
  return objectUrl && objectUrl.of === url ? objectUrl.url : undefined;
}

/** A thumbnail of a stored image that opens larger when clicked. */
export function FileImage({ src, alt, size = 48 }: { src: string; alt: string; size?: number }) {
  const { t } = useTranslation();
  const objectUrl = useFileObjectUrl(src);
  const box = { width: size, height: size, objectFit: 'cover' as const, borderRadius: 4 };
  if (!objectUrl) return <span role="img" aria-label={alt} style={{ ...box, display: 'inline-block', background: 'var(--ant-color-fill-tertiary, #f0f0f0)' }} />;
  return <Image src={objectUrl} alt={alt} width={size} height={size} style={box} preview={{ mask: t('upload.preview') }} />;
}

/** Saves a stored file on the user's disk under its name. */
export async function saveFile(file: Pick<FileRecord, 'url' | 'name'>): Promise<void> {
  saveBlob(await fetchFile(file.url), file.name);
}

/** The antd upload request of one file to an upload route, with the share sent so far in `progress`. */
export function useUploadRequest(route: UploadRoute, onUploaded: (file: FileRecord) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setProgress(0);
    upload(route, { field: UPLOAD_FIELD, file: file as File }, setProgress)
      .then((stored) => {
        void message.success(t('upload.uploaded', { name: stored.name }));
        onUploaded(stored);
      }, () => undefined) // the request client has shown why
      .finally(() => setProgress(null));
  };
  return { progress, customRequest };
}

export const progressBar = (progress: number | null) => progress !== null && <Progress percent={progress} size="small" status="active" aria-label="upload progress" />;

interface FileDropProps {
  onUploaded: (file: FileRecord) => void;
}

/**
 * An area a file is dropped on, or clicked to pick one, that uploads it with a progress bar. It tells
 * the limits in force and its picker offers the allowed extensions; the server still decides, from
 * the content.
 */
export function FileDrop({ onUploaded }: FileDropProps) {
  const { t } = useTranslation();
  const { progress, customRequest } = useUploadRequest(filesRoutes.upload, onUploaded);
  const limits = useCall(settingsRoutes.uploadLimits).data;
  return (
    <div>
      <Upload.Dragger
        accept={limits?.allowedTypes.map((extension) => `.${extension}`).join(',')}
        showUploadList={false} customRequest={customRequest} disabled={progress !== null} style={{ padding: '4px 0' }}
      >
        <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}><InboxOutlined /></p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        {limits && <p className="ant-upload-hint">{t('upload.limits', { size: limits.maxSizeMb, types: limits.allowedTypes.join(t('upload.separator')) })}</p>}
      </Upload.Dragger>
      {progressBar(progress)}
    </div>
  );
}

interface ImageUploadProps {
  /** The image's address (a record's `url`); empty for none. */
  value?: string | null;
  onChange?: (url: string) => void;
  children?: ReactNode;
}

/** A form control holding an image's address: the avatar, or any image field, uploaded through `/saas/upload/image`. */
export function ImageUpload({ value, onChange }: ImageUploadProps) {
  const { t } = useTranslation();
  const { progress, customRequest } = useUploadRequest(filesRoutes.uploadImage, (file) => onChange?.(file.url));
  return (
    <Space orientation="vertical" size={4}>
      <Space wrap>
        {value && <FileImage src={value} alt={t('upload.preview')} size={64} />}
        <Upload accept="image/*" showUploadList={false} customRequest={customRequest} disabled={progress !== null}>
          <Button icon={<UploadOutlined />}>{t(value ? 'upload.change' : 'upload.image')}</Button>
        </Upload>
        {value && <Button type="link" danger onClick={() => onChange?.('')}>{t('upload.remove')}</Button>}
      </Space>
      {progressBar(progress)}
    </Space>
  );
}
