import type { PositionChoice } from "@/lib/workspace/inbox";
import type { NoticeMessage } from "@/lib/notice";
import { Notice } from "../notice";
import { ClosePositionForm } from "./pipeline-parts";

/**
 * What the last pipeline form did on the applications list; after a hire, the positions it
 * filled that are still open on the site, each with its "Close" form.
 */
export function PipelineNotice({
  message,
  moved,
  closing,
  close,
  back,
}: {
  message: NoticeMessage | null;
  /** A move's answer is drawn as the record pages draw theirs; the others as a form's. */
  moved: boolean;
  closing: PositionChoice[];
  close: (form: FormData) => Promise<void>;
  back: string;
}) {
  if (!message) return null;
  return (
    <Notice message={message} className="mb-6" look={moved ? "record" : "form"}>
      {closing.length > 0 ? (
        <>
          <p className="mt-2 text-ink-700">
            {closing.length === 1
              ? "The position is still open on the site. Close it now that it is filled?"
              : "These positions are still open on the site. Close the ones now filled?"}
          </p>
          {closing.map((position) => (
            <ClosePositionForm key={position.id} action={close} position={position} back={back} />
          ))}
        </>
      ) : null}
    </Notice>
  );
}
