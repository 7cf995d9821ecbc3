/**
 * POST /api/contact — a contact enquiry, as JSON from the pages' script (201 `{ok, id}`)
 * or urlencoded from a plain form post without JavaScript (303 to /thanks).
 */
import { randomUUID } from "node:crypto";
import { contactFieldOrder } from "@/lib/forms/contact";
import { contactSchema } from "@/lib/forms/schemas";
import { storeEnquiry } from "../submissions/store";
import { created } from "../http/responses";
import { fieldsEndpoint } from "./fields-endpoint";

export const postContact = fieldsEndpoint({
  name: "contact",
  form: "contact",
  schema: contactSchema,
  keep: contactFieldOrder,
  save: async (context, data, meta) =>
    (await storeEnquiry(context.database.db, context.settings, data, meta)).id,
  // A dropped bot "enquiry" gets a made-up id, indistinguishable from a real one.
  answer: (id) => created(id ?? randomUUID()),
});
