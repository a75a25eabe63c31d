import type { SmsSender } from './sms-sender.ts';

type Log = (line: string) => void;

/**
 * Development sender: writes the code to the server log and keeps the last code per
 * number in an outbox that tests (and, when TEST_OUTBOX is on, the browser journeys) read.
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly outbox = new Map<string, string>();

  constructor(private readonly log: Log) {}

  async send(mobile: string, code: string): Promise<void> {
    this.outbox.set(mobile, code);
    this.log(`SMS code for ${mobile}: ${code}`);
  }

  lastCodeFor(mobile: string): string | undefined {
    return this.outbox.get(mobile);
  }
}
