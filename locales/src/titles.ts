/**
 * Where the route titles are (spec §2.4): a public route's in `common`, bundled for /login; every other route's in
 * `shell`, which loads with the signed-in frame (quality.md budgets). Look a route's titleKey up with
 * `t(titleKey, { ns: TITLE_NAMESPACES })`.
 */
export const TITLE_NAMESPACES = ['common', 'shell'] as const;
