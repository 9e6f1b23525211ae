// A small page a browser shows when a link of a letter is opened outside the console (settings/email's sender
// confirmation, spec §2.4): the outcome in the request's language and a link back into the console. Every text is escaped.
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:560px;margin:48px auto;padding:24px;background:#fff;border:1px solid #7d8590;border-radius:12px}
h1{font-size:22px;margin:0 0 8px}p{margin:0 0 16px}a{color:#0b5cad}`;

export type ResultPage = { language: string; title: string; text: string; link: string; linkText: string; nonce: string };

export function resultPage(page: ResultPage): string {
  return `<!doctype html><html lang="${escapeHtml(page.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title>
<style nonce="${escapeHtml(page.nonce)}">${STYLE}</style></head><body><main>
<h1>${escapeHtml(page.title)}</h1><p role="status">${escapeHtml(page.text)}</p>
<p><a href="${escapeHtml(page.link)}">${escapeHtml(page.linkText)}</a></p>
</main></body></html>`;
}
