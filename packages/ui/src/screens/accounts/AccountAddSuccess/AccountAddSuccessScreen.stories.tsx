import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { accountsTexts } from '../accountsStorySupport.ts';
import { AccountAddSuccessScreen } from './AccountAddSuccessScreen.tsx';

// /settings/accounts/add/success?company=&object_id= against the mock server.
const meta = {
  tags: ['shot'],
  title: 'Screens/Accounts/AccountAddSuccess',
  component: AccountAddSuccessScreen,
  parameters: { layout: 'fullscreen', route: '/settings/accounts/add/success?company=1&object_id=1', session: 'signedIn' },
} satisfies Meta<typeof AccountAddSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('success.text', { name: 'Кофейня «Зерно» ВКонтакте' }));
    await expect(canvas.getByRole('link', { name: t('success.addAnother') })).toHaveAttribute(
      'href',
      '/settings/accounts/add?company=1',
    );
    await expect(canvas.getByRole('link', { name: t('success.toList') })).toHaveAttribute('href', '/settings/accounts');
  },
};

// The list could not be read (or does not have the account): the plain confirmation.
export const WithoutTheAccount: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.serverError500),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(accountsTexts(globals).t('success.generic'));
  },
};
