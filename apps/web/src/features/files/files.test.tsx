import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord, StorageSettings } from '@console/contract/files';
import { changeLanguage } from '../../lib/i18n.ts';
import { FakeUpload } from '../../test/fake-upload.ts';
import { clickWhenClickable, pageOf, renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import FilesPage from './files.page.tsx';

function file(id: number, overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    id, name: `文件${id}.txt`, contentType: 'text/plain', size: 2048, provider: 'local', uploaderId: 1, uploaderName: '超级管理员',
    url: `/yl1001/platform/api/file/download/${id}`, createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}
const s3Settings: StorageSettings = {
  provider: 's3', active: false, endpoint: 'http://s3.example.com', region: 'us-east-1', bucket: 'console', accessKeyId: 'AKIA1',
  secretAccessKey: '******', forcePathStyle: true, publicBaseUrl: '', updatedAt: '2024-05-01T08:00:00.000Z',
};


const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  api.reset({
    '/file/getByCondition': () => pageOf([file(1, { name: '标志.png', contentType: 'image/png', size: 3 * 1024 * 1024, provider: 's3' }), file(2)]),
    '/setting/oss/check': () => ({ data: { provider: 'local', usable: true, reason: '' } }),
    '/setting/oss/s3': () => ({ data: s3Settings }),
    '/file/download/1': () => ({ data: 'image bytes' }),
    '/config/upload': () => ({ data: { maxSizeMb: 20, allowedTypes: ['png', 'txt', 'zip'] } }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderFilesPage = (perms?: ('view' | 'add' | 'edit' | 'delete')[]) =>
  renderPage(<FilesPage />, { name: 'file-manage', url: '/sys/file-manage', perms });

describe('object storage page', () => {
  it('lists files with their size, type and where they are stored', async () => {
    renderFilesPage();
    expect(await screen.findByText('标志.png')).toBeInTheDocument();
    expect(row('标志.png')).toHaveTextContent('3.0 MB');
    expect(row('标志.png')).toHaveTextContent('S3 兼容存储');
    expect(row('文件2.txt')).toHaveTextContent('2.0 KB');
    expect(within(row('标志.png')).getByRole('img', { name: '标志.png' })).toBeInTheDocument();
  });

  it('names the uploader the product made in English for a reader of English, and others as typed', async () => {
    api.reply({ '/file/getByCondition': () => pageOf([file(1), file(2, { uploaderId: 2, uploaderName: '王芳' })]) });
    changeLanguage('en-US');
    renderFilesPage();
    expect(await screen.findByText('文件1.txt')).toBeInTheDocument();
    expect(row('文件1.txt')).toHaveTextContent('Super administrator');
    expect(row('文件2.txt')).toHaveTextContent('王芳');
  });

  it('tells the upload limits in force, and its picker offers the allowed types', async () => {
    renderFilesPage();
    expect(await screen.findByText('单个文件不超过 20 MB，允许的类型：png、txt、zip')).toBeInTheDocument();
    expect(document.querySelector('input[type=file]')).toHaveAttribute('accept', '.png,.txt,.zip');
  });

  it('uploads a dropped or picked file with a progress bar, then asks for the list again', async () => {
    renderFilesPage();
    await screen.findByText('标志.png');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['会议纪要'], '纪要.txt', { type: 'text/plain' }));
    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/yl1001/platform/api/file/upload');
    expect((upload.sent!.get('file') as File).name).toBe('纪要.txt');
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const listsBefore = api.to('/file/getByCondition').length;
    act(() => upload.answer(200, { code: 200, data: file(3, { name: '纪要.txt' }), status_desc: '操作成功' }));
    expect(await screen.findByText('“纪要.txt”上传成功')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/file/getByCondition').length).toBeGreaterThan(listsBefore));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows why the server refused an upload', async () => {
    renderFilesPage();
    await screen.findByText('标志.png');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], '大.zip'));
    act(() => FakeUpload.last!.answer(413, { code: 413, data: null, status_desc: '文件过大，最大允许 20 MB' }));
    await waitFor(() => expect(shown).toEqual(['文件过大，最大允许 20 MB']));
  });

  it('copies and renames a file', async () => {
    api.reply({
      '/file/copy': () => ({ data: file(4, { name: '文件2 副本.txt' }) }),
      '/file/rename': () => ({ data: file(2, { name: '改名.txt' }) }),
    });
    renderFilesPage();
    await screen.findByText('文件2.txt');
    const listsBefore = api.to('/file/getByCondition').length;
    await userEvent.click(button('复制', row('文件2.txt')));
    await waitFor(() => expect(api.to('/file/copy')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/file/copy')[0]!.body)).toEqual({ id: '2' });
    expect(await screen.findByText('已复制为“文件2 副本.txt”')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/file/getByCondition').length).toBeGreaterThan(listsBefore));
    await clickWhenClickable(() => button('编辑', row('文件2.txt')));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('文件名'));
    await userEvent.type(within(dialog).getByLabelText('文件名'), '改名.txt');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/file/rename')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/file/rename')[0]!.body)).toEqual({ id: '2', name: '改名.txt' });
  });

  it('offers no upload, copy or rename to a user who may only view', async () => {
    renderFilesPage(['view']);
    await screen.findByText('文件2.txt');
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(within(row('文件2.txt')).queryByText('复制')).not.toBeInTheDocument();
    expect(within(row('文件2.txt')).getByText('下载')).toBeInTheDocument();
  });

  it('switches the storage to S3 with checked settings, the secret masked until revealed', async () => {
    api.reply({
      '/setting/oss/set': () => ({ data: { ...s3Settings, active: true }, desc: '保存成功' }),
      '/setting/seeSecret/s3': () => ({ data: { secretAccessKey: 'the-secret' } }),
    });
    renderFilesPage();
    await userEvent.click(await screen.findByRole('tab', { name: '存储设置' }));
    expect(await screen.findByText('当前存储：本地存储（可用）')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('S3 兼容存储'));
    expect(screen.getByLabelText('存储桶')).toHaveValue('console');
    expect(screen.getByLabelText('Secret Key')).toHaveValue('');
    expect(screen.queryByText('the-secret')).not.toBeInTheDocument();

    await userEvent.click(button('查看密钥'));
    expect(await screen.findByText('the-secret')).toBeInTheDocument();
    expect(api.to('/setting/seeSecret/s3')).toHaveLength(1);

    await userEvent.click(button('检查并保存'));
    await waitFor(() => expect(api.to('/setting/oss/set')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/setting/oss/set')[0]!.body)).toEqual({
      provider: 's3', endpoint: 'http://s3.example.com', region: 'us-east-1', bucket: 'console', accessKeyId: 'AKIA1',
      secretAccessKey: '', forcePathStyle: 'true', publicBaseUrl: '',
    });
    expect(await screen.findByText('存储设置已保存')).toBeInTheDocument();
  });
});
