import type { Metadata } from "next";
import { getEnquiry } from "@/server/workspace/inbox";
import { RecordView } from "@/components/workspace/inbox/record-view";
import { loadRecord, type RecordPageProps } from "@/server/workspace/record-page";

export const metadata: Metadata = { title: "Enquiry" };

export default async function EnquiryPage(props: RecordPageProps) {
  const { record: enquiry, view } = await loadRecord("enquiry", props, getEnquiry);
  return (
    <RecordView
      {...view}
      record={enquiry}
      name={enquiry.name}
      fields={[
        { label: "Name", value: enquiry.name },
        { label: "E-mail address", value: enquiry.email },
        { label: "Contact", value: enquiry.contact },
        { label: "Requirement", value: enquiry.requirement },
      ]}
    />
  );
}
