import { image, type MediaEntry } from "./types";

/** Card images of the case studies (content/case-studies.ts). */
export const caseStudyMedia: Record<string, MediaEntry> = {
  "case-telematics": image(
    "case-telematics",
    "Illustration for telematics performance assurance: a network of blue points and fine lines gathered around a few glowing hubs",
    "Case study card: telematics performance",
    "nodes",
    "blue",
  ),
  "case-digital-banking": image(
    "case-digital-banking",
    "Illustration for digital banking: a teal bar chart rising in perspective, with a glowing trend line and a dashed forecast",
    "Case study card: digital banking",
    "bars",
    "teal",
  ),
  "case-telecom": image(
    "case-telecom",
    "Illustration for next-gen telecommunications: ribbons of fine violet threads flowing through one bright point, above a faint waveform",
    "Case study card: next-gen telecommunications",
    "waves",
    "violet",
  ),
  "case-claims": image(
    "case-claims",
    "Illustration for claims automation: isometric blocks on a dark grid floor, some lit in amber, with light beams rising from a few",
    "Case study card: claims automation",
    "grid",
    "amber",
  ),
  "case-pipeline": image(
    "case-pipeline",
    "Illustration for pipeline monitoring: a circuit board with a central chip and amber traces carrying pulses of light",
    "Case study card: pipeline monitoring",
    "circuit",
    "amber",
  ),
  "case-commerce": image(
    "case-commerce",
    "Illustration for unified commerce: an abstract city skyline at dusk in pink tones, with cranes and factories at its edges, reflected in water",
    "Case study card: unified commerce",
    "skyline",
    "rose",
  ),
  "case-fleet": image(
    "case-fleet",
    "Illustration for fleet visibility: a network of green points and fine lines gathered around a few glowing hubs",
    "Case study card: fleet visibility",
    "nodes",
    "green",
  ),
  "case-clinical": image(
    "case-clinical",
    "Illustration for a clinical data platform: a glowing teal sphere inside tilted orbit rings with small satellites",
    "Case study card: clinical data platform",
    "orbits",
    "teal",
  ),
  "case-grid": image(
    "case-grid",
    "Illustration for outage analytics: a circuit board with a central chip and green traces carrying pulses of light",
    "Case study card: outage analytics",
    "circuit",
    "green",
  ),
  "case-accessible-banking": image(
    "case-accessible-banking",
    "Illustration for accessible mobile banking: abstract figures of a team in blue tones, with speech bubbles and linked avatar badges",
    "Case study card: accessible mobile banking",
    "people",
    "blue",
  ),
  "case-patient-portal": image(
    "case-patient-portal",
    "Illustration for a multilingual patient portal: abstract figures of a team in teal tones, with speech bubbles and linked avatar badges",
    "Case study card: multilingual patient portal",
    "people",
    "teal",
  ),
};
