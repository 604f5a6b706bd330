/**
 * The outbox: emails and SMS the sandbox "sends" are stored (readable through
 * `GET /api/__sandbox/outbox`) and logged on one line (never a password).
 */
import { outbox } from "../db/schema";
import type { AppDeps } from "./context";

/** A message to send. */
export interface OutgoingMessage {
  to: string;
  channel: "email" | "sms";
  subject: string;
  body: string;
  link?: string;
  code?: string;
  /** Id of the user the message is for, so that `outbox?to=<username>` finds it whatever its address. */
  userId?: string;
}

/** Stores a message in the outbox and logs it. */
export async function send(deps: AppDeps, message: OutgoingMessage): Promise<void> {
  await deps.handle.db.insert(outbox).values({
    to_address: message.to,
    channel: message.channel,
    subject: message.subject,
    body: message.body,
    link: message.link ?? null,
    code: message.code ?? null,
    created_at: deps.now(),
    user_id: message.userId ?? null,
  });
  const extra = message.link ? ` link=${message.link}` : message.code ? ` code=${message.code}` : "";
  deps.log(`[outbox] ${message.channel} to ${message.to}: ${message.subject}${extra}`);
}
