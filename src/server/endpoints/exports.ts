/**
 * Staff exports, for `Authorization: Bearer <EXPORT_TOKEN>` (automation) or a signed-in
 * session of a role with the right:
 * GET /admin/export/{enquiries,subscribers,applications}.csv (optionally with the list
 * page's filters, e.g. ?status=new&q=app) and GET /admin/export/resumes/<id> (the stored
 * résumé, always as an attachment). Both are audited.
 */
import { eq } from "drizzle-orm";
import { audit } from "../audit";
import { authorizeRequest, type Right } from "../auth/access";
import { resumes } from "../db/schema";
import { errors, guard } from "../http/responses";
import { exportSubject, subjectKey } from "../privacy/subject";
import { exportCsv, type ExportKind } from "../submissions/export";
import { filterQuery } from "@/lib/workspace/inbox";
import { parseFilters } from "../workspace/inbox-filters";

const PRIVATE = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "x-robots-tag": "noindex",
} as const;

export function getExport(kind: ExportKind) {
  return (request: Request): Promise<Response> =>
    guard(`export ${kind}`, async () => {
      const { context, actor, client } = await authorizeRequest(
        request,
        kind satisfies Right,
        "exports",
      );
      const filters = parseFilters(kind, new URL(request.url).searchParams);
      const filtered = filterQuery({ ...filters, page: 1 }) !== "";
      await audit(context.database.db, actor, {
        action: "export",
        recordKind: kind,
        client,
        detail: { filtered },
      });
      const day = new Date().toISOString().slice(0, 10);
      const stream = exportCsv(context.database.db, kind, context.settings.siteUrl, 500, filters);
      return new Response(stream, {
        status: 200,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${kind}-${day}.csv"`,
          ...PRIVATE,
        },
      });
    });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `filename` in plain ASCII for old clients, `filename*` in UTF-8 for everyone else. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export async function getResume(request: Request, id: string): Promise<Response> {
  return guard("resume download", async () => {
    const { context, actor, client } = await authorizeRequest(request, "applications", "exports");
    if (!UUID.test(id)) throw errors.notFound();
    const [resume] = await context.database.db
      .select({
        applicationId: resumes.applicationId,
        fileName: resumes.fileName,
        mediaType: resumes.mediaType,
        data: resumes.data,
      })
      .from(resumes)
      .where(eq(resumes.id, id.toLowerCase()));
    if (!resume) throw errors.notFound();
    await audit(context.database.db, actor, {
      action: "resume.download",
      recordKind: "application",
      recordId: resume.applicationId,
      client,
      detail: { resume: id.toLowerCase() },
    });
    return new Response(Buffer.from(resume.data), {
      status: 200,
      headers: {
        "content-type": resume.mediaType,
        "content-length": String(resume.data.byteLength),
        "content-disposition": contentDisposition(resume.fileName),
        "content-security-policy": "default-src 'none'; sandbox",
        ...PRIVATE,
      },
    });
  });
}

/**
 * GET /admin/privacy/export?email=…: everything held about one address, as a ZIP, for a
 * signed-in admin only (never the export token).
 */
export async function getSubjectExport(request: Request): Promise<Response> {
  return guard("data-subject export", async () => {
    const { context, actor, client } = await authorizeRequest(request, "privacy", "none");
    const key = subjectKey(new URL(request.url).searchParams.get("email"));
    if (!key) throw errors.notFound();
    const { archive, fileName } = await exportSubject(
      context.database.db,
      context.settings,
      actor,
      key,
      client,
    );
    return new Response(new Uint8Array(archive), {
      status: 200,
      headers: {
        "content-type": "application/zip",
        "content-length": String(archive.length),
        "content-disposition": contentDisposition(fileName),
        ...PRIVATE,
      },
    });
  });
}
