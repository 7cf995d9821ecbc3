/**
 * The SMTP sinks and outbox workers a mail test starts, stopped after every test: the workers
 * first, so that none is still sending when its server closes.
 */
import { afterEach } from "vitest";
import type { OutboxWorker } from "@/server/mail/worker";
import { startSmtpSink, type SinkOptions, type SmtpSink } from "./smtp-sink";

export function mailRig() {
  const sinks: SmtpSink[] = [];
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });
  return {
    /** An SMTP sink on `port` (0: any free one). */
    async sink(port = 0, options?: SinkOptions): Promise<SmtpSink> {
      const started = await startSmtpSink(port, options);
      sinks.push(started);
      return started;
    },
    /** Hands a started worker over to be stopped after the test. */
    worker<Worker extends OutboxWorker>(worker: Worker): Worker {
      workers.push(worker);
      return worker;
    },
  };
}
