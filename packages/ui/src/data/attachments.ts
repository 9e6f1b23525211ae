// The files of our chat messages and item replies: one way to upload them (each file as base64
// JSON to the resource's `…/attachments`, whose answers the message or reply names by id) and to link them.
import { useCallback } from 'react';
import type { Attachment, AttachmentUpload } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { useApiClient } from './ApiProvider.tsx';

const toBase64 = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** Uploads the files with `upload` (chats' or items'); the ids to send, in the files' order. */
export async function uploadFiles(
  files: readonly File[],
  upload: (file: AttachmentUpload) => Promise<Attachment>,
): Promise<number[]> {
  const uploads = await Promise.all(
    files.map(async (file) => ({ name: file.name, mime: file.type, data: await toBase64(file) })),
  );
  const stored = await Promise.all(uploads.map(upload));
  return stored.map((attachment) => attachment.id);
}

/** An attachment's address (relative to an API host, signed) made absolute, through the URL sanitiser (quality.md). */
export function useAttachmentUrl(): (url: string) => string | null {
  const client = useApiClient();
  return useCallback(
    (url: string) => {
      try {
        return httpUrlOf(new URL(url, client.preferredHost()).href);
      } catch {
        return null;
      }
    },
    [client],
  );
}
