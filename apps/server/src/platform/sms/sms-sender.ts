/** Sends a login code by SMS. The local `console` sender is the default and the test one. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}
