import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server saw it: its whole DATA arrived. */
export type Caught = {
  to: string[];
  messageId: string | undefined;
  raw: string;
  at: number;
  /** False when the server never said 250 (the test cut the conversation). */
  accepted: boolean;
};

/**
 * What the catcher does with a message whose DATA has arrived: accept it
 * (250), refuse it for now (451), or neither: hold it, as a server does while
 * the client dies mid-conversation.
 */
export type Verdict = 'accept' | 'refuse' | 'hold';

export type SmtpCatcher = {
  url: string;
  caught: Caught[];
  close: () => Promise<void>;
};

export function messageIdOf(raw: string): string | undefined {
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1];
}

/**
 * A real SMTP server in this process (the `smtp-server` package). `decide`
 * runs when a message's DATA has arrived, before the reply; `delayMs` is how
 * long the server takes to answer, as a real one does.
 */
export async function startSmtpCatcher(
  options: { decide?: (message: Caught) => Verdict; delayMs?: number } = {},
): Promise<SmtpCatcher> {
  const caught: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup per connection can stall for seconds without a resolver.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const message: Caught = {
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: messageIdOf(raw),
          raw,
          at: Date.now(),
          accepted: false,
        };
        caught.push(message);
        const answer = () => {
          const verdict = options.decide?.(message) ?? 'accept';
          if (verdict === 'hold') return;
          if (verdict === 'refuse') {
            callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
            return;
          }
          message.accepted = true;
          message.at = Date.now();
          callback();
        };
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepted copies beyond the first of each Message-ID. */
export function duplicatesByMessageId(caught: Caught[]): number {
  const seen = new Map<string, number>();
  for (const m of caught.filter((c) => c.accepted))
    seen.set(m.messageId ?? m.raw, (seen.get(m.messageId ?? m.raw) ?? 0) + 1);
  return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
}
