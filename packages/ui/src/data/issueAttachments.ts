// An issue's files (docs/issues.md "Attachments"): the list the issue page got (IssueDetail.attachments) with this
// page's own uploads and removals laid over it, uploads one by one (base64 JSON, as the composer's files) after the
// checks the server makes too (type, size, count: said before anything is sent), and the download by a short signed
// link asked for at the press (the issue's visibility is checked then).
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  ISSUE_ATTACHMENT_MAX_BYTES,
  ISSUE_ATTACHMENT_TYPES,
  ISSUE_ATTACHMENTS_MAX,
  type IssueAttachment,
} from '@console/api/contract';
import { issuesResource } from '@console/api/client/issues';
import { toBase64, useAttachmentUrl } from './attachments.ts';
import { useApiClient } from './ApiProvider.tsx';
import { serverTextOf } from './profile.ts';

const MB = 1024 * 1024;

/** Why a file was not added, in words the component says (the file's name shown as text). */
export type IssueFileProblem =
  | { kind: 'type'; name: string; mime: string }
  | { kind: 'tooLarge'; name: string; limitMb: number }
  | { kind: 'tooMany'; limit: number }
  | { kind: 'server'; name: string; text: string | null };

/** A file going up: its place in this batch, for the progress. */
export type IssueUpload = { name: string; size: number; done: number; total: number };

/** The files to send and the problems of the others, by the server's own limits (contract issueAttachments.ts). */
export function checkIssueFiles(files: readonly File[], held: number): { accepted: File[]; problems: IssueFileProblem[] } {
  const accepted: File[] = [];
  const problems: IssueFileProblem[] = [];
  for (const file of files) {
    if (!(ISSUE_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
      problems.push({ kind: 'type', name: file.name, mime: file.type });
    else if (file.size > ISSUE_ATTACHMENT_MAX_BYTES)
      problems.push({ kind: 'tooLarge', name: file.name, limitMb: Math.round(ISSUE_ATTACHMENT_MAX_BYTES / MB) });
    else accepted.push(file);
  }
  const room = Math.max(0, ISSUE_ATTACHMENTS_MAX - held);
  if (accepted.length > room) {
    accepted.length = room;
    problems.push({ kind: 'tooMany', limit: ISSUE_ATTACHMENTS_MAX });
  }
  return { accepted, problems };
}

export function useIssueAttachments(issueId: number, initial: readonly IssueAttachment[], onChanged?: () => void) {
  const client = useApiClient();
  const toUrl = useAttachmentUrl();
  const [added, setAdded] = useState<IssueAttachment[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [upload, setUpload] = useState<IssueUpload | null>(null);
  const [problems, setProblems] = useState<IssueFileProblem[]>([]);
  const busy = useRef(false);

  // The page's list (it refreshes after a change) with what this page did meanwhile.
  const files = useMemo(() => {
    const known = new Set(initial.map((file) => file.id));
    return [...initial, ...added.filter((file) => !known.has(file.id))].filter((file) => !removed.has(file.id));
  }, [initial, added, removed]);

  const add = useCallback(
    async (chosen: readonly File[]) => {
      if (busy.current || chosen.length === 0) return;
      const { accepted, problems: refused } = checkIssueFiles(chosen, files.length);
      setProblems(refused);
      if (accepted.length === 0) return;
      busy.current = true;
      const issues = client.resource(issuesResource);
      try {
        for (const [index, file] of accepted.entries()) {
          setUpload({ name: file.name, size: file.size, done: index, total: accepted.length });
          try {
            const stored = await issues.uploadAttachment(issueId, {
              name: file.name,
              mime: file.type,
              data: await toBase64(file),
            });
            setAdded((list) => [...list, stored]);
          } catch (error) {
            setProblems((list) => [...list, { kind: 'server', name: file.name, text: serverTextOf(error) }]);
          }
        }
      } finally {
        busy.current = false;
        setUpload(null);
        onChanged?.();
      }
    },
    [client, files.length, issueId, onChanged],
  );

  /** Removes a file; the server's refusal is thrown for the confirmation to show. */
  const remove = useCallback(
    async (fileId: number) => {
      await client.resource(issuesResource).removeAttachment(issueId, fileId);
      setRemoved((set) => new Set([...set, fileId]));
      onChanged?.();
    },
    [client, issueId, onChanged],
  );

  /** The file's download address, signed for a few minutes; null when it cannot be made safe. */
  const linkOf = useCallback(
    async (fileId: number): Promise<string | null> => {
      const { url } = await client.resource(issuesResource).attachmentLink(issueId, fileId);
      return toUrl(url);
    },
    [client, issueId, toUrl],
  );

  const dismissProblems = useCallback(() => setProblems([]), []);
  return { files, upload, problems, add, remove, linkOf, dismissProblems };
}
