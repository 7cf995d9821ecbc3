/**
 * POST /api/subscribe — `{email}` as JSON (200 `{ok:true}`, the same answer whether the
 * address was new or not), or urlencoded from the footer form without JavaScript (303).
 */
import { newsletterSchema } from "@/lib/forms/schemas";
import { json } from "../http/responses";
import { subscribe } from "../submissions/store";
import { fieldsEndpoint } from "./fields-endpoint";

export const postSubscribe = fieldsEndpoint({
  name: "subscribe",
  form: "newsletter",
  schema: newsletterSchema,
  keep: ["email"],
  save: async (context, data, meta) => {
    await subscribe(context.database.db, context.settings, data.email, meta);
  },
  answer: () => json(200, { ok: true }),
});
