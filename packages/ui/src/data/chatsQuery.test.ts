import { describe, expect, it } from 'vitest';
import type { Chat, ObjectsWithTagsResponse } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { chatMatches, chatOrder, chatViewerOf, defaultChatFilters, readChatFilters, writeChatFilters } from './chatsQuery.ts';

// A chat as the server answered it on the test seed (the operator's first chats list, docs/mocks.md).
const [recordedChat] = (RECORDINGS.chatsList.steps[0]!.answer as { items: Chat[] }).items;

describe('chats filters (spec §3, §9)', () => {
  it('sends no status by default, so the server applies new, inprogress and open per company (spec §9)', () => {
    const defaults = defaultChatFilters({ settings: null });
    expect(defaults.lists.status).toEqual([]);
    expect(writeChatFilters('', defaults)).toBe('');
  });
  it('takes an open chat by default only where its company lets chats count open (spec §9, per company)', () => {
    const objects = {
      companies: [
        { id: 1, settings: { status_open: true } },
        { id: 2, settings: { status_open: false } },
      ],
    } as unknown as ObjectsWithTagsResponse;
    const viewer = chatViewerOf(7, objects);
    const base = recordedChat;
    const open = (companyId: number) => ({ ...base!, status: 'open' as const, company_id: companyId });
    const defaults = defaultChatFilters({ settings: null });
    expect(chatMatches(open(1), defaults, viewer)).toBe(true);
    expect(chatMatches(open(2), defaults, viewer)).toBe(false);
    expect(chatMatches({ ...open(2), status: 'new' }, defaults, viewer)).toBe(true);
  });
  it('takes a company from the URL (a stats number under a company filter): sent to the server and kept live', () => {
    const defaults = defaultChatFilters({ settings: null });
    const filters = readChatFilters('company_id[]=3&company_id[]=x', defaults);
    expect(filters.lists.company_id).toEqual(['3']);
    expect(writeChatFilters('', filters)).toBe('company_id%5B%5D=3');
    const viewer = chatViewerOf(7, undefined);
    const chat = { ...recordedChat!, status: 'new' as const };
    expect(chatMatches({ ...chat, company_id: 3 }, filters, viewer)).toBe(true);
    expect(chatMatches({ ...chat, company_id: 4 }, filters, viewer)).toBe(false);
  });
  it('reads and writes the URL query, dropping invalid values and keeping the rest', () => {
    const defaults = defaultChatFilters({ settings: null });
    const filters = readChatFilters('tab=mine&status[]=closed&status[]=bogus&object_id[]=2&unread=1&locale=en', defaults);
    expect(filters).toMatchObject({ tab: 'mine', unread: true, lists: { status: ['closed'], object_id: ['2'] } });
    expect(writeChatFilters('locale=en&tab=all', filters)).toBe(
      'locale=en&tab=mine&status%5B%5D=closed&object_id%5B%5D=2&unread=1',
    );
    expect(readChatFilters('locale=en', defaults)).toBe(defaults);
  });
  it("reads and writes the 'priority' sort (screens.md: last activity, oldest waiting, priority)", () => {
    const defaults = defaultChatFilters({ settings: null });
    const filters = readChatFilters('sort=priority', defaults);
    expect(filters.sort).toBe('priority');
    expect(writeChatFilters('', filters)).toBe('sort=priority');
    expect(readChatFilters('sort=bogus', defaults).sort).toBe('updated');
  });
});

describe("the 'mine' tab of a live chat (assigned to me, my user groups or my departments)", () => {
  const teams = {
    usergroups: [
      { id: 3, name: 'Поддержка', space_id: 1, member: true },
      { id: 4, name: 'Продажи', space_id: 1, member: false },
    ],
    departments: [
      { id: 1, name: 'Сервис', space_id: 1, member: false },
      { id: 2, name: 'Доставка', space_id: 1, member: true },
    ],
  } as unknown as ObjectsWithTagsResponse;
  const viewer = chatViewerOf(7, teams);
  const filters = { ...readChatFilters('tab=mine', defaultChatFilters({ settings: null })) };
  const base = recordedChat;
  const chat = (assignee: NonNullable<typeof base>['assignee']) => ({ ...base!, status: 'new' as const, assignee });

  it('reads which groups and departments are the viewer’s from objects?tags=true', () => {
    expect(viewer).toEqual({ userId: 7, groupIds: [3], departmentIds: [2], openCompanyIds: [] });
    expect(chatViewerOf(null, undefined)).toEqual({ userId: null, groupIds: [], departmentIds: [], openCompanyIds: [] });
  });

  it('takes chats assigned to the viewer, their groups and departments, and no one else’s', () => {
    expect(chatMatches(chat({ type: 'user', id: 7, name: 'Me' }), filters, viewer)).toBe(true);
    expect(chatMatches(chat({ type: 'usergroup', id: 3, name: 'Поддержка' }), filters, viewer)).toBe(true);
    expect(chatMatches(chat({ type: 'department', id: 2, name: 'Доставка' }), filters, viewer)).toBe(true);
    expect(chatMatches(chat({ type: 'user', id: 8, name: 'Other' }), filters, viewer)).toBe(false);
    expect(chatMatches(chat({ type: 'usergroup', id: 4, name: 'Продажи' }), filters, viewer)).toBe(false);
    // A department whose id is one of the viewer's groups is still not theirs.
    expect(chatMatches(chat({ type: 'department', id: 3, name: 'Сервис' }), filters, viewer)).toBe(false);
    expect(chatMatches(chat(null), filters, viewer)).toBe(false);
  });
});

describe('the order of the chats list (screens.md "Chats" sort, as the server orders it)', () => {
  const base = recordedChat;
  const chat = (id: number, priority: 'low' | 'normal' | 'high', updated_at: number) => ({ ...base!, id, priority, updated_at });
  const sorted = (sort: 'updated' | 'priority') =>
    [chat(1, 'low', 300), chat(2, 'high', 100), chat(3, 'normal', 200), chat(4, 'high', 100)]
      .sort(chatOrder(sort)!)
      .map((one) => one.id);

  it('puts the last activity first, then the larger id', () => {
    expect(sorted('updated')).toEqual([1, 3, 4, 2]);
  });

  it('puts the highest priority first, then the last activity', () => {
    expect(sorted('priority')).toEqual([4, 2, 3, 1]);
  });

  it('has none for oldest first: live chats wait for paging there', () => {
    expect(chatOrder('oldest')).toBeNull();
  });
});
