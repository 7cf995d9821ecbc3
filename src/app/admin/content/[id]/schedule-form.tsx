import {
  HiddenFields,
  inputClass,
  labelClass,
  smallButtonClass,
} from "@/components/workspace/form-controls";
import { siteConfig } from "@/config/site";
import { describeInZone, localFromInstant } from "@/lib/time/zoned";
import { cancelScheduleAction, scheduleAction } from "@/server/content/studio-actions";

/**
 * "Schedule": the saved draft goes live at a chosen time, given in the site's time zone with
 * UTC beside it. Reschedule by choosing another time; cancel to keep it a draft.
 */
export function ScheduleForm({
  pageId,
  scheduledAt,
  scheduledBy,
  keptTime,
  tomorrow,
}: {
  pageId: string;
  scheduledAt: Date | null;
  scheduledBy: string | null;
  /** What was typed before a refusal. */
  keptTime?: string;
  /** The form's first suggestion when nothing is scheduled: this time tomorrow. */
  tomorrow: Date;
}) {
  const zone = siteConfig.timeZone;
  const defaultTime =
    keptTime ??
    (scheduledAt ? localFromInstant(scheduledAt, zone) : localFromInstant(tomorrow, zone));
  return (
    <section
      aria-labelledby="schedule-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="schedule-heading" className="text-xl font-bold">
        Schedule
      </h2>
      {scheduledAt ? (
        <p className="font-semibold">
          Scheduled for {describeInZone(scheduledAt, zone)}
          {scheduledBy ? ` by ${scheduledBy}` : ""}. The draft as saved at that moment is published.
        </p>
      ) : (
        <p className="max-w-2xl text-sm text-ink-700">
          Publish the saved draft later, at a time of your choosing. Save your changes first: what
          is published is the draft as saved at that time.
        </p>
      )}
      <form action={scheduleAction} className="flex flex-wrap items-end gap-3">
        <HiddenFields values={{ pageId }} />
        <div>
          <label htmlFor="schedule-at" className={labelClass}>
            Publish at ({zone})
          </label>
          <input
            id="schedule-at"
            name="at"
            type="datetime-local"
            required
            defaultValue={defaultTime}
            className={inputClass}
          />
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="schedule-note" className={labelClass}>
            Note for the scheduled revision (optional)
          </label>
          <input id="schedule-note" name="note" maxLength={500} className={inputClass} />
        </div>
        <button type="submit" className={smallButtonClass}>
          {scheduledAt ? "Reschedule" : "Schedule"}
        </button>
      </form>
      {scheduledAt ? (
        <form action={cancelScheduleAction}>
          <HiddenFields values={{ pageId }} />
          <button type="submit" className={smallButtonClass}>
            Cancel the schedule
          </button>
        </form>
      ) : null}
    </section>
  );
}
