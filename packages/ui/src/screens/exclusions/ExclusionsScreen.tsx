import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ExcludedAuthor, ExclusionScope, Exclusions, ExclusionsUpdate } from '@console/api/contract';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import {
  conflictExclusionsOf,
  isNotAPost,
  useExclusionAuthors,
  useExclusions,
  useExclusionsActions,
} from '../../data/exclusions.ts';
import { serverTextOf } from '../../data/profile.ts';
import { visibleText } from '../../format/text.ts';
import { SettingsPage, settingsPageState } from '../layout/SettingsPage.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass } from '../layout/SettingsPage.css.ts';
import { idAfter } from '../tags/tagTree.ts';
import type { Outcome } from '../layout/useRecordWrite.ts';
import { actions as actionsClass, grow, list, listRow } from '../workspaceSettings/workspaceSettings.css.ts';

type Change = { words?: string[]; authorIds?: number[]; posts?: string[] };

/** The body of a save: the rules as shown with one change, and the version they were read at (`seen`). */
function bodyOf(rules: Exclusions, change: Change): ExclusionsUpdate {
  const words = change.words ?? rules.words;
  const authorIds = change.authorIds ?? rules.authors.map((author) => author.id);
  if (rules.scope === 'messages') return { words, author_ids: authorIds, seen: rules.version };
  const posts = change.posts ?? rules.posts.map((post) => post.url ?? String(post.id));
  return { words, author_ids: authorIds, posts, seen: rules.version };
}

// accounts/{id}/exclude and accounts/{id}/exclude_messages (spec §2.4; docs/exclusions.md): the words, authors and
// (for comments) posts whose comments or messages this account does not collect from now on. Each change saves the
// whole list at once with the version it was read at; a save begun before another's shows theirs and says so.
// Names, texts and links come from the networks: shown as text, hidden characters visible.
export function ExclusionsScreen({ scope }: { scope: ExclusionScope }) {
  const { t } = useTranslation(['accounts', 'shell']);
  const [location] = useLocation();
  const id = idAfter(location, 'accounts') ?? 0;
  const rules = useExclusions(id, scope);
  const { save } = useExclusionsActions();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [postError, setPostError] = useState<string | null>(null);
  const state = settingsPageState([rules], (error) => serverTextOf(error) ?? t('accounts:exclusions.loadFailed'));
  const data = rules.data;
  const page = t(scope === 'comments' ? 'shell:titles.accountExcludePage' : 'shell:titles.accountExcludeMessagesPage');
  const title = data ? t('accounts:exclusions.titleOf', { page, account: data.account.name }) : page;

  /** Saves one change; true when it was saved. */
  const run = async (change: Change, done: string): Promise<boolean> => {
    if (!data || busy) return false;
    setBusy(true);
    setOutcome(null);
    setPostError(null);
    try {
      await rules.mutate(await save(id, scope, bodyOf(data, change)), { revalidate: false });
      setOutcome({ ok: true, text: done });
      return true;
    } catch (failure) {
      const current = conflictExclusionsOf(failure);
      if (current) await rules.mutate(current, { revalidate: false });
      const text = serverTextOf(failure) ?? t('accounts:exclusions.saveFailed');
      if (isNotAPost(failure)) setPostError(text);
      else setOutcome({ ok: false, text });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPage title={title} state={state}>
      {data ? (
        <div className={stack}>
          <Link href={`/settings/accounts/${id}`}>{t('accounts:exclusions.back', { account: data.account.name })}</Link>
          <p className={muted}>
            {t(scope === 'comments' ? 'accounts:exclusions.aboutComments' : 'accounts:exclusions.aboutMessages')}
          </p>
          <WordsCard
            words={data.words}
            busy={busy}
            onAdd={(word) => run({ words: [...data.words, word] }, t('accounts:exclusions.words.added', { word }))}
            onRemove={(word) =>
              void run({ words: data.words.filter((one) => one !== word) }, t('accounts:exclusions.words.removed', { word }))
            }
          />
          <AuthorsCard
            accountId={id}
            scope={scope}
            authors={data.authors}
            busy={busy}
            onAdd={(author) =>
              void run(
                { authorIds: [...data.authors.map((one) => one.id), author.id] },
                t('accounts:exclusions.authors.added', { name: visibleText(author.name) }),
              )
            }
            onRemove={(author) =>
              void run(
                { authorIds: data.authors.filter((one) => one.id !== author.id).map((one) => one.id) },
                t('accounts:exclusions.authors.removed', { name: visibleText(author.name) }),
              )
            }
          />
          {scope === 'comments' ? (
            <PostsCard
              rules={data}
              busy={busy}
              error={postError}
              onEdit={() => setPostError(null)}
              onAdd={(link) =>
                run(
                  { posts: [...data.posts.map((post) => post.url ?? String(post.id)), link] },
                  t('accounts:exclusions.posts.added'),
                )
              }
              onRemove={(postId) =>
                void run(
                  {
                    posts: data.posts.filter((post) => post.id !== postId).map((post) => post.url ?? String(post.id)),
                  },
                  t('accounts:exclusions.posts.removed'),
                )
              }
            />
          ) : null}
          {/* Empty, it takes no room (the status class hides it). */}
          <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? alert : statusClass}>
            {outcome?.text}
          </p>
        </div>
      ) : null}
    </SettingsPage>
  );
}

function WordsCard(props: {
  words: readonly string[];
  busy: boolean;
  onAdd: (word: string) => Promise<boolean>;
  onRemove: (word: string) => void;
}) {
  const { t } = useTranslation('accounts', { keyPrefix: 'exclusions' });
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = word.trim();
    if (!trimmed) return setError(t('words.required'));
    if (props.words.some((one) => one.toLocaleLowerCase() === trimmed.toLocaleLowerCase()))
      return setError(t('words.already', { word: trimmed }));
    if (await props.onAdd(trimmed)) setWord('');
  };
  return (
    <Card as="section" aria-labelledby="excluded-words">
      <div className={stack}>
        <h2 id="excluded-words" className={sectionTitle}>
          {t('words.title')}
        </h2>
        <p className={muted}>{t('words.rule')}</p>
        <Form className={row} onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('words.field')}
            value={word}
            maxLength={60}
            onChange={(next) => {
              setError(null);
              setWord(next);
            }}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" isPending={props.busy}>
            {t('words.add')}
          </Button>
        </Form>
        {props.words.length === 0 ? <p className={muted}>{t('words.none')}</p> : null}
        {props.words.length ? (
          <ul className={list} aria-label={t('words.title')}>
            {props.words.map((one) => (
              <li key={one} className={listRow}>
                <span className={grow}>{visibleText(one)}</span>
                <span className={actionsClass}>
                  <Button
                    variant="secondary"
                    aria-label={t('words.remove', { word: one })}
                    isDisabled={props.busy}
                    onPress={() => props.onRemove(one)}
                  >
                    {t('removeShort')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}

/** An author of the list or of the search's choices, with the one button that removes or excludes them. */
function AuthorRow(props: {
  author: ExcludedAuthor;
  action: 'remove' | 'exclude';
  busy: boolean;
  onPress: (author: ExcludedAuthor) => void;
}) {
  const { t } = useTranslation('accounts', { keyPrefix: 'exclusions' });
  const { author } = props;
  const name = visibleText(author.name);
  return (
    <li className={listRow}>
      <Avatar name={author.name} seed={author.id} size="sm" />
      <NetworkIcon provider={author.provider} size={16} />
      <span className={grow}>{name}</span>
      <span className={actionsClass}>
        <Button
          variant="secondary"
          aria-label={props.action === 'remove' ? t('authors.remove', { name }) : t('authors.exclude', { name })}
          isDisabled={props.busy}
          onPress={() => props.onPress(author)}
        >
          {props.action === 'remove' ? t('removeShort') : t('authors.excludeShort')}
        </Button>
      </span>
    </li>
  );
}

function AuthorsCard(props: {
  accountId: number;
  scope: ExclusionScope;
  authors: readonly ExcludedAuthor[];
  busy: boolean;
  onAdd: (author: ExcludedAuthor) => void;
  onRemove: (author: ExcludedAuthor) => void;
}) {
  const { t } = useTranslation('accounts', { keyPrefix: 'exclusions' });
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const found = useExclusionAuthors(props.accountId, props.scope, q);
  const excluded = new Set(props.authors.map((author) => author.id));
  const choices = (found.data?.items ?? []).filter((author) => !excluded.has(author.id));
  return (
    <Card as="section" aria-labelledby="excluded-authors">
      <div className={stack}>
        <h2 id="excluded-authors" className={sectionTitle}>
          {t('authors.title')}
        </h2>
        {props.authors.length === 0 ? <p className={muted}>{t('authors.none')}</p> : null}
        {props.authors.length ? (
          <ul className={list} aria-label={t('authors.title')}>
            {props.authors.map((author) => (
              <AuthorRow key={author.id} author={author} busy={props.busy} onPress={props.onRemove} action="remove" />
            ))}
          </ul>
        ) : null}
        <Form
          className={row}
          role="search"
          aria-label={t('authors.find')}
          onSubmit={(event) => {
            event.preventDefault();
            setQ(query.trim());
          }}
        >
          <TextField label={t('authors.find')} value={query} maxLength={100} onChange={setQuery} />
          <Button type="submit" variant="secondary">
            {t('authors.search')}
          </Button>
        </Form>
        {found.error ? (
          <p role="alert" className={alert}>
            {serverTextOf(found.error) ?? t('authors.loadFailed')}
          </p>
        ) : null}
        {found.data && choices.length === 0 ? <p className={muted}>{t('authors.noMatches')}</p> : null}
        {choices.length ? (
          <ul className={list} aria-label={t('authors.choices')}>
            {choices.map((author) => (
              <AuthorRow key={author.id} author={author} busy={props.busy} onPress={props.onAdd} action="exclude" />
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}

function PostsCard(props: {
  rules: Exclusions;
  busy: boolean;
  error: string | null;
  onEdit: () => void;
  onAdd: (link: string) => Promise<boolean>;
  onRemove: (postId: number) => void;
}) {
  const { t } = useTranslation('accounts', { keyPrefix: 'exclusions' });
  const [link, setLink] = useState('');
  const [required, setRequired] = useState(false);
  const error = required ? t('posts.required') : props.error;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link.trim()) return setRequired(true);
    if (await props.onAdd(link.trim())) setLink('');
  };
  return (
    <Card as="section" aria-labelledby="excluded-posts">
      <div className={stack}>
        <h2 id="excluded-posts" className={sectionTitle}>
          {t('posts.title')}
        </h2>
        <Form className={row} onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('posts.field')}
            description={t('posts.hint')}
            value={link}
            maxLength={500}
            onChange={(next) => {
              setRequired(false);
              props.onEdit();
              setLink(next);
            }}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" isPending={props.busy}>
            {t('posts.add')}
          </Button>
        </Form>
        {props.rules.posts.length === 0 ? <p className={muted}>{t('posts.none')}</p> : null}
        {props.rules.posts.length ? (
          <ul className={list} aria-label={t('posts.title')}>
            {props.rules.posts.map((post) => (
              <li key={post.id} className={listRow}>
                <span className={grow}>
                  <span>{visibleText(post.text)}</span>
                  <span className={muted}>{post.url ? visibleText(post.url) : t('posts.number', { id: post.id })}</span>
                </span>
                <span className={actionsClass}>
                  <Button
                    variant="secondary"
                    aria-label={t('posts.remove', { text: visibleText(post.text) })}
                    isDisabled={props.busy}
                    onPress={() => props.onRemove(post.id)}
                  >
                    {t('removeShort')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
