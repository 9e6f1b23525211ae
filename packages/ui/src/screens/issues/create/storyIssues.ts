// What the recorded issueCreate script sent (apps/server/src/recording/scripts/issueCreate.ts): a story types the same, so
// its request matches the recorded one (docs/mocks.md "Replay").
export const ISSUE_FROM_ITEM = { item_id: 46, title: 'Call the customer back' } as const;
export const ISSUE_FROM_CHAT = { chat_id: 10, title: 'Send the replacement' } as const;
export const ISSUE_FROM_ITEMS = { item_ids: [44, 46], title: 'Two reviews about the delivery' } as const;
