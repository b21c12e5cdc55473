import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** How many DATA commands were refused so far. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port that keeps what it receives. `refuseFirst`
 * answers the first n messages with a temporary failure, as a busy server does;
 * `unknownRecipients` are refused for good.
 */
export async function startSmtpServer(options: { refuseFirst?: number; unknownRecipients?: string[] } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', received: [], refused: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // An address the server does not have: a permanent failure (550), as a bounce.
    onRcptTo(address, _session, callback) {
      if (options.unknownRecipients?.includes(address.address)) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refused < (options.refuseFirst ?? 0)) {
          state.refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
