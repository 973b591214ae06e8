// A real SMTP server that records the Message-ID of every message it accepts, on a port the
// system picks. While `accepting` is off it turns every connection away with 421, the answer of
// a mail server that is down for a while. `beforeAccepting` lets a test act while the sender
// waits for the answer to a message.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  received: string[];
  accepting: boolean;
  stop: () => Promise<void>;
}

export interface SmtpSinkOptions {
  accepting?: boolean;
  /** Runs when the n-th message (from 1) has arrived, before the server answers that it took it. */
  beforeAccepting?: (count: number) => Promise<void>;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (sink.accepting) return callback();
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(/^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? 'missing');
        if (!options.beforeAccepting) return callback();
        options.beforeAccepting(received.length).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sink: SmtpSink = {
    port: (server.server.address() as AddressInfo).port,
    received,
    accepting: options.accepting ?? true,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
