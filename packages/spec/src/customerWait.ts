// How long a customer has waited for us (the inbox's rows and the statistics' first reply time); docs/spec-values.md.

/** One message or comment of a conversation: when it was written (unix seconds) and whether we wrote it (a reply). */
export interface ConversationEntry {
  at: number;
  ours: boolean;
}

/** One wait of the customer: from their earliest message not yet answered to our next reply (null: still waiting). */
export interface CustomerWait {
  since: number;
  answeredAt: number | null;
}

/** Every wait of a conversation, oldest first: our reply answers all the customer wrote before it or in its second. */
export function customerWaits(entries: readonly ConversationEntry[]): CustomerWait[] {
  // In one second the customer's message counts as before our reply: a reply answers what arrived with it.
  const ordered = [...entries].sort((a, b) => a.at - b.at || Number(a.ours) - Number(b.ours));
  const waits: CustomerWait[] = [];
  let open: CustomerWait | null = null;
  for (const entry of ordered) {
    if (!entry.ours && open === null) {
      open = { since: entry.at, answeredAt: null };
      waits.push(open);
    } else if (entry.ours && open !== null) {
      open.answeredAt = entry.at;
      open = null;
    }
  }
  return waits;
}

/** Since when the customer has been waiting, or null when our reply is the last word. */
export function waitingSince(entries: readonly ConversationEntry[]): number | null {
  const last = customerWaits(entries).at(-1);
  return last && last.answeredAt === null ? last.since : null;
}

/** The statistics' first reply time: seconds from the customer's first wait to our reply, or null while unanswered. */
export function firstReplySeconds(entries: readonly ConversationEntry[]): number | null {
  const first = customerWaits(entries)[0];
  return first && first.answeredAt !== null ? first.answeredAt - first.since : null;
}
