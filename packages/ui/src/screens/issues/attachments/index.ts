export { IssueAttachments, type IssueAttachmentsProps } from './IssueAttachments.tsx';
