import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { bundledMedia as media } from "./media";
import { caseStudyFields } from "./kinds/case-study";
import { menusFields } from "./kinds/menus";
import { positionFields } from "./kinds/position";
import { postFields } from "./kinds/post";
import {
  caseStudyDocumentSchema,
  menusDocumentSchema,
  positionDocumentSchema,
  postDocumentSchema,
} from "./documents";
import {
  caseStudyIdSchema,
  linkSchema,
  mediaIdSchema,
  pageSchema,
  sectionSchema,
  type SectionType,
} from "./schema";
import {
  linkFields,
  newSection,
  pageFields,
  sectionForms,
  sectionTypes,
  type FieldSpec,
} from "./section-fields";

type Schema = z.ZodType;

/** The schema under .optional() / .default(), and whether the key may be left out. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (inner.def.type === "optional" || inner.def.type === "default") {
    optional = true;
    inner = (inner as unknown as { unwrap(): Schema }).unwrap();
  }
  return { inner, optional };
}

const shapeOf = (schema: Schema) =>
  (schema as unknown as z.ZodObject).shape as Record<string, Schema>;

function lengthBounds(schema: Schema): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (def.check === "min_length") bounds.min = def.minimum;
    if (def.check === "max_length") bounds.max = def.maximum;
  }
  return bounds;
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

const enumValues = (schema: Schema) => (schema as unknown as z.ZodEnum).options as unknown[];

/** What is wrong between the fields described and the object schema's shape. */
function compare(fields: readonly FieldSpec[], shape: Record<string, Schema>, where: string) {
  const problems: string[] = [];
  const keys = Object.keys(shape).filter((key) => key !== "type");
  for (const key of keys) {
    if (!fields.some((field) => field.key === key)) problems.push(`${where}.${key}: no field`);
  }
  for (const field of fields) {
    const at = `${where}.${field.key}`;
    const schema = shape[field.key];
    if (!schema) {
      problems.push(`${at}: not in the schema`);
      continue;
    }
    const { inner, optional } = unwrap(schema);
    if (field.required === optional) {
      problems.push(`${at}: required is ${field.required}, the schema says ${!optional}`);
    }
    problems.push(...compareKind(field, inner, at));
  }
  return problems;
}

function compareKind(field: FieldSpec, schema: Schema, at: string): string[] {
  const type = schema.def.type;
  const wrong = [`${at}: kind ${field.kind} for a ${type} schema`];
  switch (field.kind) {
    case "text":
    case "longText":
      // Plain text, or a link's href (a union of text rules).
      return (type === "string" && schema !== mediaIdSchema) ||
        (type === "union" && field.key === "href")
        ? []
        : wrong;
    case "number":
      return type === "number" ? [] : wrong;
    case "boolean":
      return type === "boolean" ? [] : wrong;
    case "select": {
      const values =
        type === "enum"
          ? enumValues(schema)
          : type === "union"
            ? (schema as unknown as z.ZodUnion).options.map(
                (option) => (option as unknown as z.ZodLiteral).value,
              )
            : null;
      if (!values) return wrong;
      const options = field.options.map((option) => option.value);
      return sameSet(values, options) ? [] : [`${at}: options ${options} for ${values}`];
    }
    case "media":
      // The library is in the database: the schema takes an id, the store checks it exists.
      return schema === mediaIdSchema ? [] : wrong;
    case "caseStudyPicker":
      // Case studies are in the database: the store checks the key names a published one.
      return schema === caseStudyIdSchema ? [] : wrong;
    case "link":
      return type === "object" ? compare(linkFields, shapeOf(schema), at) : wrong;
    case "background": {
      if (type !== "union") return wrong;
      const options = (schema as unknown as z.ZodUnion).options.map((o) =>
        Object.keys(shapeOf(o as Schema)),
      );
      return sameSet(options.flat(), ["image", "video"]) ? [] : wrong;
    }
    case "textList":
    case "caseStudies":
    case "links":
    case "list": {
      if (type !== "array") return wrong;
      const element = (schema as unknown as z.ZodArray).element as Schema;
      const bounds = lengthBounds(schema);
      const problems: string[] = [];
      const min = "min" in field ? field.min : undefined;
      const max = "max" in field ? field.max : undefined;
      if (bounds.min !== min) problems.push(`${at}: min ${min}, the schema says ${bounds.min}`);
      if (bounds.max !== max) problems.push(`${at}: max ${max}, the schema says ${bounds.max}`);
      const elementType = element.def.type;
      if (field.kind === "textList" && elementType !== "string") problems.push(...wrong);
      if (field.kind === "caseStudies") {
        if (element !== caseStudyIdSchema) problems.push(...wrong);
      }
      if (field.kind === "links") problems.push(...compare(linkFields, shapeOf(element), at));
      if (field.kind === "list") {
        if (elementType !== "object") problems.push(...wrong);
        else problems.push(...compare(field.fields, shapeOf(element), at));
      }
      return problems;
    }
  }
}

const sectionSchemas = sectionSchema.options.map((option) => ({
  type: option.shape.type.value as SectionType,
  shape: option.shape as unknown as Record<string, Schema>,
}));

describe("section forms", () => {
  it("describe every section type of the schema, and no other", () => {
    expect([...sectionTypes].sort()).toEqual(sectionSchemas.map((s) => s.type).sort());
  });

  it.each(sectionSchemas)("describe every field of $type, and only those", ({ type, shape }) => {
    expect(compare(sectionForms[type].fields, shape, type)).toEqual([]);
  });

  it("describe every field of the page and of a link", () => {
    const { sections, ...page } = shapeOf(pageSchema as unknown as Schema);
    expect(sections).toBeDefined();
    expect(compare(pageFields, page, "page")).toEqual([]);
    expect(compare(linkFields, shapeOf(linkSchema as unknown as Schema), "link")).toEqual([]);
  });

  it.each([
    ["post", postFields, postDocumentSchema],
    ["case study", caseStudyFields, caseStudyDocumentSchema],
    ["position", positionFields, positionDocumentSchema],
    ["menus", menusFields, menusDocumentSchema],
  ] as const)("describe every field of the %s form, and only those", (name, fields, schema) => {
    expect(compare(fields, shapeOf(schema as unknown as Schema), name)).toEqual([]);
  });

  it("give each section type a label and a one-line help", () => {
    for (const type of sectionTypes) {
      expect(sectionForms[type].label).not.toBe("");
      expect(sectionForms[type].help).not.toMatch(/\n/);
    }
    const labels = sectionTypes.map((type) => sectionForms[type].label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

// --- newSection ---------------------------------------------------------------------------

const imageId = Object.keys(media).find((id) => media[id]!.kind === "image")!;
const videoId = Object.keys(media).find((id) => media[id]!.kind === "video")!;

/** What a person would type into the empty fields of a new section. */
function fill(fields: readonly FieldSpec[], value: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...value };
  for (const field of fields) {
    const current = out[field.key];
    switch (field.kind) {
      case "text":
      case "longText":
        if (current === "") out[field.key] = field.key === "href" ? "/about" : "Some words";
        break;
      case "media":
        if (current === "") out[field.key] = field.media === "video" ? videoId : imageId;
        break;
      case "caseStudies":
        out[field.key] = (current as string[] | undefined)?.map(() => "telematics-performance");
        break;
      case "textList":
        out[field.key] = (current as string[] | undefined)?.map(() => "Some words");
        break;
      case "number":
        if (field.required && current === undefined) out[field.key] = 12;
        break;
      case "link":
        if (current !== undefined) out[field.key] = fill(linkFields, current as never);
        break;
      case "list":
        if (current !== undefined) {
          out[field.key] = (current as Record<string, unknown>[]).map((item) =>
            fill(field.fields, item),
          );
        }
        break;
      default:
        break;
    }
  }
  return out;
}

describe("newSection", () => {
  it.each(sectionTypes)("starts a %s with its type and only keys of the schema", (type) => {
    const section = newSection(type);
    expect(section.type).toBe(type);
    const shape = sectionSchemas.find((s) => s.type === type)!.shape;
    for (const key of Object.keys(section)) expect(shape).toHaveProperty(key);
  });

  it.each(sectionTypes)("starts a %s that is valid once its empty fields are filled", (type) => {
    const section = newSection(type);
    const result = sectionSchema.safeParse(fill(sectionForms[type].fields, section));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("starts empty text rather than made-up words", () => {
    expect(newSection("cardGrid")).toEqual({
      type: "cardGrid",
      heading: "",
      layout: "plain",
      cards: [{ title: "", text: "" }],
    });
    expect(newSection("callToAction")).toEqual({
      type: "callToAction",
      heading: "",
      text: "",
      action: { href: "", label: "" },
    });
  });
});
