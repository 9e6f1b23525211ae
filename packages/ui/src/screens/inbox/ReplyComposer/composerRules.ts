// The composer's pure rules: the '/' template trigger, attachment limits (spec §9) and countdowns (edit windows, stories).
import { STORY_LIFETIME_S } from '@console/spec';
import { attachmentMaxBytesOf, attachmentTypesOf, providerOf } from '@console/api/contract';
import type { TextKind } from '@console/api/contract';

/** A '/' at the start of the word the caret is in: the query after it and the range it covers. */
export interface SlashQuery {
  query: string;
  start: number;
  end: number;
}

export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  let start = caret;
  while (start > 0 && !/\s/u.test(text[start - 1]!)) start -= 1;
  if (text[start] !== '/') return null;
  const query = text.slice(start + 1, caret);
  return query.includes('/') ? null : { query, start, end: caret };
}

/** The text with the '/query' replaced by the template, and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

export interface UploadLimits {
  count: number;
  maxBytes: number;
  /** Without large uploads a source takes images only (spec §9: "Image attachments max 5 MB"). */
  imagesOnly: boolean;
  /** The exact types the server takes from this network (attachments.ts): the picker's `accept`, the check here. */
  types: readonly string[];
}

export function uploadLimitsOf(provider: string, kind: TextKind): UploadLimits {
  const entry = providerOf(provider);
  const limits = kind === 'message' ? entry?.messages : entry?.comments;
  return {
    count: limits?.uploads ?? 0,
    maxBytes: attachmentMaxBytesOf(provider),
    imagesOnly: entry?.largeUploads !== true,
    types: attachmentTypesOf(provider),
  };
}

export type AttachmentProblem =
  | { kind: 'tooMany'; count: number }
  | { kind: 'tooBig'; name: string; sizeMb: number }
  | { kind: 'imagesOnly'; name: string }
  | { kind: 'type'; name: string; mime: string };

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

// The server's allow-list (never SVG or HTML, even as "image/…"): a file outside it is said here, not after sending.
function typeProblem(file: FileLike, limits: UploadLimits): AttachmentProblem | null {
  if (limits.types.includes(file.type)) return null;
  if (limits.imagesOnly && !file.type.startsWith('image/')) return { kind: 'imagesOnly', name: file.name };
  return { kind: 'type', name: file.name, mime: file.type };
}

/** Adds the files that fit; the first problem met is reported (the others are not added either). */
export function addAttachments<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  limits: UploadLimits,
): { files: F[]; problem: AttachmentProblem | null } {
  const files = [...current];
  let problem: AttachmentProblem | null = null;
  for (const file of added) {
    const wrongType = typeProblem(file, limits);
    if (wrongType) problem ??= wrongType;
    else if (file.size > limits.maxBytes) problem ??= { kind: 'tooBig', name: file.name, sizeMb: limits.maxBytes / 1048576 };
    else if (files.length >= limits.count) problem ??= { kind: 'tooMany', count: limits.count };
    else files.push(file);
  }
  return { files, problem };
}

/** Seconds left as H:MM:SS (or M:SS under an hour); never negative. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** spec §9: stories are available 24 hours. */
export const STORY_LIFETIME_MS = STORY_LIFETIME_S * 1000;
