import { image, type MediaEntry } from "./types";

/** Card images of the case studies (content/case-studies.ts). */
export const caseStudyMedia: Record<string, MediaEntry> = {
  "case-telematics": image("case-telematics", "Connected vehicles streaming telemetry to a monitoring dashboard", "Case study card: telematics performance", "nodes", "blue"),
  "case-digital-banking": image("case-digital-banking", "A mobile banking app showing account balance and card controls", "Case study card: digital banking", "bars", "teal"),
  "case-telecom": image("case-telecom", "Radio towers linked by signal arcs across a city", "Case study card: next-gen telecommunications", "waves", "violet"),
  "case-claims": image("case-claims", "Claim documents flowing into an automated review queue", "Case study card: claims automation", "grid", "amber"),
  "case-pipeline": image("case-pipeline", "A pipeline route with sensor points and one highlighted anomaly", "Case study card: pipeline monitoring", "circuit", "amber"),
  "case-commerce": image("case-commerce", "Store fronts and a web shop connected to one inventory", "Case study card: unified commerce", "skyline", "rose"),
  "case-fleet": image("case-fleet", "Delivery routes across a map with live vehicle positions", "Case study card: fleet visibility", "nodes", "green"),
  "case-clinical": image("case-clinical", "Clinical trial data sets merging into one validated platform", "Case study card: clinical data platform", "orbits", "teal"),
  "case-grid": image("case-grid", "A power grid map with a located fault and restored lines", "Case study card: outage analytics", "circuit", "green"),
  "case-accessible-banking": image("case-accessible-banking", "A phone with large text and a screen-reader focus outline", "Case study card: accessible mobile banking", "people", "blue"),
  "case-patient-portal": image("case-patient-portal", "A patient portal offering a choice of languages", "Case study card: multilingual patient portal", "people", "teal"),
};
