import type { MessageKey, MessageParams } from '../messages.ts';

// A failure answered as ErrorBody `{ error, error_type? }` with the text in the request's language.
export class ApiFailure extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly errorType: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    key: MessageKey,
    options: { params?: MessageParams; errorType?: string; headers?: Record<string, string> } = {},
  ) {
    super(key);
    this.name = 'ApiFailure';
    this.status = status;
    this.key = key;
    this.params = options.params ?? {};
    this.errorType = options.errorType;
    this.headers = options.headers ?? {};
  }
}
