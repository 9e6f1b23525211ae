import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import type { OpenPopup } from '../../accounts/popup.ts';
import { accountsTexts } from '../../accounts/accountsStorySupport.ts';
import { AccountsScreen } from '../../accounts/Accounts/AccountsScreen.tsx';
import { fixedNow, itemTexts } from '../../inbox/itemStorySupport.tsx';
import { ItemScreen } from '../../items/Item/ItemScreen.tsx';

// docs/answers.md "The spec-minimal scenario": key screens from the recorded answers stripped to the fields of spec §3.
const meta = {
  title: 'Screens/Session/SpecMinimalScreens',
  parameters: { layout: 'fullscreen', specMinimal: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Companies without a name or a space (ours, not the spec's): each shows as its id, with its accounts and their error.
export const AccountsWithoutCompanyNames: Story = {
  render: () => <AccountsScreen openPopup={fn<OpenPopup>(() => null)} />,
  parameters: { route: '/settings/accounts', session: 'signedIn', recorded: ['accountAdd'] },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const company = await within(canvasElement).findByRole('region', { name: '#1' });
    await expect(within(company).getByText(storyT(globals)('shell:networkError.tokenExpired'), { exact: false })).toBeVisible();
    await expect(within(company).getByRole('link', { name: t('list.addTo', { company: '#1' }) })).toBeVisible();
  },
};

// Without user.role the operator's flags allow the comments, so the page offers the reply (the server's 403 decides).
export const ItemPageWithoutTheRole: Story = {
  render: () => <ItemScreen id={46} />,
  decorators: [fixedNow],
  parameters: { route: '/items/46', session: { email: 'operator@demo.local' }, recorded: ['itemPage'] },
  play: async ({ canvasElement, globals }) => {
    const field = within(canvasElement).findByRole('textbox', { name: itemTexts(globals).composer('label') }, { timeout: 5000 });
    await expect(await field).toBeVisible();
  },
};
