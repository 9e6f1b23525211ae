// The map of every feature namespace's JSON (locales/{ru,en}/<namespace>.json), a chunk of its own that lazy.ts
// imports at boot without waiting for it: in the entry the map cost /login about 30 bytes gzip a namespace
// (quality.md budgets, docs/budgets.md).
export function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  return import(`../${language}/${namespace}.json`).then((module: { default: Record<string, unknown> }) => module.default);
}
