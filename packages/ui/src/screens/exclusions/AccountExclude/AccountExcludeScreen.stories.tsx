import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { AccountExcludeScreen } from './AccountExcludeScreen.tsx';

// accounts/1/exclude replaying the accountExclusions recording (docs/mocks.md): the VK account's empty rules and its
// authors; a post of another account refused; a word, an author and a post saved in turn; a save begun before them
// refused (409). accounts/3/exclude (Instagram) opens with lists.
const meta = {
  title: 'Screens/Exclusions/AccountExclude',
  component: AccountExcludeScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/accounts/1/exclude',
    session: 'signedIn',
    recorded: ['accountExclusions'],
  },
} satisfies Meta<typeof AccountExcludeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.accountExclusions);
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;

const VK_POST = 'https://vk.com/zerno_coffee?post=1';
const FOREIGN_POST = 'https://vk.com/someone_else?post=7';

// A member without the settings role (spec §6): the server's 403 text in place of the page.
export const NoAccess: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountExclusions.forbidden),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].forbidden);
  },
};

export const Empty: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Кофейня «Зерно» ВКонтакте/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(t('accounts:exclusions.words.none'))).toBeInTheDocument();
    await expect(canvas.getByText(t('accounts:exclusions.authors.none'))).toBeInTheDocument();
    await expect(canvas.getByText(t('accounts:exclusions.posts.none'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Кофейня «Зерно» ВКонтакте/ })).toHaveAttribute('href', '/settings/accounts/1');
    // The author picker lists the account's authors.
    const choices = await canvas.findByRole('list', { name: t('accounts:exclusions.authors.choices') });
    await expect(within(choices).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const Lists: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/accounts/3/exclude' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const words = await canvas.findByRole('list', { name: t('accounts:exclusions.words.title') }, { timeout: 5000 });
    await expect(
      within(words)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('спам'), expect.stringContaining('реклама')]);
    await expect(
      within(canvas.getByRole('list', { name: t('accounts:exclusions.authors.title') })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await expect(canvas.getByText('https://www.instagram.com/zerno.coffee?post=3')).toBeInTheDocument();
  },
};

// The link of another account's post: refused, said under the field, the link kept for correcting.
export const SaysWhenALinkIsNotAPostOfThisAccount: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: t('accounts:exclusions.posts.field') }, { timeout: 5000 });
    await userEvent.type(field, FOREIGN_POST);
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.posts.add') }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const text = MOCK_TEXTS[localeOf(globals)].exclusionNotAPost.replace('{link}', FOREIGN_POST);
    await expect(canvas.getByText(text)).toBeInTheDocument();
    await expect(field).toHaveValue(FOREIGN_POST);
  },
};

// A word, then an author from the picker, then a post by its link: each saved at once, each listed.
export const AddsAWordAnAuthorAndAPost: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('accounts:exclusions.words.field') }, { timeout: 5000 }),
      'реклама',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.words.add') }));
    const words = await canvas.findByRole('list', { name: t('accounts:exclusions.words.title') });
    await expect(within(words).getByText('реклама')).toBeInTheDocument();
    const choices = await canvas.findByRole('list', { name: t('accounts:exclusions.authors.choices') });
    await userEvent.click(within(choices).getAllByRole('button')[0]!);
    const authors = await canvas.findByRole('list', { name: t('accounts:exclusions.authors.title') });
    await expect(within(authors).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts:exclusions.posts.field') }), VK_POST);
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.posts.add') }));
    const posts = await canvas.findByRole('list', { name: t('accounts:exclusions.posts.title') });
    await expect(within(posts).getByText(VK_POST)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('accounts:exclusions.posts.added'));
  },
};

// Another administrator saved first (docs/error-types.md conflict): the server's text, and the page shows their rules.
export const ShowsTheirRulesWhenASaveWasBegunBeforeAnother: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('accounts:exclusions.words.field') }, { timeout: 5000 }),
      'цена',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.words.add') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].exclusionsConflict);
    const words = await canvas.findByRole('list', { name: t('accounts:exclusions.words.title') });
    await expect(within(words).getByText('реклама')).toBeInTheDocument();
    await expect(within(words).queryByText('цена')).toBeNull();
  },
};
