// spec §2.2 routes of issues (registry: issues-page, issue-page, issues-authors-page).
export const ISSUES_LIST_PATH = '/issues';
export const ISSUE_AUTHORS_LIST_PATH = '/issues/authors';
export const issuePagePath = (id: number): string => `/issues/${id}`;
/** The list of an author's issues (the authors page's link). */
export const authorIssuesPath = (authorId: number): string => `${ISSUES_LIST_PATH}?author_id=${authorId}`;
