/**
 * The case studies the site shipped with, imported once as case studies of the studio
 * (content migration 0003-posts-case-studies-menus).
 */
import { caseStudySchema, type CaseStudy } from "@/content/case-studies";

const entries: CaseStudy[] = [
  {
    id: "telematics-performance",
    title: "Performance Assurance for Tier-1 Telematics Customer in North America",
    category: "Case Study",
    industry: "Automotive",
    image: "case-telematics",
    summary:
      "A connected-vehicle platform was adding a million devices a quarter. We built a load model from real trip data, found the message broker and two database indexes that failed first, and made peak-hour testing part of every release.",
    outcome: "Sustained three times the previous peak load with p95 latency under 300 ms.",
  },
  {
    id: "digital-banking",
    title: "Enhancing Digital Banking Experience for Global Customers",
    category: "Case Study",
    industry: "Banking",
    image: "case-digital-banking",
    summary:
      "A retail bank's mobile app had drifted into twelve regional variants. We rebuilt onboarding, payments and card controls as one modular app with shared design components and country-specific rules kept in configuration.",
    outcome: "Account opening went from days to under ten minutes in every launch market.",
  },
  {
    id: "nextgen-telecom",
    title: "Innovative Solutions for Next-Gen Telecommunications",
    category: "Case Study",
    industry: "Communications",
    image: "case-telecom",
    summary:
      "An operator rolling out 5G needed to launch enterprise services without waiting on its billing stack. We introduced a product catalogue and order orchestration layer that talks to the network and the legacy BSS alike.",
    outcome: "New enterprise bundles now reach the market in weeks instead of quarters.",
  },
  {
    id: "claims-automation",
    title: "Automating Claims Intake for a Regional Property Insurer",
    category: "Case Study",
    industry: "Insurance",
    image: "case-claims",
    summary:
      "Adjusters were retyping details from e-mails, photos and PDFs into the claims system. We built an intake service that reads documents, flags missing evidence and routes simple claims straight to settlement.",
    outcome:
      "Straight-through processing for low-value claims rose from almost none to 41 percent.",
  },
  {
    id: "pipeline-monitoring",
    title: "Predictive Pipeline Monitoring for a Midstream Operator",
    category: "Case Study",
    industry: "Oil & Gas",
    image: "case-pipeline",
    summary:
      "Pressure and flow sensors along hundreds of kilometres of pipeline produced alarms nobody could triage in time. We streamed the readings into one platform and trained models that separate real anomalies from sensor noise.",
    outcome: "False alarms fell by two thirds and field crews now start from a ranked list.",
  },
  {
    id: "unified-commerce",
    title: "Unified Commerce Platform for a Specialty Retail Chain",
    category: "Case Study",
    industry: "Retail",
    image: "case-commerce",
    summary:
      "Stores, the web shop and the marketplace each held their own view of stock. We introduced a single inventory service and headless storefront so that customers can buy online and collect from any branch that has the item.",
    outcome: "Online conversion grew by a fifth and stock write-offs dropped in the first season.",
  },
  {
    id: "fleet-visibility",
    title: "Real-Time Fleet Visibility for a Freight Logistics Provider",
    category: "Case Study",
    industry: "Transportation & Logistics",
    image: "case-fleet",
    summary:
      "Dispatchers tracked trucks by phone and spreadsheet. We connected vehicle gateways, warehouse scanners and the transport management system into a live map with arrival predictions shared with customers.",
    outcome: "Customer status calls halved and on-time delivery became a measured number.",
  },
  {
    id: "clinical-data",
    title: "Cloud Data Platform for a Clinical Research Organisation",
    category: "Case Study",
    industry: "Healthcare & Life Sciences",
    image: "case-clinical",
    summary:
      "Trial data arrived from sites in a dozen formats and took weeks to reconcile. We built a validated cloud data platform with automated quality checks and an audit trail that satisfies regulatory inspection.",
    outcome: "Database lock for a typical study now takes days, not weeks.",
  },
  {
    id: "grid-analytics",
    title: "Outage Analytics for a Municipal Power Utility",
    category: "Case Study",
    industry: "Energy & Utilities",
    image: "case-grid",
    summary:
      "A utility learned about outages from customer calls. We combined smart-meter signals, weather feeds and the network model to locate faults automatically and tell affected customers what to expect.",
    outcome: "Average time to locate a fault fell from hours to minutes.",
  },
  {
    id: "accessible-banking",
    title: "Accessible Mobile Banking for Customers with Visual Impairments",
    category: "Case Study",
    industry: "Banking",
    image: "case-accessible-banking",
    summary:
      "Working with blind and low-vision customers from the first sketch, we reworked a bank's app for screen readers, large text and voice control, and added accessibility checks to the release pipeline so it stays that way.",
    outcome: "The app now meets WCAG 2.2 AA and its accessibility complaints stopped.",
  },
  {
    id: "multilingual-patient-portal",
    title: "Multilingual Patient Portal for a Community Health Network",
    category: "Case Study",
    industry: "Healthcare & Life Sciences",
    image: "case-patient-portal",
    summary:
      "Many patients of a community health network did not read English well enough to book care online. We delivered a portal in six languages, written in plain language and tested with the communities it serves.",
    outcome: "Online bookings from non-English speakers tripled within six months.",
  },
];

export const caseStudies: CaseStudy[] = entries.map((entry) => caseStudySchema.parse(entry));
