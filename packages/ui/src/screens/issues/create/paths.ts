/** spec §2 issue-page: /issues/{id}. */
export const issuePagePath = (id: number): string => `/issues/${id}`;
