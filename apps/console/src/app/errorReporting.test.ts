import { describe, expect, it, vi } from 'vitest';
import type { ClientEvent, ClientEventListener } from '@console/api/client';
import { createErrorReporter, MAX_REPORTS_PER_PAGE, reportDegradedAnswers, toReport } from './errorReporting.ts';

const location = { pathname: '/chats/4', search: '?status=new' };

describe('error reporting', () => {
  it('reports an Error with its stack and the page path only', () => {
    const error = new TypeError('x is undefined');
    const report = toReport('error', error, location);
    expect(report).toMatchObject({ kind: 'error', message: 'TypeError: x is undefined', url: '/chats/4?status=new' });
    expect(report.stack).toContain('x is undefined');
  });

  it('cuts long fields to the contract limits', () => {
    const report = toReport('unhandledrejection', 'y'.repeat(5000), location);
    expect(report.message).toHaveLength(2000);
  });

  it('sends each distinct error once and at most ten per page; a failing send is dropped', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const reporter = createErrorReporter(send, location);
    reporter('error', new Error('same'));
    reporter('error', new Error('same'));
    for (let i = 0; i < 20; i += 1) reporter('error', new Error(`e${i}`));
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
    await Promise.resolve();
  });

  it('reports the fields an answer read as their defaults (docs/answers.md), once per answer and fields', () => {
    const send = vi.fn(() => Promise.resolve({}));
    let listener: ClientEventListener = () => undefined;
    reportDegradedAnswers(send, { subscribe: (l) => ((listener = l), () => undefined) }, location);
    const degraded: ClientEvent = {
      type: 'answer.degraded',
      path: 'v1/config',
      fields: [{ field: 'filters', issues: ['filters: Invalid input'] }],
    };
    listener(degraded);
    listener(degraded);
    listener({ type: 'network.up' });
    expect(send.mock.calls).toEqual([
      [
        {
          kind: 'answer',
          message: 'Fields read as their defaults in v1/config: filters: Invalid input',
          url: '/chats/4?status=new',
        },
      ],
    ]);
  });
});
