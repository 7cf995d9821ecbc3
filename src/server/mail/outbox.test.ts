import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KEPT_MAIL_LOG_PERIOD_MS, KeptMailLog } from "./outbox";

describe("the log of mail kept without SMTP_URL", () => {
  let lines: string[];
  let log: KeptMailLog;

  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    log = new KeptMailLog((line) => lines.push(line));
  });
  afterEach(() => vi.useRealTimers());

  it("names the first submission's messages at once", () => {
    log.add([7, 8]);
    expect(lines).toEqual(["[mail] SMTP_URL is not set; message(s) #7, #8 kept in the outbox"]);
  });

  it("writes at most one line per period, counting the messages kept meanwhile", () => {
    log.add([1, 2]);
    for (let id = 3; id <= 40; id += 2) log.add([id, id + 1]);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(KEPT_MAIL_LOG_PERIOD_MS - 1);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines).toEqual([
      "[mail] SMTP_URL is not set; message(s) #1, #2 kept in the outbox",
      "[mail] SMTP_URL is not set; 38 messages (#3 to #40) kept in the outbox",
    ]);
  });

  it("names up to six messages kept in a period", () => {
    log.add([1]);
    log.add([5, 3]);
    log.add([4]);
    vi.advanceTimersByTime(KEPT_MAIL_LOG_PERIOD_MS);
    expect(lines[1]).toBe("[mail] SMTP_URL is not set; message(s) #5, #3, #4 kept in the outbox");
  });

  it("after a quiet period, logs the next message at once again", () => {
    log.add([1]);
    vi.advanceTimersByTime(KEPT_MAIL_LOG_PERIOD_MS);
    expect(lines).toHaveLength(1);
    log.add([2]);
    expect(lines).toHaveLength(2);
    log.add([3]);
    vi.advanceTimersByTime(KEPT_MAIL_LOG_PERIOD_MS);
    expect(lines).toEqual([
      "[mail] SMTP_URL is not set; message(s) #1 kept in the outbox",
      "[mail] SMTP_URL is not set; message(s) #2 kept in the outbox",
      "[mail] SMTP_URL is not set; message(s) #3 kept in the outbox",
    ]);
    vi.advanceTimersByTime(KEPT_MAIL_LOG_PERIOD_MS * 3);
    expect(lines).toHaveLength(3);
  });
});
