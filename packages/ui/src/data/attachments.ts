// The files of our chat messages and item replies: one way to upload them (each file as base64
// JSON to the resource's `…/attachments`, whose answers the message or reply names by id) and to link them.
import { useCallback } from 'react';
import type { Attachment, AttachmentUpload } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { useApiClient } from './ApiProvider.tsx';

export const toBase64 = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

async function uploadAll(files: readonly File[], upload: (file: AttachmentUpload) => Promise<Attachment>): Promise<number[]> {
  const uploads = await Promise.all(
    files.map(async (file) => ({ name: file.name, mime: file.type, data: await toBase64(file) })),
  );
  const stored = await Promise.all(uploads.map(upload));
  return stored.map((attachment) => attachment.id);
}

// quality.md "Nothing is lost": every try of one reply carries its Idempotency-Key and must be the same request (the
// server refuses the key with another body, 422), so its files go up once and each try names the same ids.
const uploadedByKey = new Map<string, Promise<number[]>>();
const KEPT_KEYS = 100;

/**
 * Uploads the files with `upload` (chats' or items'); the ids to send, in the files' order. With the reply's
 * Idempotency-Key, a retry gets the ids of the first upload (a failed upload is tried again: nothing named it yet).
 */
export function uploadFiles(
  files: readonly File[],
  upload: (file: AttachmentUpload) => Promise<Attachment>,
  idempotencyKey?: string,
): Promise<number[]> {
  if (idempotencyKey === undefined || files.length === 0) return uploadAll(files, upload);
  const known = uploadedByKey.get(idempotencyKey);
  if (known) return known;
  const uploading = uploadAll(files, upload);
  uploadedByKey.set(idempotencyKey, uploading);
  uploading.catch(() => uploadedByKey.delete(idempotencyKey));
  // The oldest replies' ids go first: a reply is retried within minutes, not after a hundred others.
  for (const old of uploadedByKey.keys()) if (uploadedByKey.size > KEPT_KEYS) uploadedByKey.delete(old);
  return uploading;
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
