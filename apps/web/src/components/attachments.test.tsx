import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENTS_MAX, type AttachmentRecord } from '@console/contract/files';
import { FakeUpload } from '../test/fake-upload.ts';
import { renderPage, scriptedApiForFile } from '../test/api-harness.tsx';
import { AttachmentList, AttachmentsField, FileField } from './attachments.tsx';

const attachment = (id: number, name = `附件${id}.pdf`): AttachmentRecord =>
  ({ id, name, contentType: 'application/pdf', size: 2048, url: `/yl1001/platform/api/file/download/${id}` });

const api = scriptedApiForFile();
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  api.reset({ '/config/upload': () => ({ data: { maxSizeMb: 20, allowedTypes: ['pdf', 'txt'] } }) });
});

/** The field as a form holds it, its value shown as the ids it would send. */
function Holder({ initial }: { initial: AttachmentRecord[] }) {
  const [files, setFiles] = useState(initial);
  return (
    <>
      <AttachmentsField value={files} onChange={setFiles} />
      <output aria-label="held">{files.map((file) => file.id).join(',')}</output>
    </>
  );
}

const held = () => screen.getByRole('status', { name: 'held' }).textContent;

/** The single-file field as a form holds it, its value shown as the id it would send. */
function OneFileHolder({ initial, keep }: { initial: AttachmentRecord | null; keep?: (file: File) => AttachmentRecord }) {
  const [file, setFile] = useState(initial);
  return (
    <>
      <FileField value={file} onChange={setFile} keep={keep} />
      <output aria-label="held">{file === null ? 'none' : file.id}</output>
    </>
  );
}

describe('attachments', () => {
  it('uploads a chosen file to the attachment route and adds it; removing one leaves the others', async () => {
    renderPage(<Holder initial={[attachment(1, '大纲.pdf')]} />, { name: 'train-home', url: '/train/train-home' });
    expect(await screen.findByText('单个文件不超过 20 MB，允许的类型：pdf、txt')).toBeInTheDocument();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['名单'], '名单.txt', { type: 'text/plain' }));
    expect(FakeUpload.last!.url).toBe('/yl1001/platform/api/file/attachment');
    act(() => FakeUpload.last!.answer(200, { code: 200, data: attachment(7, '名单.txt'), status_desc: '操作成功' }));
    expect(await screen.findByText('名单.txt')).toBeInTheDocument();
    expect(held()).toBe('1,7');
    await userEvent.click(screen.getByRole('button', { name: '移除 大纲.pdf' }));
    expect(held()).toBe('7');
  });

  it(`takes no more than ${ATTACHMENTS_MAX} files`, async () => {
    renderPage(<Holder initial={Array.from({ length: ATTACHMENTS_MAX }, (_, index) => attachment(index + 1))} />, { name: 'train-home', url: '/train/train-home' });
    expect(await screen.findByText(`最多 ${ATTACHMENTS_MAX} 个附件`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /添加附件/ })).toBeDisabled();
  });

  it('lists attachments to download, or says there are none', async () => {
    const { unmount } = renderPage(<AttachmentList files={[attachment(3, '通知.pdf')]} />, { name: 'train-home', url: '/train/train-home' });
    expect(await screen.findByText('通知.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    unmount();
    renderPage(<AttachmentList files={[]} />, { name: 'train-home', url: '/train/train-home' });
    expect(await screen.findByText('无附件')).toBeInTheDocument();
  });

  it('holds one file: uploads the chosen one, replaces it with the next, and removes it', async () => {
    renderPage(<OneFileHolder initial={null} />, { name: 'train-home', url: '/train/train-home' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['图'], '平面图.pdf', { type: 'application/pdf' }));
    expect(FakeUpload.last!.url).toBe('/yl1001/platform/api/file/attachment');
    act(() => FakeUpload.last!.answer(200, { code: 200, data: attachment(5, '平面图.pdf'), status_desc: '操作成功' }));
    expect(await screen.findByText('平面图.pdf')).toBeInTheDocument();
    expect(held()).toBe('5');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['图2'], '新平面图.pdf', { type: 'application/pdf' }));
    act(() => FakeUpload.last!.answer(200, { code: 200, data: attachment(6, '新平面图.pdf'), status_desc: '操作成功' }));
    expect(await screen.findByText('新平面图.pdf')).toBeInTheDocument();
    expect(screen.queryByText('平面图.pdf')).not.toBeInTheDocument();
    expect(held()).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: '移除 新平面图.pdf' }));
    expect(held()).toBe('none');
    expect(screen.getByRole('button', { name: /选择文件/ })).toBeEnabled();
  });

  it('keeps a chosen file in the page, uploading nothing, when asked to', async () => {
    const kept = attachment(-1, '本地.pdf');
    renderPage(<OneFileHolder initial={null} keep={() => kept} />, { name: 'train-home', url: '/train/train-home' });
    const uploads = FakeUpload.last;
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], '本地.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('本地.pdf')).toBeInTheDocument();
    expect(held()).toBe('-1');
    expect(FakeUpload.last).toBe(uploads);
  });
});
