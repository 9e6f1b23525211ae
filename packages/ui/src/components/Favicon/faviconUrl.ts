// spec §7 favicon service: config.json's faviconUrl template applied to an account's domain (docs/deployment.md).

/** The favicon's address for a domain, or null (no template, no domain, or not an http(s) URL or a path of this host). */
export function faviconUrlOf(template: string | null | undefined, domain: string | null | undefined): string | null {
  if (!template || !domain || !template.includes('{domain}')) return null;
  const url = template.split('{domain}').join(encodeURIComponent(domain.trim().toLowerCase()));
  return /^https?:\/\//iu.test(url) || (url.startsWith('/') && !url.startsWith('//')) ? url : null;
}
