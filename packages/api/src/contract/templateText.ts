// A reply template's text (spec §2.4 templates): its variables and its length. Shared by the template form (buttons,
// flags, preview) and the composer's insertion under '/' (docs/templates.md): one syntax, defined here only.
import { providerOf } from './providers.ts';
import { DEFAULT_MAX_LENGTH, lengthIn, type TextLengthResult } from './textLength.ts';

/** The variables a template may hold, written `{name}`: the comment's author, the account answering, the operator. */
export const TEMPLATE_VARIABLES = ['author', 'account', 'operator'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = { [K in TemplateVariable]?: string | undefined };

/** `{author}`: the text a button inserts. */
export const variableToken = (name: TemplateVariable): string => `{${name}}`;

// A variable is a word in braces; a brace with anything else ('{ }', a JSON snippet) is plain text.
const VARIABLE = /\{([a-z_]+)\}/gu;
const isVariable = (name: string): name is TemplateVariable => (TEMPLATE_VARIABLES as readonly string[]).includes(name);

/** The `{word}`s of the text that are not variables (the form flags them), each once, in order. */
export function unknownVariables(text: string): string[] {
  const found = [...text.matchAll(VARIABLE)].map((match) => match[1]!).filter((name) => !isVariable(name));
  return [...new Set(found)];
}

/** The text with each variable whose value is known replaced by it; one without a value stays as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(VARIABLE, (whole, name: string) => (isVariable(name) ? (values[name] ?? whole) : whole));
}

/**
 * The length of a template's text as the scope's network counts it (the composer's unit, textLength.ts) against the
 * smaller of its message and comment limits, since one template serves both; every network: code points against
 * spec §9's "Others: up to 5000".
 */
export function templateLength(text: string, provider: string | null): TextLengthResult {
  const entry = provider === null ? undefined : providerOf(provider);
  const unit = entry?.unit ?? 'codepoints';
  const limits = [entry?.messages?.maxLength, entry?.comments?.maxLength].filter((n): n is number => n !== undefined);
  const max = limits.length > 0 ? Math.min(...limits) : DEFAULT_MAX_LENGTH;
  const used = lengthIn(text, unit);
  return { used, max, over: used > max, unit };
}
