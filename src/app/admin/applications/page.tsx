import type { Metadata } from "next";
import { PipelineNotice } from "@/components/workspace/inbox/pipeline-notice";
import {
  ClosePositionForm,
  MOVE_FORM_ID,
  MoveForm,
} from "@/components/workspace/inbox/pipeline-parts";
import { RecordList } from "@/components/workspace/inbox/record-list";
import { loadApplicationsPage } from "@/server/workspace/applications-page";
import { closePositionAction, moveApplicationsAction } from "@/server/workspace/pipeline-actions";
import { experienceLabel, userTypeLabel } from "./option-labels";

export const metadata: Metadata = { title: "Applications" };

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const view = await loadApplicationsPage(await searchParams);
  const { here, pipeline } = view;
  return (
    <RecordList
      {...view.listing}
      title="Applications"
      searchHint="Name, e-mail address or a word of the application."
      summaryHeading="Position and experience"
      notice={<PipelineNotice {...view.notice} close={closePositionAction} back={here} />}
      pipeline={
        pipeline
          ? {
              title: pipeline.title,
              extra: pipeline.closeable ? (
                <ClosePositionForm
                  action={closePositionAction}
                  position={pipeline.closeable}
                  back={here}
                />
              ) : undefined,
            }
          : undefined
      }
      selectForm={MOVE_FORM_ID}
      toolbar={
        <MoveForm action={moveApplicationsAction} back={here} statuses={view.listing.statuses} />
      }
      list={{
        ...view.list,
        rows: view.list.rows.map((row) => ({
          ...row,
          summary: (
            <>
              <span className="block font-semibold">{row.positionTitle ?? "Open application"}</span>
              {experienceLabel(row.experience)} · {userTypeLabel(row.userType)}
            </>
          ),
        })),
      }}
    />
  );
}
