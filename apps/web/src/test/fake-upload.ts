/** An upload request that reports half of the file sent, then waits for the test to let the server answer. */
export class FakeUpload {
  static last?: FakeUpload;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  url = '';
  sent?: FormData;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
    FakeUpload.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
