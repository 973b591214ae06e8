// A real SMTP server that records the Message-ID of every message it accepts: on a free port, or
// on a given one (to start it again where a mailer already points).
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/db/embedded.ts';

export interface SmtpSink {
  port: number;
  received: string[];
  stop: () => Promise<void>;
}

export async function startSmtpSink(port?: number): Promise<SmtpSink> {
  port ??= await freePort();
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(/^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? 'missing');
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
