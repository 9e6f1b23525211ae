import { describe, expect, it, vi } from 'vitest';
import type { Attachment, AttachmentUpload } from '@console/api/contract';
import { uploadFiles } from './attachments.ts';

// An upload that stores each file under the next id, as the server does.
function fakeUpload() {
  let next = 100;
  return vi.fn(async (file: AttachmentUpload): Promise<Attachment> => ({
    id: (next += 1),
    name: file.name,
    size: 1,
    mime: file.mime,
    url: `v1/attachments/${next}`,
    kind: 'image',
  }));
}

const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];

describe('uploadFiles: every try of one reply is the same request (the server refuses its key with another body, 422)', () => {
  it('uploads the files once per Idempotency-Key, so a retry names the same attachment ids', async () => {
    const upload = fakeUpload();
    const first = await uploadFiles(files, upload, 'reply-key-1');
    const retry = await uploadFiles(files, upload, 'reply-key-1');
    expect(retry).toEqual(first);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('a new key (a reply sent anew) uploads its files again', async () => {
    const upload = fakeUpload();
    const first = await uploadFiles(files, upload, 'reply-key-2');
    const anew = await uploadFiles(files, upload, 'reply-key-3');
    expect(anew).not.toEqual(first);
    expect(upload).toHaveBeenCalledTimes(4);
  });

  it('a failed upload is tried again on the retry (no request named its files yet)', async () => {
    const upload = fakeUpload();
    upload.mockRejectedValueOnce(new Error('offline'));
    await expect(uploadFiles(files, upload, 'reply-key-4')).rejects.toThrow('offline');
    expect(await uploadFiles(files, upload, 'reply-key-4')).toHaveLength(2);
  });
});
