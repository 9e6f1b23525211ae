import type { ReactNode } from 'react';
import type { Author } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Link } from '../../../components/Link/Link.tsx';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { AuthorName } from './AuthorName.tsx';
import { avatar, badge, column, entry, list, muted, row, sectionTitle, text } from './detail.css.ts';

// The parts of the author panel shared by the item page (AuthorPanel) and the chat page (ChatSidePanel): who the
// author is, their labels, and a list of their other comments or chats. Texts come worded from each panel.

/** The avatar (only an http(s) picture, no referrer), the name (bidi made visible), the network, one more line. */
export function AuthorIdentity({ author, network, detail }: { author: Author; network: string; detail: ReactNode }) {
  const picture = httpUrlOf(author.avatar);
  return (
    <div className={row}>
      {picture ? <img className={avatar} src={picture} alt="" referrerPolicy="no-referrer" loading="lazy" /> : null}
      <div className={column}>
        <AuthorName name={author.name} />
        <span className={row}>
          <NetworkIcon provider={author.provider} size={16} decorative />
          <span className={muted}>{network}</span>
        </span>
        <span className={muted}>{detail}</span>
      </div>
    </div>
  );
}

export interface AuthorLabelsProps {
  author: Author;
  labels: readonly { id: number; name: string }[];
  /** The labels can be changed (a choice), or only read (badges). */
  canEdit: boolean;
  texts: { label: string; none: string; count: (count: number) => string };
  onLabels: (labels: number[]) => void;
}

/** The author's labels (spec §3 labels): a multiple choice where the role may label, badges otherwise. */
export function AuthorLabels({ author, labels, canEdit, texts, onLabels }: AuthorLabelsProps) {
  if (canEdit)
    return (
      <MultiSelect
        label={texts.label}
        options={labels.map((label) => ({ id: label.id, label: label.name }))}
        value={author.labels}
        onChange={onLabels}
        placeholder={texts.none}
        summary={texts.count}
      />
    );
  const names = new Map(labels.map((label) => [label.id, label.name]));
  return (
    <div className={row}>
      <span className={muted}>{texts.label}:</span>
      {author.labels.length === 0 ? <span className={muted}>{texts.none}</span> : null}
      {author.labels.map((id) => (
        <span key={id} className={badge}>
          {names.get(id) ?? `#${id}`}
        </span>
      ))}
    </div>
  );
}

export interface AuthorEntry {
  id: number;
  href: string;
  /** Untrusted network text, shown as text. */
  text: string;
  meta: string;
}

/** A titled list of the author's other comments or chats; `entries` null while they load. */
export function AuthorEntries(props: { id: string; title: string; empty: string; entries: readonly AuthorEntry[] | null }) {
  const { id, title, empty, entries } = props;
  return (
    <section className={column} aria-labelledby={id}>
      <h3 id={id} className={sectionTitle}>
        {title}
      </h3>
      {entries && entries.length === 0 ? <p className={muted}>{empty}</p> : null}
      <ul className={list}>
        {(entries ?? []).map((one) => (
          <li key={one.id} className={entry}>
            <Link href={one.href}>
              <span className={text}>{one.text}</span>
            </Link>
            <span className={muted}>{one.meta}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
